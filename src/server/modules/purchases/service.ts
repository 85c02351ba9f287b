import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { AppError, FIELD_MESSAGES, fieldErrorsFromIssues } from '../../../domain/errors';
import { halalasToSar, sarToHalalas } from '../../../domain/money';
import { purchaseLineTotal } from '../../../domain/purchases';
import { riyadhDatesRange } from '../../../domain/riyadh-time';
import {
  purchaseFields,
  type PurchaseItemView,
  type PurchaseItemsBody,
  type PurchaseView,
  type PurchasesVatAnswer,
} from '../../../domain/schemas/purchases';
import { purchaseVatSplit } from '../../../domain/vat';
import type { AppContext, SessionUser } from '../../context';
import type { DbOrTrx } from '../../db/types';
import { RECEIPT_NAME, removeReceipt, saveReceipt, type StoredReceipt } from '../../files/receipts';
import { auditAction } from '../audit/service';
import type { BusinessRow } from '../businesses/service';
import { loadSupplier } from '../suppliers/service';
import * as repo from './repository';

/** Where a business's purchase receipts live: DATA_DIR/{key}/purchases (beside its invo/). */
export function receiptsDir(ctx: AppContext, business: BusinessRow): string {
  return path.join(ctx.config.dataDir, business.key, 'purchases');
}

/** A purchase row with its summary → the wire shape (SAR amounts, Unix-seconds date). */
export function toPurchaseView(row: repo.PurchaseListRow): PurchaseView {
  return {
    ID: row.id,
    UUID: row.uuid,
    supplier: row.supplier_name,
    supplierUUID: row.supplier_uuid,
    supplierVat: row.supplier_vatid,
    total: halalasToSar(row.total),
    taxExclusive: halalasToSar(row.tax_exclusive_amount),
    tax: halalasToSar(row.tax_amount),
    date: row.date,
    image_path: row.image_path,
    image_type: row.image_type,
    thumb_path: row.thumb_path,
    productName: row.first_item ?? '',
    totalQuantity: row.total_quantity,
    itemCount: row.item_count,
    employeeName: row.employee_name,
  };
}

/**
 * The business's purchase with this UUID (any query, a transaction or not).
 * @throws AppError `code` (default not_found, 404), also for another business's purchase.
 */
async function loadPurchase(
  db: DbOrTrx,
  businessId: number,
  uuid: string,
  code: 'not_found' | 'purchase_delete_failed' = 'not_found',
) {
  const row = await repo.findPurchaseByUuid(db, businessId, uuid);
  if (!row) throw new AppError(code);
  return row;
}

/** GET purchases: every purchase of the business, newest first. */
export async function listPurchases(ctx: AppContext, business: BusinessRow) {
  return (await repo.listPurchases(ctx.db, business.id)).map(toPurchaseView);
}

/**
 * POST purchasesx {start, end}: the purchases whose date falls on the Riyadh dates start…end
 * (both inclusive), newest first.
 */
export async function listPurchasesIn(
  ctx: AppContext,
  business: BusinessRow,
  period: { start: string; end: string },
) {
  const { start, end } = riyadhDatesRange(period.start, period.end);
  const range = { start: Math.floor(start / 1000), end: Math.floor(end / 1000) };
  return (await repo.listPurchases(ctx.db, business.id, range)).map(toPurchaseView);
}

/** GET purchases/{UUID}. @throws AppError not_found (404). */
export async function getPurchase(ctx: AppContext, business: BusinessRow, uuid: string) {
  const row = await repo.findPurchaseListRow(ctx.db, business.id, uuid);
  if (!row) throw new AppError('not_found');
  return toPurchaseView(row);
}

/**
 * POST purchases (SPEC.md §7 `{image, date, supplier, total}`): `fields` are the text fields
 * (validated here: date Unix seconds, supplier UUID of this business, total SAR > 0), `file` the
 * receipt (optional). The receipt is checked and stored first (saveReceipt), then the purchase
 * row with its VAT split (purchaseVatSplit) is written and audited; a failed write removes the
 * stored files.
 * @throws AppError validation_failed (400 bad fields; 422 fields.supplier for a supplier of
 *   another business); the receipt errors of saveReceipt (413, 415).
 */
export async function createPurchase(
  ctx: AppContext,
  actor: SessionUser,
  business: BusinessRow,
  fields: Record<string, unknown>,
  file: Buffer | null,
): Promise<PurchaseView> {
  const parsed = purchaseFields.safeParse(fields);
  if (!parsed.success)
    throw new AppError('validation_failed', { fields: fieldErrorsFromIssues(parsed.error.issues) });
  const body = parsed.data;
  const supplier = await loadSupplier(ctx.db, business.id, body.supplier).catch(() => {
    throw new AppError('validation_failed', {
      status: 422,
      fields: { supplier: FIELD_MESSAGES.supplierNotInBusiness },
    });
  });
  const dir = receiptsDir(ctx, business);
  const receipt: StoredReceipt | null = file ? await saveReceipt(file, dir) : null;
  const total = sarToHalalas(body.total);
  const split = purchaseVatSplit(total);
  try {
    const uuid = await ctx.db.transaction().execute(async (trx) => {
      const now = ctx.now();
      const uuid = randomUUID();
      await repo.insertPurchase(trx, {
        uuid,
        business_id: business.id,
        supplier_id: supplier.id,
        total,
        tax_exclusive_amount: split.taxExclusive,
        tax_amount: split.tax,
        date: body.date,
        image_path: receipt?.image_path ?? null,
        image_type: receipt?.image_type ?? null,
        thumb_path: receipt?.thumb_path ?? null,
        employee_name: actor.username,
        created_by: actor.id,
        created_at: now,
        updated_at: now,
      });
      await auditAction(trx, { at: now, actor, business }, 'purchase.create', uuid, {
        supplier: supplier.uuid,
        total,
        date: body.date,
        image: receipt?.image_path,
      });
      return uuid;
    });
    return getPurchase(ctx, business, uuid);
  } catch (err) {
    if (receipt) await removeReceipt(dir, [receipt.image_path, receipt.thumb_path]);
    throw err;
  }
}

/**
 * DELETE purchases/{UUID}: the purchase and its items (the stock they added goes with them), then
 * its receipt files.
 * @throws AppError purchase_delete_failed (404, SPEC.md §8 "Error deleting purchase data.") when
 *   the business has no such purchase.
 */
export async function deletePurchase(
  ctx: AppContext,
  actor: SessionUser,
  business: BusinessRow,
  uuid: string,
): Promise<void> {
  const row = await ctx.db.transaction().execute(async (trx) => {
    const row = await loadPurchase(trx, business.id, uuid, 'purchase_delete_failed');
    await repo.deletePurchase(trx, business.id, row.id);
    await auditAction(trx, { at: ctx.now(), actor, business }, 'purchase.delete', uuid, {
      total: row.total,
      date: row.date,
      image: row.image_path,
    });
    return row;
  });
  await removeReceipt(receiptsDir(ctx, business), [row.image_path, row.thumb_path]);
}

/** GET purchases/items/{UUID}: the purchase's items in order. @throws AppError not_found (404). */
export async function listItems(
  ctx: AppContext,
  business: BusinessRow,
  uuid: string,
): Promise<PurchaseItemView[]> {
  const purchase = await loadPurchase(ctx.db, business.id, uuid);
  return (await repo.listItems(ctx.db, business.id, purchase.id)).map((r) => ({
    ItemName: r.item_name,
    Price: halalasToSar(r.price),
    InvoicedQuantity: r.quantity,
    RoundingAmount: halalasToSar(r.rounding_amount),
    ProductID: r.product_id,
    ProductUUID: r.product_uuid,
  }));
}

/**
 * POST purchases/items {items, invdate, invUUID}: replaces the items of purchase `invUUID` (and its
 * date when `invdate` is given), audited. A line's RoundingAmount, when sent, must be Price ×
 * InvoicedQuantity; a ProductID must be a product of this business — its received quantity then
 * counts in that product's stock.
 * @throws AppError not_found (404) for a purchase of another business or none; unknown_product (422,
 *   fields.items.N.ProductID) for a product of another business or none; totals_mismatch (422,
 *   fields.items.N.RoundingAmount) for a line total that is not Price × InvoicedQuantity.
 */
export async function saveItems(
  ctx: AppContext,
  actor: SessionUser,
  business: BusinessRow,
  body: PurchaseItemsBody,
): Promise<void> {
  const lines = body.items.map((it) => {
    const price = sarToHalalas(it.Price);
    return {
      item_name: it.ItemName,
      price,
      quantity: it.InvoicedQuantity,
      rounding_amount: purchaseLineTotal(price, it.InvoicedQuantity),
      product_id: it.ProductID ?? null,
      sent: it.RoundingAmount === undefined ? undefined : sarToHalalas(it.RoundingAmount),
    };
  });
  const mismatched: Record<string, string> = {};
  lines.forEach((l, i) => {
    if (l.sent !== undefined && l.sent !== l.rounding_amount)
      mismatched[`items.${i}.RoundingAmount`] = FIELD_MESSAGES.expectedAmount(
        halalasToSar(l.rounding_amount).toFixed(2),
      );
  });
  if (Object.keys(mismatched).length > 0)
    throw new AppError('totals_mismatch', { fields: mismatched });
  await ctx.db.transaction().execute(async (trx) => {
    const purchase = await loadPurchase(trx, business.id, body.invUUID);
    const wanted = lines.flatMap((l) => (l.product_id === null ? [] : [l.product_id]));
    const own = await repo.productIdsOf(trx, business.id, wanted);
    const foreign: Record<string, string> = {};
    lines.forEach((l, i) => {
      if (l.product_id !== null && !own.has(l.product_id))
        foreign[`items.${i}.ProductID`] = FIELD_MESSAGES.productNotInBusiness;
    });
    if (Object.keys(foreign).length > 0) throw new AppError('unknown_product', { fields: foreign });
    const now = ctx.now();
    await repo.replaceItems(
      trx,
      business.id,
      purchase.id,
      lines.map(({ sent: _, ...l }) => l),
    );
    if (body.invdate !== undefined)
      await repo.setPurchaseDate(trx, business.id, purchase.id, body.invdate, now);
    await auditAction(trx, { at: now, actor, business }, 'purchase.items', purchase.uuid, body);
  });
}

/**
 * GET purchases/sendfile/{image_path}: a receipt (or thumbnail) file of one of the business's
 * purchases. The name must be a generated one (RECEIPT_NAME, so no path can be built from it)
 * and belong to a purchase of this business.
 * @returns the file's absolute path and content type.
 * @throws AppError not_found (404) for a name no purchase of the business has.
 */
export async function receiptFile(
  ctx: AppContext,
  business: BusinessRow,
  name: string,
): Promise<{ file: string; type: string }> {
  if (!RECEIPT_NAME.test(name)) throw new AppError('not_found');
  const row = await repo.findPurchaseByFile(ctx.db, business.id, name);
  if (!row) throw new AppError('not_found');
  const type = name.endsWith('.pdf') ? 'application/pdf' : 'image/webp';
  return { file: path.join(receiptsDir(ctx, business), name), type };
}

/**
 * GET purchases/vat?start&end (SPEC.md §2 purchases/vat, §7): the purchases dated on the Riyadh
 * dates start…end (inclusive; `date` Unix seconds compared in UTC): their count, total with VAT,
 * before VAT and input VAT in SAR — the split stored at recording time (purchaseVatSplit) — in all
 * and per supplier with its VAT number, total descending. Sums in SQL.
 */
export async function purchasesVat(
  ctx: AppContext,
  business: BusinessRow,
  period: { start: string; end: string },
): Promise<PurchasesVatAnswer> {
  const { all, groups } = await purchaseVatSums(ctx, business, period);
  return {
    start: period.start,
    end: period.end,
    count: all.count,
    total: halalasToSar(all.total),
    taxExclusive: halalasToSar(all.taxExclusive),
    tax: halalasToSar(all.tax),
    bySupplier: groups.map((g) => ({
      supplierUUID: g.supplierUuid,
      supplier: g.supplierName,
      vatid: g.vatid,
      count: g.count,
      total: halalasToSar(g.total),
      taxExclusive: halalasToSar(g.taxExclusive),
      tax: halalasToSar(g.tax),
    })),
  };
}

/**
 * The halalas behind GET purchases/vat: per supplier (SQL GROUP BY) and their sum `all` (count,
 * total, taxExclusive, tax) of the purchases dated on the Riyadh dates start…end inclusive. Also
 * the input side of the VAT return (reports module).
 */
export async function purchaseVatSums(
  ctx: AppContext,
  business: BusinessRow,
  period: { start: string; end: string },
) {
  const { start, end } = riyadhDatesRange(period.start, period.end);
  const groups = await repo.purchaseVatBySupplier(ctx.db, business.id, {
    start: Math.floor(start / 1000),
    end: Math.floor(end / 1000),
  });
  const all = { count: 0, total: 0, taxExclusive: 0, tax: 0 };
  for (const g of groups) {
    all.count += g.count;
    all.total += g.total;
    all.taxExclusive += g.taxExclusive;
    all.tax += g.tax;
  }
  return { all, groups };
}
