import { z } from 'zod';
import { MAX_INVOICE_LINES, MAX_LINE_QUANTITY } from '../limits';
import { PURCHASE_ORDER_STATES } from '../purchase-orders';
import { VAT_CATEGORY_CODES } from '../vat-categories';
import { optionalText, positiveId, unitPriceSar } from './common';
import { calendarDate } from './invoices';

/**
 * The /api/v1 purchase orders, goods receipts (receive orders) and lots contract (decision 0070).
 * Wire names of the legacy receive order are kept (supplier_id, ware_house_id, serial_number, …).
 * Quantities are whole pieces; money SAR with two decimals (halalas in the database), VAT-exclusive
 * unit costs; dates Riyadh 'YYYY-MM-DD'; instants UTC milliseconds.
 */

const uuidField = (message: string) => z.uuid({ error: message });
const piecesMessage = `الكمية عدد صحيح أكبر من 0 وحتى ${MAX_LINE_QUANTITY}`;
const pieces = z
  .number({ error: piecesMessage })
  .int({ error: piecesMessage })
  .min(1, { error: piecesMessage })
  .max(MAX_LINE_QUANTITY, { error: piecesMessage });

/** A line of a purchase order body: product, pieces, VAT-exclusive unit cost (SAR), category. */
export const purchaseOrderLineBody = z.object({
  product: uuidField('اختر الصنف'),
  quantity: pieces,
  unit_cost: unitPriceSar,
  vat_category: z.enum(VAT_CATEGORY_CODES as ['S', 'Z', 'E', 'O']).default('S'),
});

/** POST/PUT purchase_orders body (PUT only on a draft; its lines replace the old ones). */
export const purchaseOrderBody = z.object({
  supplier_id: uuidField('اختر المورّد'),
  ware_house_id: uuidField('اختر المستودع'),
  expected_date: calendarDate.nullable().optional(),
  sale_order_id: positiveId().nullable().optional(),
  address_id: positiveId().nullable().optional(),
  note: optionalText(500),
  lines: z
    .array(purchaseOrderLineBody)
    .min(1, { error: 'أضف صنفاً واحداً على الأقل' })
    .max(MAX_INVOICE_LINES, { error: `الأصناف أكثر من ${MAX_INVOICE_LINES}` }),
});
export type PurchaseOrderBody = z.output<typeof purchaseOrderBody>;

/**
 * POST purchase_orders/from_sale_order/{UUID} body: the supplier (UUID) and the warehouse (UUID)
 * whose stock is counted and where the goods will come; default the business's default warehouse.
 */
export const purchaseOrderFromSaleBody = z.object({
  supplier_id: uuidField('اختر المورّد'),
  warehouse_id: uuidField('اختر المستودع').optional(),
});
export type PurchaseOrderFromSaleBody = z.output<typeof purchaseOrderFromSaleBody>;

const namedRef = z.object({ UUID: z.string(), name: z.string() });
const totals = z.object({ net: z.number(), vat: z.number(), total: z.number() });

/** A purchase order line on the wire: pieces ordered, received, remaining; amounts SAR. */
export const purchaseOrderLineView = z.object({
  UUID: z.string(),
  product: z.string(),
  name: z.string(),
  quantity: z.number(),
  received: z.number(),
  remaining: z.number(),
  unit_cost: z.number(),
  vat_category: z.string(),
  net: z.number(),
  vat: z.number(),
  total: z.number(),
});

/** A goods receipt in an order's list. */
export const receiptSummary = z.object({
  UUID: z.string(),
  number: z.number(),
  warehouse: namedRef,
  receivedAt: z.number(),
  pieces: z.number(),
});

/** A purchase order in a list. */
export const purchaseOrderSummary = z.object({
  UUID: z.string(),
  number: z.number(),
  status: z.enum(PURCHASE_ORDER_STATES),
  supplier: namedRef,
  warehouse: namedRef,
  expected_date: z.string().nullable(),
  createdAt: z.number(),
  totals,
});

/** A purchase order on the wire, with lines, totals (SAR) and receipts. */
export const purchaseOrderView = purchaseOrderSummary.extend({
  supplier_id: z.string(),
  ware_house_id: z.string(),
  sale_order_id: z.number().nullable(),
  address_id: z.number().nullable(),
  note: z.string(),
  sentAt: z.number().nullable(),
  lines: z.array(purchaseOrderLineView),
  receipts: z.array(receiptSummary),
});
export type PurchaseOrderView = z.infer<typeof purchaseOrderView>;
export type PurchaseOrderSummary = z.infer<typeof purchaseOrderSummary>;

/** GET purchase_orders query: one state, one supplier (UUID). */
export const purchaseOrderListQuery = z.object({
  status: z.enum(PURCHASE_ORDER_STATES).optional(),
  supplier: z.uuid().optional(),
});

const serials = z.union([
  optionalText(100),
  z.array(optionalText(100)).max(MAX_LINE_QUANTITY, { error: 'أرقام تسلسلية كثيرة' }),
]);

/** A received product of a receive order: the order line, pieces, lot, serials, expiry, place. */
export const receiveProductBody = z.object({
  line: uuidField('اختر بند أمر الشراء'),
  quantity: pieces,
  serial_number: serials.optional(),
  lot_number: optionalText(100),
  expiry_date: calendarDate.nullable().optional(),
  zone: optionalText(50),
  aisle: optionalText(50),
  bay: optionalText(50),
  bin: optionalText(50),
  comments: optionalText(500),
});

/** POST receive_orders body (legacy wire names). */
export const receiveOrderBody = z.object({
  purchase_order: uuidField('اختر أمر الشراء'),
  ware_house_id: uuidField('اختر المستودع'),
  signature: optionalText(100_000).nullable().optional(),
  note: optionalText(500),
  description: optionalText(2000),
  products: z
    .array(receiveProductBody)
    .min(1, { error: 'أضف صنفاً واحداً على الأقل' })
    .max(MAX_INVOICE_LINES, { error: `الأصناف أكثر من ${MAX_INVOICE_LINES}` }),
});
export type ReceiveOrderBody = z.output<typeof receiveOrderBody>;

/** A receive order (goods receipt) on the wire. */
export const receiveOrderView = z.object({
  UUID: z.string(),
  number: z.number(),
  purchase_order: z.string(),
  orderStatus: z.enum(PURCHASE_ORDER_STATES),
  ware_house_id: z.string(),
  note: z.string(),
  description: z.string(),
  signature: z.string().nullable(),
  receivedAt: z.number(),
  products: z.array(
    z.object({
      line: z.string(),
      product: z.string(),
      name: z.string(),
      quantity: z.number(),
      serial_number: z.array(z.string()),
      lot_number: z.string(),
      expiry_date: z.string().nullable(),
      zone: z.string(),
      aisle: z.string(),
      bay: z.string(),
      bin: z.string(),
      comments: z.string(),
    }),
  ),
});
export type ReceiveOrderView = z.infer<typeof receiveOrderView>;

/** GET stock/lots query. */
export const lotsQuery = z.object({
  product: z.uuid().optional(),
  warehouse: z.uuid().optional(),
});

/** A lot on hand (lot_number '' = pieces without a lot), after FEFO assignment. */
export const lotView = z.object({
  product: z.string(),
  name: z.string(),
  warehouse: namedRef,
  lot_number: z.string(),
  expiry_date: z.string().nullable(),
  onHand: z.number(),
});
export type LotView = z.infer<typeof lotView>;

/** GET stock/near_expiry query: days ahead (0…3650, default 30), one warehouse. */
export const nearExpiryQuery = z.object({
  days: z.coerce.number().int().min(0).max(3650).default(30),
  warehouse: z.uuid().optional(),
});

/** A lot on the near-expiry list. */
export const nearExpiryView = lotView.extend({ expired: z.boolean(), today: z.string() });
export type NearExpiryView = z.infer<typeof nearExpiryView>;
