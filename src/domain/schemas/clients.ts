import { z } from 'zod';
import {
  CLIENT_DEFAULTS,
  isValidBuildingNumber,
  isValidCrn,
  isValidPhone,
  isValidPostalZone,
} from '../clients';
import { cleanText, optionalText, requiredText, vatNumberText } from './common';

/**
 * The /api/v1 client contract (legacy app: "Client"): the spec's UBL names on the
 * wire. One schema for the server and the web form.
 */

/** An optional text that, when given, must pass `rule` (else `message`); absent/null → ''. */
function optionalMatching(max: number, rule: (v: string) => boolean, message: string) {
  return cleanText()
    .max(max)
    .refine((v) => v === '' || rule(v), { error: message })
    .nullish()
    .transform((v) => v ?? '');
}

const phone = optionalMatching(20, isValidPhone, 'رقم الجوال أرقام فقط (7 إلى 15 رقماً)');

/** POST/PUT clients body. Required: RegistrationName, VAT, CityName, CountrySubentity. */
export const clientBody = z.object({
  RegistrationName: requiredText(200, 'اسم العميل مطلوب'),
  VAT: vatNumberText,
  CRN: optionalMatching(10, isValidCrn, 'السجل التجاري 10 أرقام'),
  StreetName: optionalText(200),
  AdditionalStreetName: optionalText(200),
  BuildingNumber: optionalMatching(4, isValidBuildingNumber, 'رقم المبنى 4 أرقام'),
  PlotIdentification: optionalText(50),
  CityName: requiredText(100, 'المدينة مطلوبة').default(CLIENT_DEFAULTS.CityName),
  PostalZone: optionalMatching(5, isValidPostalZone, 'الرمز البريدي 5 أرقام'),
  CountrySubentity: requiredText(100, 'المنطقة مطلوبة').default(CLIENT_DEFAULTS.CountrySubentity),
  CitySubdivisionName: optionalText(100),
  Country: cleanText()
    .regex(/^[A-Z]{2}$/, { error: 'رمز الدولة حرفان كبيران مثل SA' })
    .default(CLIENT_DEFAULTS.Country),
  Phone: phone,
  Email: cleanText()
    .max(200)
    .refine((v) => v === '' || z.email().safeParse(v).success, { error: 'بريد إلكتروني غير صالح' })
    .nullish()
    .transform((v) => v ?? ''),
  ContactPerson: optionalText(200),
  PersonPhone: phone,
});
export type ClientBody = z.output<typeof clientBody>;
export type ClientInput = z.input<typeof clientBody>;

/** A client on the wire: the body's fields, its number `ID` and `UUID`. */
export const clientView = z.object({
  ID: z.number(),
  UUID: z.string(),
  RegistrationName: z.string(),
  VAT: z.string(),
  CRN: z.string(),
  StreetName: z.string(),
  AdditionalStreetName: z.string(),
  BuildingNumber: z.string(),
  PlotIdentification: z.string(),
  CityName: z.string(),
  PostalZone: z.string(),
  CountrySubentity: z.string(),
  CitySubdivisionName: z.string(),
  Country: z.string(),
  Phone: z.string(),
  Email: z.string(),
  ContactPerson: z.string(),
  PersonPhone: z.string(),
});
export type ClientView = z.infer<typeof clientView>;

/** GET clients query: `q` searches name, VAT number, phones and contact person. */
export const clientSearchQuery = z.object({ q: cleanText().max(100).optional() });
