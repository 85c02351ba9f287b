import { AppError } from '../../../domain/errors';
import { decodeInvoiceCursor, encodeInvoiceCursor } from '../../../domain/invoice-cursor';
import { halalasToSar } from '../../../domain/money';
import {
  riyadhDate,
  riyadhDatesRange,
  riyadhDayRange,
  riyadhMonthRange,
  type UtcRange,
} from '../../../domain/riyadh-time';
import type {
  InvoiceDetailAnswer,
  InvoicePageAnswer,
  InvoicePageQuery,
  InvoiceSummary,
} from '../../../domain/schemas/invoices';
import type { AppContext } from '../../context';
import { renderInvoicePdf } from '../../documents/invoice-pdf';
import { qrPng } from '../../documents/qr';
import type { DbOrTrx } from '../../db/types';
import type { BusinessRow } from '../businesses/service';
import { buildInvoiceDocument, businessLogoPng, originalNumberOf } from './document';
import { receiptPngOf, type ReceiptLog } from './receipt-image';
import * as repo from './repository';
import type { InvoiceRow } from './repository';
import { settlementsFor } from '../collection/repository';
import { noteFactsOf } from '../notes/service';
import { toInvoiceSummary, toInvoiceView } from './view';
import { zatcaStateOf, zatcaStatusesOf } from '../zatca/queue';
import { zatcaIcvOf } from '../zatca/signing-repository';

export type { InvoiceRow, NewInvoiceLine } from './repository';
export { readStoredReceipt } from './receipt-image';
export { businessLogoPng } from './document';
export {
  amountHalalas,
  clientAccount,
  collectInvoice,
  invoicePayments,
  type Collected,
} from '../collection/service';
export { toInvoiceSummary } from './view';
export { invoicesForBackup } from '../invoice-backups/export';
export {
  restoreInvoicesFromBackup,
  type InvoiceRestoreCounts,
  type InvoiceRestoreMode,
} from '../invoice-backups/restore';
export {
  PIECE_UNIT,
  issueInvoice,
  storeReceiptAfterIssue,
  toInvoiceLineRows,
  type InvoiceBuyer,
  type IssueInput,
  type IssueLine,
  type Seller,
} from './issue';
export { zatcaSigningFor, type ZatcaSigning } from '../zatca/sign';

/** The periods of the invoice lists (SPEC.md §7), all in Asia/Riyadh. */
export type InvoicePeriod =
  'all' | 'today' | 'yesterday' | 'month' | { startdate: string; enddate: string };

/**
 * The UTC range of a period at instant `now` (UTC ms): today / yesterday / this month are Riyadh
 * calendar boundaries, a date range is inclusive of both Riyadh dates; `all` has no range.
 */
export function periodRange(period: InvoicePeriod, now: number): UtcRange | undefined {
  if (period === 'all') return undefined;
  if (period === 'today') return riyadhDayRange(now);
  if (period === 'yesterday') return riyadhDayRange(now, -1);
  if (period === 'month') return riyadhMonthRange(now);
  return riyadhDatesRange(period.startdate, period.enddate);
}

/** Invoices of the business in the period (ctx.now() decides "today"), newest first, without lines. */
export async function listInvoicesIn(
  ctx: AppContext,
  business: BusinessRow,
  period: InvoicePeriod,
): Promise<InvoiceSummary[]> {
  const rows = await repo.listInvoices(ctx.db, business.id, periodRange(period, ctx.now()));
  return summariesOf(ctx.db, business.id, rows);
}

/**
 * GET invoices/page (issue #7 §4; decisions 0030, 0039): one page of the business's invoices of
 * the period (Riyadh; `range` = startdate…enddate inclusive), newest first, optionally of one
 * payment means — page `page` of `pageSize`, or with `limit` / `cursor` the `limit` invoices after
 * the cursor (keyset) — with the count and total with VAT of every matching invoice and the
 * period's totals per payment means, from the per-day rollups. `nextCursor` continues after the
 * page's last invoice (null when no invoice follows), in both modes.
 */
export async function listInvoicePage(
  ctx: AppContext,
  business: BusinessRow,
  q: InvoicePageQuery,
): Promise<InvoicePageAnswer> {
  const period: InvoicePeriod =
    q.period === 'range' ? { startdate: q.startdate!, enddate: q.enddate! } : q.period;
  const range = periodRange(period, ctx.now());
  const dates = range && { from: riyadhDate(range.start), to: riyadhDate(range.end - 1) };
  const keyset = q.cursor !== undefined || q.limit !== undefined;
  const size = q.limit ?? q.pageSize;
  const after = q.cursor === undefined ? undefined : decodeInvoiceCursor(q.cursor);
  const [rows, groups] = await Promise.all([
    // One more than the page: whether another invoice follows (nextCursor).
    repo.listInvoicePage(
      ctx.db,
      business.id,
      { range, paymentMeansCode: q.PaymentMeansCode },
      size + 1,
      keyset ? 0 : (q.page - 1) * size,
      after,
    ),
    repo.totalsByPaymentMeans(ctx.db, business.id, dates),
  ]);
  const page = rows.slice(0, size);
  const last = page.at(-1);
  const matching = groups.filter((g) => !q.PaymentMeansCode || g.code === q.PaymentMeansCode);
  return {
    items: await summariesOf(ctx.db, business.id, page),
    page: q.page,
    pageSize: size,
    count: matching.reduce((n, g) => n + g.count, 0),
    TaxInclusiveAmount: halalasToSar(matching.reduce((n, g) => n + g.total, 0)),
    byPaymentMeans: groups.map((g) => ({
      PaymentMeansCode: g.code,
      count: g.count,
      TaxInclusiveAmount: halalasToSar(g.total),
    })),
    nextCursor:
      rows.length > size && last
        ? encodeInvoiceCursor({ issuedAt: Number(last.issued_at), number: Number(last.number) })
        : null,
  };
}

/** Rows → summaries with what settles each credit invoice (vouchers, notes) and each ZATCA status. */
async function summariesOf(db: DbOrTrx, businessId: number, rows: readonly InvoiceRow[]) {
  const [settlements, zatca] = await Promise.all([
    settlementsFor(db, businessId, rows),
    zatcaStatusesOf(
      db,
      businessId,
      rows.map((r) => r.id),
    ),
  ]);
  return rows.map((r) => toInvoiceSummary(r, settlements.get(r.id), zatca.get(r.id)));
}

/** GET invoicestoday: number of today's (Riyadh) invoices and their total with VAT in SAR. */
export async function todayStats(
  ctx: AppContext,
  business: BusinessRow,
): Promise<{ total_invoices: number; total_amount: number }> {
  const { count, total } = await repo.sumInvoices(ctx.db, business.id, riyadhDayRange(ctx.now()));
  return { total_invoices: count, total_amount: halalasToSar(total) };
}

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
 * GET invoices/{UUID}: the invoice with lines, its ZATCA QR and the business logo as base64 PNGs,
 * and the ICV of its signed ZATCA document when it has one (`invoice.ZATCA`) with, once queued,
 * its reporting/clearance status and ZATCA's messages (decision 0036); a note's original and
 * reason, an invoice's notes and creditable pieces per line (noteFactsOf, decision 0034).
 * @throws AppError not_found (404).
 */
export async function invoiceDetail(
  ctx: AppContext,
  business: BusinessRow,
  uuid: string,
): Promise<InvoiceDetailAnswer> {
  const { invoice, lines } = await loadInvoice(ctx, business, uuid);
  const [qr, logo, zatcaIcv, zatca, notes] = await Promise.all([
    qrPng(invoice.qr),
    businessLogoPng(ctx, business),
    zatcaIcvOf(ctx.db, business.id, invoice.id),
    zatcaStateOf(ctx.db, business.id, invoice.id),
    noteFactsOf(ctx.db, business.id, invoice, lines),
  ]);
  return {
    invoice: {
      ...toInvoiceView(
        invoice,
        lines,
        (await settlementsFor(ctx.db, business.id, [invoice])).get(invoice.id),
        zatcaIcv,
        zatca,
      ),
      ...notes,
    },
    qr: qr.toString('base64'),
    logo: logo.toString('base64'),
  };
}

/**
 * GET invoicetopng/{ID}: the receipt PNG of invoice number `number` — the stored file, or a fresh
 * rendering when it is missing (e.g. rendering failed at the sale). The fresh one is stored when
 * possible; if storing fails (unwritable folder) it is served anyway and `log` gets a warning.
 * @throws AppError not_found (404).
 */
export async function invoiceReceiptPng(
  ctx: AppContext,
  business: BusinessRow,
  number: number,
  log: ReceiptLog,
): Promise<Buffer> {
  const invoice = await repo.findInvoiceByNumber(ctx.db, business.id, number);
  if (!invoice) throw new AppError('not_found');
  return receiptPngOf(ctx, business, invoice, log);
}

/**
 * GET invoices/{UUID}/pdf: the A4 tax invoice PDF and its file name `invoice{ID}.pdf` (SPEC.md §9).
 * @throws AppError not_found (404).
 */
export async function invoicePdf(
  ctx: AppContext,
  business: BusinessRow,
  uuid: string,
): Promise<{ pdf: Buffer; fileName: string }> {
  const { invoice, lines } = await loadInvoice(ctx, business, uuid);
  const logo = await businessLogoPng(ctx, business);
  const original = await originalNumberOf(ctx.db, business.id, invoice);
  const pdf = await renderInvoicePdf(
    buildInvoiceDocument(business, invoice, lines, logo, original),
  );
  return { pdf, fileName: `invoice${invoice.number}.pdf` };
}

/**
 * The invoice an idempotency key of the business stands for (issue #10 §5): undefined when the
 * key was never used; `invoice` undefined while its sale is not committed; `requestHash` the
 * fingerprint of the cart it came with.
 */
export async function findKeyedSale(
  db: DbOrTrx,
  businessId: number,
  key: string,
): Promise<{ requestHash: string; invoice: InvoiceRow | undefined } | undefined> {
  const row = await repo.findIdempotencyKey(db, businessId, key);
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
  return repo.claimIdempotencyKey(trx, businessId, key, requestHash, now);
}

/** Lines of one invoice of the business, in line order. */
export async function invoiceLines(db: DbOrTrx, businessId: number, invoiceId: number) {
  return repo.listInvoiceLines(db, businessId, invoiceId);
}

/**
 * Takes the business's next OrderReferenceID for a quotation, inside its transaction (the same
 * counter as the POS, issue #6 §2). @returns Unix seconds, unique per business.
 */
export async function allocateOrderReference(
  trx: DbOrTrx,
  businessId: number,
  nowSeconds: number,
): Promise<number> {
  return repo.allocateOrderReference(trx, businessId, nowSeconds);
}

/** The business's invoice row with this row id (undefined when none). */
export async function findInvoiceById(db: DbOrTrx, businessId: number, id: number) {
  return repo.findInvoiceById(db, businessId, id);
}

/**
 * GET invoiceoid/{OrderReferenceID} (SPEC.md §7): the invoice issued with that OrderReferenceID.
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
