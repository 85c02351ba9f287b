import { ageingTable, type AgeingAmounts, type OwedDocument } from '../../../domain/ageing';
import { paymentState } from '../../../domain/collection';
import { halalasToSar } from '../../../domain/money';
import { riyadhDate } from '../../../domain/riyadh-time';
import type { AgeingView } from '../../../domain/schemas/payment-terms';
import type { AppContext } from '../../context';
import { exactInteger } from '../../db/exact-numbers';
import type { BusinessRow } from '../businesses/service';
import { settlementsFor } from '../invoices';
import { creditInvoicesUpTo, purchasesWithPaid } from './ageing-repository';

/** Halalas amounts → SAR on the wire. */
function sarAmounts(a: AgeingAmounts): AgeingAmounts {
  return {
    current: halalasToSar(a.current),
    d1_30: halalasToSar(a.d1_30),
    d31_60: halalasToSar(a.d31_60),
    d61_90: halalasToSar(a.d61_90),
    over90: halalasToSar(a.over90),
    total: halalasToSar(a.total),
  };
}

function toView(docs: OwedDocument[], asOf: string): AgeingView {
  const { rows, totals } = ageingTable(docs, asOf);
  return {
    asOf,
    rows: rows.map((r) => ({ key: r.key, name: r.name, ...sarAmounts(r) })),
    totals: sarAmounts(totals),
  };
}

/**
 * Receivables ageing by client on `asOf` (Riyadh date; default today at ctx.now()), decision 0068:
 * every credit (24) tax invoice issued on or before `asOf` that still owed something at the end of
 * that day — its total plus its notes minus its receipt vouchers issued by then (paymentState over
 * settlementsFor, as the statement and the invoice view count it) — bucketed by its due date (null due_date, i.e. issued before
 * payment terms: its IssueDate). Rows keyed by the client's UUID (or the buyer's name when the
 * invoice has no client), amounts SAR.
 */
export async function receivablesAgeing(
  ctx: AppContext,
  business: BusinessRow,
  asOf?: string,
): Promise<AgeingView> {
  const day = asOf ?? riyadhDate(ctx.now());
  const rows = await creditInvoicesUpTo(ctx.db, business.id, day);
  const settlements = await settlementsFor(ctx.db, business.id, rows, day);
  const docs = rows.map((r): OwedDocument => {
    const name = r.client_name ?? r.customer_registration_name ?? '';
    const { outstanding } = paymentState(
      {
        paymentMeansCode: r.payment_means_code,
        total: exactInteger(r.tax_inclusive_amount, 'total'),
        invoiceTypeCode: r.invoice_type_code,
      },
      settlements.get(r.id) ?? { collected: 0, noted: 0 },
    );
    return {
      partyKey: r.client_uuid ?? `name:${name}`,
      partyName: name,
      dueDate: r.due_date ?? r.issue_date,
      outstanding,
    };
  });
  return toView(docs, day);
}

/**
 * Payables ageing by supplier on `asOf` (Riyadh date; default today), decision 0068: every
 * purchase dated on or before `asOf` whose total exceeds its supplier payments made by then, bucketed by its
 * due date (null due_date: the purchase's Riyadh date). Rows keyed by the supplier's UUID, SAR.
 */
export async function payablesAgeing(
  ctx: AppContext,
  business: BusinessRow,
  asOf?: string,
): Promise<AgeingView> {
  const day = asOf ?? riyadhDate(ctx.now());
  const rows = await purchasesWithPaid(ctx.db, business.id, day);
  const docs: OwedDocument[] = [];
  for (const r of rows) {
    const date = riyadhDate(Number(r.date) * 1000);
    if (date > day) continue;
    const paid = r.paid == null ? 0 : exactInteger(r.paid, 'sum');
    docs.push({
      partyKey: r.uuid,
      partyName: r.name,
      dueDate: r.due_date ?? date,
      outstanding: exactInteger(r.total, 'total') - paid,
    });
  }
  return toView(docs, day);
}
