import { AppError } from '../../../domain/errors';
import type { Settlement } from '../../../domain/collection';
import type { UtcRange } from '../../../domain/riyadh-time';
import type { AppContext } from '../../context';
import type { DbOrTrx } from '../../db/types';
import type { BusinessRow } from '../businesses/service';
import * as keys from './idempotency-repository';
import { receiptPngOf, type ReceiptLog } from './receipt-image';
import * as repo from './repository';
import type { InvoiceRow } from './repository';
import * as settlements from './settlement-repository';
import { assertShareable } from './shareable';

/**
 * The business's invoice with this UUID and its lines.
 * @throws AppError not_found (404), also for another business's invoice.
 */
export async function loadInvoice(ctx: AppContext, business: BusinessRow, uuid: string) {
  const invoice = await repo.findInvoiceByUuid(ctx.db, business.id, uuid);
  if (!invoice) throw new AppError('not_found');
  return { invoice, lines: await repo.listInvoiceLines(ctx.db, business.id, invoice.id) };
}

/**
 * GET invoicetopng/{ID}: the receipt PNG of invoice number `number` — the stored file, or a fresh
 * rendering when it is missing (e.g. rendering failed at the sale). The fresh one is stored when
 * possible; if storing fails (unwritable folder) it is served anyway and `log` gets a warning.
 * The printing module prints it, so the same rule holds for print.
 * @throws AppError not_found (404); invoice_not_cleared / invoice_rejected_by_zatca (409) for a
 *   standard invoice ZATCA has not cleared (assertShareable, decision 0044).
 */
export async function invoiceReceiptPng(
  ctx: AppContext,
  business: BusinessRow,
  number: number,
  log: ReceiptLog,
): Promise<Buffer> {
  const invoice = await repo.findInvoiceByNumber(ctx.db, business.id, number);
  if (!invoice) throw new AppError('not_found');
  await assertShareable(ctx, business.id, invoice);
  return receiptPngOf(ctx, business, invoice, log);
}

/**
 * The invoice an idempotency key of the business stands for: undefined when the
 * key was never used; `invoice` undefined while its sale is not committed; `requestHash` the
 * fingerprint of the cart it came with.
 */
export async function findKeyedSale(
  db: DbOrTrx,
  businessId: number,
  key: string,
): Promise<{ requestHash: string; invoice: InvoiceRow | undefined } | undefined> {
  const row = await keys.findIdempotencyKey(db, businessId, key);
  if (!row) return undefined;
  const invoice = row.invoice_id
    ? await repo.findInvoiceById(db, businessId, row.invoice_id)
    : undefined;
  return { requestHash: row.request_hash, invoice };
}

/**
 * Claims an idempotency key for a sale inside its transaction (see repository
 * claimIdempotencyKey: a concurrent holder of the same key is waited for).
 * @returns true when this transaction now owns the key; false when it was already taken.
 */
export async function claimSaleKey(
  trx: DbOrTrx,
  businessId: number,
  key: string,
  requestHash: string,
  now: number,
): Promise<boolean> {
  return keys.claimIdempotencyKey(trx, businessId, key, requestHash, now);
}

/** Lines of one invoice of the business, in line order. */
export async function invoiceLines(db: DbOrTrx, businessId: number, invoiceId: number) {
  return repo.listInvoiceLines(db, businessId, invoiceId);
}

/**
 * Takes the business's next quotation number, its OrderReferenceID (1, 2, 3… per business,
 * decision 0052), inside the quotation's transaction. @returns the number.
 */
export async function allocateQuotationNumber(trx: DbOrTrx, businessId: number): Promise<number> {
  return repo.allocateQuotationNumber(trx, businessId);
}

/** The business's invoice row with this row id (undefined when none). */
export async function findInvoiceById(db: DbOrTrx, businessId: number, id: number) {
  return repo.findInvoiceById(db, businessId, id);
}

/**
 * GET invoiceoid/{OrderReferenceID}: the invoice issued with that OrderReferenceID.
 * @throws AppError not_found (404).
 */
export async function invoiceOfOrderReference(
  ctx: AppContext,
  business: BusinessRow,
  orderReference: number,
): Promise<{ OrderReferenceID: number; UUID: string; ID: number }> {
  const invoice = await repo.findInvoiceByOrderReference(ctx.db, business.id, orderReference);
  if (!invoice) throw new AppError('not_found');
  return { OrderReferenceID: invoice.order_reference_id, UUID: invoice.uuid, ID: invoice.number };
}

/** The business's invoice with this UUID (undefined when none), without lines. */
export async function findInvoiceByUuid(db: DbOrTrx, businessId: number, uuid: string) {
  return repo.findInvoiceByUuid(db, businessId, uuid);
}

/** The business's invoice with this number (ID), undefined when none. */
export async function findInvoiceByNumber(db: DbOrTrx, businessId: number, number: number) {
  return repo.findInvoiceByNumber(db, businessId, number);
}

/** Number and issued_at (UTC ms) of the business's invoices issued in the UTC range `range`. */
export async function listIssuedIn(
  db: DbOrTrx,
  businessId: number,
  range: UtcRange,
): Promise<Array<{ issued_at: number; number: number }>> {
  return repo.listIssuedIn(db, businessId, range);
}

/** The idempotency key row of the business (undefined when the key was never used). */
export async function findIdempotencyKey(db: DbOrTrx, businessId: number, key: string) {
  return keys.findIdempotencyKey(db, businessId, key);
}

/**
 * What settles each credit (24) invoice among `rows` (decision 0040): Σ its receipt vouchers and Σ
 * its notes, halalas; other invoices are absent. Runs its sums one after the other (`db` may be a
 * transaction). With `upTo` (a Riyadh date) only what was issued on or before it counts.
 */
export async function settlementsFor(
  db: DbOrTrx,
  businessId: number,
  rows: readonly Pick<InvoiceRow, 'id' | 'payment_means_code' | 'invoice_type_code'>[],
  upTo?: string,
): Promise<Map<number, Settlement>> {
  return settlements.settlementsFor(db, businessId, rows, upTo);
}
