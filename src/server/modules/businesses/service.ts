import type { z } from 'zod';
import type { BusinessForUser } from '../../../domain/business';
import { kindOf, logoDir, toProfile } from './profile';
import { BUSINESS_KEY_MESSAGES, businessKeyProblem } from '../../../domain/business-key';
import { offeredPaymentMeans } from '../../../domain/business-kinds';
import { AppError, FIELD_MESSAGES } from '../../../domain/errors';
import { roleInBusiness } from '../../../domain/memberships';
import { DEFAULT_PAPER_WIDTH_MM } from '../../../domain/printer';
import {
  WRITE_ACTIONS,
  can,
  normalizeRole,
  tilesFor,
  type Action,
  type Role,
} from '../../../domain/permissions';
import {
  notOffered,
  type createBusinessBody,
  type updateBusinessBody,
} from '../../../domain/schemas/businesses';
import type { AppContext, SessionUser } from '../../context';
import { constraintViolation } from '../../db/constraint-errors';
import { DATA_FOLDERS } from '../../files/data-folders';
import { saveImage } from '../../files/images';
import { writeAudit } from '../audit/service';
import * as repo from './repository';
import type { BusinessMemberRow, BusinessRow } from './repository';
import { defaultBusinesses } from './seed';

export type { BusinessRow } from './repository';
type CreateBody = z.output<typeof createBusinessBody>;
type UpdateBody = z.output<typeof updateBusinessBody>;

export {
  assertPaymentMeansEnabled,
  kindOf,
  logoDir,
  paymentMeansOf,
  productImageDir,
  sellerParty,
  toProfile,
} from './profile';

/** A row and the user's role there → the profile with that role and its home tiles. */
function forUser(row: BusinessRow, role: Role): BusinessForUser {
  return { ...toProfile(row), role, tiles: [...tilesFor(role, kindOf(row))] };
}

function withoutMember({ member_role: _, ...row }: BusinessMemberRow): BusinessRow {
  return row;
}

/**
 * The businesses the user opens (issue #13 §2): an administrator every one, anyone else those
 * they are a member of — active ones only unless `archived` — each with their role and tiles.
 */
export async function listBusinessesForUser(
  ctx: AppContext,
  user: SessionUser,
  opts: { archived?: boolean } = {},
): Promise<BusinessForUser[]> {
  if (normalizeRole(user.role) === 'admin')
    return (await repo.listBusinesses(ctx.db, opts)).map((r) => forUser(r, 'admin'));
  return (await repo.listBusinessesOfMember(ctx.db, user.id, opts)).map((r) =>
    forUser(withoutMember(r), normalizeRole(r.member_role)),
  );
}

/**
 * The business `key` as the user sees it, archived or not.
 * @throws AppError business_not_found (404); business_forbidden (403) when not a member.
 */
export async function getBusinessForUser(
  ctx: AppContext,
  user: SessionUser,
  key: string,
): Promise<BusinessForUser> {
  const { business, role } = await resolveForUser(ctx, user, key);
  return forUser(business, role);
}

async function resolveForUser(ctx: AppContext, user: SessionUser, key: string) {
  // Every stored key has the key's shape: any other names no business (no query needed).
  if (businessKeyProblem(key) === 'shape') throw new AppError('business_not_found');
  const row = await repo.findBusinessForMember(ctx.db, key, user.id);
  if (!row) throw new AppError('business_not_found');
  const role = roleInBusiness(user.role, row.member_role);
  if (!role) throw new AppError('business_forbidden');
  return { business: withoutMember(row), role };
}

/**
 * Opens a business for one request of `/api/v1/{key}/…` (issue #11 §3, #13 §1–§2): resolves the
 * key, the user's role there and whether that role may do `action`.
 * @returns the business row and the user's role in it.
 * @throws AppError business_not_found (404); business_forbidden (403, not a member); forbidden
 *   (403, the role may not do it); business_archived (409) for a write on an archived business.
 */
export async function openBusiness(
  ctx: AppContext,
  user: SessionUser,
  key: string,
  action: Action,
): Promise<{ business: BusinessRow; role: Role }> {
  const opened = await resolveForUser(ctx, user, key);
  if (!can(opened.role, action, kindOf(opened.business))) throw new AppError('forbidden');
  if (opened.business.active !== 1 && WRITE_ACTIONS.includes(action))
    throw new AppError('business_archived');
  return opened;
}

/** The business with this key, archived or not, for work with no user (the ZATCA queue); null when none. */
export async function businessByKey(ctx: AppContext, key: string): Promise<BusinessRow | null> {
  return (await repo.findBusinessByKey(ctx.db, key)) ?? null;
}

/** True when the user is an administrator and Sanad has no business yet (first-sign-in setup). */
export async function needsBusinessSetup(ctx: AppContext, user: SessionUser): Promise<boolean> {
  return normalizeRole(user.role) === 'admin' && (await repo.countBusinesses(ctx.db)) === 0;
}

/** Seeds the two default businesses when SEED_BUSINESSES=default (first start; idempotent). */
export async function seedDefaultBusinesses(ctx: AppContext): Promise<void> {
  if (ctx.config.seedBusinesses !== 'default') return;
  for (const b of defaultBusinesses(ctx.now())) {
    if (!(await repo.insertBusinessIfMissing(ctx.db, b)))
      ctx.log.debug({ business: b.key }, 'default business already present (or its key is taken)');
  }
}

/** Every name a new key may not take: the server's route names and its own DATA_DIR folders. */
function serverNames(ctx: AppContext): string[] {
  return [...ctx.routeNames, ...Object.values(DATA_FOLDERS)];
}

/** The printer columns of a body: only those it carries (absent = kept). */
function printerColumns(body: Pick<UpdateBody, 'printerAddress' | 'paperWidthMm'>) {
  return {
    ...(body.printerAddress !== undefined ? { printer_address: body.printerAddress } : {}),
    ...(body.paperWidthMm !== undefined ? { paper_width_mm: body.paperWidthMm } : {}),
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

const ID_RACE_RETRIES = 10;

/**
 * Creates a business (admin, issue #13 §1): the next free id (highest + 1), invoice numbers from
 * 1, product images in DATA_DIR/images/{key}, payment means as given or all its kind offers.
 * Two creations racing for the same id: the loser's transaction rolls back on the primary key
 * and is retried with the next id.
 * @returns the new business as the administrator sees it.
 * @throws AppError validation_failed (400, fields.key) for a key a route of Sanad uses;
 *   business_key_taken (409) when a business has that key (or that image folder).
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
      updated_at: now,
    });
    await writeAudit(trx, {
      at: now,
      userId: actor.id,
      businessId: id,
      action: 'business.create',
      entity: 'business',
      entityId: body.key,
      details: body,
    });
    return forUser((await repo.findBusinessByKey(trx, body.key))!, 'admin');
  });
}

/**
 * Updates a business profile (admin) and records it in the audit log; `paymentMeans`, when
 * given, replaces the enabled means; `printerAddress` (stored `host:port`, null = none) and
 * `paperWidthMm`, when given, replace the printer settings (issue #8 §5).
 * @throws AppError business_not_found (404); validation_failed (400, fields.paymentMeans) for a
 *   means the business's kind does not offer.
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
    const now = ctx.now();
    await repo.updateBusiness(trx, row.id, {
      ...profileColumns(body),
      ...(body.paymentMeans ? { payment_means: body.paymentMeans.join(',') } : {}),
      ...printerColumns(body),
      updated_at: now,
    });
    await audit(trx, actor, row, 'business.update', now, body);
    return forUser((await repo.findBusinessByKey(trx, key))!, 'admin');
  });
}

/**
 * Archives (`active: false`) or restores a business (admin, issue #13 §1). Nothing is deleted:
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
    await audit(trx, actor, row, active ? 'business.restore' : 'business.archive', now);
    return forUser((await repo.findBusinessByKey(trx, key))!, 'admin');
  });
}

/**
 * Stores an uploaded logo (the file's bytes: JPEG/PNG/WebP by content, ≤ 5 MB; decoded, capped and
 * re-encoded as PNG by saveImage, issue #10 §3) and makes it the business's logo.
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
  const fileName = await saveImage(bytes, logoDir(ctx), 'logo');
  const now = ctx.now();
  await ctx.db.transaction().execute(async (trx) => {
    await repo.updateBusiness(trx, row.id, { logo: fileName, updated_at: now });
    await audit(trx, actor, row, 'business.logo', now, { logo: fileName });
  });
  return forUser((await repo.findBusinessByKey(ctx.db, key))!, 'admin');
}

async function audit(
  trx: Parameters<typeof writeAudit>[0],
  actor: SessionUser,
  row: BusinessRow,
  action: string,
  at: number,
  details?: unknown,
) {
  await writeAudit(trx, {
    at,
    userId: actor.id,
    businessId: row.id,
    action,
    entity: 'business',
    entityId: row.key,
    details,
  });
}
