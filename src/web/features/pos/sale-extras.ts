import { halalasToSar, type Halalas } from '../../../domain/money';
import type { OrderType } from '../../../domain/order-types';
import type { PaymentMeansCode } from '../../../domain/payment-means';
import type { OrderPosBody } from '../../../domain/schemas/invoices';

/**
 * A restaurant sale's extras (decision 0056), kept with the cart: the order type with its table
 * or delivery details, the split payment (cash part + mada part) and the cash handed over.
 * Amounts in halalas; the wire gets SAR.
 */
export interface SaleExtras {
  orderType: OrderType;
  table: string;
  delivery: { name: string; phone: string; address: string; reference: string };
  /** The cash part of a split payment; the mada part is the rest of the total. Null: not split. */
  splitCash: Halalas | null;
  /** The cash handed over (optional), for the change. */
  tendered: Halalas | null;
}

export type DeliveryField = keyof SaleExtras['delivery'];

export type SaleExtrasAction =
  | { type: 'orderType'; value: OrderType }
  | { type: 'table'; value: string }
  | { type: 'delivery'; field: DeliveryField; value: string }
  | { type: 'split'; cash: Halalas | null }
  | { type: 'tendered'; value: Halalas | null };

/** A new restaurant sale: takeaway, nothing split, nothing tendered. */
export function defaultExtras(): SaleExtras {
  return {
    orderType: 'takeaway',
    table: '',
    delivery: { name: '', phone: '', address: '', reference: '' },
    splitCash: null,
    tendered: null,
  };
}

/** Pure transitions of the extras (a missing value starts from defaultExtras()). */
export function extrasReducer(
  extras: SaleExtras | undefined,
  action: SaleExtrasAction,
): SaleExtras {
  const e = extras ?? defaultExtras();
  switch (action.type) {
    case 'orderType':
      return { ...e, orderType: action.value };
    case 'table':
      return { ...e, table: action.value };
    case 'delivery':
      return { ...e, delivery: { ...e.delivery, [action.field]: action.value } };
    case 'split':
      return { ...e, splitCash: action.cash };
    case 'tendered':
      return { ...e, tendered: action.value };
  }
}

/**
 * The split's parts for a total (halalas), or null when not split, no longer fitting the total,
 * or the means is no longer cash or mada (the split is cash + mada only).
 */
export function splitParts(
  extras: SaleExtras | undefined,
  means: PaymentMeansCode,
  total: Halalas,
): { cash: Halalas; card: Halalas } | null {
  const cash = extras?.splitCash ?? null;
  if (means !== '10' && means !== '48') return null;
  if (cash === null || cash <= 0 || cash >= total) return null;
  return { cash, card: total - cash };
}

/** The cash the customer owes in cash (halalas): the cash part, the whole total, or 0 (card). */
export function cashDue(
  extras: SaleExtras | undefined,
  means: PaymentMeansCode,
  total: Halalas,
): Halalas {
  const split = splitParts(extras, means, total);
  if (split) return split.cash;
  return means === '10' ? total : 0;
}

/** The change to give back (halalas), null without a tendered amount or when it is short. */
export function changeDue(tendered: Halalas | null, due: Halalas): Halalas | null {
  if (tendered === null || due <= 0 || tendered < due) return null;
  return tendered - due;
}

/** Quick tendered amounts for a cash due (halalas): exact, then the next 5, 10, 50, 100 SAR. */
export function quickTendered(due: Halalas): Halalas[] {
  const up = (step: number) => Math.ceil(due / step) * step;
  const all = [due, up(500), up(1000), up(5000), up(10000)];
  return all.filter((v, i) => all.indexOf(v) === i);
}

/** The orderpos body's restaurant fields; {} when `extras` is undefined (a trading business). */
export function extrasBody(
  extras: SaleExtras | undefined,
  means: PaymentMeansCode,
  total: Halalas,
): Partial<OrderPosBody> {
  if (!extras) return {};
  const body: Partial<OrderPosBody> = { orderType: extras.orderType };
  const table = extras.table.trim();
  if (extras.orderType === 'dine_in' && table) body.table = table;
  if (extras.orderType === 'delivery') {
    const d = Object.fromEntries(
      Object.entries(extras.delivery)
        .map(([k, v]) => [k, v.trim()])
        .filter(([, v]) => v),
    );
    if (Object.keys(d).length > 0) body.delivery = d;
  }
  const split = splitParts(extras, means, total);
  if (split)
    body.PaymentMeans = [
      { PaymentMeansCode: '10', Amount: halalasToSar(split.cash) },
      { PaymentMeansCode: '48', Amount: halalasToSar(split.card) },
    ];
  const due = cashDue(extras, means, total);
  if (extras.tendered !== null && due > 0) body.cashTendered = halalasToSar(extras.tendered);
  return body;
}
