import { randomUUID } from 'node:crypto';
import { invoiceKindOfSubtype } from '../../../domain/invoice-kind';
import { halalasToSarText } from '../../../domain/money';
import type { WebhookEventType } from '../../../domain/webhooks';
import type { ZatcaStatus } from '../../../domain/zatca/reporting';
import type { DbOrTrx, InvoiceRow } from '../../db/types';
import * as repo from './repository';

/** What happened, as the module that made it happen hands it over. */
export interface WebhookEventInput {
  businessId: number;
  type: WebhookEventType;
  /** What it is about: an invoice's UUID, a receipt voucher, a purchase's UUID, a shift id. */
  subject: string;
  /** The body's `data`: plain JSON, never a secret (no keys, CSIDs or endpoint secrets). */
  data: Record<string, unknown>;
  /** When it happened, UTC ms (the body's `created`). */
  at: number;
}

/**
 * Records a webhook event in the caller's transaction `trx` — the outbox of decision 0059: the
 * event commits or rolls back with what happened. Reads the business's active endpoints (one
 * indexed SELECT); when none subscribes to `type`, writes nothing. Otherwise inserts one event row
 * (a new UUID: the body's id, the receivers' idempotency id) and one pending delivery per
 * subscribed endpoint, due at once. The delivery worker sends them after commit.
 * @returns the event's UUID, or null when no endpoint wanted it.
 */
export async function recordWebhookEvent(
  trx: DbOrTrx,
  input: WebhookEventInput,
): Promise<string | null> {
  const endpoints = await repo.subscribedEndpoints(trx, input.businessId);
  const ids = endpoints
    .filter((e) => (JSON.parse(e.events) as string[]).includes(input.type))
    .map((e) => e.id);
  if (ids.length === 0) return null;
  const uuid = randomUUID();
  const eventId = await repo.insertEvent(trx, {
    business_id: input.businessId,
    uuid,
    type: input.type,
    subject: input.subject,
    data: JSON.stringify(input.data),
    created_at: input.at,
  });
  await repo.insertDeliveries(trx, {
    businessId: input.businessId,
    eventId,
    subject: input.subject,
    endpointIds: ids,
    now: input.at,
  });
  return uuid;
}

/** An invoice's ZATCA side: whether it has a signed XML, and its reporting status (null: none). */
export interface InvoiceZatca {
  signed: boolean;
  status: ZatcaStatus | null;
}

/**
 * The `data` of an invoice or note event (decision 0059): number, UUID, IssueDate and IssueTime
 * (Riyadh), kind (standard | simplified), InvoiceTypeCode (388 invoice, 381 credit note, 383 debit
 * note), the three totals as SAR text with two decimals as printed (a credit note's positive),
 * PaymentMeansCode, `signed` (it has a ZATCA phase 2 XML) and the ZATCA status (null when the
 * business does not report to ZATCA). The delivery adds signed links to the PDF and the XML.
 */
export function invoiceWebhookData(
  invoice: InvoiceRow,
  zatca: InvoiceZatca,
): Record<string, unknown> {
  const sar = (h: number) => halalasToSarText(Math.abs(h));
  return {
    number: invoice.number,
    UUID: invoice.uuid,
    IssueDate: invoice.issue_date,
    IssueTime: invoice.issue_time,
    kind: invoiceKindOfSubtype(invoice.invoice_subtype),
    InvoiceTypeCode: invoice.invoice_type_code,
    TaxExclusiveAmount: sar(invoice.tax_exclusive_amount),
    TaxAmount: sar(invoice.tax_amount),
    TaxInclusiveAmount: sar(invoice.tax_inclusive_amount),
    PaymentMeansCode: invoice.payment_means_code,
    signed: zatca.signed,
    zatcaStatus: zatca.status,
  };
}

/**
 * Records the event of an invoice or note (recordWebhookEvent with invoiceWebhookData), its
 * subject the invoice's UUID: `invoice.issued` (or `credit_note.issued` for a 381 note) at issue,
 * `invoice.cleared` / `invoice.rejected` when ZATCA's answer is recorded.
 * @returns the event's UUID, or null when no endpoint wanted it.
 */
export async function recordInvoiceWebhookEvent(
  trx: DbOrTrx,
  invoice: InvoiceRow,
  type: 'issued' | 'cleared' | 'rejected',
  zatca: InvoiceZatca,
  at: number,
): Promise<string | null> {
  const eventType: WebhookEventType =
    type !== 'issued'
      ? `invoice.${type}`
      : invoice.invoice_type_code === '381'
        ? 'credit_note.issued'
        : 'invoice.issued';
  return recordWebhookEvent(trx, {
    businessId: invoice.business_id,
    type: eventType,
    subject: invoice.uuid,
    data: invoiceWebhookData(invoice, zatca),
    at,
  });
}
