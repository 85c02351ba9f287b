import { randomUUID } from 'node:crypto';
import {
  invoiceKindFor,
  invoiceKindOfSubtype,
  invoiceSubtypeOf,
} from '../../../domain/invoice-kind';
import { storedSign } from '../../../domain/notes';
import type { PaymentMeansCode } from '../../../domain/payment-means';
import { riyadhDate, riyadhTime } from '../../../domain/riyadh-time';
import type { LineShare } from '../../../domain/pricing';
import type { InvoiceTotals, LineAmounts } from '../../../domain/vat';
import { STANDARD_VAT, type LineVat } from '../../../domain/vat-categories';
import { encodeZatcaQr } from '../../../domain/zatca-qr';
import type { DbOrTrx } from '../../db/types';
import type { BusinessRow } from '../businesses/repository';
import { issuedExtras, receiptImagePath } from './receipt-image';
import * as repo from './repository';
import type { InvoiceRow, NewInvoiceLine } from './repository';
import { addInvoiceToRollups } from './rollups';
import { creditTermsFor } from './due-date';
import { assertBuyerAddressComplete, buyerColumns, type InvoiceBuyer } from './buyer';
import {
  insertSaleExtras,
  orderColumns,
  type IssueLineModifier,
  type IssueOrder,
  type IssuePaymentPart,
} from './sale-extras';

export type { IssueLineModifier, IssueOrder, IssuePaymentPart } from './sale-extras';

export type { InvoiceBuyer } from './buyer';
import { enqueueZatcaDocument, makeZatcaDocument, setInvoiceQr, type ZatcaSigning } from '../zatca';
import { recordInvoiceWebhookEvent } from '../webhooks';
import { recordInvoiceStock } from '../stock';

/** The Arabic word for "piece", the quantity unit of every invoice line. */
export const PIECE_UNIT = 'حبة';

/** An issued document: its row, its line rows, and the warning of a sale beyond stock or null. */
export type IssuedInvoice = {
  invoice: InvoiceRow;
  lines: NewInvoiceLine[];
  stockWarning: string | null;
};

/** Who issues: stamped as EmployeeName and user_id. */
export interface Seller {
  id: number | null;
  username: string;
}

/** One priced line to issue (amounts in halalas, src/domain/vat.ts computeLine). */
export interface IssueLine extends LineAmounts {
  /** The catalogue product, or null when it is not one. */
  productId: number | null;
  name: string;
  /** On a credit note: the original's line number this line returns (decision 0034). */
  billingLineNo?: number | null;
  /** The line's VAT category, percent and reason (decision 0046); standard 15 % when absent. */
  vat?: LineVat;
  /** The choices it is sold with (restaurants, decision 0056); their price is in unitPrice. */
  modifiers?: readonly IssueLineModifier[];
  /** The choices that do not fit in `name` (UBL InvoiceLine Note); '' or absent: none. */
  note?: string;
  /** One of n equal shares of an ordered line of q units (a split bill, decision 0057). */
  share?: LineShare;
}

/**
 * What makes a document a credit (381) or debit (383) note (decision 0034): its original invoice
 * (row id; its subtype is the note's) and the reason (InstructionNote, BR-KSA-17).
 */
export interface IssueNote {
  typeCode: '381' | '383';
  originalId: number;
  /** The original's invoice_subtype (0100000 / 0200000): the note keeps it. */
  originalSubtype: string;
  reason: string;
}

/** Everything an invoice is issued from; every amount is already computed by src/domain/vat.ts. */
export interface IssueInput {
  seller: Seller;
  lines: readonly IssueLine[];
  totals: InvoiceTotals;
  /** null at the POS (a simplified invoice); a client for an approved quotation. */
  buyer: InvoiceBuyer | null;
  paymentMeansCode: PaymentMeansCode;
  discountPercent: number;
  /** The POS's OrderID, if any. */
  orderId?: string | null;
  /** Instant of issue, UTC ms (IssueDate/IssueTime are its Riyadh date and time). */
  issuedAt: number;
  /** A claimed POS idempotency key to point at the new invoice. */
  idempotencyKey?: string;
  /**
   * The caller draws the receipt PNG after commit (storeReceiptAfterIssue): its store key
   * (receiptImagePath) is written with the invoice, saving an UPDATE per sale (decision 0072). A
   * key whose file was never written reads as missing (readStoredReceipt) and is drawn on demand.
   */
  receiptImage?: boolean;
  /**
   * An approved quotation's OrderReferenceID (taken from the same counter when it was quoted):
   * the invoice keeps it instead of taking a new one.
   */
  orderReference?: number;
  /** The client the invoice is issued to (an approved quotation), else none. */
  clientId?: number | null;
  /**
   * ZATCA_MODE=offline (decision 0032): zatcaSigningFor's answer, taken before the transaction —
   * the invoice's signed XML is then made in this transaction, right after its number. Null or
   * absent (`off`): the phase 1 QR only.
   */
  zatca?: ZatcaSigning | null;
  /**
   * A credit or debit note instead of a tax invoice. `lines` and `totals` are then given positive
   * (as printed); a credit note's are stored negative (decision 0034).
   */
  note?: IssueNote;
  /** The till and its open shift the document was made at (decision 0055); absent: none. */
  tillId?: number | null;
  shiftId?: number | null;
  /** A restaurant's order type with its table or delivery details (decision 0056). */
  order?: IssueOrder | null;
  /**
   * A split payment's parts (decision 0056), halalas summing to totals.taxInclusive; null or
   * absent: paid by `paymentMeansCode` alone.
   */
  payments?: readonly IssuePaymentPart[] | null;
  /** Cash handed over, halalas (the receipt prints the change); null or absent: not given. */
  cashTendered?: number | null;
  /**
   * True when the goods already left stock through delivery notes (decision 0069): the invoice
   * writes no ledger rows (recordInvoiceStock is skipped). Absent: the invoice moves stock.
   */
  skipStock?: boolean;
  /** A credit sale's term and due date ('YYYY-MM-DD'); absent: the client's (decision 0068). */
  paymentTermId?: number | null;
  dueDate?: string | null;
}

/**
 * Priced lines → invoice line rows (line numbers from 1, unit حبة, each line's VAT category). `sign` −1 stores a
 * credit note's quantities and amounts negative (decision 0034); the unit price stays positive.
 */
export function toInvoiceLineRows(lines: readonly IssueLine[], sign: 1 | -1 = 1): NewInvoiceLine[] {
  return lines.map((l, i) => ({
    line_no: i + 1,
    product_id: l.productId,
    item_name: l.name,
    quantity: sign * l.quantity,
    unit_price: l.unitPrice,
    gross_amount: sign * l.gross,
    amount_discount: sign * l.discount,
    line_extension_amount: sign * l.lineExtension,
    tax_amount: sign * l.tax,
    rounding_amount: sign * l.total,
    unit_code: PIECE_UNIT,
    tax_percent: (l.vat ?? STANDARD_VAT).percent,
    vat_category: (l.vat ?? STANDARD_VAT).category,
    vat_exemption_code: (l.vat ?? STANDARD_VAT).exemptionCode,
    billing_line_no: l.billingLineNo ?? null,
    note: l.note ?? '',
    share_parts: l.share?.parts ?? null,
    share_quantity: l.share?.quantity ?? null,
  }));
}

/**
 * Issues a tax invoice inside the caller's transaction — the one way an invoice is made, used by
 * the POS and by quotation approval: allocates the business's next number (1, 2, 3…
 * no gap) and OrderReferenceID (Unix seconds of `issuedAt`, bumped when the second is taken; an
 * approved quotation keeps its own, `input.orderReference`),
 * decides standard vs simplified from the buyer (src/domain/invoice-kind.ts: 0100000 with a VAT
 * number, else 0200000), builds the ZATCA QR (seller, VAT number, UTC timestamp, totals), inserts
 * the invoice (type 388, reporting:1.0, UUID v4) and its lines, and points `idempotencyKey` at it.
 * With `input.zatca` (ZATCA_MODE=offline) the same transaction then makes the signed XML
 * (makeZatcaDocument: next ICV and PIH under the signer lock, taken while the number's lock is
 * held, so the chain follows invoice-number order with no gap) and the invoice's QR becomes the
 * document's phase 2 QR (tags 1–9); when `input.zatca.report` (decision 0036) the document is queued
 * for reporting (simplified) or clearance (standard) in this same transaction, so a rolled-back
 * sale queues nothing and a committed one is never left unqueued.
 * With `input.note` it issues a credit (381) or debit (383) note
 * in the same number and ZATCA chains (decision 0034): subtype of the original, BillingReference
 * and reason stored, a credit note's amounts stored negative; the QR carries positive amounts.
 * The receipt PNG is drawn after commit (storeReceiptAfterIssue).
 * Its lines go into the stock ledger (recordInvoiceStock, decision 0067) under the business's
 * negative-stock setting — unless `input.skipStock` (delivered goods, decision 0069). @returns the stored invoice row, its line rows and the stock warning.
 * A standard invoice (not a note: a note keeps its original's buyer) is refused before any number
 * is taken when its buyer's national address is incomplete (assertBuyerAddressComplete).
 * @throws AppError buyer_address_incomplete (422, decision 0045); insufficient_stock (409);
 *   qr_value_too_long (422) when
 *   the seller name exceeds 255 UTF-8 bytes;
 *   zatca_document_invalid (409) when the signed XML cannot be made (nothing is issued).
 */
export async function issueInvoice(
  trx: DbOrTrx,
  business: BusinessRow,
  input: IssueInput,
): Promise<IssuedInvoice> {
  const { totals, issuedAt, note } = input;
  const kind = note ? invoiceKindOfSubtype(note.originalSubtype) : invoiceKindFor(input.buyer);
  if (kind === 'standard' && !note && input.buyer) assertBuyerAddressComplete(input.buyer);
  const sign = storedSign(note?.typeCode ?? '388');
  const qr = encodeZatcaQr({
    sellerName: business.name_ar,
    vatNumber: business.vat_number,
    timestamp: issuedAt,
    total: totals.taxInclusive,
    vat: totals.tax,
  });
  const { number, orderReference } =
    input.orderReference === undefined
      ? await repo.allocateInvoiceNumber(trx, business.id, Math.floor(issuedAt / 1000))
      : {
          number: await repo.allocateNumberOnly(trx, business.id),
          orderReference: input.orderReference,
        };
  const issueDate = riyadhDate(issuedAt);
  const terms = await creditTermsFor(trx, business.id, { ...input, isNote: !!note }, issueDate);
  const values = {
    uuid: randomUUID(),
    number,
    order_reference_id: orderReference,
    issued_at: issuedAt,
    issue_date: issueDate,
    issue_time: riyadhTime(issuedAt),
    invoice_type_code: note?.typeCode ?? '388',
    invoice_subtype: invoiceSubtypeOf(kind),
    profile_id: 'reporting:1.0',
    payment_means_code: input.paymentMeansCode,
    order_id: input.orderId || null,
    employee_name: input.seller.username,
    user_id: input.seller.id,
    ...buyerColumns(input.buyer),
    client_id: input.clientId ?? null,
    discount_percent: input.discountPercent,
    allowance_total_amount: sign * totals.allowanceTotal,
    tax_exclusive_amount: sign * totals.taxExclusive,
    tax_amount: sign * totals.tax,
    tax_inclusive_amount: sign * totals.taxInclusive,
    qr,
    image_path: input.receiptImage
      ? receiptImagePath(business, { issued_at: issuedAt, number })
      : null,
    created_at: issuedAt,
    billing_reference_invoice_id: note?.originalId ?? null,
    instruction_note: note?.reason ?? '',
    till_id: input.tillId ?? null,
    shift_id: input.shiftId ?? null,
    ...orderColumns(input.order, input.cashTendered),
    ...terms,
  };
  const id = await repo.insertInvoice(trx, business.id, values);
  const lines = toInvoiceLineRows(input.lines, sign);
  await repo.insertInvoiceLines(trx, id, lines);
  const ledgerInvoice = { id, invoice_type_code: values.invoice_type_code, issued_at: issuedAt };
  const stockWarning = input.skipStock
    ? null
    : await recordInvoiceStock(
        trx,
        business,
        { ...ledgerInvoice, user_id: input.seller.id },
        lines,
      );
  const modifiersByLine = input.lines.map((l) => l.modifiers);
  const extras = await insertSaleExtras(
    trx,
    business.id,
    id,
    { payments: input.payments, modifiersByLine },
    sign,
  );
  if (input.idempotencyKey)
    await repo.setIdempotencyInvoice(trx, business.id, input.idempotencyKey, id);
  const invoice = await repo.findInvoiceById(trx, business.id, id);
  if (!invoice) throw new Error(`invoice ${id} vanished inside its transaction`);
  if (input.zatca) {
    const made = await makeZatcaDocument(trx, business, invoice, lines, input.zatca, issuedAt);
    await setInvoiceQr(trx, business.id, id, made.qr);
    invoice.qr = made.qr;
    if (input.zatca.report) await enqueueZatcaDocument(trx, business.id, invoice, issuedAt);
  }
  await addInvoiceToRollups(trx, business.id, invoice, lines);
  // The outbox (decision 0059): invoice.issued, or credit_note.issued, commits with the invoice.
  const zatca = {
    signed: !!input.zatca,
    status: input.zatca?.report ? ('pending' as const) : null,
  };
  await recordInvoiceWebhookEvent(trx, invoice, 'issued', zatca, issuedAt);
  issuedExtras.set(invoice, extras);
  return { invoice, lines, stockWarning };
}
