import { z } from 'zod';
import { MAX_INVOICE_LINES, MAX_LINE_QUANTITY } from '../limits';
import { optionalText, requiredText } from './common';

/**
 * The /api/v1 warehouses, stock counts and transfers contract (decision 0067). Quantities are
 * whole pieces (the unit of products.quantity); instants on the wire are UTC milliseconds.
 */

const uuidField = (message: string) => z.uuid({ error: message });

/** A place inside a warehouse; every part optional ('' when not given). */
export const warehouseLocation = z.object({
  zone: optionalText(50),
  aisle: optionalText(50),
  bay: optionalText(50),
  bin: optionalText(50),
});

/** POST/PUT ware_houses body: a name, an optional address and locations (replaced as a whole). */
export const warehouseBody = z.object({
  name: requiredText(100, 'اسم المستودع مطلوب'),
  address: optionalText(300),
  locations: z.array(warehouseLocation).max(500, { error: 'المواقع أكثر من 500' }).optional(),
});
export type WarehouseBody = z.output<typeof warehouseBody>;

/** A warehouse on the wire; `isDefault`: where sales and purchases move stock. */
export const warehouseView = z.object({
  UUID: z.string(),
  name: z.string(),
  address: z.string(),
  isDefault: z.boolean(),
  /** Σ pieces on hand over all products. */
  onHand: z.number(),
  locations: z.array(
    z.object({ zone: z.string(), aisle: z.string(), bay: z.string(), bin: z.string() }),
  ),
});
export type WarehouseView = z.infer<typeof warehouseView>;

const piecesMessage = `الكمية عدد صحيح أكبر من 0 وحتى ${MAX_LINE_QUANTITY}`;
const pieces = z
  .number({ error: piecesMessage })
  .int({ error: piecesMessage })
  .min(1, { error: piecesMessage })
  .max(MAX_LINE_QUANTITY, { error: piecesMessage });

/** POST stock_transfers body: from one warehouse to another, products and pieces > 0. */
export const transferBody = z.object({
  from: uuidField('اختر المستودع المنقول منه'),
  to: uuidField('اختر المستودع المنقول إليه'),
  note: optionalText(300),
  lines: z
    .array(z.object({ product: uuidField('اختر الصنف'), quantity: pieces }))
    .min(1, { error: 'أضف صنفاً واحداً على الأقل' })
    .max(MAX_INVOICE_LINES, { error: `الأصناف أكثر من ${MAX_INVOICE_LINES}` }),
});
export type TransferBody = z.output<typeof transferBody>;

const namedRef = z.object({ UUID: z.string(), name: z.string() });

/** A transfer on the wire. */
export const transferView = z.object({
  UUID: z.string(),
  from: namedRef,
  to: namedRef,
  note: z.string(),
  createdAt: z.number(),
  lines: z.array(z.object({ product: z.string(), name: z.string(), quantity: z.number() })),
});
export type TransferView = z.infer<typeof transferView>;

/** POST stock_counts body: the warehouse counted and optionally one category. */
export const countCreateBody = z.object({
  warehouse: uuidField('اختر المستودع'),
  category: uuidField('معرّف التصنيف غير صالح').optional(),
});

const countedMessage = `الكمية المعدودة عدد صحيح من 0 حتى ${MAX_LINE_QUANTITY * 100}`;

/** PUT stock_counts/{UUID} body: counted pieces of some of its products, with a reason. */
export const countLinesBody = z.object({
  lines: z
    .array(
      z.object({
        product: uuidField('اختر الصنف'),
        counted: z
          .number({ error: countedMessage })
          .int({ error: countedMessage })
          .min(0, { error: countedMessage })
          .max(MAX_LINE_QUANTITY * 100, { error: countedMessage }),
        reason: optionalText(200),
      }),
    )
    .max(5000, { error: 'الأسطر أكثر من 5000' }),
});
export type CountLinesBody = z.output<typeof countLinesBody>;

/** POST stock_counts/{UUID}/post body: the sheet's reason (optional). */
export const countPostBody = z.object({ reason: optionalText(300) });

/** A count sheet on the wire; `difference` counted − expected (null until counted). */
export const countView = z.object({
  UUID: z.string(),
  warehouse: namedRef,
  category: namedRef.nullable(),
  status: z.enum(['open', 'posted']),
  reason: z.string(),
  createdAt: z.number(),
  postedAt: z.number().nullable(),
  lines: z.array(
    z.object({
      product: z.string(),
      name: z.string(),
      expected: z.number(),
      counted: z.number().nullable(),
      difference: z.number().nullable(),
      reason: z.string(),
    }),
  ),
});
export type CountView = z.infer<typeof countView>;

/** A count in a list (no lines). */
export const countSummary = countView.omit({ lines: true }).extend({ products: z.number() });
export type CountSummary = z.infer<typeof countSummary>;
