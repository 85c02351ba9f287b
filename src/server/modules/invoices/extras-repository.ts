import type { PaymentMeansCode } from '../../../domain/payment-means';
import type { DbOrTrx } from '../../db/types';

/** A line's choice as sold (decision 0056): price change per unit, halalas. */
export interface SoldModifier {
  group: string;
  option: string;
  optionEn: string;
  priceChange: number;
}

/** What a restaurant sale stored beside its invoice: split payment parts and lines' choices. */
export interface InvoiceExtras {
  /** The parts, halalas signed as the invoice, in insertion order; [] when paid by one means. */
  payments: Array<{ code: PaymentMeansCode; amount: number }>;
  /** The choices by line number; a line without any is absent. */
  modifiers: Map<number, SoldModifier[]>;
}

/** The extras of an invoice that has none (every invoice sold before decision 0056). */
export function noExtras(): InvoiceExtras {
  return { payments: [], modifiers: new Map() };
}

/**
 * The payment parts and line choices (migration 028, decision 0056) of the business's invoices
 * `invoiceIds`: one query per table for them all, never one per line. Every id is in the answer.
 */
export async function invoiceExtrasOf(
  db: DbOrTrx,
  businessId: number,
  invoiceIds: readonly number[],
): Promise<Map<number, InvoiceExtras>> {
  const out = new Map<number, InvoiceExtras>(invoiceIds.map((id) => [id, noExtras()]));
  if (invoiceIds.length === 0) return out;
  const [payments, modifiers] = await Promise.all([
    db
      .selectFrom('invoice_payments')
      .select(['invoice_id', 'payment_means_code', 'amount'])
      .where('business_id', '=', businessId)
      .where('invoice_id', 'in', invoiceIds)
      .orderBy('id')
      .execute(),
    db
      .selectFrom('invoice_line_modifiers')
      .select(['invoice_id', 'line_no', 'group_name', 'option_name', 'option_name_en'])
      .select('price_change')
      .where('business_id', '=', businessId)
      .where('invoice_id', 'in', invoiceIds)
      .orderBy('id')
      .execute(),
  ]);
  for (const p of payments)
    out.get(p.invoice_id)?.payments.push({
      code: p.payment_means_code as PaymentMeansCode,
      amount: p.amount,
    });
  for (const m of modifiers) {
    const byLine = out.get(m.invoice_id)?.modifiers;
    if (!byLine) continue;
    const list = byLine.get(m.line_no) ?? [];
    list.push({
      group: m.group_name,
      option: m.option_name,
      optionEn: m.option_name_en,
      priceChange: m.price_change,
    });
    byLine.set(m.line_no, list);
  }
  return out;
}

/** The extras of one invoice of the business (invoiceExtrasOf). */
export async function invoiceExtras(
  db: DbOrTrx,
  businessId: number,
  invoiceId: number,
): Promise<InvoiceExtras> {
  return (await invoiceExtrasOf(db, businessId, [invoiceId])).get(invoiceId) ?? noExtras();
}
