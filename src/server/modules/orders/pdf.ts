import type { AppContext } from '../../context';
import { renderInvoicePdf } from '../../documents/invoice-pdf';
import type { BusinessRow } from '../businesses/service';
import { findClientById } from '../clients/service';
import { businessLogoPng } from '../invoices';
import { buildQuotationDocument } from './document';
import { loadOrder } from './load';
import { priceStoredLines } from './pricing';
import * as repo from './repository';

/**
 * GET orders/{ID}/pdf: the A4 quotation `order{OrderReferenceID}.pdf` through the
 * invoice PDF pipeline: عرض سعر / Quotation, seller, buyer, lines, totals, validity note.
 * @throws AppError not_found (404).
 */
export async function orderPdf(
  ctx: AppContext,
  business: BusinessRow,
  ref: number,
): Promise<{ pdf: Buffer; fileName: string }> {
  const order = await loadOrder(ctx.db, business, ref);
  const lines = await repo.listOrderLines(ctx.db, business.id, [order.id]);
  const client = order.client_id
    ? await findClientById(ctx.db, business.id, order.client_id)
    : undefined;
  const logo = await businessLogoPng(ctx, business);
  const doc = buildQuotationDocument(
    business,
    order,
    priceStoredLines(lines, order.discount_percent),
    client,
    logo,
  );
  return { pdf: await renderInvoicePdf(doc), fileName: `order${order.order_reference_id}.pdf` };
}
