import type { DbOrTrx } from '../../db/types';
import {
  moveSplitInvoicesToParts,
  paymentPartsOf,
  rejectedClearance,
  salesDailyRows,
  upsertSalesDaily,
} from './rollup-parts';

/**
 * Keeping the per-day sales rollups of migration 016 (decision 0033) in step with the invoices:
 * called by the invoices module only, inside the transaction that writes the invoice or lines,
 * so a report never sees an invoice without its rollup or the reverse. Each row is an upsert that
 * ADDS (ON CONFLICT … DO UPDATE SET x = x + excluded.x): concurrent sales of the same day add up
 * on SQLite (one writer at a time) and PostgreSQL (the conflicting row is locked, then updated).
 * Rows are written in key order so two transactions never wait on each other in opposite orders.
 */

/** What of an invoice the rollups sum: Riyadh IssueDate, payment code, buyer VAT, halalas. */
export interface RollupInvoice {
  issue_date: string;
  payment_means_code: string;
  customer_vat: string;
  tax_inclusive_amount: number;
  tax_exclusive_amount: number;
  tax_amount: number;
  /** The invoice's id: its split payment's parts (invoice_payments) are read with it. */
  id?: number;
}

/** What of a line the item rollup sums. */
export interface RollupLine {
  item_name: string;
  quantity: number;
}

/**
 * Adds one newly stored invoice of the business (count 1 and its amounts) and its lines (Σ
 * quantity per item name) to the rollups of its IssueDate — or, with `sign` −1, takes them away.
 * Call inside the invoice's transaction.
 */
export async function addInvoiceToRollups(
  trx: DbOrTrx,
  businessId: number,
  invoice: RollupInvoice,
  lines: readonly RollupLine[],
  sign: 1 | -1 = 1,
): Promise<void> {
  const parts = invoice.id === undefined ? [] : await paymentPartsOf(trx, businessId, invoice.id);
  for (const row of salesDailyRows(invoice, parts, sign))
    await upsertSalesDaily(trx, businessId, invoice, row);
  await addLinesToRollups(
    trx,
    businessId,
    invoice.issue_date,
    sign === 1 ? lines : lines.map((l) => ({ ...l, quantity: -l.quantity })),
  );
}

/**
 * Takes a standard invoice ZATCA rejected out of the rollups (decision 0044: it is not a tax
 * invoice, so no report, VAT report or VAT return counts it): its count, amounts and line
 * quantities are subtracted from its IssueDate's rows. Call in the transaction that records the
 * rejection (once: the queue records the first answer only). Nothing when the invoice is absent.
 */
export async function dropRejectedFromRollups(
  trx: DbOrTrx,
  businessId: number,
  invoiceId: number,
): Promise<void> {
  const invoice = await trx
    .selectFrom('invoices')
    .selectAll()
    .where('business_id', '=', businessId)
    .where('id', '=', invoiceId)
    .executeTakeFirst();
  if (!invoice) return;
  const lines = await trx
    .selectFrom('invoice_lines')
    .select(['item_name', 'quantity'])
    .where('invoice_id', '=', invoiceId)
    .execute();
  await addInvoiceToRollups(trx, businessId, invoice, lines, -1);
}

/**
 * Adds lines newly stored on an invoice of IssueDate `issueDate` (Riyadh) to the item rollup:
 * Σ quantity per item name, one upsert per distinct name, names in order. Call inside the
 * transaction that inserts the lines.
 */
export async function addLinesToRollups(
  trx: DbOrTrx,
  businessId: number,
  issueDate: string,
  lines: readonly RollupLine[],
): Promise<void> {
  const byName = new Map<string, number>();
  for (const l of lines) byName.set(l.item_name, (byName.get(l.item_name) ?? 0) + l.quantity);
  const names = [...byName.keys()].sort();
  if (names.length === 0) return;
  await trx
    .insertInto('item_sales_daily')
    .values(
      names.map((n) => ({
        business_id: businessId,
        issue_date: issueDate,
        item_name: n,
        quantity: byName.get(n)!,
      })),
    )
    .onConflict((oc) =>
      oc.columns(['business_id', 'issue_date', 'item_name']).doUpdateSet((eb) => ({
        quantity: eb('item_sales_daily.quantity', '+', eb.ref('excluded.quantity')),
      })),
    )
    .execute();
}

/**
 * Recomputes the rollup rows of the business's Riyadh IssueDates `issueDates` from the invoices
 * and lines stored now: deletes them, then one INSERT … SELECT … GROUP BY per table (the backfill
 * of migration 016, limited to those days), leaving out standard invoices ZATCA rejected. Used by the invoice-backup restore, which brings back
 * invoices that vanished from the tables: their amounts may or may not still be in the rollups
 * (lost behind the app's back vs. lost with a database restore), so adding them would count some
 * twice — recomputing the days touched is right in both cases. Call inside the restoring
 * transaction, after the rows are inserted; it holds the business's counter lock, so no sale of
 * the business writes these rows meanwhile.
 */
export async function refreshRollupDays(
  trx: DbOrTrx,
  businessId: number,
  issueDates: Iterable<string>,
): Promise<void> {
  const days = [...new Set(issueDates)].sort();
  for (let i = 0; i < days.length; i += 500) {
    const part = days.slice(i, i + 500);
    await trx
      .deleteFrom('sales_daily')
      .where('business_id', '=', businessId)
      .where('issue_date', 'in', part)
      .execute();
    await trx
      .deleteFrom('item_sales_daily')
      .where('business_id', '=', businessId)
      .where('issue_date', 'in', part)
      .execute();
    await trx
      .insertInto('sales_daily')
      .columns([
        'business_id',
        'issue_date',
        'payment_means_code',
        'customer_vat',
        'invoice_count',
        'tax_inclusive_amount',
        'tax_exclusive_amount',
        'tax_amount',
      ])
      .expression((eb) =>
        eb
          .selectFrom('invoices')
          .select((s) => [
            'business_id',
            'issue_date',
            'payment_means_code',
            'customer_vat',
            s.fn.countAll<number>().as('invoice_count'),
            s.fn.sum<number>('tax_inclusive_amount').as('tax_inclusive_amount'),
            s.fn.sum<number>('tax_exclusive_amount').as('tax_exclusive_amount'),
            s.fn.sum<number>('tax_amount').as('tax_amount'),
          ])
          .where('business_id', '=', businessId)
          .where('issue_date', 'in', part)
          .where(({ not, exists, selectFrom }) => not(exists(rejectedClearance(selectFrom))))
          .groupBy(['business_id', 'issue_date', 'payment_means_code', 'customer_vat']),
      )
      .execute();
    await moveSplitInvoicesToParts(trx, businessId, part);
    await trx
      .insertInto('item_sales_daily')
      .columns(['business_id', 'issue_date', 'item_name', 'quantity'])
      .expression((eb) =>
        eb
          .selectFrom('invoices')
          .innerJoin('invoice_lines', 'invoice_lines.invoice_id', 'invoices.id')
          .select((s) => [
            'invoices.business_id',
            'invoices.issue_date',
            'invoice_lines.item_name',
            s.fn.sum<number>('invoice_lines.quantity').as('quantity'),
          ])
          .where('invoices.business_id', '=', businessId)
          .where('invoices.issue_date', 'in', part)
          .where(({ not, exists, selectFrom }) => not(exists(rejectedClearance(selectFrom))))
          .groupBy(['invoices.business_id', 'invoices.issue_date', 'invoice_lines.item_name']),
      )
      .execute();
  }
}
