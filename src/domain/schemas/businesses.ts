import { z } from 'zod';
import { NEGATIVE_STOCK_MODES } from '../stock';
import { BUSINESS_KINDS, offeredPaymentMeans, type BusinessKind } from '../business-kinds';
import { BUSINESS_KEY_MESSAGES, BUSINESS_KEY_PATTERN, businessKeyProblem } from '../business-key';
import { PAYMENT_MEANS_CODES } from '../payment-means';
import {
  formatPrinterAddress,
  PAPER_WIDTH_MESSAGE,
  PAPER_WIDTHS_MM,
  parsePrinterAddress,
  PRINTER_ADDRESS_MAX,
  PRINTER_ADDRESS_MESSAGES,
} from '../printer';
import { ROLES, TILES } from '../permissions';
import { fitsZatcaQrValue, ZATCA_QR_VALUE_MAX_BYTES } from '../zatca-qr';
import { cleanText, requiredText, sarAmount, vatNumberText } from './common';

export const businessKind = z.enum(BUSINESS_KINDS, { error: 'اختر نوع المنشأة' });

/** A business profile on the wire (see BusinessProfile). */
export const businessView = z.object({
  id: z.number(),
  key: z.string(),
  kind: businessKind,
  active: z.boolean(),
  nameAr: z.string(),
  nameEn: z.string(),
  vatNumber: z.string(),
  crNumber: z.string(),
  address: z.object({
    street: z.string(),
    buildingNumber: z.string(),
    district: z.string(),
    city: z.string(),
    postalCode: z.string(),
    country: z.string(),
  }),
  logoUrl: z.string().nullable(),
  paymentMeans: z.array(z.enum(PAYMENT_MEANS_CODES)),
  imageFolder: z.string(),
  printerAddress: z.string().nullable().describe('thermal printer `host:port`, or null: none'),
  paperWidthMm: z.union([z.literal(80), z.literal(58)]).describe('receipt paper width in mm'),
  requireShift: z.boolean().describe('a POS sale needs an open shift on its till (decision 0055)'),
  shiftDifferenceLimit: z.number().describe('SAR: an over/short beyond it needs a manager'),
  negativeStock: z
    .enum(NEGATIVE_STOCK_MODES)
    .describe('selling goods not on hand: allow, warn in the answer, or refuse (decision 0067)'),
});

/** A business as the signed-in user sees it: the profile plus their role and home tiles there. */
export const businessForUser = businessView.extend({
  role: z.enum(ROLES),
  tiles: z.array(z.enum(TILES)),
});

/** GET /api/v1/businesses query: `archived=1` also lists archived businesses. */
export const listBusinessesQuery = z.object({
  archived: z
    .enum(['0', '1', 'true', 'false'])
    .optional()
    .transform((v) => v === '1' || v === 'true'),
});

/** The business's enabled payment means: at least one, no repeats (which ones: see the kind). */
const paymentMeansField = z
  .array(z.enum(PAYMENT_MEANS_CODES, { error: 'طريقة دفع غير معروفة' }), {
    error: 'اختر طرق الدفع',
  })
  .min(1, { error: 'اختر طريقة دفع واحدة على الأقل' })
  .refine((codes) => new Set(codes).size === codes.length, { error: 'طريقة دفع مكررة' });

/**
 * The thermal printer of the till: `host` or `host:port` (port 9100 when left out),
 * stored as `host:port`; '' or null = no printer (the web prints through the browser). A bad host
 * or port is refused with its Arabic field message (src/domain/printer.ts).
 */
export const printerAddressField = cleanText('line', PRINTER_ADDRESS_MESSAGES.host)
  .max(PRINTER_ADDRESS_MAX, { error: PRINTER_ADDRESS_MESSAGES.host })
  .nullable()
  .transform((text, ctx) => {
    if (text === null || text === '') return null;
    const parsed = parsePrinterAddress(text);
    if (parsed.ok) return formatPrinterAddress(parsed.address);
    ctx.addIssue({ code: 'custom', message: PRINTER_ADDRESS_MESSAGES[parsed.problem] });
    return z.NEVER;
  })
  .describe('thermal printer: host or host:port (port 9100 by default); empty or null = none');

/** Receipt paper width in mm: 80 (576 dots) or 58 (384 dots). */
export const paperWidthField = z
  .number({ error: PAPER_WIDTH_MESSAGE })
  .refine((mm): mm is (typeof PAPER_WIDTHS_MM)[number] => PAPER_WIDTHS_MM.some((w) => w === mm), {
    error: PAPER_WIDTH_MESSAGE,
  })
  .describe('receipt paper width in mm: 80 or 58');

/** The printer fields of a profile body: each optional (absent = kept; a new business: none, 80). */
const printerFields = {
  printerAddress: printerAddressField.optional(),
  paperWidthMm: paperWidthField.optional(),
  /** Absent = kept; a new business: off (the /api/v1 contract unchanged), decision 0055. */
  requireShift: z.boolean({ error: 'اختر نعم أو لا' }).optional(),
  /** SAR; absent = kept; a new business: 5.00. */
  shiftDifferenceLimit: sarAmount.optional(),
  /** Absent = kept; a new business: refuse when trading, allow for a restaurant (decision 0067). */
  negativeStock: z
    .enum(NEGATIVE_STOCK_MODES, { error: 'اختر: السماح أو التنبيه أو المنع' })
    .optional(),
};

/**
 * The profile fields an admin edits (name, VAT number, CR number, national address). The Arabic
 * name is the seller name of every invoice's ZATCA QR (tag 1), so it must fit one TLV value when
 * it is saved — or every later sale would fail with qr_value_too_long.
 */
const profileFields = {
  nameAr: requiredText(120, 'الاسم العربي مطلوب').refine(fitsZatcaQrValue, {
    error: `الاسم العربي يُكتب في رمز الاستجابة (QR) ولا يتجاوز ${ZATCA_QR_VALUE_MAX_BYTES} بايت؛ اختصره`,
  }),
  nameEn: requiredText(120, 'الاسم الإنجليزي مطلوب'),
  vatNumber: vatNumberText,
  crNumber: cleanText('line', 'رقم السجل التجاري مطلوب').regex(/^\d{10}$/, {
    error: 'رقم السجل التجاري 10 أرقام',
  }),
  address: z.object({
    street: requiredText(120, 'اسم الشارع مطلوب'),
    buildingNumber: cleanText().regex(/^\d{4}$/, { error: 'رقم المبنى 4 أرقام' }),
    district: requiredText(120, 'الحي مطلوب'),
    city: requiredText(120, 'المدينة مطلوبة'),
    postalCode: cleanText().regex(/^\d{5}$/, { error: 'الرمز البريدي 5 أرقام' }),
    country: z.literal('SA').default('SA'),
  }),
};

/**
 * PUT /api/v1/businesses/{key}: what an admin may edit. `paymentMeans` is optional (absent = kept)
 * and must be means the business's kind offers (checked by the service, which knows the kind);
 * `printerAddress` and `paperWidthMm` are optional too (absent = kept).
 */
export const updateBusinessBody = z.object({
  ...profileFields,
  paymentMeans: paymentMeansField.optional(),
  ...printerFields,
});
export type UpdateBusinessBody = z.input<typeof updateBusinessBody>;

/**
 * The key field of a new business: its shape and the web's top-level names are checked here (the
 * same rule the web form runs); the server adds its own route names (businesses service).
 */
export const businessKeyField = cleanText('line', 'رمز المنشأة مطلوب')
  .regex(BUSINESS_KEY_PATTERN, { error: BUSINESS_KEY_MESSAGES.shape })
  .superRefine((key, ctx) => {
    if (businessKeyProblem(key) === 'reserved')
      ctx.addIssue({ code: 'custom', message: BUSINESS_KEY_MESSAGES.reserved });
  })
  .describe('URL slug: 2–32 of a-z 0-9 -, not a route name of Sanad (e.g. branch-2)');

/**
 * POST /api/v1/businesses (admin): the profile of PUT plus the URL `key` and the
 * `kind`; `paymentMeans` defaults to all the kind offers and may only name those.
 */
export const createBusinessBody = z
  .object({
    key: businessKeyField,
    kind: businessKind,
    ...profileFields,
    paymentMeans: paymentMeansField.optional(),
    ...printerFields,
  })
  .superRefine((body, ctx) => {
    const bad = notOffered(body.kind, body.paymentMeans);
    if (bad) ctx.addIssue({ code: 'custom', path: ['paymentMeans'], message: bad });
  });
export type CreateBusinessBody = z.input<typeof createBusinessBody>;

/**
 * The Arabic message when `codes` names a means the kind does not offer (a trading business has
 * no delivery apps), or null when they are all offered (or absent).
 */
export function notOffered(
  kind: BusinessKind,
  codes: readonly string[] | undefined,
): string | null {
  if (!codes) return null;
  const offered: readonly string[] = offeredPaymentMeans(kind);
  return codes.every((c) => offered.includes(c))
    ? null
    : 'طريقة الدفع غير متاحة لهذا النوع من المنشآت';
}

/** DELETE /businesses/{key} and POST /businesses/{key}/restore answer. */
export const businessAnswer = z.object({ success: z.literal(true), business: businessForUser });
