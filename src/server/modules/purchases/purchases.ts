import { randomUUID } from 'node:crypto';
import { dueDateFor } from '../../../domain/payment-terms';
import { riyadhDate } from '../../../domain/riyadh-time';
import { paymentTermById } from '../payment-terms';
import { hasSupplierPayments } from './payments';
import { AppError, FIELD_MESSAGES, fieldErrorsFromIssues } from '../../../domain/errors';
import { halalasToSar, halalasToSarText, sarToHalalas } from '../../../domain/money';
import { riyadhDatesRange } from '../../../domain/riyadh-time';
import { purchaseFields, type PurchaseView } from '../../../domain/schemas/purchases';
import { purchaseVatSplit } from '../../../domain/vat';
import type { AppContext, SessionUser } from '../../context';
import type { DbOrTrx } from '../../db/types';
import { removeReceipt, saveReceipt, type StoredReceipt } from '../../files/receipts';
import { auditAction } from '../audit/service';
import type { BusinessRow } from '../businesses/service';
import { loadSupplier } from '../suppliers/service';
import { recordWebhookEvent } from '../webhooks';
import { receiptsFolder } from './receipts';
import * as repo from './repository';
import { recordPurchaseStock } from '../stock';

/** Purchases themselves: list, read, record (with the receipt) and delete. */

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
    PurchaseOrder:
      row.purchase_order_uuid && row.purchase_order_number !== null
        ? { UUID: row.purchase_order_uuid, Number: row.purchase_order_number }
        : null,
  };
}

/**
 * The business's purchase with this UUID (any query, a transaction or not).
 * @throws AppError `code` (default not_found, 404), also for another business's purchase.
 */
export async function loadPurchase(
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
 * POST purchases (legacy app: `{image, date, supplier, total}`): `fields` are the text fields
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
  const folder = receiptsFolder(business);
  const receipt: StoredReceipt | null = file ? await saveReceipt(ctx.storage, file, folder) : null;
  const total = sarToHalalas(body.total);
  const split = purchaseVatSplit(total);
  try {
    const uuid = await ctx.db.transaction().execute(async (trx) => {
      const now = ctx.now();
      const uuid = randomUUID();
      const term = await paymentTermById(trx, business.id, supplier.payment_term_id);
      const purchaseDay = riyadhDate(body.date * 1000);
      await repo.insertPurchase(trx, {
        uuid,
        business_id: business.id,
        supplier_id: supplier.id,
        total,
        tax_exclusive_amount: split.taxExclusive,
        tax_amount: split.tax,
        date: body.date,
        payment_term_id: term?.id ?? null,
        due_date: body.due_date ?? (term ? dueDateFor(purchaseDay, term) : null),
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
      await recordWebhookEvent(trx, {
        businessId: business.id,
        type: 'purchase.recorded',
        subject: uuid,
        data: {
          UUID: uuid,
          date: body.date,
          supplier: { UUID: supplier.uuid, name: supplier.name, vatid: supplier.vatid },
          TaxExclusiveAmount: halalasToSarText(split.taxExclusive),
          TaxAmount: halalasToSarText(split.tax),
          TaxInclusiveAmount: halalasToSarText(total),
        },
        at: now,
      });
      return uuid;
    });
    return getPurchase(ctx, business, uuid);
  } catch (err) {
    if (receipt) await removeReceipt(ctx.storage, folder, [receipt.image_path, receipt.thumb_path]);
    throw err;
  }
}

/**
 * DELETE purchases/{UUID}: the purchase and its items (the stock they added goes with them), then
 * its receipt files.
 * @throws AppError purchase_delete_failed (404, legacy app: "Error deleting purchase data.") when
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
    // A purchase paid in part or in full keeps its payment vouchers (decision 0068).
    if (await hasSupplierPayments(trx, business.id, row.id))
      throw new AppError('purchase_has_payments');
    await repo.deletePurchase(trx, business.id, row.id);
    await recordPurchaseStock(trx, business.id, row.id, [], ctx.now(), actor.id);
    await auditAction(trx, { at: ctx.now(), actor, business }, 'purchase.delete', uuid, {
      total: row.total,
      date: row.date,
      image: row.image_path,
    });
    return row;
  });
  await removeReceipt(ctx.storage, receiptsFolder(business), [row.image_path, row.thumb_path]);
}
