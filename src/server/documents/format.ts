/**
 * Words and number formats shared by the receipt PNG and the A4 PDF.
 */
import { INVOICE_TITLES } from '../../domain/invoice-kind';
import { NOTE_TITLES } from '../../domain/notes';
import { halalasToSarText, type Halalas } from '../../domain/money';
import {
  PAYMENT_MEANS_LABELS,
  PAYMENT_MEANS_LABELS_EN,
  type PaymentMeansCode,
} from '../../domain/payment-means';
import type { InvoiceDocument } from './types';

/** Halalas → SAR with two decimals and thousands separators: 123450 → "1,234.50". */
export function amount(halalas: Halalas): string {
  const [whole = '0', cents = '00'] = halalasToSarText(halalas).split('.');
  const sign = whole.startsWith('-') ? '-' : '';
  const digits = sign ? whole.slice(1) : whole;
  return `${sign}${digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${cents}`;
}

/**
 * The document title in Arabic and English, by kind: the tax invoice kinds of
 * src/domain/invoice-kind.ts, or عرض سعر / Quotation; a credit or debit note (`billing`) prints
 * إشعار دائن / Credit Note or إشعار مدين / Debit Note (src/domain/notes.ts).
 */
export function invoiceTitle(
  kind: InvoiceDocument['kind'],
  billing?: InvoiceDocument['billing'],
): { ar: string; en: string } {
  if (billing) return NOTE_TITLES[billing.typeCode];
  return kind === 'quotation' ? { ar: 'عرض سعر', en: 'Quotation' } : INVOICE_TITLES[kind];
}

/**
 * The number label of the document: رقم الفاتورة / Invoice No., رقم العرض / Quotation No., or
 * for a credit or debit note (`billing`) رقم الإشعار / Note No.
 */
export function numberLabel(
  kind: InvoiceDocument['kind'],
  billing?: InvoiceDocument['billing'],
): { ar: string; en: string } {
  if (billing) return { ar: 'رقم الإشعار', en: 'Note No.' };
  return kind === 'quotation' ? { ar: 'رقم العرض', en: 'Quotation No.' } : LABELS.number;
}

/** Payment means label in Arabic and English. */
export function paymentLabel(code: PaymentMeansCode): { ar: string; en: string } {
  return { ar: PAYMENT_MEANS_LABELS[code], en: PAYMENT_MEANS_LABELS_EN[code] };
}

/** The fixed labels both documents print, Arabic and English. */
export const LABELS = {
  number: { ar: 'رقم الفاتورة', en: 'Invoice No.' },
  date: { ar: 'تاريخ الإصدار', en: 'Issue date' },
  time: { ar: 'وقت الإصدار', en: 'Issue time' },
  uuid: { ar: 'المعرّف', en: 'UUID' },
  cashier: { ar: 'الكاشير', en: 'Cashier' },
  payment: { ar: 'طريقة الدفع', en: 'Payment means' },
  vatNumber: { ar: 'الرقم الضريبي', en: 'VAT No.' },
  crNumber: { ar: 'السجل التجاري', en: 'CR No.' },
  buyer: { ar: 'بيانات المشتري', en: 'Buyer' },
  buyerName: { ar: 'اسم المشتري', en: 'Name' },
  city: { ar: 'المدينة', en: 'City' },
  address: { ar: 'العنوان', en: 'Address' },
  discount: { ar: 'الخصم', en: 'Discount' },
  taxExclusive: { ar: 'الإجمالي غير شامل الضريبة', en: 'Total excl. VAT' },
  tax: { ar: 'ضريبة القيمة المضافة 15%', en: 'VAT 15%' },
  taxInclusive: { ar: 'الإجمالي شامل الضريبة', en: 'Total incl. VAT' },
  sellerSignature: { ar: 'توقيع البائع', en: 'Seller signature' },
  receiverSignature: { ar: 'توقيع المستلم', en: 'Receiver signature' },
  original: { ar: 'الفاتورة الأصلية', en: 'Original invoice' },
  reason: { ar: 'السبب', en: 'Reason' },
} as const;
