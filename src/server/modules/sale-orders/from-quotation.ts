import { AppError } from '../../../domain/errors';
import { dueDateFor } from '../../../domain/payment-terms';
import { riyadhDate } from '../../../domain/riyadh-time';
import type { SaleOrderView } from '../../../domain/schemas/sale-orders';
import type { AppContext, SessionUser } from '../../context';
import { moneyTransaction } from '../../db/money-transaction';
import type { BusinessRow } from '../businesses/service';
import { findQuotationByUuid, listQuotationLines } from '../orders';
import { clientPaymentTermId } from '../payment-terms';
import * as look from './lookups';
import { getOrder, insertDraft } from './service';

/**
 * POST sale_orders/from_quotation/{uuid} (decision 0069): a draft sale order from a pending or
 * approved quotation of a client — its lines at the prices, discount and VAT they were quoted
 * at (the quotation's cart discount becomes each line's discount), the client's default address
 * and payment term.
 * @throws AppError not_found (404); quotation_not_convertible (409) for a quotation without a
 *   client, in another state, or whose products are gone.
 */
export async function fromQuotation(
  ctx: AppContext,
  actor: SessionUser,
  business: BusinessRow,
  quotationUuid: string,
): Promise<SaleOrderView> {
  const uuid = await moneyTransaction(ctx.db, { businessId: business.id }, async (trx) => {
    const q = await findQuotationByUuid(trx, business.id, quotationUuid);
    if (!q) throw new AppError('not_found');
    if (!q.client_id || !['pending', 'approved'].includes(q.state))
      throw new AppError('quotation_not_convertible');
    const lines = await listQuotationLines(trx, business.id, [Number(q.id)]);
    if (lines.length === 0 || lines.some((l) => l.product_id === null))
      throw new AppError('quotation_not_convertible');
    const clientId = Number(q.client_id);
    const term = await look.termById(
      trx,
      business.id,
      await clientPaymentTermId(trx, business.id, clientId),
    );
    const date = riyadhDate(ctx.now());
    return insertDraft(
      trx,
      ctx,
      actor,
      business,
      {
        client_id: clientId,
        address_id: await look.addressFor(trx, business.id, clientId, undefined),
        payment_term_id: term?.id ?? null,
        quotation_id: Number(q.id),
        reference_number: '',
        date,
        due_date: term ? dueDateFor(date, term) : null,
        days: term?.days ?? 0,
        currency_id: 'SAR',
        note: '',
      },
      lines.map((l) => ({
        productId: Number(l.product_id),
        description: '',
        quantity: Number(l.quantity),
        unitPrice: Number(l.unit_price),
        discount: Number(q.discount_percent),
        vatCategory: l.vat_category,
        vatExemptionCode: l.vat_exemption_code,
      })),
    );
  });
  return getOrder(ctx, business, uuid);
}
