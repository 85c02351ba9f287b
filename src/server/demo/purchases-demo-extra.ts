import type { FastifyBaseLogger } from 'fastify';
import type { BusinessKind } from '../../domain/business-kinds';
import { sarToHalalas } from '../../domain/money';
import { riyadhMidnightUtc, riyadhDate } from '../../domain/riyadh-time';
import { supplierBody } from '../../domain/schemas/purchases';
import type { AppContext, SessionUser } from '../context';
import { kindOf, type BusinessRow } from '../modules/businesses/service';
import { listProducts } from '../modules/products/service';
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
 * has something real (issue #7 §5): a supplier without a VAT number (purchases/vat's "بدون رقم
 * ضريبي"); from it, 5 days ago, a purchase of unlinked items whose receipt is a **PDF**
 * (purchases/images' PDF icon, purchases/products' unlinked note); and a purchase every two weeks
 * in the spec's default VAT-report quarter, 2025-04-01 … 2025-06-30 (SPEC.md §5), from the VAT
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
  log.info(`demo ${business.key}: a supplier without VAT number and ${n} more purchases`);
  return n;
}
