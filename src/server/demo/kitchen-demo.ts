import type { FastifyBaseLogger } from 'fastify';
import { riyadhDate, riyadhMidnightUtc } from '../../domain/riyadh-time';
import {
  heldOrderBody,
  heldOrderLinesBody,
  kitchenStationBody,
} from '../../domain/schemas/kitchen';
import type { AppContext, SessionUser } from '../context';
import type { BusinessRow } from '../modules/businesses/repository';
import { addHeldLines, openHeldOrder, payHeldOrder, splitHeldOrder } from '../modules/held-orders';
import { createStation, listStations } from '../modules/kitchen';
import { listModifierGroups } from '../modules/modifiers';

const HOUR = 3_600_000;
const MINUTE = 60_000;
const DAY = 86_400_000;

/** The demo kitchen's stations and the menu categories (Arabic names) each cooks. */
const STATIONS = [
  { name: 'الشواية', categories: ['المشويات', 'الساندويتشات', 'الوجبات'] },
  { name: 'الفرن', categories: ['المناقيش', 'المقبلات', 'الحلويات'] },
  { name: 'المشروبات', categories: ['المشروبات'] },
];

/**
 * The restaurant's kitchen in the demo (decision 0057): mengusha gets three stations (grill,
 * oven, drinks, no printers) over its menu's categories; yesterday four tables paid later — one
 * bill split in two equal parts, one by line; and today, as a service in progress, three orders
 * open (two dine-in tables with an addition, one takeaway, part of one marked ready) plus one left
 * open since yesterday (flagged). Made through the held-orders services. Runs after the counter
 * demo (its modifier groups) and before the shifts demo. Skipped when the business has stations.
 */
export async function seedKitchen(
  ctx: AppContext,
  actor: SessionUser,
  business: BusinessRow,
  log: FastifyBaseLogger,
): Promise<void> {
  if ((await listStations(ctx, business)).length > 0) return;
  const categories = await ctx.db
    .selectFrom('categories')
    .select(['id', 'name'])
    .where('business_id', '=', business.id)
    .execute();
  const idOf = new Map(categories.map((c) => [c.name, c.id]));
  for (const s of STATIONS) {
    const categoryIds = s.categories.map((n) => idOf.get(n)).filter((id) => id !== undefined);
    await createStation(
      ctx,
      actor,
      business,
      kitchenStationBody.parse({ name: s.name, categoryIds }),
    );
  }
  const menu = await menuOf(ctx, business);
  if (!menu) return;
  const today = riyadhMidnightUtc(riyadhDate(ctx.now()));
  const at = (t: number) => ({ ...ctx, now: () => t });
  const yesterday = today - DAY;

  // Yesterday: four tables, paid when they left.
  for (let n = 0; n < 4; n++) {
    const t0 = yesterday + (19 + n) * HOUR;
    const { order } = await openHeldOrder(
      at(t0),
      actor,
      business,
      heldOrderBody.parse({
        orderType: 'dine_in',
        table: String(3 + n),
        lines: [menu.dish(n), menu.drink(n), menu.dish(n + 1)],
      }),
    );
    // The kitchen marked it ready before the table paid.
    await ctx.db
      .updateTable('held_order_lines')
      .set({ ready_at: t0 + 20 * MINUTE })
      .where('business_id', '=', business.id)
      .where('held_order_id', '=', order.id)
      .execute();
    const paidAt = at(t0 + 50 * MINUTE);
    if (n === 1)
      await splitHeldOrder(paidAt, business, actor, order.id, {
        mode: 'equal',
        parts: [{ PaymentMeansCode: '10' }, { PaymentMeansCode: '48' }],
      });
    else if (n === 2)
      await splitHeldOrder(paidAt, business, actor, order.id, {
        mode: 'lines',
        parts: [
          { PaymentMeansCode: '48', lineIds: [order.lines[0]!.id, order.lines[1]!.id] },
          { PaymentMeansCode: '10', lineIds: [order.lines[2]!.id] },
        ],
      });
    else
      await payHeldOrder(paidAt, business, actor, order.id, {
        PaymentMeansCode: n ? '48' : '10',
        DiscountPercent: 0,
      });
  }
  // Left open since yesterday: flagged at the counter.
  await openHeldOrder(
    at(yesterday + 23 * HOUR),
    actor,
    business,
    heldOrderBody.parse({
      orderType: 'dine_in',
      table: '11',
      lines: [menu.drink(2)],
    }),
  );
  // Today's service in progress (the demo's clock is its start: orders from 10 to 40 minutes ago).
  const now = ctx.now();
  const tables = [
    { orderType: 'dine_in', table: '5', lines: [menu.dish(0), menu.drink(0)], ago: 40 },
    { orderType: 'takeaway', lines: [menu.dish(2)], ago: 25 },
    { orderType: 'dine_in', table: '8', lines: [menu.dish(3), menu.drink(1)], ago: 10 },
  ];
  for (const [i, o] of tables.entries()) {
    const { order } = await openHeldOrder(
      at(now - o.ago * MINUTE),
      actor,
      business,
      heldOrderBody.parse(o),
    );
    if (i === 0) {
      const more = heldOrderLinesBody.parse({ lines: [menu.drink(3)] });
      await addHeldLines(at(now - 15 * MINUTE), actor, business, order.id, more);
      await ctx.db
        .updateTable('held_order_lines')
        .set({ ready_at: now - 20 * MINUTE })
        .where('business_id', '=', business.id)
        .where('held_order_id', '=', order.id)
        .where('round', '=', 1)
        .execute();
    }
  }
  log.info(`demo ${business.key}: ${STATIONS.length} kitchen stations and 8 held orders`);
}

/** Demo lines: the n-th dish (grill) and drink (with its required size) of the menu. */
async function menuOf(ctx: AppContext, business: BusinessRow) {
  const products = await ctx.db
    .selectFrom('products as p')
    .innerJoin('categories as c', 'c.id', 'p.category_id')
    .select(['p.id', 'p.category_id', 'c.name as category'])
    .where('p.business_id', '=', business.id)
    .where('p.published', '=', 1)
    .orderBy('p.id')
    .execute();
  const dishes = products.filter((p) => p.category === 'الساندويتشات' || p.category === 'المشويات');
  const drinks = products.filter((p) => p.category === 'المشروبات');
  if (dishes.length === 0 || drinks.length === 0) return null;
  const groups = await listModifierGroups(ctx, business, false);
  const size = groups.find((g) => g.required && g.categoryIds.includes(drinks[0]!.category_id));
  return {
    dish: (n: number) => ({ ID: dishes[n % dishes.length]!.id, InvoicedQuantity: 1 + (n % 2) }),
    drink: (n: number) => ({
      ID: drinks[n % drinks.length]!.id,
      InvoicedQuantity: 1,
      Modifiers: size ? [size.options[n % size.options.length]!.id] : [],
    }),
  };
}
