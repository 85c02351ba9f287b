import type { ExpressionBuilder } from 'kysely';
import { splitInvoiceAmounts } from '../../../domain/split-payment';
import type { Database, DbOrTrx } from '../../db/types';
import type { RollupInvoice } from './rollups';

/**
 * The sales_daily rows of split invoices (decision 0056): an invoice paid in parts adds each
 * part's share to the row of the part's means, and is counted once under its stored means.
 */

/** One sales_daily delta: means, invoice count and amounts (halalas, signed). */
interface SalesDailyDelta {
  code: string;
  count: number;
  incl: number;
  excl: number;
  tax: number;
}

/**
 * The sales_daily deltas of an invoice (decision 0056): without parts one row under its stored
 * means; with parts one row per means, amounts split exactly (splitInvoiceAmounts), the invoice
 * counted once under its stored means. Rows in means order (the key order of the upserts).
 */
export function salesDailyRows(
  invoice: RollupInvoice,
  parts: readonly { code: string; amount: number }[],
  sign: 1 | -1,
): SalesDailyDelta[] {
  const amounts = {
    taxInclusive: Number(invoice.tax_inclusive_amount),
    taxExclusive: Number(invoice.tax_exclusive_amount),
    tax: Number(invoice.tax_amount),
  };
  const shares = splitInvoiceAmounts(
    amounts,
    parts.map((p) => p.amount),
  );
  const byCode = new Map<string, SalesDailyDelta>();
  const codes = parts.length ? parts.map((p) => p.code) : [invoice.payment_means_code];
  codes.forEach((code, i) => {
    const row = byCode.get(code) ?? { code, count: 0, incl: 0, excl: 0, tax: 0 };
    const share = shares[i]!;
    row.incl += sign * share.taxInclusive;
    row.excl += sign * share.taxExclusive;
    row.tax += sign * share.tax;
    byCode.set(code, row);
  });
  const counted = byCode.get(invoice.payment_means_code) ?? byCode.get(codes[0]!)!;
  counted.count = sign;
  return [...byCode.values()].sort((a, b) => a.code.localeCompare(b.code));
}

/** The parts of a split invoice (code, halalas signed as the invoice), in the order entered. */
export async function paymentPartsOf(trx: DbOrTrx, businessId: number, invoiceId: number) {
  const rows = await trx
    .selectFrom('invoice_payments')
    .select(['payment_means_code', 'amount'])
    .where('business_id', '=', businessId)
    .where('invoice_id', '=', invoiceId)
    .orderBy('id')
    .execute();
  return rows.map((r) => ({ code: r.payment_means_code, amount: Number(r.amount) }));
}

/** Adds one delta to the invoice's day row of its means (an upsert that adds). */
export async function upsertSalesDaily(
  trx: DbOrTrx,
  businessId: number,
  invoice: RollupInvoice,
  row: SalesDailyDelta,
): Promise<void> {
  await trx
    .insertInto('sales_daily')
    .values({
      business_id: businessId,
      issue_date: invoice.issue_date,
      payment_means_code: row.code,
      customer_vat: invoice.customer_vat,
      invoice_count: row.count,
      tax_inclusive_amount: row.incl,
      tax_exclusive_amount: row.excl,
      tax_amount: row.tax,
    })
    .onConflict((oc) =>
      oc
        .columns(['business_id', 'issue_date', 'payment_means_code', 'customer_vat'])
        .doUpdateSet((eb) => ({
          invoice_count: eb('sales_daily.invoice_count', '+', eb.ref('excluded.invoice_count')),
          tax_inclusive_amount: eb(
            'sales_daily.tax_inclusive_amount',
            '+',
            eb.ref('excluded.tax_inclusive_amount'),
          ),
          tax_exclusive_amount: eb(
            'sales_daily.tax_exclusive_amount',
            '+',
            eb.ref('excluded.tax_exclusive_amount'),
          ),
          tax_amount: eb('sales_daily.tax_amount', '+', eb.ref('excluded.tax_amount')),
        })),
    )
    .execute();
}

/**
 * The queue row saying ZATCA refused to clear `invoices.id` (decision 0044): such an invoice is not
 * counted by the rollups, as dropRejectedFromRollups takes it out when the rejection is recorded.
 */
export function rejectedClearance(
  selectFrom: ExpressionBuilder<Database, 'invoices'>['selectFrom'],
) {
  return selectFrom('zatca_submissions')
    .select('zatca_submissions.invoice_id')
    .whereRef('zatca_submissions.invoice_id', '=', 'invoices.id')
    .where('zatca_submissions.kind', '=', 'clearance')
    .where('zatca_submissions.status', '=', 'rejected');
}

/**
 * After the GROUP BY of refreshRollupDays counted each invoice whole under its stored means: moves
 * the split invoices of `days` (not rejected) to their parts — the whole taken out (amounts only),
 * the per-part rows put in (salesDailyRows; decision 0056).
 */
export async function moveSplitInvoicesToParts(
  trx: DbOrTrx,
  businessId: number,
  days: readonly string[],
): Promise<void> {
  const split = await trx
    .selectFrom('invoices')
    .selectAll()
    .where('business_id', '=', businessId)
    .where('issue_date', 'in', days)
    .where(({ exists, selectFrom }) =>
      exists(
        selectFrom('invoice_payments')
          .select('invoice_payments.id')
          .whereRef('invoice_payments.invoice_id', '=', 'invoices.id'),
      ),
    )
    .where(({ not, exists, selectFrom }) => not(exists(rejectedClearance(selectFrom))))
    .orderBy('id')
    .execute();
  for (const invoice of split) {
    const whole = salesDailyRows(invoice, [], -1)[0]!;
    await upsertSalesDaily(trx, businessId, invoice, { ...whole, count: 0 });
    const parts = await paymentPartsOf(trx, businessId, invoice.id);
    for (const row of salesDailyRows(invoice, parts, 1))
      await upsertSalesDaily(trx, businessId, invoice, { ...row, count: 0 });
  }
}
