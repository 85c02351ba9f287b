import { moneyTransaction } from '../../db/money-transaction';
import { AppError } from '../../../domain/errors';
import type { PaymentMeansCode } from '../../../domain/payment-means';
import type { AppContext, SessionUser } from '../../context';
import type { DbOrTrx } from '../../db/types';
import { auditAction } from '../audit/service';
import type { BusinessRow } from '../businesses/service';
import { findClientById, type ClientRow } from '../clients/service';
import { invoiceKindFor, invoiceKindOfSubtype } from '../../../domain/invoice-kind';
import {
  assertBuyerAddressComplete,
  findInvoiceById,
  issueInvoice,
  storeReceiptAfterIssue,
  type InvoiceBuyer,
  type InvoiceRow,
} from '../invoices';
import { awaitZatcaAnswer, zatcaSigningFor } from '../zatca';
import { priceStoredLines } from './pricing';
import * as repo from './repository';
import type { OrderRow } from './repository';
import { loadOrder } from './load';

/** What an approval answers: the invoice's number (`newid`) and UUID. */
export interface Approval {
  newid: number;
  UUID: string;
  OrderReferenceID: number;
  stockWarning?: string;
}

/** The client as the invoice's buyer (its full record today); the order's copy if it is gone. */
function buyerOf(order: OrderRow, client: ClientRow | undefined): InvoiceBuyer {
  if (!client)
    return {
      RegistrationName: order.customer_registration_name,
      VAT: order.customer_vat,
      CRN: '',
      StreetName: '',
      AdditionalStreetName: '',
      BuildingNumber: '',
      PlotIdentification: '',
      CityName: order.customer_city_name,
      CitySubdivisionName: order.customer_city_subdivision_name,
      PostalZone: '',
      CountrySubentity: '',
      Country: 'SA',
      schemeID: '',
      PartyIdentification: '',
    };
  return {
    RegistrationName: client.registration_name,
    VAT: client.vat,
    CRN: client.crn,
    StreetName: client.street_name,
    AdditionalStreetName: client.additional_street_name,
    BuildingNumber: client.building_number,
    PlotIdentification: client.plot_identification,
    CityName: client.city_name,
    CitySubdivisionName: client.city_subdivision_name,
    PostalZone: client.postal_zone,
    CountrySubentity: client.country_subentity,
    Country: client.country,
    schemeID: client.party_identification_scheme,
    PartyIdentification: client.party_identification,
  };
}

/** 409 order_already_approved naming the invoice the order became. */
async function alreadyApproved(trx: DbOrTrx, business: BusinessRow, order: OrderRow) {
  const current = (await repo.findOrder(trx, business.id, order.order_reference_id))!;
  if (current.state !== 'approved' || !current.invoice_id) throw new AppError('not_found');
  const invoice = (await findInvoiceById(trx, business.id, current.invoice_id))!;
  return new AppError('order_already_approved', {
    extra: {
      newid: invoice.number,
      UUID: invoice.uuid,
      OrderReferenceID: current.order_reference_id,
    },
  });
}

/**
 * Approves a pending quotation into a tax invoice (legacy app: "approve posts it as an
 * invoice"), atomically and once: one transaction claims the order (pending → approved; a
 * concurrent approval waits for it and then finds it approved), re-prices it from its stored lines
 * (never a client's amounts, never today's catalogue), issues the invoice through issueInvoice
 * with the client as buyer (a standard tax invoice, 0100000, for a client with a VAT number) and
 * the order's OrderReferenceID, and links the order to it. The receipt PNG is drawn after commit;
 * with ZATCA_MODE simulation/production a standard invoice then waits up to CLEARANCE_WAIT_MS for
 * its clearance (awaitZatcaAnswer, decision 0044) — the answer says nothing of it either way.
 * @returns the invoice's number (newid), UUID and the OrderReferenceID.
 * A standard invoice is refused before anything is written or numbered when the client's national
 * address is incomplete (decision 0045): nothing about the buyer is filled in.
 * @throws AppError not_found (404, also a deleted order); order_already_approved (409, with the
 *   existing invoice's newid and UUID beside the error); buyer_address_incomplete (422, the
 *   missing fields in Arabic in the message and `fields`, the client's `ClientUUID` beside the
 *   error).
 */
export async function approveOrder(
  ctx: AppContext,
  actor: SessionUser,
  business: BusinessRow,
  ref: number,
): Promise<Approval> {
  const zatca = await zatcaSigningFor(ctx, business);
  const issued = await moneyTransaction(ctx.db, { businessId: business.id }, async (trx) => {
    const order = await loadOrder(trx, business, ref);
    const now = ctx.now();
    const client = order.client_id
      ? await findClientById(trx, business.id, order.client_id)
      : undefined;
    const buyer = buyerOf(order, client);
    if (order.state === 'pending' && invoiceKindFor(buyer) === 'standard')
      assertBuyerAddressComplete(buyer, client ? { ClientUUID: client.uuid } : undefined);
    if (!(await repo.leavePending(trx, business.id, order.id, 'approved', now)))
      throw await alreadyApproved(trx, business, order);
    const lines = await repo.listOrderLines(trx, business.id, [order.id]);
    const cart = priceStoredLines(lines, order.discount_percent);
    const result = await issueInvoice(trx, business, {
      seller: { id: actor.id, username: actor.username },
      lines: cart.lines,
      totals: cart.totals,
      buyer,
      paymentMeansCode: order.payment_means_code as PaymentMeansCode,
      discountPercent: order.discount_percent,
      issuedAt: now,
      orderReference: order.order_reference_id,
      clientId: order.client_id,
      zatca,
    });
    await repo.setOrderInvoice(trx, business.id, order.id, result.invoice.id);
    await auditAction(trx, { at: now, actor, business }, 'order.approve', ref, {
      invoice: result.invoice.uuid,
      number: result.invoice.number,
    });
    return result;
  });
  ctx.metrics.invoiceIssued(issued.invoice);
  if (ctx.config.receiptImages)
    await storeReceiptAfterIssue(ctx, business, issued.invoice, issued.lines);
  // A standard invoice is shared once cleared (decision 0044): give ZATCA a few seconds to answer.
  const mode = ctx.config.zatcaMode;
  if (
    (mode === 'simulation' || mode === 'production') &&
    invoiceKindOfSubtype(issued.invoice.invoice_subtype) === 'standard'
  )
    await awaitZatcaAnswer(ctx, business.id, issued.invoice.id, ctx.config.zatcaClearanceWaitMs);
  const approval = approvalOf(issued.invoice);
  return issued.stockWarning ? { ...approval, stockWarning: issued.stockWarning } : approval;
}

function approvalOf(invoice: InvoiceRow): Approval {
  return {
    newid: invoice.number,
    UUID: invoice.uuid,
    OrderReferenceID: invoice.order_reference_id,
  };
}
