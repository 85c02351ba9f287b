import { z } from 'zod';
import { optionalTillId } from './shifts';
import { COLLECTION_MEANS } from '../payment-means';
import { sarAmount } from './common';
import { calendarDate, invoiceSummary } from './invoices';

/**
 * Collecting credit invoices and the client statement. Amounts in
 * SAR with two decimals.
 */

export const collectionMeans = z.enum(COLLECTION_MEANS, { error: 'اختر نقداً أو مدى' });

/** PUT invoices/{UUID} (legacy "change to cash"): the whole outstanding amount in this means. */
export const legacyCollectBody = z.object({ PaymentMeansCode: collectionMeans });

/** POST invoices/{UUID}/payments: a (partial) payment; without Amount, everything outstanding. */
export const paymentBody = z.object({
  PaymentMeansCode: collectionMeans,
  Amount: sarAmount.optional(),
  tillId: optionalTillId,
});

/** A receipt voucher (سند قبض) on the wire. */
export const receiptVoucherView = z.object({
  UUID: z.string(),
  /** Sequential per business. */
  Number: z.number(),
  /** Riyadh date of the payment. */
  IssueDate: z.string(),
  PaymentMeansCode: z.string(),
  Amount: z.number(),
  EmployeeName: z.string(),
  InvoiceUUID: z.string(),
  InvoiceID: z.number(),
});
export type ReceiptVoucherView = z.infer<typeof receiptVoucherView>;

/** 201 of POST invoices/{UUID}/payments and 200 of the legacy PUT. */
export const collectionAnswer = z.object({
  success: z.literal(true),
  message: z.string(),
  receipt: receiptVoucherView,
  PaidAmount: z.number(),
  OutstandingAmount: z.number(),
});

/** GET clients/{UUID}/statement query: Riyadh dates, both optional and inclusive. */
export const statementQuery = z.object({
  from: calendarDate.optional(),
  to: calendarDate.optional(),
});

/**
 * One line of a client statement: an invoice or a debit note (debit); a credit note (credit); the
 * payment at issue of a document not on credit (credit), or the refund of such a credit note
 * (debit); or a receipt voucher collected on a credit invoice (credit).
 */
export const statementLine = z.object({
  Date: z.string(),
  Kind: z.enum(['invoice', 'creditnote', 'debitnote', 'payment', 'refund', 'receipt']),
  /** Invoice or note number, or receipt voucher number. */
  Number: z.number(),
  InvoiceUUID: z.string(),
  InvoiceID: z.number(),
  PaymentMeansCode: z.string(),
  Debit: z.number(),
  Credit: z.number(),
  Balance: z.number(),
});

/** An invoice of the client with what is paid, its notes and what is owed, and its due date when credit. */
export const clientInvoice = invoiceSummary.extend({
  /** Σ TaxInclusiveAmount of its credit and debit notes, SAR (credit notes negative; decision 0040). */
  NotesAmount: z.number(),
  DueDate: z.string().nullable(),
  Overdue: z.boolean(),
});

/** GET clients/{UUID}/statement. */
export const statementView = z.object({
  From: z.string().nullable(),
  To: z.string().nullable(),
  OpeningBalance: z.number(),
  Lines: z.array(statementLine),
  TotalDebit: z.number(),
  TotalCredit: z.number(),
  ClosingBalance: z.number(),
  /** Σ outstanding of the client's credit invoices (all of them, whatever the period). */
  OutstandingCredit: z.number(),
  Invoices: z.array(clientInvoice),
  /**
   * Standard invoices ZATCA refused to clear (decision 0044): not tax invoices, so in no line,
   * balance or total above; listed apart with ZATCA's messages.
   */
  RejectedInvoices: z.array(
    z.object({
      InvoiceUUID: z.string(),
      InvoiceID: z.number(),
      IssueDate: z.string(),
      TaxInclusiveAmount: z.number(),
      Messages: z.array(z.object({ code: z.string(), message: z.string() })),
    }),
  ),
});
export type StatementView = z.infer<typeof statementView>;

/**
 * POST cash_receipts (decision 0068): a "cash receipt" is a receipt voucher — `invoice_id` the
 * credit invoice's UUID, `amount` SAR (absent = everything outstanding), means cash (10) unless
 * given. The client and the term are the invoice's own.
 */
export const cashReceiptBody = z.object({
  invoice_id: z.uuid({ error: 'اختر الفاتورة' }),
  amount: sarAmount.optional(),
  PaymentMeansCode: collectionMeans.default('10'),
  tillId: optionalTillId,
});

/** GET cash_receipts query: how many of the newest (default 100, at most 500). */
export const cashReceiptsQuery = z.object({
  limit: z.coerce.number().int().min(1).max(500).default(100),
});
