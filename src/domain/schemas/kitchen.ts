import { z } from 'zod';
import { PAYMENT_MEANS_CODES } from '../payment-means';
import { paperWidthField, printerAddressField } from './businesses';
import { optionalText, positiveId, requiredText, sarAmount } from './common';
import { lineModifiers, orderType, deliveryDetails, paymentParts } from './restaurant';
import { optionalTillId, pathId } from './shifts';

/**
 * Held orders, splitting a bill, kitchen stations and the kitchen display on the wire
 * (decision 0057). Restaurant businesses only: elsewhere every route answers 422 restaurant_only.
 * Amounts are SAR with two decimals; instants are UTC milliseconds.
 *
 * Routes under `/api/v1/{business}/` (permission in brackets):
 * - GET    kitchen/stations                     [pos.sell] → kitchenStationsAnswer
 * - POST   kitchen/stations   kitchenStationBody [catalogue.write] → 201 kitchenStationAnswer
 * - PUT    kitchen/stations/{stationId} kitchenStationBody [catalogue.write] → kitchenStationAnswer
 * - DELETE kitchen/stations/{stationId}         [catalogue.write] → { success: true } (archives)
 * - POST   held-orders        heldOrderBody      [pos.sell] → 201 heldOrderSentAnswer
 *          opens the order and sends its lines to the kitchen (round 1)
 * - GET    held-orders?status=open|paid|cancelled [pos.sell] → heldOrdersAnswer (open by default;
 *          paid/cancelled: the business day's)
 * - GET    held-orders/{orderId}                 [pos.sell] → heldOrderAnswer
 * - POST   held-orders/{orderId}/lines heldOrderLinesBody [pos.sell] → heldOrderSentAnswer
 *          adds lines as the next round and sends them; 409 held_order_closed once paid/cancelled
 * - POST   held-orders/{orderId}/pay heldOrderPayBody [pos.sell] → 201 heldOrderPaidAnswer
 *          one invoice of every unpaid line (issueInvoice, priced from today's catalogue)
 * - POST   held-orders/{orderId}/split heldOrderSplitBody [pos.sell] → 201 heldOrderPaidAnswer
 *          2–10 invoices in one transaction: by line (each part names its lines; every unpaid line
 *          in exactly one part) or in equal parts (each line shared n ways, largest remainder, so
 *          the parts sum to the order's total exactly)
 * - POST   held-orders/{orderId}/cancel          [pos.sell + a line never paid] → heldOrderAnswer
 * - POST   held-orders/{orderId}/tickets?round=n [pos.sell] → kitchenTicketsAnswer (prints again)
 * - GET    kitchen/orders?stationId=             [pos.sell] → kitchenBoardAnswer: the display's
 *          cards (sent, unpaid-or-paid, not yet all ready, plus those ready in the last 10 minutes)
 * - POST   kitchen/lines/{lineId}/ready  kitchenReadyBody [pos.sell] → kitchenBoardCard
 * - POST   held-orders/{orderId}/ready   kitchenReadyBody [pos.sell] → heldOrderAnswer
 *          (every line, or those of `stationId`)
 * - GET    kitchen/events                        [pos.sell] → text/event-stream: `event: changed`
 *          `data: {"orderId":n,"version":n}` on every change to the business's orders, a comment
 *          every 25 s; a client (re)loads kitchen/orders or held-orders on connect and on each event.
 */

export const stationParams = z.object({ stationId: pathId('رقم المحطة غير صالح') });
export const heldOrderParams = z.object({ orderId: pathId('رقم الطلب غير صالح') });
export const kitchenLineParams = z.object({ lineId: pathId('رقم السطر غير صالح') });

/** A station and what it cooks (products and whole categories of the business). */
export const kitchenStationBody = z.object({
  name: requiredText(40, 'اسم المحطة مطلوب'),
  printerAddress: printerAddressField.optional(),
  paperWidthMm: paperWidthField.optional(),
  productIds: z.array(positiveId('رقم الصنف غير صالح')).max(2000).default([]),
  categoryIds: z.array(positiveId('رقم التصنيف غير صالح')).max(200).default([]),
});
export type KitchenStationBody = z.input<typeof kitchenStationBody>;

export const kitchenStationView = z.object({
  id: z.number(),
  name: z.string(),
  printerAddress: z.string().nullable(),
  paperWidthMm: z.number(),
  position: z.number(),
  productIds: z.array(z.number()),
  categoryIds: z.array(z.number()),
});
export type KitchenStationView = z.infer<typeof kitchenStationView>;
export const kitchenStationsAnswer = z.object({ stations: z.array(kitchenStationView) });
export const kitchenStationAnswer = z.object({
  success: z.literal(true),
  station: kitchenStationView,
});

/** One line to send: a product, whole quantity, its chosen options and a note for the kitchen. */
export const heldOrderLineBody = z.object({
  ID: positiveId('رقم الصنف غير صالح'),
  InvoicedQuantity: z
    .number({ error: 'الكمية مطلوبة' })
    .int({ error: 'الكمية عدد صحيح' })
    .min(1, { error: 'الكمية 1 على الأقل' })
    .max(999, { error: 'الكمية 999 على الأكثر' }),
  Modifiers: lineModifiers,
  kitchenNote: optionalText(120),
});
export const heldOrderLines = z
  .array(heldOrderLineBody)
  .min(1, { error: 'أضف صنفاً واحداً على الأقل' })
  .max(100, { error: 'مئة سطر على الأكثر في المرة' });

/** POST held-orders: a new order, sent to the kitchen at once. */
export const heldOrderBody = z.object({
  orderType: orderType.default('dine_in'),
  table: optionalText(40).optional(),
  delivery: deliveryDetails.optional(),
  tillId: optionalTillId,
  lines: heldOrderLines,
});
export type HeldOrderBody = z.input<typeof heldOrderBody>;

/** POST held-orders/{orderId}/lines: more lines, sent as the next round. */
export const heldOrderLinesBody = z.object({ lines: heldOrderLines });

/** How one invoice of a held order is paid: as orderpos (one means, or split parts and cash). */
export const heldOrderPayment = z.object({
  PaymentMeansCode: z.enum(PAYMENT_MEANS_CODES, { error: 'اختر طريقة الدفع' }),
  PaymentMeans: paymentParts,
  cashTendered: sarAmount.optional(),
});

/** POST held-orders/{orderId}/pay: one invoice of all unpaid lines. */
export const heldOrderPayBody = heldOrderPayment.extend({
  DiscountPercent: z.number().int().min(0).max(100).default(0),
  tillId: optionalTillId,
});
export type HeldOrderPayBody = z.input<typeof heldOrderPayBody>;

/** POST held-orders/{orderId}/split: by line (`lineIds` per part) or equal parts (none given). */
export const heldOrderSplitBody = z.object({
  mode: z.enum(['lines', 'equal'], { error: 'اختر طريقة التقسيم' }),
  parts: z
    .array(
      heldOrderPayment.extend({
        lineIds: z.array(positiveId('رقم السطر غير صالح')).max(100).optional(),
      }),
    )
    .min(2, { error: 'قسّم الفاتورة إلى جزأين على الأقل' })
    .max(10, { error: 'عشرة أجزاء على الأكثر' }),
  tillId: optionalTillId,
});
export type HeldOrderSplitBody = z.input<typeof heldOrderSplitBody>;

/** POST kitchen/lines/{lineId}/ready and held-orders/{orderId}/ready. */
export const kitchenReadyBody = z.object({
  /** false takes the mark back (a mis-tap). */
  ready: z.boolean().default(true),
  /** held-orders/{id}/ready only: mark only this station's lines. */
  stationId: positiveId('رقم المحطة غير صالح').optional(),
});

export const heldOrderLineView = z.object({
  id: z.number(),
  productId: z.number(),
  /** The product's name with its choices, as the invoice will name it. */
  name: z.string(),
  choices: z.array(z.string()),
  modifierIds: z.array(z.number()),
  kitchenNote: z.string(),
  quantity: z.number(),
  /** Today's VAT-inclusive unit price for cash, SAR (the invoice prices at payment). */
  unitPrice: z.number(),
  round: z.number(),
  stationId: z.number().nullable(),
  stationName: z.string(),
  addedBy: z.string(),
  addedAt: z.number(),
  readyAt: z.number().nullable(),
  /** The invoice number that paid it, null while unpaid. */
  invoiceNumber: z.number().nullable(),
});
export type HeldOrderLineView = z.infer<typeof heldOrderLineView>;

export const heldOrderView = z.object({
  id: z.number(),
  number: z.number(),
  businessDay: z.string(),
  status: z.enum(['open', 'paid', 'cancelled']),
  orderType: orderType,
  table: z.string(),
  delivery: deliveryDetails.required(),
  tillId: z.number().nullable(),
  createdBy: z.string(),
  createdAt: z.number(),
  updatedAt: z.number(),
  version: z.number(),
  /** True when open and opened on an earlier Riyadh day than today (isPastBusinessDay). */
  pastBusinessDay: z.boolean(),
  /** True when every sent line is marked ready. */
  ready: z.boolean(),
  lines: z.array(heldOrderLineView),
  /** Σ unpaid lines at today's cash prices, VAT-inclusive, SAR (what pay would charge). */
  TaxInclusiveAmount: z.number(),
  /** The invoices that paid it, in part order. */
  invoices: z.array(z.object({ ID: z.number(), UUID: z.string(), part: z.number() })),
});
export type HeldOrderView = z.infer<typeof heldOrderView>;
export const heldOrderAnswer = z.object({ order: heldOrderView });
export const heldOrdersAnswer = z.object({ orders: z.array(heldOrderView) });

/** What printing a round's tickets did, per station that had lines in it. */
export const kitchenTicketResult = z.object({
  stationId: z.number().nullable(),
  stationName: z.string(),
  printed: z.boolean(),
  /** Why not printed (Arabic): no printer, printer offline…; '' when printed. */
  message: z.string(),
});
export const kitchenTicketsAnswer = z.object({ tickets: z.array(kitchenTicketResult) });
export const heldOrderSentAnswer = z.object({
  order: heldOrderView,
  round: z.number(),
  tickets: z.array(kitchenTicketResult),
});

/** The invoices a pay or split issued: numbers as orderpos answers them. */
export const heldOrderPaidAnswer = z.object({
  order: heldOrderView,
  invoices: z.array(
    z.object({
      invoid: z.number(),
      UUID: z.string(),
      TaxInclusiveAmount: z.number(),
      /** Change for the cash handed over, SAR (0 when none). */
      change: z.number(),
    }),
  ),
});

/** A card on the kitchen display: one order's lines at one station. */
export const kitchenBoardCard = z.object({
  orderId: z.number(),
  number: z.number(),
  orderType: orderType,
  table: z.string(),
  stationId: z.number().nullable(),
  stationName: z.string(),
  /** The earliest `addedAt` of its lines not yet ready (UTC ms): the age shown. */
  since: z.number(),
  version: z.number(),
  ready: z.boolean(),
  lines: z.array(
    z.object({
      id: z.number(),
      name: z.string(),
      choices: z.array(z.string()),
      kitchenNote: z.string(),
      quantity: z.number(),
      round: z.number(),
      readyAt: z.number().nullable(),
    }),
  ),
});
export type KitchenBoardCard = z.infer<typeof kitchenBoardCard>;
export const kitchenBoardAnswer = z.object({
  /** Server time (UTC ms) the ages are measured against. */
  now: z.number(),
  cards: z.array(kitchenBoardCard),
});
