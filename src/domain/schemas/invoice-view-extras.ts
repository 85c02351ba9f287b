import { z } from 'zod';
import { ORDER_TYPES } from '../order-types';

/**
 * What a restaurant sale (decision 0056) adds to the invoice view of GET invoices/{UUID}; every
 * field is optional and absent when the sale gave none, so existing callers see no change.
 */

/** Per line: the choices that did not fit in ItemName, and the choices sold (SAR per unit). */
export const lineViewExtras = {
  Note: z.string().optional(),
  Modifiers: z
    .array(z.object({ group: z.string(), option: z.string(), priceChange: z.number() }))
    .optional(),
};

/**
 * Per invoice: the order type with the table (dine-in) or the delivery details, the parts of a
 * split payment (SAR, signed as the invoice), the cash tendered and the change (SAR).
 */
export const invoiceViewExtras = {
  orderType: z.enum(ORDER_TYPES).optional(),
  table: z.string().optional(),
  delivery: z
    .object({ name: z.string(), phone: z.string(), address: z.string(), reference: z.string() })
    .optional(),
  PaymentMeans: z.array(z.object({ PaymentMeansCode: z.string(), Amount: z.number() })).optional(),
  cashTendered: z.number().optional(),
  change: z.number().optional(),
};
