import { AppError } from '../../../domain/errors';
import { PAYMENT_MEANS } from '../../../domain/payment-means';
import { dueDateFor } from '../../../domain/payment-terms';
import { riyadhDate } from '../../../domain/riyadh-time';
import { deliveredNotInvoiced, progressState } from '../../../domain/sale-orders';
import type { InvoiceOrderBody, InvoiceOrderView } from '../../../domain/schemas/sale-orders';
import { lineVatOf } from '../../../domain/vat-categories';
import { computeLine, invoiceTotals } from '../../../domain/vat';
import type { AppContext, SessionUser } from '../../context';
import { moneyTransaction } from '../../db/money-transaction';
import type { DbOrTrx } from '../../db/types';
import { auditAction } from '../audit/service';
import type { BusinessRow } from '../businesses/service';
import { findClientById } from '../clients/service';
import { issueInvoice, storeReceiptAfterIssue, type InvoiceBuyer } from '../invoices';
import { zatcaSigningFor } from '../zatca';
import * as look from './lookups';
import * as deliveries from './delivery-repository';
import * as repo from './repository';

type Client = NonNullable<Awaited<ReturnType<typeof findClientById>>>;

/** The client as the invoice's buyer: its full record, as quotation approval gives it. */
function buyerOf(c: Client): InvoiceBuyer {
  return {
    RegistrationName: c.registration_name,
    VAT: c.vat,
    CRN: c.crn,
    StreetName: c.street_name,
    AdditionalStreetName: c.additional_street_name,
    BuildingNumber: c.building_number,
    PlotIdentification: c.plot_identification,
    CityName: c.city_name,
    CitySubdivisionName: c.city_subdivision_name,
    PostalZone: c.postal_zone,
    CountrySubentity: c.country_subentity,
    Country: c.country,
    schemeID: c.party_identification_scheme,
    PartyIdentification: c.party_identification,
  };
}

/** The delivered lines still to invoice of the named notes (or all notes of the order). */
async function openDeliveryLines(trx: DbOrTrx, businessId: number, body: InvoiceOrderBody) {
  const rows = await deliveries.deliveredLines(trx, businessId, {
    saleOrderUuid: body.sale_order_id,
    noteUuids: body.delivery_orders,
  });
  const found = new Set(rows.map((r) => r.note_uuid));
  if (body.sale_order_id && rows.length === 0) {
    if (!(await repo.findOrder(trx, businessId, body.sale_order_id)))
      throw new AppError('not_found');
  }
  if (body.delivery_orders?.some((u) => !found.has(u))) throw new AppError('not_found');
  return rows.map((r) => ({
    id: Number(r.id),
    orderLineId: Number(r.order_line_id),
    orderId: Number(r.order_id),
    clientId: Number(r.client_id),
    open: deliveredNotInvoiced({
      ordered: 0,
      delivered: Number(r.quantity),
      invoiced: Number(r.invoiced ?? 0),
    }),
  }));
}

/**
 * POST invoice_orders (decision 0069): one tax invoice through issueInvoice for every piece
 * delivered and not yet invoiced on the order's delivery notes (or the named notes, one client),
 * priced from the order lines (computeLine, never the client's amounts); standard or simplified
 * by the buyer as quotation approval decides. The invoice moves no stock (`skipStock`: the
 * deliveries did). A term with days (or end of month) makes it a credit invoice with the term and
 * its due date (dueDateFor of the issue date). Links each invoice line to the delivered lines it
 * bills (`delivery_invoice_lines`) and moves each order to `invoiced` when all is delivered and
 * invoiced. Under the counter lock and the orders' row locks, so two invoicings never bill a
 * piece twice.
 * @returns newid (invoice number), UUID, customer_id, totals (SAR) and no_of_quantity (pieces).
 * @throws AppError not_found (404); delivery_clients_differ (422); nothing_to_invoice (409);
 *   buyer_address_incomplete (422) as issueInvoice.
 */
export async function invoiceDelivered(
  ctx: AppContext,
  actor: SessionUser,
  business: BusinessRow,
  body: InvoiceOrderBody,
): Promise<InvoiceOrderView> {
  const zatca = await zatcaSigningFor(ctx, business);
  const done = await moneyTransaction(ctx.db, { businessId: business.id }, async (trx) => {
    const first = await openDeliveryLines(trx, business.id, body);
    const orderIds = [...new Set(first.map((r) => r.orderId))].sort((a, b) => a - b);
    for (const id of orderIds) await repo.lockOrder(trx, business.id, id);
    const open = (await openDeliveryLines(trx, business.id, body)).filter((r) => r.open > 0);
    if (new Set(first.map((r) => r.clientId)).size > 1)
      throw new AppError('delivery_clients_differ');
    if (open.length === 0) throw new AppError('nothing_to_invoice');
    const lines = await repo.orderLines(trx, business.id, orderIds);
    const byLine = new Map<number, number>();
    for (const r of open) byLine.set(r.orderLineId, (byLine.get(r.orderLineId) ?? 0) + r.open);
    const billed = lines.filter((l) => byLine.has(l.id));
    const issueLines = billed.map((l) => ({
      productId: l.product_id,
      name: l.description ? `${l.product_name} - ${l.description}` : l.product_name,
      vat: lineVatOf(l.vat_category, l.vat_exemption_code, l.vat_percent),
      ...computeLine(l.unit_price, byLine.get(l.id)!, l.discount, l.vat_percent),
    }));
    const order = (await repo.findOrder(trx, business.id, orderIds[0]!))!;
    const client = (await findClientById(trx, business.id, order.client_id))!;
    const term = await look.termById(trx, business.id, order.payment_term_id);
    const credit = !!term && (term.days > 0 || term.end_of_month === 1);
    const now = ctx.now();
    const result = await issueInvoice(trx, business, {
      seller: { id: actor.id, username: actor.username },
      lines: issueLines,
      totals: invoiceTotals(issueLines),
      buyer: buyerOf(client),
      paymentMeansCode: credit ? PAYMENT_MEANS.credit : PAYMENT_MEANS.cash,
      discountPercent: 0,
      issuedAt: now,
      clientId: client.id,
      zatca,
      skipStock: true,
      ...(credit ? { paymentTermId: term.id, dueDate: dueDateFor(riyadhDate(now), term) } : {}),
    });
    const lineNo = new Map(billed.map((l, i) => [l.id, i + 1]));
    await deliveries.insertInvoiceLinks(
      trx,
      open.map((r) => ({
        business_id: business.id,
        delivery_line_id: r.id,
        invoice_id: result.invoice.id,
        invoice_line_no: lineNo.get(r.orderLineId)!,
        quantity: r.open,
      })),
    );
    for (const id of orderIds) {
      const after = await repo.orderLines(trx, business.id, [id]);
      const state = progressState(
        after.map((l) => ({ ordered: l.quantity, delivered: l.delivered, invoiced: l.invoiced })),
      );
      await repo.updateOrder(trx, business.id, id, { state, updated_at: now });
    }
    await auditAction(
      trx,
      { at: now, actor, business },
      'sale_order.invoice',
      result.invoice.uuid,
      {
        orders: orderIds.length,
        pieces: open.reduce((s, r) => s + r.open, 0),
      },
    );
    return { result, client, pieces: open.reduce((s, r) => s + r.open, 0) };
  });
  ctx.metrics.invoiceIssued(done.result.invoice);
  if (ctx.config.receiptImages)
    await storeReceiptAfterIssue(ctx, business, done.result.invoice, done.result.lines);
  return {
    newid: done.result.invoice.number,
    UUID: done.result.invoice.uuid,
    customer_id: done.client.uuid,
    totals: Number(done.result.invoice.tax_inclusive_amount) / 100,
    no_of_quantity: done.pieces,
  };
}
