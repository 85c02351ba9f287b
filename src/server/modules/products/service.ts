import { randomUUID } from 'node:crypto';
import { AppError, FIELD_MESSAGES } from '../../../domain/errors';
import { constraintViolation } from '../../db/constraint-errors';
import type { PosCatalogue, ProductView } from '../../../domain/schemas/catalogue';
import type { AppContext, SessionUser } from '../../context';
import { imageExists } from '../../files/images';
import { auditAction } from '../audit/service';
import { productImageFolder, type BusinessRow } from '../businesses/service';
import { findCategoryOf } from '../categories/service';
import type { DbOrTrx } from '../../db/types';
import * as repo from './repository';
import { productImageUrl, toColumns, toPosProduct, toProductView, type ProductInput } from './view';
import { recordOpeningStock, releaseProductStock } from '../stock';

/**
 * Checks the rules zod cannot: `categoryid` is a category of this business and `image` an uploaded
 * file of this business (skipped when it is the product's current image, or '' — no image).
 * @returns the category id.
 * @throws AppError validation_failed (422) with fields.categoryid / fields.image.
 */
async function checkReferences(
  ctx: AppContext,
  db: DbOrTrx,
  business: BusinessRow,
  body: ProductInput,
  currentImage?: string,
): Promise<number> {
  const category = await findCategoryOf(db, business.id, body.categoryid);
  if (!category)
    throw new AppError('validation_failed', {
      status: 422,
      fields: { categoryid: FIELD_MESSAGES.categoryNotInBusiness },
    });
  if (
    body.image !== '' &&
    body.image !== currentImage &&
    !(await imageExists(ctx.storage, productImageFolder(business), body.image))
  ) {
    throw new AppError('validation_failed', {
      status: 422,
      fields: { image: FIELD_MESSAGES.imageNotUploaded },
    });
  }
  return category.id;
}

/**
 * A barcode names one product of the business (decision 0048): refused when another product of
 * the business has it. Checked first for the field message; the unique index
 * products_business_barcode (migration 024) catches two requests racing, as the same answer.
 * @throws AppError barcode_taken (409, fields.barcode).
 */
async function withFreeBarcode<T>(
  db: DbOrTrx,
  businessId: number,
  body: ProductInput,
  exceptId: number | undefined,
  work: () => Promise<T>,
): Promise<T> {
  const taken = () =>
    new AppError('barcode_taken', { fields: { barcode: FIELD_MESSAGES.barcodeTaken } });
  if (body.barcode && (await repo.findProductIdByBarcode(db, businessId, body.barcode, exceptId)))
    throw taken();
  try {
    return await work();
  } catch (err) {
    if (body.barcode && constraintViolation(err) === 'unique') throw taken();
    throw err;
  }
}

/** Products of the business: all (GET products) or only published ones (GET productp). */
export async function listProducts(
  ctx: AppContext,
  business: BusinessRow,
  publishedOnly = false,
): Promise<ProductView[]> {
  return (await repo.listProducts(ctx.db, business.id, { publishedOnly })).map((r) =>
    toProductView(r, business),
  );
}

/**
 * The POS catalogue of the business (GET pos/products): its published products in
 * the compact shape `posProduct` (prices in halalas, image file names under one `imageBase`).
 */
export async function listPosCatalogue(
  ctx: AppContext,
  business: BusinessRow,
): Promise<PosCatalogue> {
  const rows = await repo.listPosProducts(ctx.db, business.id);
  return { imageBase: productImageUrl(business, ''), products: rows.map(toPosProduct) };
}

/**
 * Products of one category of the business (GET products/category/{UUID}), published or not.
 * @throws AppError not_found (404) for an unknown category or one of another business.
 */
export async function listCategoryProducts(
  ctx: AppContext,
  business: BusinessRow,
  categoryUuid: string,
): Promise<ProductView[]> {
  const category = await findCategoryOf(ctx.db, business.id, categoryUuid);
  if (!category) throw new AppError('not_found');
  return (await repo.listProducts(ctx.db, business.id, { categoryId: category.id })).map((r) =>
    toProductView(r, business),
  );
}

/**
 * One product of the business.
 * @throws AppError not_found (404), also for a UUID of another business.
 */
export async function getProduct(
  ctx: AppContext,
  business: BusinessRow,
  uuid: string,
): Promise<ProductView> {
  const row = await repo.findProductByUuid(ctx.db, business.id, uuid);
  if (!row) throw new AppError('not_found');
  return toProductView(row, business);
}

/**
 * Creates a product (POST products); prices arrive in SAR and are stored in halalas.
 * @throws AppError validation_failed (422) for a foreign/unknown categoryid or image;
 *   barcode_taken (409) when another product of the business has the barcode (decision 0048).
 */
export async function createProduct(
  ctx: AppContext,
  actor: SessionUser,
  business: BusinessRow,
  body: ProductInput,
): Promise<ProductView> {
  return ctx.db.transaction().execute(async (trx) => {
    const categoryId = await checkReferences(ctx, trx, business, body);
    const now = ctx.now();
    const uuid = randomUUID();
    const id = await withFreeBarcode(trx, business.id, body, undefined, () =>
      repo.insertProduct(trx, business.id, {
        uuid,
        created_at: now,
        ...toColumns(body, categoryId, now),
      }),
    );
    await recordOpeningStock(trx, business.id, id, body.quantity, now, actor.id);
    await auditAction(trx, { at: now, actor, business }, 'product.create', uuid, body);
    return toProductView((await repo.findProductById(trx, business.id, id))!, business);
  });
}

/**
 * Replaces every field of a product (PUT products/{UUID}).
 * @throws AppError not_found (404); validation_failed (422) for a foreign/unknown categoryid or image;
 *   barcode_taken (409) when another product of the business has the barcode (decision 0048).
 */
export async function updateProduct(
  ctx: AppContext,
  actor: SessionUser,
  business: BusinessRow,
  uuid: string,
  body: ProductInput,
): Promise<ProductView> {
  return ctx.db.transaction().execute(async (trx) => {
    const row = await repo.findProductByUuid(trx, business.id, uuid);
    if (!row) throw new AppError('not_found');
    const categoryId = await checkReferences(ctx, trx, business, body, row.image);
    const now = ctx.now();
    await withFreeBarcode(trx, business.id, body, row.id, () =>
      repo.updateProduct(trx, business.id, row.id, toColumns(body, categoryId, now)),
    );
    // An edited opening quantity is the difference in the ledger (decision 0067).
    await recordOpeningStock(trx, business.id, row.id, body.quantity - row.quantity, now, actor.id);
    await auditAction(trx, { at: now, actor, business }, 'product.update', uuid, body);
    return toProductView((await repo.findProductById(trx, business.id, row.id))!, business);
  });
}

/**
 * Deletes a product that no invoice refers to. Its image file is kept (uploads are never deleted
 * implicitly).
 * @throws AppError not_found (404); product_in_use (409) when an invoice line, a pending quotation
 *   or a purchase item names it, or a stock count or transfer moved it — unpublish it instead.
 */
export async function deleteProduct(
  ctx: AppContext,
  actor: SessionUser,
  business: BusinessRow,
  uuid: string,
): Promise<void> {
  await ctx.db.transaction().execute(async (trx) => {
    const row = await repo.findProductByUuid(trx, business.id, uuid);
    if (!row) throw new AppError('not_found');
    if (
      (await repo.isProductInvoiced(trx, business.id, row.id)) ||
      !(await releaseProductStock(trx, business.id, row.id))
    )
      throw new AppError('product_in_use');
    await repo.deleteProduct(trx, business.id, row.id);
    await auditAction(trx, { at: ctx.now(), actor, business }, 'product.delete', uuid, {
      name: row.name,
      productName: row.product_name,
      price: row.price,
    });
  });
}
