import type { z } from 'zod';
import type { BusinessForUser } from '../../../domain/business';
import { BUSINESS_KEY_MESSAGES, businessKeyProblem } from '../../../domain/business-key';
import { offeredPaymentMeans } from '../../../domain/business-kinds';
import { AppError, FIELD_MESSAGES } from '../../../domain/errors';
import { sarToHalalas } from '../../../domain/money';
import { DEFAULT_PAPER_WIDTH_MM } from '../../../domain/printer';
import { defaultNegativeStock } from '../../../domain/stock';
import {
  notOffered,
  type createBusinessBody,
  type updateBusinessBody,
} from '../../../domain/schemas/businesses';
import type { AppContext, SessionUser } from '../../context';
import { constraintViolation } from '../../db/constraint-errors';
import type { DbOrTrx } from '../../db/types';
import { DATA_FOLDERS } from '../../files/data-folders';
import { saveImage } from '../../files/images';
import { auditAction } from '../audit/service';
import { forUser, kindOf, logoFolder } from './profile';
import * as repo from './repository';

/**
 * Creating and changing businesses, administrators only: a new business, its
 * profile and printer, archiving and the logo. Each change is audited.
 */

type CreateBody = z.output<typeof createBusinessBody>;
type UpdateBody = z.output<typeof updateBusinessBody>;

/** Every name a new key may not take: the server's route names and its own DATA_DIR folders. */
function serverNames(ctx: AppContext): string[] {
  return [...ctx.routeNames, ...Object.values(DATA_FOLDERS)];
}

/** The printer columns of a body: only those it carries (absent = kept). */
function printerColumns(body: UpdateBody) {
  const { requireShift: shift, shiftDifferenceLimit: limit } = body;
  return {
    ...(body.printerAddress !== undefined ? { printer_address: body.printerAddress } : {}),
    ...(body.paperWidthMm !== undefined ? { paper_width_mm: body.paperWidthMm } : {}),
    ...(shift !== undefined ? { require_shift: shift ? 1 : 0 } : {}),
    ...(limit !== undefined ? { shift_difference_limit: sarToHalalas(limit) } : {}),
    ...(body.negativeStock !== undefined ? { negative_stock: body.negativeStock } : {}),
  };
}

/** The profile columns of a create or update body. */
function profileColumns(body: UpdateBody) {
  return {
    name_ar: body.nameAr,
    name_en: body.nameEn,
    vat_number: body.vatNumber,
    cr_number: body.crNumber,
    street: body.address.street,
    building_number: body.address.buildingNumber,
    district: body.address.district,
    city: body.address.city,
    postal_code: body.address.postalCode,
    country: body.address.country,
  };
}

/**
 * @throws AppError business_name_taken (409, fields.nameAr) when a business other than `exceptId`
 *   has the same Arabic name by businessNameKey (decision 0051). A race past this check is
 *   stopped by the unique index on `name_key` (migration 025).
 */
async function refuseTakenName(db: DbOrTrx, nameAr: string, exceptId?: number): Promise<void> {
  if ((await repo.findBusinessWithName(db, nameAr, exceptId)) !== undefined)
    throw new AppError('business_name_taken', {
      fields: { nameAr: FIELD_MESSAGES.businessNameTaken },
    });
}

const ID_RACE_RETRIES = 10;

/**
 * Creates a business (admin): the next free id (highest + 1), invoice numbers from
 * 1, product images in DATA_DIR/images/{key}, payment means as given or all its kind offers.
 * Two creations racing for the same id: the loser's transaction rolls back on the primary key
 * and is retried with the next id.
 * @returns the new business as the administrator sees it.
 * @throws AppError validation_failed (400, fields.key) for a key a route of Sanad uses;
 *   business_key_taken (409) when a business has that key (or that image folder);
 *   business_name_taken (409, fields.nameAr) when one has the same Arabic name (decision 0051).
 */
export async function createBusiness(
  ctx: AppContext,
  actor: SessionUser,
  body: CreateBody,
): Promise<BusinessForUser> {
  const problem = businessKeyProblem(body.key, serverNames(ctx));
  if (problem)
    throw new AppError('validation_failed', { fields: { key: BUSINESS_KEY_MESSAGES[problem] } });
  for (let attempt = 1; ; attempt++) {
    try {
      return await insertNewBusiness(ctx, actor, body);
    } catch (err) {
      if (constraintViolation(err) !== 'unique' || attempt >= ID_RACE_RETRIES) throw err;
      ctx.log.info(
        { key: body.key, attempt },
        'business id taken by a concurrent creation; retrying',
      );
    }
  }
}

async function insertNewBusiness(ctx: AppContext, actor: SessionUser, body: CreateBody) {
  return ctx.db.transaction().execute(async (trx) => {
    if (await repo.findBusinessUsingKeyOrFolder(trx, body.key, body.key))
      throw new AppError('business_key_taken', {
        fields: { key: FIELD_MESSAGES.businessKeyTaken },
      });
    await refuseTakenName(trx, body.nameAr);
    const id = await repo.nextBusinessId(trx);
    const now = ctx.now();
    const paymentMeans = body.paymentMeans ?? offeredPaymentMeans(body.kind);
    await repo.insertBusiness(trx, {
      id,
      key: body.key,
      kind: body.kind,
      active: 1,
      ...profileColumns(body),
      logo: null,
      payment_means: paymentMeans.join(','),
      image_folder: body.key,
      printer_address: body.printerAddress ?? null,
      paper_width_mm: body.paperWidthMm ?? DEFAULT_PAPER_WIDTH_MM,
      negative_stock: defaultNegativeStock(body.kind),
      ...printerColumns(body),
      updated_at: now,
    });
    await auditAction(trx, { at: now, actor, business: { id } }, 'business.create', body.key, body);
    return forUser((await repo.findBusinessByKey(trx, body.key))!, 'admin');
  });
}

/**
 * Updates a business profile (admin) and records it in the audit log; `paymentMeans`, when
 * given, replaces the enabled means; `printerAddress` (stored `host:port`, null = none) and
 * `paperWidthMm`, when given, replace the printer settings.
 * @throws AppError business_not_found (404); validation_failed (400, fields.paymentMeans) for a
 *   means the business's kind does not offer; business_name_taken (409, fields.nameAr) when
 *   another business has the same Arabic name (decision 0051).
 */
export async function updateProfile(
  ctx: AppContext,
  actor: SessionUser,
  key: string,
  body: UpdateBody,
): Promise<BusinessForUser> {
  return ctx.db.transaction().execute(async (trx) => {
    const row = await repo.findBusinessByKey(trx, key);
    if (!row) throw new AppError('business_not_found');
    const bad = notOffered(kindOf(row), body.paymentMeans);
    if (bad) throw new AppError('validation_failed', { fields: { paymentMeans: bad } });
    await refuseTakenName(trx, body.nameAr, row.id);
    const now = ctx.now();
    await repo.updateBusiness(trx, row.id, {
      ...profileColumns(body),
      ...(body.paymentMeans ? { payment_means: body.paymentMeans.join(',') } : {}),
      ...printerColumns(body),
      updated_at: now,
    });
    await auditAction(trx, { at: now, actor, business: row }, 'business.update', row.key, body);
    return forUser((await repo.findBusinessByKey(trx, key))!, 'admin');
  });
}

/**
 * Archives (`active: false`) or restores a business (admin). Nothing is deleted:
 * an archived business keeps its invoices, PDFs and receipts readable and refuses new sales.
 * Idempotent. @throws AppError business_not_found (404).
 */
export async function setBusinessActive(
  ctx: AppContext,
  actor: SessionUser,
  key: string,
  active: boolean,
): Promise<BusinessForUser> {
  return ctx.db.transaction().execute(async (trx) => {
    const row = await repo.findBusinessByKey(trx, key);
    if (!row) throw new AppError('business_not_found');
    const now = ctx.now();
    await repo.updateBusiness(trx, row.id, { active: active ? 1 : 0, updated_at: now });
    await auditAction(
      trx,
      { at: now, actor, business: row },
      active ? 'business.restore' : 'business.archive',
      row.key,
    );
    return forUser((await repo.findBusinessByKey(trx, key))!, 'admin');
  });
}

/**
 * Stores an uploaded logo (the file's bytes: JPEG/PNG/WebP by content, ≤ 5 MB; decoded, capped and
 * re-encoded as PNG by saveImage) and makes it the business's logo.
 * @throws AppError business_not_found (404); as saveImage (413, 415).
 */
export async function uploadLogo(
  ctx: AppContext,
  actor: SessionUser,
  key: string,
  bytes: Buffer,
): Promise<BusinessForUser> {
  const row = await repo.findBusinessByKey(ctx.db, key);
  if (!row) throw new AppError('business_not_found');
  const fileName = await saveImage(ctx.storage, bytes, logoFolder(), 'logo');
  const now = ctx.now();
  await ctx.db.transaction().execute(async (trx) => {
    await repo.updateBusiness(trx, row.id, { logo: fileName, updated_at: now });
    await auditAction(trx, { at: now, actor, business: row }, 'business.logo', row.key, {
      logo: fileName,
    });
  });
  return forUser((await repo.findBusinessByKey(ctx.db, key))!, 'admin');
}
