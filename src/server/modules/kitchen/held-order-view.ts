import { AppError } from '../../../domain/errors';
import { lineNameWithChoices, modifiersPriceChange } from '../../../domain/modifiers';
import { halalasToSar, type Halalas } from '../../../domain/money';
import { isOrderType } from '../../../domain/order-types';
import type { HeldOrderView } from '../../../domain/schemas/kitchen';
import { isPastBusinessDay } from '../../../domain/shifts';
import { computeLine, unitPriceFor } from '../../../domain/vat';
import type { AppContext } from '../../context';
import type { DbOrTrx } from '../../db/types';
import type { BusinessRow } from '../businesses/service';
import { findSaleProducts } from '../pos/service';
import { lineOptions, optionsOfLines } from './line-choices';

/** The name the display and the counter give lines sent to no station. */
export const NO_STATION_NAME = 'بدون محطة';

/**
 * Held order `orderId` of `business` as the counter sees it (decision 0057): its lines not
 * cancelled, each named with its choices as the invoice will name it and priced at today's cash
 * price (the product's `unitPriceFor` cash + its options' price changes, VAT-inclusive, SAR);
 * `TaxInclusiveAmount` = Σ unpaid lines (SAR); `ready` when every line has `ready_at`;
 * `pastBusinessDay` for an open order of an earlier Riyadh day than ctx.now(); the invoices that
 * paid it in part order. Instants UTC ms. Reads through `db` (a transaction's, or ctx.db).
 * @throws AppError not_found (404) for an order the business does not have.
 */
export async function readHeldOrderView(
  ctx: AppContext,
  business: BusinessRow,
  orderId: number,
  db: DbOrTrx = ctx.db,
): Promise<HeldOrderView> {
  const order = await db
    .selectFrom('held_orders')
    .selectAll()
    .where('business_id', '=', business.id)
    .where('id', '=', orderId)
    .executeTakeFirst();
  if (!order) throw new AppError('not_found');
  const lines = await db
    .selectFrom('held_order_lines as l')
    .leftJoin('kitchen_stations as s', 's.id', 'l.station_id')
    .leftJoin('invoices as i', 'i.id', 'l.invoice_id')
    .innerJoin('users as u', 'u.id', 'l.added_by')
    .selectAll('l')
    .select(['s.name as station_name', 'i.number as invoice_number', 'u.username'])
    .where('l.business_id', '=', business.id)
    .where('l.held_order_id', '=', orderId)
    .where('l.cancelled_at', 'is', null)
    .orderBy('l.round')
    .orderBy('l.id')
    .execute();
  const creator = await db
    .selectFrom('users')
    .select('username')
    .where('id', '=', order.created_by)
    .executeTakeFirst();
  const invoices = await db
    .selectFrom('held_order_invoices as h')
    .innerJoin('invoices as i', 'i.id', 'h.invoice_id')
    .select(['i.number', 'i.uuid', 'h.part'])
    .where('h.business_id', '=', business.id)
    .where('i.business_id', '=', business.id)
    .where('h.held_order_id', '=', orderId)
    .orderBy('h.part')
    .execute();
  const products = new Map(
    (
      await findSaleProducts(
        db,
        business.id,
        lines.map((l) => l.product_id),
      )
    ).map((p) => [p.id, p]),
  );
  const options = await optionsOfLines(db, business.id, lines);
  let unpaid: Halalas = 0;
  const lineViews = lines.map((l) => {
    const product = products.get(l.product_id);
    const chosen = lineOptions(l.modifiers, options);
    const choices = chosen.map((o) => o.name);
    const unit = (product ? unitPriceFor(product, '10') : 0) + modifiersPriceChange(chosen);
    if (l.invoice_id === null) unpaid += computeLine(unit, l.quantity, 0).total;
    return {
      id: l.id,
      productId: l.product_id,
      name: lineNameWithChoices(product?.name ?? '', choices).name,
      choices,
      modifierIds: chosen.map((o) => o.id),
      kitchenNote: l.kitchen_note,
      quantity: l.quantity,
      unitPrice: halalasToSar(unit),
      round: l.round,
      stationId: l.station_id,
      stationName: l.station_name ?? NO_STATION_NAME,
      addedBy: l.username,
      addedAt: Number(l.added_at),
      readyAt: l.ready_at === null ? null : Number(l.ready_at),
      invoiceNumber: l.invoice_number ?? null,
    };
  });
  return {
    id: order.id,
    number: order.number,
    businessDay: order.business_day,
    status: order.status,
    orderType: isOrderType(order.order_type) ? order.order_type : 'dine_in',
    table: order.order_table,
    delivery: {
      name: order.delivery_name,
      phone: order.delivery_phone,
      address: order.delivery_address,
      reference: order.delivery_reference,
    },
    tillId: order.till_id,
    createdBy: creator?.username ?? '',
    createdAt: Number(order.created_at),
    updatedAt: Number(order.updated_at),
    version: order.version,
    pastBusinessDay: order.status === 'open' && isPastBusinessDay(order.business_day, ctx.now()),
    ready: lineViews.length > 0 && lineViews.every((l) => l.readyAt !== null),
    lines: lineViews,
    TaxInclusiveAmount: halalasToSar(unpaid),
    invoices: invoices.map((i) => ({ ID: i.number, UUID: i.uuid, part: i.part })),
  };
}
