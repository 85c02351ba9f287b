/**
 * What a restaurant sale adds to its printed receipt and A4 invoice (decision 0056), as plain
 * label/value rows the renderers draw: the order type with its table or delivery details, the
 * parts of a split payment, and the cash tendered with the change. Pure: decides, draws nothing.
 */
import { cashChange } from '../../domain/cash-change';
import { ORDER_TYPE_LABELS } from '../../domain/order-types';
import { PAYMENT_MEANS_LABELS, PAYMENT_MEANS_LABELS_EN } from '../../domain/payment-means';
import { LABELS, amount, paymentLabel } from './format';
import type { InvoiceDocument } from './types';

/** One printed row: Arabic label at the start (right), value at the end (left). */
export interface SaleRow {
  label: string;
  /** The English label, for the bilingual A4 invoice. */
  en: string;
  value: string;
}

/**
 * The order rows under the header: «نوع الطلب: محلي», then the table («الطاولة»), or
 * the delivery details («العميل», «الجوال», «العنوان», «رقم الطلب») that were given. [] when the
 * invoice has no order type.
 */
export function orderRows(doc: Pick<InvoiceDocument, 'order'>): SaleRow[] {
  const order = doc.order;
  if (!order) return [];
  const rows: SaleRow[] = [
    { label: 'نوع الطلب', en: 'Order type', value: ORDER_TYPE_LABELS[order.type] },
  ];
  const add = (label: string, en: string, value: string) =>
    value.trim() && rows.push({ label, en, value });
  if (order.type === 'dine_in') add('الطاولة', 'Table', order.table);
  if (order.type === 'delivery') {
    add('العميل', 'Customer', order.delivery.name);
    add('الجوال', 'Phone', order.delivery.phone);
    add('العنوان', 'Address', order.delivery.address);
    add('رقم الطلب', 'Order No.', order.delivery.reference);
  }
  return rows;
}

/**
 * The payment rows under the totals: each part of a split payment («نقداً» 50.00, «مدى» 63.00),
 * or the single means «طريقة الدفع: نقداً - Cash»; then, with cash tendered, «المستلم» and
 * «الباقي» (cashChange). Amounts in SAR with two decimals.
 */
export function paymentRows(
  doc: Pick<InvoiceDocument, 'paymentMeansCode' | 'payments' | 'cashTendered' | 'taxInclusive'>,
): SaleRow[] {
  const parts = doc.payments ?? [];
  const pay = paymentLabel(doc.paymentMeansCode);
  const rows: SaleRow[] =
    parts.length > 0
      ? parts.map((p) => ({
          label: PAYMENT_MEANS_LABELS[p.code],
          en: PAYMENT_MEANS_LABELS_EN[p.code],
          value: amount(p.amount),
        }))
      : [{ label: LABELS.payment.ar, en: LABELS.payment.en, value: `${pay.ar} - ${pay.en}` }];
  const tendered = doc.cashTendered ?? null;
  const change = cashChange({
    paymentMeansCode: doc.paymentMeansCode,
    total: doc.taxInclusive,
    parts,
    tendered,
  });
  if (tendered !== null && change !== null) {
    rows.push({ label: 'المستلم', en: 'Tendered', value: amount(tendered) });
    rows.push({ label: 'الباقي', en: 'Change', value: amount(change) });
  }
  return rows;
}

/** True when the payment is more than the single means: parts, or cash tendered. */
export function hasPaymentDetail(doc: Pick<InvoiceDocument, 'payments' | 'cashTendered'>): boolean {
  return (doc.payments?.length ?? 0) > 0 || (doc.cashTendered ?? null) !== null;
}
