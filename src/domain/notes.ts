import { AppError } from './errors';
import type { InvoiceKind } from './invoice-kind';
import { INVOICE_TITLES } from './invoice-kind';
import type { Halalas } from './money';
import { computeLine, lineExtensionFromTotal, divRoundHalfUp, type LineAmounts } from './vat';
import { mixedReasonLines, STANDARD_VAT, type LineVat } from './vat-categories';

/**
 * Credit and debit notes (decision 0034): pure rules. A note is a document of the same
 * number chain as invoices, InvoiceTypeCode 381 (credit: goods returned or an over-charge) or 383
 * (debit: an under-charge), with the subtype of its original and a reason.
 *
 * Storage sign (decision 0034): a credit note's quantities and amounts are stored NEGATIVE and a
 * debit note's positive, so every sum over invoices and lines (lists, reports, VAT, rollups,
 * stock) nets them without knowing the type. The XML, the PDF and the receipt print them positive.
 */

/** UNTDID 1001: tax invoice, credit note, debit note. */
export const DOCUMENT_TYPE_CODES = { invoice: '388', credit: '381', debit: '383' } as const;
export type NoteKind = 'credit' | 'debit';
export type DocumentTypeCode = (typeof DOCUMENT_TYPE_CODES)[keyof typeof DOCUMENT_TYPE_CODES];

/** True for a credit (381) or debit (383) note's InvoiceTypeCode. */
export function isNoteTypeCode(code: string): code is '381' | '383' {
  return code === '381' || code === '383';
}

/** The printed titles of the notes: إشعار دائن / Credit Note, إشعار مدين / Debit Note. */
export const NOTE_TITLES: Record<'381' | '383', { ar: string; en: string }> = {
  '381': { ar: 'إشعار دائن', en: 'Credit Note' },
  '383': { ar: 'إشعار مدين', en: 'Debit Note' },
};

/**
 * The title a document prints (PDF, receipt, screen): the note's own for 381/383, else the tax
 * invoice title of its kind (standard / simplified).
 */
export function documentTitle(typeCode: string, kind: InvoiceKind): { ar: string; en: string } {
  return isNoteTypeCode(typeCode) ? NOTE_TITLES[typeCode] : INVOICE_TITLES[kind];
}

/**
 * +1 for what a document adds to sales (388, 383), −1 for a credit note (381): the sign its
 * quantities and amounts are stored with.
 */
export function storedSign(typeCode: string): 1 | -1 {
  return typeCode === '381' ? -1 : 1;
}

/** An original invoice line as stored (halalas; positive on a 388). */
export interface OriginalLine extends LineAmounts {
  lineNo: number;
  productId: number | null;
  name: string;
  /** The original line's VAT category, rate and reason (decision 0046); 15 % S when absent. */
  vat?: LineVat;
}

/** What earlier credit notes returned of an original line (stored negative). */
export interface CreditedLine {
  billingLineNo: number;
  quantity: number;
  gross: Halalas;
  discount: Halalas;
  total: Halalas;
  lineExtension: Halalas;
  tax: Halalas;
}

/**
 * What remains un-credited of each original line: the original minus every earlier credit note's
 * line that returned it (their stored negative amounts are added). Lines with nothing left are
 * kept with quantity 0.
 */
export function remainingLines(
  original: readonly OriginalLine[],
  credited: readonly CreditedLine[],
): OriginalLine[] {
  return original.map((o) => {
    const r = { ...o };
    for (const c of credited) {
      if (c.billingLineNo !== o.lineNo) continue;
      r.quantity += c.quantity;
      r.gross += c.gross;
      r.discount += c.discount;
      r.total += c.total;
      r.lineExtension += c.lineExtension;
      r.tax += c.tax;
    }
    return r;
  });
}

/** A line of a credit note, positive amounts (issueInvoice stores them negated). */
export interface NoteLine extends LineAmounts {
  /** The original's line number it returns (credit), null on a debit note. */
  billingLineNo: number | null;
  productId: number | null;
  name: string;
  /** The line's VAT: a credit note's is its original line's (decision 0046). */
  vat: LineVat;
}

/**
 * The lines of a credit note returning `requested` quantities (whole pieces) of the remaining
 * lines — or, with 'all', everything that remains. A partial quantity q of a remaining R pieces
 * costs round-half-up(remaining total × q ÷ R), split into net and VAT by Sanad's VAT rule
 * (vat.ts lineExtensionFromTotal) at the original line's VAT rate; returning all that remains takes the remaining amounts exactly,
 * so a sale credited in parts nets to 0.00 to the halala.
 * @throws AppError note_unknown_line (422) for a line number not on the original;
 *   note_quantity_exceeds (422, field `lines.i.quantity`) for more than remains;
 *   note_nothing_left (422) when nothing remains to credit.
 */
export function creditNoteLines(
  remaining: readonly OriginalLine[],
  requested: readonly { lineNo: number; quantity: number }[] | 'all',
): NoteLine[] {
  const wanted =
    requested === 'all'
      ? remaining
          .filter((r) => r.quantity > 0)
          .map((r) => ({ lineNo: r.lineNo, quantity: r.quantity }))
      : requested;
  if (wanted.length === 0) throw new AppError('note_nothing_left');
  return wanted.map((w, i) => {
    const r = remaining.find((x) => x.lineNo === w.lineNo);
    if (!r)
      throw new AppError('note_unknown_line', { fields: { [`lines.${i}.lineNo`]: 'غير موجود' } });
    if (w.quantity > r.quantity) {
      throw new AppError('note_quantity_exceeds', {
        fields: { [`lines.${i}.quantity`]: `المتبقي ${r.quantity}` },
      });
    }
    const vat = r.vat ?? STANDARD_VAT;
    const base = { billingLineNo: r.lineNo, productId: r.productId, name: r.name, vat };
    if (w.quantity === r.quantity) {
      const { unitPrice, quantity, gross, discount, total, lineExtension, tax } = r;
      return { ...base, unitPrice, quantity, gross, discount, total, lineExtension, tax };
    }
    const total = divRoundHalfUp(r.total * w.quantity, r.quantity);
    const gross = divRoundHalfUp(r.gross * w.quantity, r.quantity);
    const lineExtension = lineExtensionFromTotal(total, vat.percent);
    return {
      ...base,
      unitPrice: r.unitPrice,
      quantity: w.quantity,
      gross,
      discount: gross - total,
      total,
      lineExtension,
      tax: total - lineExtension,
    };
  });
}

/**
 * The lines of a debit note (an under-charge): each {name, quantity, unit price with VAT, VAT
 * category} priced by Sanad's line rule with no discount at the line's rate (vat.ts computeLine).
 * @throws AppError mixed_vat_reasons (422) when two lines of one category carry different reasons.
 */
export function debitNoteLines(
  lines: readonly { name: string; quantity: number; unitPrice: Halalas; vat?: LineVat }[],
): NoteLine[] {
  const out = lines.map((l) => {
    const vat = l.vat ?? STANDARD_VAT;
    return {
      billingLineNo: null,
      productId: null,
      name: l.name,
      vat,
      ...computeLine(l.unitPrice, l.quantity, 0, vat.percent),
    };
  });
  const mixed = mixedReasonLines(out);
  if (mixed.length > 0)
    throw new AppError('mixed_vat_reasons', {
      fields: Object.fromEntries(
        mixed.map((i) => [`InvoiceLine.${i}.TaxExemptionReasonCode`, 'سبب مختلف']),
      ),
    });
  return out;
}
