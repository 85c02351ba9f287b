import { z } from 'zod';
import { fitsZatcaQrValue, ZATCA_QR_VALUE_MAX_BYTES } from '../zatca-qr';
import { cleanText, requiredText, vatNumberText } from './common';

/** A business profile on the wire (see BusinessProfile). */
export const businessView = z.object({
  id: z.number(),
  key: z.enum(['kebrit', 'mengusha']),
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
  paymentMeans: z.array(z.enum(['10', '48', '24', '42', '45'])),
  imageFolder: z.string(),
});

/**
 * PUT /api/v1/businesses/{key}: what an admin may edit (payment means are fixed by the spec). The
 * Arabic name is the seller name of every invoice's ZATCA QR (tag 1), so it must fit one TLV value
 * when it is saved — or every later sale would fail with qr_value_too_long (issue #10 §2).
 */
export const updateBusinessBody = z.object({
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
});
export type UpdateBusinessBody = z.input<typeof updateBusinessBody>;
