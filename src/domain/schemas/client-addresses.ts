import { z } from 'zod';
import { isValidBuildingNumber, isValidPhone, isValidPostalZone } from '../clients';
import {
  businessUuidParams,
  cleanText,
  optionalMatching,
  optionalText,
  requiredText,
} from './common';

/**
 * A client's addresses (decision 0068): head office, site, warehouse… one of them the default that
 * sale orders and delivery notes take when none is named. Snake-case names, as the sale order's
 * `address_id` and the other trading documents.
 */

/** POST/PUT clients/{UUID}/addresses body. Only `label` is required. */
export const clientAddressBody = z.object({
  label: requiredText(100, 'اكتب اسماً للعنوان مثل: المقر الرئيسي'),
  street_name: optionalText(200),
  building_number: optionalMatching(4, isValidBuildingNumber, 'رقم المبنى 4 أرقام'),
  city_subdivision_name: optionalText(100),
  city_name: optionalText(100),
  postal_zone: optionalMatching(5, isValidPostalZone, 'الرمز البريدي 5 أرقام'),
  country: cleanText()
    .regex(/^[A-Z]{2}$/, { error: 'رمز الدولة حرفان كبيران مثل SA' })
    .default('SA'),
  contact_person: optionalText(200),
  phone: optionalMatching(20, isValidPhone, 'رقم الجوال أرقام فقط (7 إلى 15 رقماً)'),
  is_default: z.boolean({ error: 'اختر نعم أو لا' }).default(false),
});
export type ClientAddressBody = z.infer<typeof clientAddressBody>;

/** An address on the wire. */
export const clientAddressView = z.object({
  UUID: z.string(),
  label: z.string(),
  street_name: z.string(),
  building_number: z.string(),
  city_subdivision_name: z.string(),
  city_name: z.string(),
  postal_zone: z.string(),
  country: z.string(),
  contact_person: z.string(),
  phone: z.string(),
  is_default: z.boolean(),
});
export type ClientAddressView = z.infer<typeof clientAddressView>;

/** `/clients/:UUID/addresses/:ADDRESS` path parameters. */
export const clientAddressParams = businessUuidParams.extend({
  ADDRESS: z.uuid({ error: 'معرّف غير صالح' }),
});
