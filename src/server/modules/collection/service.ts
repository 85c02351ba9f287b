import { moneyTransaction } from '../../db/money-transaction';
import { tillForDocument } from '../shifts';
import { randomUUID } from 'node:crypto';
import {
  collectionAmount,
  collectionMessage,
  NO_SETTLEMENT,
  paymentState,
  type CollectionMeans,
} from '../../../domain/collection';
import { AppError } from '../../../domain/errors';
import { halalasToSar, halalasToSarText, sarToHalalas } from '../../../domain/money';
import { riyadhDate } from '../../../domain/riyadh-time';
import type { ReceiptVoucherView } from '../../../domain/schemas/collection';
import type { AppContext, SessionUser } from '../../context';
import type { DbOrTrx } from '../../db/types';
import { auditAction } from '../audit/service';
import type { BusinessRow } from '../businesses/repository';
import * as vouchers from './repository';
import type { VoucherRow } from './repository';
import { findInvoiceByUuid, settlementsFor, type InvoiceRow } from '../invoices';
import { rejectedClearancesOf } from '../zatca';
import { recordWebhookEvent } from '../webhooks';

/** A stored voucher (and its invoice) → the wire shape. */
export function toVoucherView(
  v: VoucherRow,
  invoice: Pick<InvoiceRow, 'uuid' | 'number'>,
): ReceiptVoucherView {
  return {
    UUID: v.uuid,
    Number: v.number,
    IssueDate: v.issue_date,
    PaymentMeansCode: v.payment_means_code,
    Amount: halalasToSar(v.amount),
    EmployeeName: v.employee_name,
    InvoiceUUID: invoice.uuid,
    InvoiceID: invoice.number,
  };
}

/** What a collection answers: the voucher, a message, and what is paid and owed now (SAR). */
export interface Collected {
  message: string;
  receipt: ReceiptVoucherView;
  PaidAmount: number;
  OutstandingAmount: number;
}

/**
 * Collects a credit (24) invoice (legacy app: "change to cash"): records
 * a receipt voucher — number per business (no gap), Riyadh date, means 10 or 48, amount, who — in
 * one transaction; the invoice itself is never changed. `amount` (halalas) absent = everything
 * outstanding — its total, plus its credit and debit notes, minus what was collected (decision
 * 0040); a partial payment leaves the rest outstanding. Audited. Collections of a business
 * are serialized by its counter row, so two at once never pay more than is owed.
 * @throws AppError not_found (404); note_not_collectable, invoice_not_credit, invoice_already_paid,
 *   payment_exceeds_outstanding (409); for `tillId` (a collection at the POS: the voucher records
 *   the till and its open shift, decision 0055) as tillForDocument, never shift_required.
 */
export async function collectInvoice(
  ctx: AppContext,
  actor: SessionUser,
  business: BusinessRow,
  uuid: string,
  means: CollectionMeans,
  amount?: number,
  tillId?: number,
): Promise<Collected> {
  const found = await findInvoiceByUuid(ctx.db, business.id, uuid);
  if (!found) throw new AppError('not_found');
  // The counter row, then the invoice: the order every money path locks in (decision 0042), so a
  // credit note issued meanwhile waits for this collection or this one for it.
  return moneyTransaction(ctx.db, { businessId: business.id, invoiceId: found.id }, async (trx) => {
    // The till and its open shift, after the counter lock like a sale (decision 0055).
    const at = await tillForDocument(trx, business.id, tillId, false);
    const number = await vouchers.allocateReceiptNumber(trx, business.id);
    const invoice = await findInvoiceByUuid(trx, business.id, uuid);
    if (!invoice) throw new AppError('not_found');
    const settlement =
      (await settlementsFor(trx, business.id, [invoice])).get(invoice.id) ?? NO_SETTLEMENT;
    const document = {
      paymentMeansCode: invoice.payment_means_code,
      total: invoice.tax_inclusive_amount,
      invoiceTypeCode: invoice.invoice_type_code,
    };
    const due = paymentState(document, settlement);
    const pay = collectionAmount(document, due.outstanding, amount);
    const now = ctx.now();
    const voucher = await vouchers.insertVoucher(trx, {
      uuid: randomUUID(),
      business_id: business.id,
      number,
      invoice_id: invoice.id,
      client_id: invoice.client_id,
      paid_at: now,
      issue_date: riyadhDate(now),
      payment_means_code: means,
      till_id: at.tillId,
      shift_id: at.shiftId,
      amount: pay,
      employee_name: actor.username,
      user_id: actor.id,
    });
    await auditAction(trx, { at: now, actor, business }, 'invoice.collect', invoice.uuid, {
      voucher: number,
      amount: pay,
      means,
    });
    const after = paymentState(document, { ...settlement, collected: settlement.collected + pay });
    // The outbox (decision 0059); its subject is the invoice, so it follows invoice.issued.
    await recordWebhookEvent(trx, {
      businessId: business.id,
      type: 'payment.collected',
      subject: invoice.uuid,
      data: {
        receipt: { ...toVoucherView(voucher, invoice), Amount: halalasToSarText(pay) },
        PaidAmount: halalasToSarText(after.paid),
        OutstandingAmount: halalasToSarText(after.outstanding),
      },
      at: now,
    });
    return {
      message: collectionMessage(number, pay, means, invoice.number),
      receipt: toVoucherView(voucher, invoice),
      PaidAmount: halalasToSar(after.paid),
      OutstandingAmount: halalasToSar(after.outstanding),
    };
  });
}

/** GET invoices/{UUID}/payments: the receipt vouchers of an invoice. @throws not_found (404). */
export async function invoicePayments(
  ctx: AppContext,
  business: BusinessRow,
  uuid: string,
): Promise<ReceiptVoucherView[]> {
  const invoice = await findInvoiceByUuid(ctx.db, business.id, uuid);
  if (!invoice) throw new AppError('not_found');
  return (await vouchers.vouchersOfInvoice(ctx.db, business.id, invoice.id)).map((v) =>
    toVoucherView(v, invoice),
  );
}

/** SAR on the wire → halalas, for an optional amount. */
export function amountHalalas(sar: number | undefined): number | undefined {
  return sar === undefined ? undefined : sarToHalalas(sar);
}

/**
 * A client's account in the business: its invoices and notes (with what settles each credit
 * invoice: vouchers and notes) and the receipt vouchers of those invoices, oldest first, for the
 * statement (decision 0040). Standard invoices ZATCA refused to clear are not tax invoices
 * (decision 0044): they are left out of `invoices` and listed in `rejected` with ZATCA's messages.
 */
export async function clientAccount(db: DbOrTrx, businessId: number, clientId: number) {
  const all = await vouchers.invoicesOfClient(db, businessId, clientId);
  const refused = await rejectedClearancesOf(
    db,
    businessId,
    all.map((i) => i.id),
  );
  const invoices = all.filter((i) => !refused.has(i.id));
  const rejected = all
    .filter((i) => refused.has(i.id))
    .map((invoice) => ({ invoice, messages: refused.get(invoice.id)! }));
  const settlements = await settlementsFor(db, businessId, invoices);
  const payments = await vouchers.vouchersOfClient(db, businessId, clientId);
  return { invoices, settlements, payments, rejected };
}
