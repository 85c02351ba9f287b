/**
 * The buyer of a tax invoice as ZATCA's rules want it (decision 0045): which national-address
 * fields a standard (B2B) tax invoice cannot go without, and how a buyer without a VAT number is
 * identified (BT-46 with its scheme, BT-46-1). Pure: used by the server before it issues an
 * invoice and by the web client form. Sources: ZATCA E-invoice Validation Rules (SDK 238-R3.4.8,
 * vendor/zatca/): BR-KSA-63, BR-KSA-67, BR-KSA-10, BR-KSA-F-06-C23…C28, BR-KSA-14, BR-KSA-F-07/F-10/F-11.
 */

/** The address fields of a buyer (the /api/v1 client names, UBL's); '' when not given. */
export interface BuyerAddress {
  StreetName: string;
  BuildingNumber: string;
  CitySubdivisionName: string;
  CityName: string;
  PostalZone: string;
  /** ISO 3166-1 alpha-2; '' is taken as SA (the XML writes SA for it). */
  Country: string;
}

/** A field of the buyer's address that a standard invoice may require. */
export type BuyerAddressField = Exclude<keyof BuyerAddress, 'Country'>;

/** The Arabic name of each address field, as the client form labels it. */
export const BUYER_ADDRESS_LABELS: Record<BuyerAddressField, string> = {
  StreetName: 'اسم الشارع',
  BuildingNumber: 'رقم المبنى',
  CitySubdivisionName: 'الحي',
  CityName: 'المدينة',
  PostalZone: 'الرمز البريدي',
};

/** The field text of a missing or malformed address field on a standard invoice. */
export const BUYER_ADDRESS_FIELD_MESSAGES: Record<BuyerAddressField, string> = {
  StreetName: 'اسم الشارع مطلوب في الفاتورة الضريبية',
  BuildingNumber: 'رقم المبنى (4 أرقام) مطلوب في الفاتورة الضريبية',
  CitySubdivisionName: 'الحي مطلوب في الفاتورة الضريبية',
  CityName: 'المدينة مطلوبة في الفاتورة الضريبية',
  PostalZone: 'الرمز البريدي (5 أرقام) مطلوب في الفاتورة الضريبية',
};

/** The fields of a Saudi buyer's national address a standard invoice needs (BR-KSA-63). */
const SAUDI_REQUIRED: readonly BuyerAddressField[] = [
  'StreetName',
  'BuildingNumber',
  'CitySubdivisionName',
  'CityName',
  'PostalZone',
];

/** Outside Saudi Arabia a standard invoice needs street and city (BR-KSA-10). */
const FOREIGN_REQUIRED: readonly BuyerAddressField[] = ['StreetName', 'CityName'];

/**
 * The address fields a standard tax invoice (B2B) to `buyer` lacks, in form order; [] when it may
 * be issued. A Saudi buyer (Country SA or '') needs street, building number, district, city and
 * postal code (BR-KSA-63; district also BR-KSA-F-06-C28, street BR-KSA-F-06-C23, city
 * BR-KSA-F-06-C25), the postal code 5 digits (BR-KSA-67) and the building number 4 digits (the
 * national address's shape); a buyer abroad needs street and city (BR-KSA-10). Blank text counts
 * as missing. The additional number (PlotIdentification) and the region (CountrySubentity) are
 * not required by these rules and are never asked for here. Nothing is filled in: what is missing
 * is named, never guessed.
 */
export function missingBuyerAddressFields(buyer: BuyerAddress): BuyerAddressField[] {
  const saudi = buyer.Country === '' || buyer.Country === 'SA';
  const required = saudi ? SAUDI_REQUIRED : FOREIGN_REQUIRED;
  return required.filter((field) => {
    const value = buyer[field].trim();
    if (value === '') return true;
    if (!saudi) return false;
    if (field === 'PostalZone') return !/^\d{5}$/.test(value);
    if (field === 'BuildingNumber') return !/^\d{4}$/.test(value);
    return false;
  });
}

/** `missingBuyerAddressFields` as field errors keyed by the client's API field names. */
export function buyerAddressFieldErrors(buyer: BuyerAddress): Record<string, string> {
  return Object.fromEntries(
    missingBuyerAddressFields(buyer).map((f) => [f, BUYER_ADDRESS_FIELD_MESSAGES[f]]),
  );
}

/**
 * ZATCA's schemes of an "other buyer ID" (BT-46-1, BR-KSA-14), in ZATCA's order of preference
 * ("in case multiple IDs exist then one of the above must be entered following the sequence").
 */
export const BUYER_ID_SCHEMES = [
  'TIN',
  'CRN',
  'MOM',
  'MLS',
  '700',
  'SAG',
  'NAT',
  'GCC',
  'IQA',
  'PAS',
  'OTH',
] as const;
export type BuyerIdScheme = (typeof BUYER_ID_SCHEMES)[number];

/** The Arabic name of each scheme, as the client form offers it. */
export const BUYER_ID_SCHEME_LABELS: Record<BuyerIdScheme, string> = {
  TIN: 'الرقم المميز (TIN)',
  CRN: 'السجل التجاري',
  MOM: 'رخصة وزارة الشؤون البلدية والقروية والإسكان',
  MLS: 'رخصة وزارة الموارد البشرية',
  '700': 'الرقم الموحد 700',
  SAG: 'رخصة وزارة الاستثمار',
  NAT: 'الهوية الوطنية',
  GCC: 'هوية مواطن خليجي',
  IQA: 'الإقامة',
  PAS: 'جواز السفر',
  OTH: 'هوية أخرى',
};

/** Whether `value` is one of ZATCA's buyer ID schemes. */
export function isBuyerIdScheme(value: string): value is BuyerIdScheme {
  return (BUYER_ID_SCHEMES as readonly string[]).includes(value);
}

/** Eight digits in a row ascending, descending or repeated: ZATCA flags such an ID (BR-KSA-F-13). */
const SUSPICIOUS_DIGITS = /01234567|12345678|23456789|76543210|87654321|98765432|(\d)\1{7}/;

/**
 * Why `id` cannot be a buyer ID of `scheme`, in Arabic, or null when it can: letters and digits
 * only (BR-KSA-14); a TIN 10 digits starting with 3, a national ID 10 digits starting with 1, an
 * iqama 10 digits starting with 2 (BR-KSA-F-07, BR-KSA-F-10, BR-KSA-F-11); a CRN 10 digits
 * (BR-KSA-F-08); a 700 number 10 digits starting with 7 (BR-KSA-F-09); no run of eight ascending,
 * descending or repeated digits (BR-KSA-F-13).
 */
export function buyerIdProblem(scheme: BuyerIdScheme, id: string): string | null {
  if (!/^[A-Za-z0-9]+$/.test(id)) return 'رقم الهوية حروف لاتينية وأرقام فقط';
  const tenDigits = (first: string) => new RegExp(`^${first}\\d{9}$`).test(id);
  if (scheme === 'TIN' && !tenDigits('3')) return 'الرقم المميز 10 أرقام يبدأ بـ 3';
  if (scheme === 'NAT' && !tenDigits('1')) return 'الهوية الوطنية 10 أرقام تبدأ بـ 1';
  if (scheme === 'IQA' && !tenDigits('2')) return 'رقم الإقامة 10 أرقام يبدأ بـ 2';
  if (scheme === 'CRN' && !/^\d{10}$/.test(id)) return 'السجل التجاري 10 أرقام';
  if (scheme === '700' && !tenDigits('7')) return 'الرقم الموحد 10 أرقام يبدأ بـ 7';
  if (/^\d+$/.test(id) && SUSPICIOUS_DIGITS.test(id))
    return 'رقم الهوية يبدو غير صحيح (أرقام متتالية أو مكررة)؛ راجعه';
  return null;
}

/**
 * The buyer identification a document carries (cac:PartyIdentification/cbc:ID@schemeID): the
 * client's own scheme + ID when given, else its CRN as scheme CRN, else none.
 */
export function buyerIdentification(buyer: {
  schemeID: string;
  PartyIdentification: string;
  CRN: string;
}): { schemeID: BuyerIdScheme; id: string } | null {
  if (buyer.PartyIdentification && isBuyerIdScheme(buyer.schemeID))
    return { schemeID: buyer.schemeID, id: buyer.PartyIdentification };
  if (buyer.CRN) return { schemeID: 'CRN', id: buyer.CRN };
  return null;
}
