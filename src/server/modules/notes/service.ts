import { moneyTransaction } from '../../db/money-transaction';
import { createHash } from 'node:crypto';
import { AppError } from '../../../domain/errors';
import { halalasToSar, sarToHalalas } from '../../../domain/money';
import {
  creditNoteLines,
  debitNoteLines,
  isNoteTypeCode,
  remainingLines,
  type NoteKind,
  type NoteLine,
  type OriginalLine,
} from '../../../domain/notes';
import type { PaymentMeansCode } from '../../../domain/payment-means';
import type { CreditNoteBody, DebitNoteBody } from '../../../domain/schemas/notes';
import { invoiceTotals } from '../../../domain/vat';
import type { AppContext } from '../../context';
import type { DbOrTrx } from '../../db/types';
import type { BusinessRow } from '../businesses/repository';
import { issueInvoice, storeReceiptAfterIssue, type InvoiceBuyer, type Seller } from '../invoices';
import { tillForDocument } from '../shifts';
import { creditedLinesOf, notesOf } from './repository';
import * as invoices from '../invoices';
import type { InvoiceLineRow, InvoiceRow } from '../invoices';
import { zatcaSigningFor } from '../zatca';
import { lineVatOf } from '../../../domain/vat-categories';

/** A note request: which kind and its validated body. */
export type NoteRequest =
  { kind: 'credit'; body: CreditNoteBody } | { kind: 'debit'; body: DebitNoteBody };

/** The note issued (or, on a repeat of its Idempotency-Key, the first one: `replayed`). */
export interface IssuedNote {
  note: InvoiceRow;
  replayed: boolean;
}

const TYPE_CODES: Record<NoteKind, '381' | '383'> = { credit: '381', debit: '383' };

/** A stored line of the original → what the credit rules count (halalas, as stored). */
function originalLineOf(l: InvoiceLineRow): OriginalLine {
  return {
    lineNo: l.line_no,
    productId: l.product_id,
    name: l.item_name,
    unitPrice: l.unit_price,
    quantity: l.quantity,
    gross: l.gross_amount,
    discount: l.amount_discount,
    total: l.rounding_amount,
    lineExtension: l.line_extension_amount,
    tax: l.tax_amount,
    vat: lineVatOf(l.vat_category, l.vat_exemption_code, l.tax_percent),
  };
}

/** The buyer as the original invoice carries it (customer_* columns). */
function buyerOf(i: InvoiceRow): InvoiceBuyer {
  return {
    RegistrationName: i.customer_registration_name,
    VAT: i.customer_vat,
    CRN: i.customer_crn,
    StreetName: i.customer_street_name,
    AdditionalStreetName: i.customer_additional_street_name,
    BuildingNumber: i.customer_building_number,
    PlotIdentification: i.customer_plot_identification,
    CityName: i.customer_city_name,
    CitySubdivisionName: i.customer_city_subdivision_name,
    PostalZone: i.customer_postal_zone,
    CountrySubentity: i.customer_country_subentity,
    Country: i.customer_country,
    schemeID: i.customer_party_identification_scheme,
    PartyIdentification: i.customer_party_identification,
  };
}

/**
 * The lines of the note, computed under the original's lock: a credit note's from what remains
 * un-credited of the original (src/domain/notes.ts creditNoteLines), a debit note's priced from
 * the request (debitNoteLines). @throws AppError as creditNoteLines.
 */
async function noteLines(
  trx: DbOrTrx,
  businessId: number,
  original: InvoiceRow,
  request: NoteRequest,
): Promise<NoteLine[]> {
  if (request.kind === 'debit') {
    return debitNoteLines(
      request.body.InvoiceLine.map((l) => ({
        name: l.ItemName,
        quantity: l.InvoicedQuantity,
        unitPrice: sarToHalalas(l.Price),
        vat: lineVatOf(l.TaxCategory, l.TaxExemptionReasonCode),
      })),
    );
  }
  const [lines, credited] = await Promise.all([
    invoices.invoiceLines(trx, businessId, original.id),
    creditedLinesOf(trx, businessId, original.id),
  ]);
  const remaining = remainingLines(
    lines.map(originalLineOf),
    credited.map((c) => ({ ...originalLineOf(c), billingLineNo: c.billing_line_no ?? 0 })),
  );
  const wanted = request.body.InvoiceLine;
  return creditNoteLines(
    remaining,
    wanted ? wanted.map((w) => ({ lineNo: w.ID, quantity: w.InvoicedQuantity })) : 'all',
  );
}

/** The idempotency key row of a note: `note:` + SHA-256 of the client's key (fits 100 chars). */
function noteKey(clientKey: string): string {
  return `note:${createHash('sha256').update(clientKey).digest('hex')}`;
}

/** The fingerprint of a note request: the original and the validated body. */
function noteRequestHash(originalUuid: string, request: NoteRequest): string {
  return createHash('sha256')
    .update(JSON.stringify([originalUuid, request.kind, request.body]))
    .digest('hex');
}

/**
 * The note an already used key stands for.
 * @throws AppError note_key_reused (422) when it came with another request; data_conflict (409)
 *   when it points at no note (cannot happen once its transaction committed).
 */
async function priorNote(
  db: DbOrTrx,
  businessId: number,
  key: string,
  hash: string,
): Promise<InvoiceRow> {
  const row = await invoices.findIdempotencyKey(db, businessId, key);
  if (!row) throw new AppError('data_conflict');
  if (row.request_hash !== hash) throw new AppError('note_key_reused');
  const note = row.invoice_id
    ? await invoices.findInvoiceById(db, businessId, row.invoice_id)
    : null;
  if (!note) throw new AppError('data_conflict');
  return note;
}

/**
 * Issues a credit note (381: a return or an over-charge) or a debit note (383: an under-charge)
 * of the business's invoice `originalUuid` (decision 0034) through issueInvoice, so it
 * takes the next number of the same gapless chain, and with ZATCA_MODE=offline its signed XML with
 * the next ICV/PIH, in one transaction. The note keeps the original's subtype, buyer, client and
 * payment means; it carries the reason (InstructionNote) and BillingReference to the original. A
 * credit note returns the asked pieces of each original line (or all that remains), never more
 * than remains un-credited: counted under the original's row lock, so two concurrent notes cannot
 * both take the last piece. Its amounts are stored negative.
 *
 * Idempotent like a POS sale: with `idempotencyKey` the same transaction claims it
 * first; a repeat answers the first note (`replayed`), with no number spent. The receipt PNG is
 * drawn after commit when `receipt` is true (a failure keeps the note).
 * @throws AppError not_found (404) when the business has no such invoice (also another business's);
 *   note_of_note (422) when the original is itself a note; note_unknown_line,
 *   note_quantity_exceeds, note_nothing_left (422) from the credit rules; note_key_reused (422);
 *   zatca_document_invalid (409) as issueInvoice; for `tillId` (a note made at a till: it records the
 *   till and its open shift, decision 0055) as tillForDocument, never shift_required.
 */
export async function issueNote(
  ctx: AppContext,
  business: BusinessRow,
  seller: Seller,
  originalUuid: string,
  request: NoteRequest,
  opts: { idempotencyKey?: string; receipt?: boolean } = {},
): Promise<IssuedNote> {
  const original = await invoices.findInvoiceByUuid(ctx.db, business.id, originalUuid);
  if (!original) throw new AppError('not_found');
  if (isNoteTypeCode(original.invoice_type_code)) throw new AppError('note_of_note');
  const key = opts.idempotencyKey ? noteKey(opts.idempotencyKey) : undefined;
  const hash = key ? noteRequestHash(originalUuid, request) : '';
  if (key && (await invoices.findIdempotencyKey(ctx.db, business.id, key))) {
    return { note: await priorNote(ctx.db, business.id, key, hash), replayed: true };
  }
  const zatca = await zatcaSigningFor(ctx, business);
  const now = ctx.now();
  const locks = { businessId: business.id, invoiceId: original.id };
  const issued = await moneyTransaction(ctx.db, locks, async (trx) => {
    if (key && !(await invoices.claimSaleKey(trx, business.id, key, hash, now))) {
      return { note: await priorNote(trx, business.id, key, hash), replayed: true as const };
    }
    // The till and its open shift, after the counter lock like a sale (decision 0055): a cash
    // refund at a till counts in that shift's drawer.
    const at = await tillForDocument(trx, business.id, request.body.tillId, false);
    const lines = await noteLines(trx, business.id, original, request);
    const made = await issueInvoice(trx, business, {
      tillId: at.tillId,
      shiftId: at.shiftId,
      seller,
      lines,
      totals: invoiceTotals(lines),
      buyer: buyerOf(original),
      paymentMeansCode: original.payment_means_code as PaymentMeansCode,
      discountPercent: request.kind === 'credit' ? original.discount_percent : 0,
      issuedAt: now,
      idempotencyKey: key,
      clientId: original.client_id,
      zatca,
      note: {
        typeCode: TYPE_CODES[request.kind],
        originalId: original.id,
        originalSubtype: original.invoice_subtype,
        reason: request.body.Reason,
      },
    });
    return { note: made.invoice, lines: made.lines, replayed: false as const };
  });
  if (!issued.replayed) ctx.metrics.invoiceIssued(issued.note);
  if (!issued.replayed && opts.receipt !== false)
    await storeReceiptAfterIssue(ctx, business, issued.note, issued.lines);
  return { note: issued.note, replayed: issued.replayed };
}

/** What the invoice view shows of notes (decision 0034). */
export interface NoteFacts {
  BillingReference: { ID: number; UUID: string } | null;
  InstructionNote: string;
  Notes: {
    UUID: string;
    ID: number;
    InvoiceTypeCode: string;
    IssueDate: string;
    TaxInclusiveAmount: number;
    InstructionNote: string;
  }[];
  Creditable: CreditableLine[];
}

/** What remains un-credited of one original line: pieces, and amounts in SAR (decision 0052). */
export interface CreditableLine {
  ID: number;
  Quantity: number;
  PriceAmount: number;
  AmountDiscount: number;
  RoundingAmount: number;
  LineExtensionAmount: number;
  TaxAmount: number;
}

/**
 * The note facts of a stored document: a note's original (number and UUID) and reason; an
 * invoice's notes and, per line, the pieces and amounts (SAR) still creditable (original minus
 * earlier credit notes, `remainingLines` of src/domain/notes.ts).
 */
export async function noteFactsOf(
  db: DbOrTrx,
  businessId: number,
  invoice: InvoiceRow,
  lines: readonly InvoiceLineRow[],
): Promise<NoteFacts> {
  if (isNoteTypeCode(invoice.invoice_type_code)) {
    const original = invoice.billing_reference_invoice_id
      ? await invoices.findInvoiceById(db, businessId, invoice.billing_reference_invoice_id)
      : undefined;
    return {
      BillingReference: original ? { ID: original.number, UUID: original.uuid } : null,
      InstructionNote: invoice.instruction_note,
      Notes: [],
      Creditable: [],
    };
  }
  const [notes, credited] = await Promise.all([
    notesOf(db, businessId, invoice.id),
    creditedLinesOf(db, businessId, invoice.id),
  ]);
  const remaining = remainingLines(
    lines.map(originalLineOf),
    credited.map((c) => ({ ...originalLineOf(c), billingLineNo: c.billing_line_no ?? 0 })),
  );
  return {
    BillingReference: null,
    InstructionNote: '',
    Notes: notes.map((n) => ({
      UUID: n.uuid,
      ID: n.number,
      InvoiceTypeCode: n.invoice_type_code,
      IssueDate: n.issue_date,
      TaxInclusiveAmount: halalasToSar(n.tax_inclusive_amount),
      InstructionNote: n.instruction_note,
    })),
    // The exact remaining amounts, so the note dialog prices a return with creditNoteLines on
    // the very figures the server will use (decision 0052), not an estimate.
    Creditable: remaining.map((r) => ({
      ID: r.lineNo,
      Quantity: r.quantity,
      PriceAmount: halalasToSar(r.gross),
      AmountDiscount: halalasToSar(r.discount),
      RoundingAmount: halalasToSar(r.total),
      LineExtensionAmount: halalasToSar(r.lineExtension),
      TaxAmount: halalasToSar(r.tax),
    })),
  };
}
