import { AppError } from './errors';

/**
 * A restaurant sale's order type (decision 0056): eaten in (optionally at a table), taken away, or
 * delivered (the customer's details or the delivery app's order number). Stored on the invoice as
 * the code; printed on the receipt and the kitchen ticket with the Arabic label.
 */
export const ORDER_TYPES = ['dine_in', 'takeaway', 'delivery'] as const;
export type OrderType = (typeof ORDER_TYPES)[number];

/** Arabic labels, as the POS, receipts and reports show them. */
export const ORDER_TYPE_LABELS: Record<OrderType, string> = {
  dine_in: 'محلي',
  takeaway: 'سفري',
  delivery: 'توصيل',
};

/** English labels for the bilingual documents. */
export const ORDER_TYPE_LABELS_EN: Record<OrderType, string> = {
  dine_in: 'Dine-in',
  takeaway: 'Takeaway',
  delivery: 'Delivery',
};

/** True when `value` (a stored or wire string) is an order type code. */
export function isOrderType(value: string): value is OrderType {
  return (ORDER_TYPES as readonly string[]).includes(value);
}

/** The order of a sale as stored: its type, and the table or delivery details ('' when none). */
export interface SaleOrder {
  type: OrderType;
  table: string;
  delivery: { name: string; phone: string; address: string; reference: string };
}

/** An orderpos body's order fields, as parsed (all optional). */
export interface OrderFields {
  orderType?: OrderType | undefined;
  table?: string | undefined;
  delivery?: Partial<SaleOrder['delivery']> | undefined;
}

/**
 * The order a sale stores (decision 0056), or null when the body gives no order type. A table
 * belongs to dine-in only and delivery details to a delivery only; an empty table or empty
 * details count as none.
 * @throws AppError validation_failed (422) with the field `table` or `delivery`.
 */
export function saleOrderOf(fields: OrderFields): SaleOrder | null {
  const table = fields.table?.trim() ?? '';
  const d = fields.delivery ?? {};
  const delivery = {
    name: d.name?.trim() ?? '',
    phone: d.phone?.trim() ?? '',
    address: d.address?.trim() ?? '',
    reference: d.reference?.trim() ?? '',
  };
  const hasDelivery = Object.values(delivery).some((v) => v !== '');
  if (table !== '' && fields.orderType !== 'dine_in')
    throw new AppError('validation_failed', {
      status: 422,
      fields: { table: 'رقم الطاولة للطلبات المحلية فقط' },
    });
  if (hasDelivery && fields.orderType !== 'delivery')
    throw new AppError('validation_failed', {
      status: 422,
      fields: { delivery: 'بيانات التوصيل لطلبات التوصيل فقط' },
    });
  if (!fields.orderType) return null;
  return { type: fields.orderType, table, delivery };
}
