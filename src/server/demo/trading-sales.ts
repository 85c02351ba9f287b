import { clientBody } from '../../domain/schemas/clients';
import {
  deliveryOrderBody,
  invoiceOrderBody,
  saleOrderBody,
} from '../../domain/schemas/sale-orders';
import type { AppContext, SessionUser } from '../context';
import type { BusinessRow } from '../modules/businesses/service';
import { createClient } from '../modules/clients/service';
import { collectInvoice } from '../modules/collection';
import { listPaymentTerms } from '../modules/payment-terms/service';
import type { listProducts } from '../modules/products/service';
import { deliverOrder } from '../modules/sale-orders/deliver';
import { invoiceDelivered } from '../modules/sale-orders/invoice';
import * as sales from '../modules/sale-orders/service';
import { at, demoInstant, type DemoWarehouses } from './trading-stock';

type Product = Awaited<ReturnType<typeof listProducts>>[number];

/** Two trading clients on credit terms (not real companies; valid-format VAT numbers). */
const TERM_CLIENTS = [
  {
    RegistrationName: 'شركة المدار للتجارة والتوزيع',
    VAT: '310445566700003',
    CRN: '1010778899',
    CityName: 'الرياض',
    CitySubdivisionName: 'حي السليمانية',
    StreetName: 'طريق الملك عبدالعزيز',
    BuildingNumber: '2741',
    PostalZone: '12245',
    CountrySubentity: 'منطقة الرياض',
    Phone: '0553344556',
    ContactPerson: 'عبدالله الشهري',
    days: 30,
  },
  {
    RegistrationName: 'مؤسسة رواسي للمقاولات',
    VAT: '300667788900003',
    CRN: '4030998877',
    CityName: 'جدة',
    CitySubdivisionName: 'حي النزهة',
    StreetName: 'شارع الأمير سلطان',
    BuildingNumber: '6612',
    PostalZone: '23531',
    CountrySubentity: 'منطقة مكة المكرمة',
    Phone: '0564455667',
    ContactPerson: 'ماجد الحربي',
    days: 15,
  },
];

/**
 * Sale orders in every state and credit invoices in every ageing bucket (decisions 0068, 0069),
 * through the sale-order services, the clock set to each step's instant: two clients on 30- and
 * 15-day terms; for the 30-day client orders delivered and invoiced 10, 45, 75, 105 and 130 days
 * ago (due 20 days ahead, 15, 45, 75 and 100 days late: current, 1–30, 31–60, 61–90, > 90), the
 * 45-day one half collected; for the 15-day client a draft, a confirmed order, one partly
 * delivered from Jeddah with its delivery note, one delivered (not yet invoiced) and a cancelled
 * one.
 * @returns the UUIDs of the partly delivered order (the purchase order from its missing pieces)
 *   and the count of orders made.
 */
export async function seedSaleOrders(
  ctx: AppContext,
  actor: SessionUser,
  business: BusinessRow,
  wh: DemoWarehouses,
  products: readonly Product[],
): Promise<{ partlyDelivered: string; count: number }> {
  const terms = await listPaymentTerms(ctx, business);
  const clients: string[] = [];
  for (const { days, ...input } of TERM_CLIENTS) {
    const term = terms.find((t) => t.days === days && !t.end_of_month);
    const created = await createClient(
      at(ctx, demoInstant(ctx, 140, 9)),
      actor,
      business,
      clientBody.parse({ ...input, payment_term_id: term?.ID ?? null }),
    );
    clients.push(created.UUID);
  }
  const p = (i: number) => products[i % products.length]!;
  let count = 0;
  const make = async (client: string, daysAgo: number, picks: Array<[number, number]>) => {
    count++;
    return sales.createOrder(
      at(ctx, demoInstant(ctx, daysAgo, 9)),
      actor,
      business,
      saleOrderBody.parse({
        customer_id: client,
        reference_number: `PO-${1200 + count}`,
        lines: picks.map(([i, quantity]) => ({ prod_id: p(i).UUID, quantity })),
      }),
    );
  };
  const confirm = (uuid: string, daysAgo: number) =>
    sales.changeState(at(ctx, demoInstant(ctx, daysAgo, 10)), actor, business, uuid, 'confirm');
  const deliver = (
    uuid: string,
    daysAgo: number,
    warehouse: string,
    lines?: Array<{ line: string; quantity: number }>,
  ) =>
    deliverOrder(
      at(ctx, demoInstant(ctx, daysAgo, 12)),
      actor,
      business,
      deliveryOrderBody.parse({
        sale_order_id: uuid,
        warehouse_id: warehouse,
        note: 'سُلّمت للمستودع',
        lines,
      }),
    );

  // Ageing: invoiced orders of the 30-day client, one per bucket.
  for (const [k, daysAgo] of [10, 45, 75, 105, 130].entries()) {
    const order = await make(clients[0]!, daysAgo + 2, [
      [k * 3 + 1, 4 + k],
      [k * 3 + 2, 2 + k],
    ]);
    await confirm(order.uuid, daysAgo + 2);
    await deliver(order.uuid, daysAgo + 1, wh.main);
    const invoice = await invoiceDelivered(
      at(ctx, demoInstant(ctx, daysAgo, 14)),
      actor,
      business,
      invoiceOrderBody.parse({ sale_order_id: order.uuid }),
    );
    if (daysAgo === 45)
      await collectInvoice(
        at(ctx, demoInstant(ctx, 20, 11)),
        actor,
        business,
        invoice.UUID,
        '10',
        Math.round((invoice.totals * 100) / 2),
      );
  }

  // The 15-day client: one order in each of the other states.
  await make(clients[1]!, 1, [
    [2, 3],
    [4, 5],
  ]); // draft
  const confirmed = await make(clients[1]!, 2, [[3, 6]]);
  await confirm(confirmed.uuid, 2);
  const partly = await make(clients[1]!, 6, [
    [0, 10],
    [1, 40],
  ]);
  await confirm(partly.uuid, 6);
  await deliver(partly.uuid, 5, wh.jeddah, [{ line: partly.lines[0]!.uuid, quantity: 4 }]);
  const delivered = await make(clients[1]!, 8, [
    [5, 3],
    [6, 2],
  ]);
  await confirm(delivered.uuid, 8);
  await deliver(delivered.uuid, 7, wh.main);
  const cancelled = await make(clients[1]!, 4, [[7, 2]]);
  await sales.changeState(
    at(ctx, demoInstant(ctx, 3, 9)),
    actor,
    business,
    cancelled.uuid,
    'cancel',
  );
  return { partlyDelivered: partly.uuid, count };
}
