import { riyadhDate, riyadhMidnightUtc } from '../../domain/riyadh-time';
import { supplierPaymentBody } from '../../domain/schemas/payment-terms';
import { purchaseOrderBody, receiveOrderBody } from '../../domain/schemas/purchase-orders';
import { transferBody, warehouseBody } from '../../domain/schemas/warehouses';
import type { AppContext, SessionUser } from '../context';
import type { BusinessRow } from '../modules/businesses/service';
import { receiveOrder } from '../modules/purchase-orders/receive';
import * as orders from '../modules/purchase-orders/service';
import { linkPurchaseOrder } from '../modules/purchases/service';
import { payPurchase } from '../modules/purchases/payments';
import type { listProducts } from '../modules/products/service';
import type { listSuppliers } from '../modules/suppliers/service';
import { createCount, enterCounted, postCount } from '../modules/warehouses/counts';
import { createWarehouse, listWarehouses } from '../modules/warehouses/service';
import { createTransfer } from '../modules/warehouses/transfers';
import { recordDemoPurchase } from './purchases-demo';

/** The second demo warehouse's name: its presence marks the trading documents as seeded. */
export const JEDDAH_WAREHOUSE = 'مستودع جدة';

type Product = Awaited<ReturnType<typeof listProducts>>[number];
type Supplier = Awaited<ReturnType<typeof listSuppliers>>[number];

/** The demo's clock: `daysAgo` Riyadh days before today at Riyadh `hour`, UTC ms. */
export function demoInstant(ctx: AppContext, daysAgo: number, hour: number): number {
  return riyadhMidnightUtc(riyadhDate(ctx.now())) - daysAgo * 86_400_000 + hour * 3_600_000;
}

/** The context with the clock set to `at` (UTC ms). */
export const at = (ctx: AppContext, t: number): AppContext => ({ ...ctx, now: () => t });

/** A Riyadh date `days` after today (negative: before). */
export function dayFromToday(ctx: AppContext, days: number): string {
  return riyadhDate(riyadhMidnightUtc(riyadhDate(ctx.now())) + days * 86_400_000 + 43_200_000);
}

/** The warehouses the demo works with: the business's default one and Jeddah's. */
export interface DemoWarehouses {
  main: string;
  jeddah: string;
}

/**
 * Creates «مستودع جدة» (with two shelf locations) beside the default warehouse, moves a few
 * products there 12 days ago (a transfer) and posts a count of it 5 days ago that finds one piece
 * short and two pieces over (decision 0067). All through the warehouse services.
 * @returns the two warehouses' UUIDs.
 */
export async function seedWarehouses(
  ctx: AppContext,
  actor: SessionUser,
  business: BusinessRow,
  products: readonly Product[],
): Promise<DemoWarehouses> {
  const main = (await listWarehouses(ctx, business)).find((w) => w.isDefault)!.UUID;
  const jeddah = (
    await createWarehouse(
      at(ctx, demoInstant(ctx, 30, 9)),
      actor,
      business,
      warehouseBody.parse({
        name: JEDDAH_WAREHOUSE,
        address: 'جدة، حي الخمرة، المنطقة الصناعية',
        locations: [
          { zone: 'A', aisle: '1', bay: '1', bin: '1' },
          { zone: 'A', aisle: '1', bay: '2', bin: '1' },
        ],
      }),
    )
  ).UUID;
  const moved = products.slice(0, 4);
  await createTransfer(
    at(ctx, demoInstant(ctx, 12, 10)),
    actor,
    business,
    transferBody.parse({
      from: main,
      to: jeddah,
      note: 'تزويد فرع جدة',
      lines: moved.map((p, i) => ({ product: p.UUID, quantity: 6 + i * 2 })),
    }),
  );
  const when = at(ctx, demoInstant(ctx, 5, 16));
  const sheet = await createCount(when, actor, business, { warehouse: jeddah });
  const held = sheet.lines.filter((l) => l.expected > 0);
  await enterCounted(when, business, sheet.UUID, {
    lines: held.map((l, i) => ({
      product: l.product,
      counted: Math.max(0, l.expected + (i === 0 ? -1 : i === 1 ? 2 : 0)),
      reason: i === 0 ? 'قطعة تالفة' : i === 1 ? 'وجدت في رف آخر' : '',
    })),
  });
  await postCount(when, actor, business, sheet.UUID, 'جرد شهري');
  return { main, jeddah };
}

/** One order line: product, pieces, VAT-exclusive unit cost at ~55 % of the sale price (SAR). */
const line = (p: Product, quantity: number) => ({
  product: p.UUID,
  quantity,
  unit_cost: Math.max(1, Math.round(p.price * 55) / 100),
});

/**
 * Purchase orders in every state (decision 0070), through the purchase-order services: draft,
 * sent (expected in 5 days), partly received into Jeddah with a lot expiring in 20 days (the
 * near-expiry list) and one in a year, received in full with lots, closed after a part, cancelled.
 * The supplier's invoice of the received order is a purchase linked to it, half paid.
 * @returns how many orders were made.
 */
export async function seedPurchaseOrders(
  ctx: AppContext,
  actor: SessionUser,
  business: BusinessRow,
  wh: DemoWarehouses,
  products: readonly Product[],
  suppliers: readonly Supplier[],
): Promise<number> {
  const p = (i: number) => products[i % products.length]!;
  const make = async (
    daysAgo: number,
    s: number,
    warehouse: string,
    lines: Array<ReturnType<typeof line>>,
    expected?: number,
  ) =>
    orders.createOrder(
      at(ctx, demoInstant(ctx, daysAgo, 9)),
      actor,
      business,
      purchaseOrderBody.parse({
        supplier_id: suppliers[s % suppliers.length]!.UUID,
        ware_house_id: warehouse,
        expected_date: expected === undefined ? null : dayFromToday(ctx, expected),
        note: '',
        lines,
      }),
    );
  const send = (uuid: string, daysAgo: number) =>
    orders.changeState(at(ctx, demoInstant(ctx, daysAgo, 10)), actor, business, uuid, 'send');
  const receive = (
    order: Awaited<ReturnType<typeof make>>,
    daysAgo: number,
    warehouse: string,
    take: Array<{ quantity: number; lot: string; expiresIn: number }>,
  ) =>
    receiveOrder(
      at(ctx, demoInstant(ctx, daysAgo, 11)),
      actor,
      business,
      receiveOrderBody.parse({
        purchase_order: order.UUID,
        ware_house_id: warehouse,
        note: 'استلام بحالة جيدة',
        products: take.map((t, i) => ({
          line: order.lines[i]!.UUID,
          quantity: t.quantity,
          lot_number: t.lot,
          expiry_date: dayFromToday(ctx, t.expiresIn),
          zone: 'A',
          aisle: '1',
          bay: String(1 + (i % 2)),
          bin: '1',
        })),
      }),
    );

  // Received in full 18 days ago, billed by the supplier's invoice (linked), half paid.
  const full = await make(20, 0, wh.main, [line(p(5), 24), line(p(6), 12)]);
  await send(full.UUID, 20);
  await receive(full, 18, wh.main, [
    { quantity: 24, lot: 'LOT-2411-A', expiresIn: 365 },
    { quantity: 12, lot: 'LOT-2411-B', expiresIn: 300 },
  ]);
  const received = await orders.getOrder(ctx, business, full.UUID);
  const billAt = demoInstant(ctx, 17, 12);
  const purchase = await recordDemoPurchase(
    ctx,
    actor,
    business,
    suppliers[0]!,
    received.lines.map((l, i) => {
      const price = Math.round(l.total * 100) / l.quantity;
      const product = p(5 + i);
      return {
        name: product.name,
        quantity: l.quantity,
        price: Math.round(price),
        total: Math.round(price) * l.quantity,
        productId: product.ID,
      };
    }),
    billAt,
  );
  await linkPurchaseOrder(at(ctx, billAt), actor, business, purchase, full.UUID);
  await payPurchase(
    at(ctx, demoInstant(ctx, 10, 13)),
    actor,
    business,
    purchase,
    supplierPaymentBody.parse({
      amount: Math.round(received.totals.total * 50) / 100,
      PaymentMeansCode: '42',
      note: 'دفعة أولى بتحويل بنكي',
    }),
  );

  // Partly received into Jeddah 8 days ago: one lot expires in 20 days.
  const part = await make(10, 1, wh.jeddah, [line(p(7), 30), line(p(8), 20)], 3);
  await send(part.UUID, 10);
  await receive(part, 8, wh.jeddah, [
    { quantity: 18, lot: 'LOT-2410-X', expiresIn: 20 },
    { quantity: 8, lot: 'LOT-2412-Y', expiresIn: 400 },
  ]);

  // Closed: a part came 22 days ago, the supplier will not send the rest.
  const closed = await make(25, 2, wh.main, [line(p(9), 40)]);
  await send(closed.UUID, 25);
  await receive(closed, 22, wh.main, [{ quantity: 25, lot: 'LOT-2409-C', expiresIn: 90 }]);
  await orders.changeState(at(ctx, demoInstant(ctx, 15, 9)), actor, business, closed.UUID, 'close');

  // Sent 3 days ago, expected in 5 days; a draft of yesterday; one cancelled.
  const sent = await make(3, 1, wh.main, [line(p(10), 15), line(p(11), 10)], 5);
  await send(sent.UUID, 3);
  await make(1, 0, wh.jeddah, [line(p(12), 20)]);
  const dropped = await make(15, 2, wh.main, [line(p(13), 10)]);
  await send(dropped.UUID, 15);
  await orders.changeState(
    at(ctx, demoInstant(ctx, 14, 9)),
    actor,
    business,
    dropped.UUID,
    'cancel',
  );
  return 6;
}
