import type { FastifyBaseLogger } from 'fastify';
import type { BusinessKind } from '../../domain/business-kinds';
import { sarToHalalas } from '../../domain/money';
import { riyadhMidnightUtc, riyadhDate } from '../../domain/riyadh-time';
import { supplierBody } from '../../domain/schemas/purchases';
import type { AppContext, SessionUser } from '../context';
import { kindOf, type BusinessRow } from '../modules/businesses/service';
import { listProducts } from '../modules/products/service';
import { productStock } from '../modules/stock/service';
import { createSupplier, listSuppliers } from '../modules/suppliers/service';
import { recordDemoPurchase, type DemoLine } from './purchases-demo';

/**
 * A small local shop without a VAT number, per kind of business, and what is bought there:
 * consumables that are no product of the catalogue (their items stay unlinked: no stock).
 */
const LOCAL_SHOP: Record<
  BusinessKind,
  { name: string; address: string; items: Array<[string, number, number]> }
> = {
  restaurant: {
    name: 'بقالة الحي',
    address: 'الرياض، حي السلي، شارع عبدالله بن حذافة',
    items: [
      ['مواد تنظيف', 35, 4],
      ['أكياس تغليف', 0.5, 200],
      ['مناديل ورقية', 12.75, 6],
    ],
  },
  trading: {
    name: 'مكتبة ومطبعة الفجر',
    address: 'الرياض، حي الملز، شارع جرير',
    items: [
      ['ورق طباعة A4', 18.5, 10],
      ['أشرطة لاصقة للتغليف', 4.25, 24],
    ],
  },
};

/**
 * What the weekly demo purchases (seedPurchases) lack, so that every purchases screen and report
 * has something real: a supplier without a VAT number (purchases/vat's "بدون رقم
 * ضريبي"); from it, 5 days ago, a purchase of unlinked items whose receipt is a **PDF**
 * (purchases/images' PDF icon, purchases/products' unlinked note); and a purchase every two weeks
 * in the spec's default VAT-report quarter, 2025-04-01 … 2025-06-30, from the VAT
 * registered suppliers, linked to products. Does nothing when the local shop exists already or
 * the business has no products or suppliers.
 * @returns how many purchases were recorded.
 */
export async function seedPurchaseExtras(
  ctx: AppContext,
  actor: SessionUser,
  business: BusinessRow,
  log: FastifyBaseLogger,
): Promise<number> {
  const shop = LOCAL_SHOP[kindOf(business)];
  const suppliers = await listSuppliers(ctx, business);
  const products = await listProducts(ctx, business);
  if (suppliers.length === 0 || products.length === 0) return 0;
  if (suppliers.some((s) => s.name === shop.name)) return 0;
  const local = await createSupplier(
    ctx,
    actor,
    business,
    supplierBody.parse({ name: shop.name, address: shop.address, vatid: '' }),
  );
  const lines: DemoLine[] = shop.items.map(([name, sar, quantity]) => {
    const price = sarToHalalas(sar);
    return { name, quantity, price, total: price * quantity };
  });
  const today = riyadhMidnightUtc(riyadhDate(ctx.now()));
  const fiveDaysAgo = today - 5 * 86_400_000 + 17 * 3_600_000;
  await recordDemoPurchase(ctx, actor, business, local, lines, fiveDaysAgo, true);
  let n = 1;
  const quarterStart = riyadhMidnightUtc('2025-04-01');
  for (let fortnight = 0; fortnight < 6; fortnight++) {
    const at = quarterStart + (fortnight * 14 + 3) * 86_400_000 + 11 * 3_600_000;
    const supplier = suppliers[fortnight % suppliers.length]!;
    const picked = [0, 1].map((k) => products[(fortnight * 11 + k * 5 + 3) % products.length]!);
    const quarterLines = picked
      .filter((p, i, all) => all.findIndex((q) => q.ID === p.ID) === i)
      .map((p, k) => {
        const quantity = 10 + ((fortnight * 7 + k * 3) % 20);
        const price = sarToHalalas(Math.max(1, Math.round(p.price * 60) / 100));
        return { name: p.name, quantity, price, total: price * quantity, productId: p.ID };
      });
    await recordDemoPurchase(ctx, actor, business, supplier, quarterLines, at);
    n++;
  }
  n += await seedRestock(ctx, actor, business, suppliers, products);
  log.info(`demo ${business.key}: a supplier without VAT number and ${n} more purchases`);
  return n;
}

/** Products bought on one demo receipt (its photo holds about this many lines). */
const RESTOCK_LINES = 6;

/**
 * Restocking, so that the stock screens show what a shop that buys what it sells shows — mostly
 * positive, a few products low or short — rather than 90 days of sales against the opening
 * quantities: every product whose remaining stock (opening + received − sold, the stock service)
 * is below 15, but one in eight left as it is, is bought back to between 15 and 44 pieces, in
 * three rounds (60, 30 and 1 day ago, Riyadh 09:00), six products a receipt, from the VAT
 * registered suppliers in turn, at about 60 % of the sale price.
 * @returns how many purchases were recorded.
 */
async function seedRestock(
  ctx: AppContext,
  actor: SessionUser,
  business: BusinessRow,
  suppliers: Awaited<ReturnType<typeof listSuppliers>>,
  products: Awaited<ReturnType<typeof listProducts>>,
): Promise<number> {
  const priceOf = new Map(products.map((p) => [p.ID, p.price]));
  const short = (await productStock(ctx, business)).filter(
    (s) => s.remaining < 15 && s.ID % 8 !== 0 && priceOf.has(s.ID),
  );
  const today = riyadhMidnightUtc(riyadhDate(ctx.now()));
  let n = 0;
  for (const [round, daysAgo] of [60, 30, 1].entries()) {
    const at = today - daysAgo * 86_400_000 + 9 * 3_600_000;
    for (let i = 0; i < short.length; i += RESTOCK_LINES) {
      const lines: DemoLine[] = short
        .slice(i, i + RESTOCK_LINES)
        .map((s) => {
          const need = 15 - s.remaining + ((s.ID * 7) % 30);
          const quantity = Math.floor(need / 3) + (round < need % 3 ? 1 : 0);
          const price = sarToHalalas(Math.max(1, Math.round(priceOf.get(s.ID)! * 60) / 100));
          return { name: s.name, quantity, price, total: price * quantity, productId: s.ID };
        })
        .filter((l) => l.quantity > 0);
      if (lines.length === 0) continue;
      const supplier = suppliers[(i / RESTOCK_LINES + round) % suppliers.length]!;
      await recordDemoPurchase(ctx, actor, business, supplier, lines, at);
      n++;
    }
  }
  return n;
}
