import { z } from 'zod';
import { isValidVatNumber } from '../business';
import { requiredText } from './common';

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

/** PUT /api/v1/businesses/{key}: what an admin may edit (payment means are fixed by the spec). */
export const updateBusinessBody = z.object({
  nameAr: requiredText(120, 'الاسم العربي مطلوب'),
  nameEn: requiredText(120, 'الاسم الإنجليزي مطلوب'),
  vatNumber: z
    .string({ error: 'الرقم الضريبي مطلوب' })
    .trim()
    .refine(isValidVatNumber, { error: 'الرقم الضريبي 15 رقماً يبدأ بـ 3 وينتهي بـ 3' }),
  crNumber: z
    .string({ error: 'رقم السجل التجاري مطلوب' })
    .trim()
    .regex(/^\d{10}$/, { error: 'رقم السجل التجاري 10 أرقام' }),
  address: z.object({
    street: requiredText(120, 'اسم الشارع مطلوب'),
    buildingNumber: z
      .string()
      .trim()
      .regex(/^\d{4}$/, { error: 'رقم المبنى 4 أرقام' }),
    district: requiredText(120, 'الحي مطلوب'),
    city: requiredText(120, 'المدينة مطلوبة'),
    postalCode: z
      .string()
      .trim()
      .regex(/^\d{5}$/, { error: 'الرمز البريدي 5 أرقام' }),
    country: z.literal('SA').default('SA'),
  }),
});
export type UpdateBusinessBody = z.input<typeof updateBusinessBody>;
