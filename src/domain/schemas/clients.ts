import { z } from 'zod';
import { paymentTermRef } from './payment-terms';
import { BUYER_ID_SCHEMES, buyerIdProblem, isBuyerIdScheme } from '../buyer';
import {
  CLIENT_DEFAULTS,
  isValidBuildingNumber,
  isValidCrn,
  isValidPhone,
  isValidPostalZone,
} from '../clients';
import {
  cleanText,
  optionalMatching,
  optionalText,
  requiredText,
  vatNumberText,
} from './common';

/**
 * The /api/v1 client contract (legacy app: "Client"): the spec's UBL names on the
 * wire. One schema for the server and the web form.
 */

const phone = optionalMatching(20, isValidPhone, 'رقم الجوال أرقام فقط (7 إلى 15 رقماً)');

/**
 * POST/PUT clients body. Required: RegistrationName and VAT. The address is stored as entered
 * (decision 0045): CityName and CountrySubentity are optional and never defaulted (the legacy
 * contract required them and defaulted a city and a province); Country still defaults to SA.
 * A standard invoice needs the national address (src/domain/buyer.ts), checked when one is issued.
 * `schemeID` + `PartyIdentification`: another buyer ID (BT-46, ZATCA's schemes, BR-KSA-14), both or
 * neither.
 */
export const clientBody = z
  .object({
    RegistrationName: requiredText(200, 'اسم العميل مطلوب'),
    VAT: vatNumberText,
    CRN: optionalMatching(10, isValidCrn, 'السجل التجاري 10 أرقام'),
    StreetName: optionalText(200),
    AdditionalStreetName: optionalText(200),
    BuildingNumber: optionalMatching(4, isValidBuildingNumber, 'رقم المبنى 4 أرقام'),
    PlotIdentification: optionalText(50),
    CityName: optionalText(100),
    PostalZone: optionalMatching(5, isValidPostalZone, 'الرمز البريدي 5 أرقام'),
    CountrySubentity: optionalText(100),
    CitySubdivisionName: optionalText(100),
    Country: cleanText()
      .regex(/^[A-Z]{2}$/, { error: 'رمز الدولة حرفان كبيران مثل SA' })
      .default(CLIENT_DEFAULTS.Country),
    Phone: phone,
    Email: cleanText()
      .max(200)
      .refine((v) => v === '' || z.email().safeParse(v).success, {
        error: 'بريد إلكتروني غير صالح',
      })
      .nullish()
      .transform((v) => v ?? ''),
    ContactPerson: optionalText(200),
    PersonPhone: phone,
    schemeID: z
      .enum([...BUYER_ID_SCHEMES, ''], {
        error: `نوع الهوية أحد: ${BUYER_ID_SCHEMES.join('، ')}`,
      })
      .nullish()
      .transform((v) => v ?? ''),
    PartyIdentification: optionalText(50),
    /** The term its credit invoices take (decision 0068): a term's ID, null = cash. */
    payment_term_id: paymentTermRef,
  })
  .superRefine((b, ctx) => {
    if (b.PartyIdentification && !b.schemeID)
      ctx.addIssue({ code: 'custom', path: ['schemeID'], message: 'اختر نوع الهوية' });
    if (b.schemeID && !b.PartyIdentification)
      ctx.addIssue({ code: 'custom', path: ['PartyIdentification'], message: 'رقم الهوية مطلوب' });
    if (b.PartyIdentification && isBuyerIdScheme(b.schemeID)) {
      const problem = buyerIdProblem(b.schemeID, b.PartyIdentification);
      if (problem)
        ctx.addIssue({ code: 'custom', path: ['PartyIdentification'], message: problem });
    }
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
  /** Another buyer ID's scheme (BT-46-1: TIN, CRN, MOM, …) or ''. */
  schemeID: z.string(),
  /** Another buyer ID (BT-46) or ''. */
  PartyIdentification: z.string(),
  /** The term its credit invoices take (decision 0068); null = cash. */
  payment_term_id: z.number().nullable(),
});
export type ClientView = z.infer<typeof clientView>;

/** GET clients query: `q` searches name, VAT number, phones and contact person. */
export const clientSearchQuery = z.object({ q: cleanText().max(100).optional() });
