import path from 'node:path';
import type { BusinessProfile } from '../../../domain/business';
import { AppError } from '../../../domain/errors';
import type { PaymentMeansCode } from '../../../domain/payment-means';
import type { BusinessKey } from '../../../domain/permissions';
import type { UpdateBusinessBody } from '../../../domain/schemas/businesses';
import type { AppContext, SessionUser } from '../../context';
import { writeAudit } from '../audit/repository';
import * as repo from './repository';
import type { BusinessRow } from './repository';

/** Folder of uploaded logos under DATA_DIR. */
export function logoDir(ctx: AppContext): string {
  return path.join(ctx.config.dataDir, 'logos');
}

/** Folder of a business's product images under DATA_DIR (served at /static/images/{folder}/). */
export function productImageDir(ctx: AppContext, business: BusinessRow): string {
  return path.join(ctx.config.dataDir, 'images', business.image_folder);
}

/** Enabled payment means codes of a business, in stored order. */
export function paymentMeansOf(business: BusinessRow): PaymentMeansCode[] {
  return business.payment_means.split(',').filter(Boolean) as PaymentMeansCode[];
}

/** A row → the wire profile. */
export function toProfile(row: BusinessRow): BusinessProfile {
  return {
    id: row.id,
    key: row.key as BusinessKey,
    nameAr: row.name_ar,
    nameEn: row.name_en,
    vatNumber: row.vat_number,
    crNumber: row.cr_number,
    address: {
      street: row.street,
      buildingNumber: row.building_number,
      district: row.district,
      city: row.city,
      postalCode: row.postal_code,
      country: row.country,
    },
    logoUrl: row.logo ? `/static/logos/${row.logo}` : null,
    paymentMeans: paymentMeansOf(row),
    imageFolder: row.image_folder,
  };
}

/**
 * Updates a business profile (admin) and records it in the audit log.
 * @throws AppError business_not_found (404).
 */
export async function updateProfile(
  ctx: AppContext,
  actor: SessionUser,
  key: string,
  body: UpdateBusinessBody & { address: { country: 'SA' } },
) {
  return ctx.db.transaction().execute(async (trx) => {
    const row = await repo.findBusinessByKey(trx, key);
    if (!row) throw new AppError('business_not_found');
    const now = ctx.now();
    await repo.updateBusiness(trx, row.id, {
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
      updated_at: now,
    });
    await writeAudit(trx, {
      at: now,
      userId: actor.id,
      businessId: row.id,
      action: 'business.update',
      entity: 'business',
      entityId: key,
      details: body,
    });
    return toProfile((await repo.findBusinessByKey(trx, key))!);
  });
}

/** Sets the logo file name of a business (after the upload was stored). */
export async function setLogo(ctx: AppContext, actor: SessionUser, key: string, fileName: string) {
  const row = await repo.findBusinessByKey(ctx.db, key);
  if (!row) throw new AppError('business_not_found');
  const now = ctx.now();
  await repo.updateBusiness(ctx.db, row.id, { logo: fileName, updated_at: now });
  await writeAudit(ctx.db, {
    at: now,
    userId: actor.id,
    businessId: row.id,
    action: 'business.logo',
    entity: 'business',
    entityId: key,
    details: { logo: fileName },
  });
  return toProfile((await repo.findBusinessByKey(ctx.db, key))!);
}
