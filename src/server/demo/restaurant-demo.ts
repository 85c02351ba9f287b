import type { FastifyBaseLogger } from 'fastify';
import { halalasToSar } from '../../domain/money';
import type { OrderType } from '../../domain/order-types';
import { riyadhDate, riyadhMidnightUtc } from '../../domain/riyadh-time';
import { modifierGroupBody, type ModifierGroupView } from '../../domain/schemas/restaurant';
import { orderPosBody, type OrderPosBody } from '../../domain/schemas/invoices';
import type { AppContext, SessionUser } from '../context';
import type { BusinessRow } from '../modules/businesses/repository';
import { createModifierGroup, listModifierGroups } from '../modules/modifiers';
import { prepareSale, sellAtPos } from '../modules/pos/service';
import { pick, prng } from './random';

const HOUR = 3_600_000;
const DAY = 86_400_000;

/** The demo menu's groups of choices and the categories (by Arabic name) they apply to. */
const GROUPS = [
  {
    categories: ['المشروبات'],
    body: {
      name: 'الحجم',
      nameEn: 'Size',
      required: true,
      minChoices: 1,
      maxChoices: 1,
      options: [
        { name: 'صغير', nameEn: 'Small', priceChange: 0 },
        { name: 'وسط', nameEn: 'Medium', priceChange: 2 },
        { name: 'كبير', nameEn: 'Large', priceChange: 4 },
      ],
    },
  },
  {
    categories: ['الساندويتشات', 'المشويات'],
    body: {
      name: 'الإضافات',
      nameEn: 'Extras',
      required: false,
      minChoices: 0,
      maxChoices: 3,
      options: [
        { name: 'ثوم إضافي', nameEn: 'Extra garlic', priceChange: 1 },
        { name: 'جبن', nameEn: 'Cheese', priceChange: 2 },
        { name: 'بطاطس', nameEn: 'Fries', priceChange: 3 },
      ],
    },
  },
  {
    categories: ['الساندويتشات'],
    body: {
      name: 'بدون',
      nameEn: 'Without',
      required: false,
      minChoices: 0,
      maxChoices: 4,
      options: [
        { name: 'بدون بصل', nameEn: 'No onion', priceChange: 0 },
        { name: 'بدون مخلل', nameEn: 'No pickles', priceChange: 0 },
        { name: 'بدون طماطم', nameEn: 'No tomato', priceChange: 0 },
        { name: 'بدون صوص حار', nameEn: 'No hot sauce', priceChange: 0 },
      ],
    },
  },
];

/** Creates the demo groups through the modifiers service; returns them. */
async function seedGroups(ctx: AppContext, actor: SessionUser, business: BusinessRow) {
  const categories = await ctx.db
    .selectFrom('categories')
    .select(['id', 'name'])
    .where('business_id', '=', business.id)
    .execute();
  const idOf = new Map(categories.map((c) => [c.name, c.id]));
  const made: ModifierGroupView[] = [];
  for (const g of GROUPS) {
    const categoryIds = g.categories.map((n) => idOf.get(n)).filter((id) => id !== undefined);
    if (categoryIds.length === 0) continue;
    const body = modifierGroupBody.parse({ ...g.body, categoryIds });
    made.push(await createModifierGroup(ctx, actor, business, body));
  }
  return made;
}

/** The choices of one line: every required group answered, optional ones now and then. */
function choicesFor(rand: () => number, groups: readonly ModifierGroupView[]): number[] {
  const ids: number[] = [];
  for (const g of groups) {
    if (!g.required && rand() < 0.5) continue;
    const count = g.required ? 1 : 1 + Math.floor(rand() * Math.min(2, g.maxChoices));
    const pool = [...g.options];
    for (let i = 0; i < count && pool.length > 0; i++)
      ids.push(pool.splice(Math.floor(rand() * pool.length), 1)[0]!.id);
  }
  return ids;
}

/** The order type of a demo sale, with its table or delivery details. */
function orderOf(rand: () => number, n: number): Partial<OrderPosBody> {
  const type = pick<OrderType>(rand, [
    ['dine_in', 50],
    ['takeaway', 35],
    ['delivery', 15],
  ]);
  if (type === 'dine_in') return { orderType: type, table: String(1 + Math.floor(rand() * 12)) };
  if (type === 'delivery')
    return { orderType: type, delivery: { name: 'عميل التطبيق', reference: `HS-${4100 + n}` } };
  return { orderType: type };
}

/**
 * The restaurant's counter in the demo (decision 0056): mengusha's menu gets its groups of choices
 * (size of a drink, extras, «بدون») and yesterday gets 30 counter sales of every order type — drinks
 * with a size, sandwiches with extras and without onion — paid in cash (with the cash handed over),
 * by mada, or split between the two. Runs before the shifts demo, so yesterday's closed shifts
 * count only the cash parts. Skipped when the business has groups already.
 */
export async function seedRestaurantCounter(
  ctx: AppContext,
  actor: SessionUser,
  business: BusinessRow,
  log: FastifyBaseLogger,
): Promise<void> {
  if ((await listModifierGroups(ctx, business, true)).length > 0) return;
  const groups = await seedGroups(ctx, actor, business);
  const products = await ctx.db
    .selectFrom('products')
    .select(['id', 'category_id'])
    .where('business_id', '=', business.id)
    .where('published', '=', 1)
    .execute();
  const groupsOf = (categoryId: number) => groups.filter((g) => g.categoryIds.includes(categoryId));
  const rand = prng(business.id * 104_729);
  const day = riyadhMidnightUtc(riyadhDate(ctx.now())) - DAY;
  for (let n = 0; n < 30; n++) {
    const at = Math.floor(day + (12 + (n * 10) / 30 + rand() * 0.3) * HOUR);
    const chosen = new Map<number, { ID: number; InvoicedQuantity: number; Modifiers: number[] }>();
    for (let k = 1 + Math.floor(rand() * 3); chosen.size < k;) {
      const p = products[Math.floor(rand() * products.length)]!;
      if (chosen.has(p.id)) continue;
      const Modifiers = choicesFor(rand, groupsOf(p.category_id));
      chosen.set(p.id, { ID: p.id, InvoicedQuantity: 1 + Math.floor(rand() * 2), Modifiers });
    }
    const means = pick<'10' | '48' | 'split'>(rand, [
      ['10', 40],
      ['48', 35],
      ['split', 25],
    ]);
    const base = orderPosBody.parse({
      PaymentMeansCode: means === '48' ? '48' : '10',
      InvoiceLine: [...chosen.values()],
      ...orderOf(rand, n),
    });
    const sale = { ...ctx, now: () => at };
    const total = (await prepareSale(sale, business, base)).cart.totals.taxInclusive;
    const cash = means === 'split' ? Math.max(1_000, Math.floor(total / 2 / 1_000) * 1_000) : total;
    const body =
      means === '48'
        ? base
        : orderPosBody.parse({
            ...base,
            ...(means === 'split' && cash < total
              ? {
                  PaymentMeans: [
                    { PaymentMeansCode: '10', Amount: halalasToSar(cash) },
                    { PaymentMeansCode: '48', Amount: halalasToSar(total - cash) },
                  ],
                }
              : {}),
            cashTendered: halalasToSar(Math.ceil(cash / 5_000) * 5_000),
          });
    await sellAtPos(sale, business, { id: null, username: 'cashier1' }, body, { receipt: false });
  }
  log.info(`demo ${business.key}: ${groups.length} modifier groups and 30 counter sales`);
}
