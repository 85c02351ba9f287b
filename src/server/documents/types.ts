import type { BusinessAddress } from '../../domain/business';
import type { Halalas } from '../../domain/money';
import type { OrderType } from '../../domain/order-types';
import type { PaymentMeansCode } from '../../domain/payment-means';
import type { LineVat } from '../../domain/vat-categories';

/**
 * Everything a printed tax invoice shows, in one plain object: the input of the receipt PNG and
 * the A4 PDF renderers. Amounts in halalas; date/time in Asia/Riyadh.
 */
export interface InvoiceDocument {
  /**
   * "simplified" prints فاتورة ضريبية مبسطة / Simplified Tax Invoice; "standard" فاتورة ضريبية /
   * Tax Invoice; "quotation" عرض سعر / Quotation (no QR, a validity note).
   */
  kind: 'simplified' | 'standard' | 'quotation';
  seller: {
    nameAr: string;
    nameEn: string;
    vatNumber: string;
    crNumber: string;
    address: BusinessAddress;
    /** Logo image bytes (PNG/JPEG), or null to print none. */
    logo: Buffer | null;
  };
  /**
   * The buyer block (a standard tax invoice: name, VAT number, CR number, national address in one
   * line); null prints none.
   */
  buyer: {
    name: string;
    vatNumber: string;
    crNumber: string;
    city: string;
    address: string;
  } | null;
  number: number;
  uuid: string;
  /** YYYY-MM-DD, Riyadh. */
  issueDate: string;
  /** HH:mm:ss, Riyadh. */
  issueTime: string;
  paymentMeansCode: PaymentMeansCode;
  employeeName: string;
  discountPercent: number;
  lines: Array<{
    name: string;
    quantity: number;
    /** Unit price with VAT. */
    unitPrice: Halalas;
    /** Discount on the line, with VAT. */
    discount: Halalas;
    /** Before VAT (LineExtensionAmount). */
    lineExtension: Halalas;
    tax: Halalas;
    /** With VAT, after discount (RoundingAmount). */
    total: Halalas;
    /** The line's VAT category, rate and reason (decision 0046); standard 15 % when absent. */
    vat?: LineVat;
    /** The choices that did not fit in the name (decision 0056), printed small under it. */
    note?: string;
  }>;
  discountTotal: Halalas;
  taxExclusive: Halalas;
  tax: Halalas;
  taxInclusive: Halalas;
  /** ZATCA phase-1 QR payload: base64 of the TLV (tags 1–5); '' for a quotation (none printed). */
  qrBase64: string;
  /** A note printed under the totals in Arabic and English (a quotation's validity), if any. */
  note?: { ar: string; en: string };
  /**
   * A credit (381) or debit (383) note (decision 0034): its title replaces the invoice title, and
   * it prints the original invoice's number and the reason. Amounts above are printed positive.
   */
  billing?: { typeCode: '381' | '383'; originalNumber: number; reason: string } | null;
  /** A restaurant sale's order type with its table or delivery details (decision 0056). */
  order?: {
    type: OrderType;
    table: string;
    delivery: { name: string; phone: string; address: string; reference: string };
  } | null;
  /** A split payment's parts, halalas positive (decision 0056); absent or [] for one means. */
  payments?: Array<{ code: PaymentMeansCode; amount: Halalas }>;
  /** Cash handed over, halalas; null or absent when not given. */
  cashTendered?: Halalas | null;
}
