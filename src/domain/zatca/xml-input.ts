/**
 * The input of the ZATCA XML builder (xml.ts; decision 0031): its shapes, its checks and the
 * sums and net unit prices it prints.
 */
import type { BusinessAddress } from '../business';
import type { InvoiceKind } from '../invoice-kind';
import type { Halalas } from '../money';
import type { PaymentMeansCode } from '../payment-means';
import { divRoundHalfUp } from '../vat';
import { vatBreakdown, type VatBreakdownGroup, type VatCategory } from '../vat-categories';

/**
 * The PIH of the first document of a chain (KSA-13): base64 of the hex SHA-256 of "0", as the SDK's
 * Data/PIH/pih.txt carries it.
 */
export const ZATCA_FIRST_PIH =
  'NWZlY2ViNjZmZmM4NmYzOGQ5NTI3ODZjNmQ2OTZjNzljMmRiYzIzOWRkNGU5MWI0NjcyOWQ3M2EyN2ZiNTdlOQ==';

/** A buyer as the invoice stored it (customer_* columns); '' for an unknown field. */
export interface ZatcaBuyer {
  name: string;
  vatNumber: string;
  crNumber: string;
  street: string;
  additionalStreet: string;
  buildingNumber: string;
  plotIdentification: string;
  district: string;
  city: string;
  postalCode: string;
  countrySubentity: string;
  /** ISO 3166-1 alpha-2; '' is written as SA. */
  country: string;
  /**
   * Another buyer ID (BT-46) and its scheme (BT-46-1, BR-KSA-14: TIN, CRN, …); '' when none. When
   * absent, `crNumber` is written with scheme CRN. Optional: older inputs carry none.
   */
  idScheme?: string;
  id?: string;
}

/** One stored invoice line (amounts in halalas, VAT-inclusive rules of vat.ts). */
export interface ZatcaLine {
  name: string;
  /** Whole pieces, ≥ 1. */
  quantity: number;
  /** The stored unit ('حبة' is written PCE, see zatcaUnitCode). */
  unit: string;
  /** LineExtensionAmount: net of VAT, after the discount. */
  lineExtension: Halalas;
  /** The line's VAT. */
  tax: Halalas;
  /** RoundingAmount: net + VAT. */
  total: Halalas;
  /** VAT percent: 15 for S, 0 for Z, E and O (decision 0046). */
  taxPercent: number;
  /** VAT category (BT-151); S when absent. */
  category?: VatCategory;
  /** ZATCA's exemption reason code (BT-121) of a Z, E or O line; '' or absent for S. */
  exemptionCode?: string;
  /** The line's note (InvoiceLine cbc:Note): the choices that did not fit in the name (0056). */
  note?: string;
}

/**
 * UNTDID 1001 document type (BR-KSA-05): 388 tax invoice, 381 credit note, 383 debit note.
 */
export type ZatcaDocumentType = '388' | '381' | '383';

/**
 * What a credit or debit note carries beyond an invoice (decision 0034): the original invoice's ID
 * (cbc:ID, BillingReference, BR-KSA-56) and the reason (PaymentMeans/InstructionNote, BR-KSA-17).
 */
export interface ZatcaNoteReference {
  /** The original invoice's cbc:ID (Sanad's sequential number as text). */
  billingReferenceId: string;
  /** The reason for issuing the note, non-empty. */
  reason: string;
}

/** Everything the XML needs of one stored invoice. */
export interface ZatcaInvoiceInput {
  kind: InvoiceKind;
  /** 388 when absent. A 381/383 needs `note`. */
  typeCode?: ZatcaDocumentType;
  /** Required on a credit (381) or debit (383) note, absent on an invoice. */
  note?: ZatcaNoteReference | null;
  /** The business's sequential invoice number (cbc:ID). */
  number: number;
  uuid: string;
  /** Riyadh calendar date `YYYY-MM-DD` and wall-clock time `HH:mm:ss`. */
  issueDate: string;
  issueTime: string;
  /** Invoice counter value (KSA-16), ≥ 1. */
  icv: number;
  /** Previous invoice hash, base64 (the first document of a chain uses pih.txt). */
  pih: string;
  paymentMeansCode: PaymentMeansCode;
  /**
   * A split payment's means in order (decision 0056): one cac:PaymentMeans each instead of the
   * single `paymentMeansCode`; absent or empty for an invoice paid by one means.
   */
  paymentParts?: readonly PaymentMeansCode[];
  seller: {
    /** Registered name (BT-27), Sanad's Arabic business name. */
    name: string;
    vatNumber: string;
    crNumber: string;
    address: BusinessAddress;
  };
  /** The buyer; required (with a VAT number) for a standard invoice, optional otherwise. */
  buyer: ZatcaBuyer | null;
  lines: readonly ZatcaLine[];
}

/** Sums of the lines, halalas. */
export interface ZatcaTotals {
  taxExclusive: Halalas;
  tax: Halalas;
  taxInclusive: Halalas;
}

/**
 * The net unit price as PriceAmount text: lineExtension ÷ quantity in SAR, rounded half up to 6
 * decimals, trailing zeros dropped down to 2 decimals (e.g. 8.695652, 3.50).
 * @throws RangeError when quantity is not a positive integer.
 */
export function netUnitPriceText(lineExtension: Halalas, quantity: number): string {
  if (!Number.isInteger(quantity) || quantity < 1)
    throw new RangeError(`bad quantity: ${quantity}`);
  const micro = divRoundHalfUp(lineExtension * 10_000, quantity); // 1e-6 SAR
  const whole = Math.floor(micro / 1_000_000);
  const fraction = String(micro % 1_000_000)
    .padStart(6, '0')
    .replace(/0{1,4}$/, '');
  return `${whole}.${fraction.padEnd(2, '0')}`;
}

/**
 * The document's VAT breakdown (BG-23): one group per category present, S, Z, E, O
 * (vat-categories.ts vatBreakdown).
 * @throws RangeError when two lines of one category carry different reason codes.
 */
export function zatcaBreakdown(lines: readonly ZatcaLine[]): VatBreakdownGroup[] {
  return vatBreakdown(
    lines.map((l) => ({
      vat: {
        category: l.category ?? 'S',
        percent: l.taxPercent,
        exemptionCode: l.exemptionCode ?? '',
      },
      lineExtension: l.lineExtension,
      tax: l.tax,
      total: l.total,
    })),
  );
}

/** The document totals of a set of lines (BR-CO-10, BR-CO-15). */
export function zatcaTotals(lines: readonly ZatcaLine[]): ZatcaTotals {
  const taxExclusive = lines.reduce((n, l) => n + l.lineExtension, 0);
  const tax = lines.reduce((n, l) => n + l.tax, 0);
  return { taxExclusive, tax, taxInclusive: taxExclusive + tax };
}

/**
 * Checks a document's input before it is built.
 * @throws RangeError as buildInvoiceXml documents.
 */
export function checkInvoiceInput(input: ZatcaInvoiceInput): void {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(input.issueDate))
    throw new RangeError('IssueDate must be YYYY-MM-DD');
  if (!/^\d{2}:\d{2}:\d{2}$/.test(input.issueTime))
    throw new RangeError('IssueTime must be HH:mm:ss');
  if (!Number.isSafeInteger(input.icv) || input.icv < 1)
    throw new RangeError(`bad ICV: ${input.icv}`);
  if (input.lines.length === 0) throw new RangeError('an invoice needs at least one line');
  if (input.kind === 'standard' && !input.buyer?.vatNumber) {
    throw new RangeError('a standard invoice needs a buyer with a VAT number (BR-KSA-10)');
  }
  const type = input.typeCode ?? '388';
  if (type !== '388' && !(input.note?.billingReferenceId && input.note.reason.trim()))
    throw new RangeError(
      'a credit or debit note needs its original ID and a reason (BR-KSA-17/56)',
    );
  if (type === '388' && input.note) throw new RangeError('a tax invoice has no billing reference');
  for (const l of input.lines) {
    if (l.lineExtension < 0 || l.tax < 0)
      throw new RangeError(`line "${l.name}": amounts are positive in the XML`);
    if (l.lineExtension + l.tax !== l.total) {
      throw new RangeError(`line "${l.name}": net + VAT ≠ total (BR-KSA-51)`);
    }
    if ((l.category ?? 'S') !== 'S' && (l.tax !== 0 || l.taxPercent !== 0 || !l.exemptionCode))
      throw new RangeError(
        `line "${l.name}": a Z/E/O line has 0 % VAT and a reason (BR-Z-/E-/O-05)`,
      );
  }
}
