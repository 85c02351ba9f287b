import { useForm } from '@mantine/form';
import {
  halalasToSar,
  hasAtMostTwoDecimals,
  sarToHalalas,
  type Halalas,
} from '../../../domain/money';
import { creditNoteLines, debitNoteLines, type OriginalLine } from '../../../domain/notes';
import type { InvoiceView } from '../../../domain/schemas/invoices';
import { creditNoteBody, debitNoteBody } from '../../../domain/schemas/notes';
import { invoiceTotals } from '../../../domain/vat';
import {
  isVatCategory,
  lineVatOf,
  STANDARD_VAT,
  type LineVat,
} from '../../../domain/vat-categories';
import { zodResolver } from '../../lib/form';
import { t } from '../../locales/ar';
import type { NoteToIssue } from './api/issue-note';

const k = t.invoices.notes;

/** A debit line as typed: the statement, whole pieces and the unit price with VAT in SAR. */
export interface DebitLineValues {
  ItemName: string;
  InvoicedQuantity: number;
  Price: number;
  /** The line's VAT (decision 0046): 'S', or `category|reason code` e.g. `Z|VATEX-SA-35`. */
  Vat: string;
}

/** A debit line's Vat choice → the line's VAT (standard 15 % for 'S' or anything unknown). */
export function debitLineVat(choice: string): LineVat {
  const [category = 'S', code = ''] = choice.split('|');
  return isVatCategory(category) ? lineVatOf(category, code) : STANDARD_VAT;
}

/** What the note form holds; only the part of its kind is sent. */
export interface NoteFormValues {
  Reason: string;
  /** Credit: pieces returned per original line number (`InvoiceLine[].ID`). */
  returned: Record<number, number>;
  /** Debit: the lines to add. */
  InvoiceLine: DebitLineValues[];
  confirmed: boolean;
}

/** A new, empty debit line: one piece at 0 SAR. */
export const emptyDebitLine = (): DebitLineValues => ({
  ItemName: '',
  InvoicedQuantity: 1,
  Price: 0,
  Vat: 'S',
});

/**
 * The request body of the form's values: the reason trimmed; a credit note's lines are the
 * returned pieces > 0 by line number, a debit note's lines as typed with the statement trimmed.
 */
export function noteBody(kind: 'credit' | 'debit', values: NoteFormValues): NoteToIssue {
  const Reason = values.Reason.trim();
  if (kind === 'credit') {
    const InvoiceLine = Object.entries(values.returned)
      .filter(([, q]) => q > 0)
      .map(([id, q]) => ({ ID: Number(id), InvoicedQuantity: q }));
    return { kind, body: { Reason, InvoiceLine } };
  }
  const InvoiceLine = values.InvoiceLine.map(({ Vat, ...l }) => ({
    ...l,
    ItemName: l.ItemName.trim(),
    TaxCategory: debitLineVat(Vat).category,
    TaxExemptionReasonCode: debitLineVat(Vat).exemptionCode,
  }));
  return { kind, body: { Reason, InvoiceLine } };
}

const validateCredit = zodResolver(creditNoteBody);
const validateDebit = zodResolver(debitNoteBody);

/**
 * The checks, in the order the person meets them: the request's zod schema (creditNoteBody or
 * debitNoteBody: the reason, each debit line) inline on its fields; then, for a credit note, at
 * least one piece returned (on `returned`, k.nothingChosen; without lines the server would credit
 * the whole invoice); then the confirmation (on `confirmed`).
 */
export function validateNote(
  kind: 'credit' | 'debit',
  values: NoteFormValues,
): Record<string, string> {
  const note = noteBody(kind, values);
  const errors = note.kind === 'credit' ? validateCredit(note.body) : validateDebit(note.body);
  if (note.kind === 'credit' && errors.InvoiceLine) delete errors.InvoiceLine;
  if (Object.keys(errors).length > 0) return errors;
  if (note.kind === 'credit' && note.body.InvoiceLine?.length === 0)
    return { returned: k.nothingChosen };
  if (!values.confirmed) return { confirmed: k.confirmRequired };
  return {};
}

/** The note form of `kind` (values above, validateNote). */
export function useNoteForm(kind: 'credit' | 'debit') {
  return useForm<NoteFormValues>({
    initialValues: { Reason: '', returned: {}, InvoiceLine: [emptyDebitLine()], confirmed: false },
    validate: (values) => validateNote(kind, values),
  });
}

/** SAR on the wire → halalas, or null for what is not an amount of at most two decimals. */
function halalas(sar: number): Halalas | null {
  return typeof sar === 'number' && hasAtMostTwoDecimals(sar) ? sarToHalalas(sar) : null;
}

/**
 * What remains un-credited of each line of `invoice`, in halalas, as the server states it
 * (`Creditable`: pieces and amounts left after earlier credit notes, src/domain/notes.ts
 * remainingLines); the unit price and VAT are the original line's. A line without amounts of at
 * most two decimals is left out.
 */
export function remainingOf(invoice: InvoiceView): OriginalLine[] {
  const lines = new Map(invoice.InvoiceLine.map((l) => [l.ID, l]));
  return (invoice.Creditable ?? []).flatMap((c) => {
    const l = lines.get(c.ID);
    const amounts = [
      l?.Price ?? NaN,
      c.PriceAmount,
      c.AmountDiscount,
      c.RoundingAmount,
      c.LineExtensionAmount,
      c.TaxAmount,
    ].map(halalas);
    if (!l || c.Quantity <= 0 || amounts.some((a) => a === null)) return [];
    const [unitPrice, gross, discount, total, lineExtension, tax] = amounts as Halalas[];
    // A line without a category (an answer from before decision 0046) is standard rated.
    const vat = lineVatOf(l.TaxCategory ?? 'S', l.TaxExemptionReasonCode ?? '', l.TaxPercent);
    return [
      {
        lineNo: c.ID,
        productId: null,
        name: l.ItemName,
        unitPrice: unitPrice!,
        quantity: c.Quantity,
        gross: gross!,
        discount: discount!,
        total: total!,
        lineExtension: lineExtension!,
        tax: tax!,
        vat,
      },
    ];
  });
}

/**
 * The note's total with VAT in SAR, computed by the server's own rules (src/domain/notes.ts
 * creditNoteLines, debitNoteLines) on the server's figures, so it is the exact total the note
 * will be issued with (decision 0052). A credit note prices the returned pieces from what remains
 * of each line (`remainingOf`); a debit line counts once it has whole pieces and a price of at
 * most two decimals.
 */
export function noteTotalSar(
  kind: 'credit' | 'debit',
  invoice: InvoiceView,
  values: NoteFormValues,
): number {
  if (kind === 'debit') {
    const lines = values.InvoiceLine.flatMap((l) => {
      const unitPrice = halalas(l.Price);
      const quantity = l.InvoicedQuantity;
      return unitPrice !== null && Number.isInteger(quantity) && quantity > 0
        ? [{ name: l.ItemName, quantity, unitPrice, vat: debitLineVat(l.Vat) }]
        : [];
    });
    // Line by line: two reasons in one category are the server's 422 to say, not a screen crash.
    const priced = lines.flatMap((l) => debitNoteLines([l]));
    return halalasToSar(invoiceTotals(priced).taxInclusive);
  }
  const remaining = remainingOf(invoice);
  const requested = remaining.flatMap((r) => {
    const quantity = Math.min(values.returned[r.lineNo] ?? 0, r.quantity);
    return Number.isInteger(quantity) && quantity > 0 ? [{ lineNo: r.lineNo, quantity }] : [];
  });
  if (requested.length === 0) return 0;
  return halalasToSar(invoiceTotals(creditNoteLines(remaining, requested)).taxInclusive);
}
