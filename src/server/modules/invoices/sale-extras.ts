import type { OrderType } from '../../../domain/order-types';
import type { PaymentMeansCode } from '../../../domain/payment-means';
import type { DbOrTrx } from '../../db/types';
import type { InvoiceExtras, SoldModifier } from './extras-repository';

/**
 * What a restaurant's sale adds to its invoice (migration 028, decision 0056): the order type and
 * its table or delivery details, the parts of a split payment, the cash handed over, and the
 * choices each line was sold with. Written by issueInvoice in the invoice's transaction.
 */

/** A choice a line is sold with, as sold (price change in halalas per unit, ≥ 0). */
export interface IssueLineModifier {
  optionId: number | null;
  groupName: string;
  optionName: string;
  optionNameEn: string;
  priceChange: number;
}

/** The order a sale is: its type, and the table (dine-in) or delivery details ('' when none). */
export interface IssueOrder {
  type: OrderType;
  table: string;
  delivery: { name: string; phone: string; address: string; reference: string };
}

/** One part of a split payment, halalas > 0 (positive as printed). */
export interface IssuePaymentPart {
  code: PaymentMeansCode;
  amount: number;
}

/** The invoice columns of an order (all empty when there is none). */
export function orderColumns(order: IssueOrder | null | undefined, cashTendered?: number | null) {
  return {
    order_type: order?.type ?? null,
    order_table: order?.table ?? '',
    delivery_name: order?.delivery.name ?? '',
    delivery_phone: order?.delivery.phone ?? '',
    delivery_address: order?.delivery.address ?? '',
    delivery_reference: order?.delivery.reference ?? '',
    cash_tendered: cashTendered ?? null,
  };
}

/**
 * Inserts the payment parts (signed by `sign`, as the invoice's amounts) and every line's choices
 * (`modifiersByLine[i]` for line_no i + 1).
 * @returns the extras as invoiceExtras would read them back (the receipt drawn after commit uses
 *   them without a query, decision 0072).
 */
export async function insertSaleExtras(
  trx: DbOrTrx,
  businessId: number,
  invoiceId: number,
  extras: {
    payments?: readonly IssuePaymentPart[] | null;
    modifiersByLine: ReadonlyArray<readonly IssueLineModifier[] | undefined>;
  },
  sign: 1 | -1,
): Promise<InvoiceExtras> {
  const parts = extras.payments ?? [];
  if (parts.length > 0)
    await trx
      .insertInto('invoice_payments')
      .values(
        parts.map((p) => ({
          business_id: businessId,
          invoice_id: invoiceId,
          payment_means_code: p.code,
          amount: sign * p.amount,
        })),
      )
      .execute();
  const rows = extras.modifiersByLine.flatMap((mods, i) =>
    (mods ?? []).map((m) => ({
      business_id: businessId,
      invoice_id: invoiceId,
      line_no: i + 1,
      option_id: m.optionId,
      group_name: m.groupName,
      option_name: m.optionName,
      option_name_en: m.optionNameEn,
      price_change: m.priceChange,
    })),
  );
  if (rows.length > 0) await trx.insertInto('invoice_line_modifiers').values(rows).execute();
  // What invoiceExtras would read back, so the receipt drawn after commit needs no query.
  const modifiers = new Map<number, SoldModifier[]>();
  for (const r of rows) {
    const list = modifiers.get(r.line_no) ?? [];
    list.push({
      group: r.group_name,
      option: r.option_name,
      optionEn: r.option_name_en,
      priceChange: r.price_change,
    });
    modifiers.set(r.line_no, list);
  }
  return { payments: parts.map((p) => ({ code: p.code, amount: sign * p.amount })), modifiers };
}
