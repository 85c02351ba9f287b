import { isValidVatNumber } from './business';

/**
 * Standard tax invoice (B2B) vs simplified tax invoice (B2C): ZATCA's e-invoicing rules, the
 * invoice subtype carried in UBL `cbc:InvoiceTypeCode/@name` (BR-KSA-06: "NNPNESB", its first two
 * digits 01 = standard tax invoice, 02 = simplified tax invoice). Decision 0006.
 */
export type InvoiceKind = 'standard' | 'simplified';

/** The seven-character subtype code (KSA-2) of each kind, with no third-party, nominal, export,
 * summary or self-billed flag set. */
export const INVOICE_SUBTYPES = { standard: '0100000', simplified: '0200000' } as const;
export type InvoiceSubtype = (typeof INVOICE_SUBTYPES)[InvoiceKind];

/** What the rule looks at of a buyer: its VAT registration number (BT-48), '' when none. */
export interface BuyerForKind {
  VAT: string;
}

/**
 * The kind of a tax invoice for `buyer`: a standard tax invoice (B2B) when the buyer is a
 * VAT-registered business (a valid Saudi VAT number, 15 digits 3…3: BR-KSA-39/40), otherwise a
 * simplified tax invoice (B2C: no buyer at the POS, or a buyer without a VAT number).
 */
export function invoiceKindFor(buyer: BuyerForKind | null | undefined): InvoiceKind {
  return buyer && isValidVatNumber(buyer.VAT) ? 'standard' : 'simplified';
}

/** The subtype code of a kind: standard → 0100000, simplified → 0200000. */
export function invoiceSubtypeOf(kind: InvoiceKind): InvoiceSubtype {
  return INVOICE_SUBTYPES[kind];
}

/**
 * The kind a stored subtype code means (its first two digits, BR-KSA-06): 01… standard, anything
 * else simplified.
 */
export function invoiceKindOfSubtype(subtype: string): InvoiceKind {
  return subtype.startsWith('01') ? 'standard' : 'simplified';
}

/**
 * The printed title of each kind in Arabic and English, as the PDF, the receipt and the screen
 * show it: فاتورة ضريبية / Tax Invoice, فاتورة ضريبية مبسطة / Simplified Tax Invoice.
 */
export const INVOICE_TITLES: Record<InvoiceKind, { ar: string; en: string }> = {
  standard: { ar: 'فاتورة ضريبية', en: 'Tax Invoice' },
  simplified: { ar: 'فاتورة ضريبية مبسطة', en: 'Simplified Tax Invoice' },
};
