import type { FastifyBaseLogger } from 'fastify';
import type { AppContext, SessionUser } from '../context';
import { saveImage } from '../files/images';
import { findBusinessByKey, type BusinessRow } from '../modules/businesses/repository';
import { productImageFolder } from '../modules/businesses/service';
import { createCategory } from '../modules/categories/service';
import { createProduct, listProducts } from '../modules/products/service';
import { sellAtPos } from '../modules/pos/service';
import { seedClientWork } from './clients-demo';
import { seedPurchases } from './purchases-demo';
import { seedPurchaseExtras } from './purchases-demo-extra';
import { pick, prng } from './random';
import { seedKitchen } from './kitchen-demo';
import { seedRestaurantCounter } from './restaurant-demo';
import { seedShifts } from './shifts-demo';
import { seedTradingDocuments } from './trading-documents';
import type { PaymentMeansCode } from '../../domain/payment-means';
import { orderPosBody } from '../../domain/schemas/invoices';
import { riyadhMidnightUtc, riyadhDate } from '../../domain/riyadh-time';
import { KEBRIT_CATALOGUE } from './catalogue-kebrit';
import { demoProductPng } from './images';
import { MENGUSHA_MENU, type DemoCategory } from './menu-mengusha';

/** Creates the demo categories and products of one business through the catalogue services. */
export async function seedCatalogue(
  ctx: AppContext,
  actor: SessionUser,
  business: BusinessRow,
  catalogue: DemoCategory[],
) {
  const folder = productImageFolder(business);
  for (const cat of catalogue) {
    const category = await createCategory(ctx, actor, business, {
      name: cat.name,
      description: cat.description,
      categoryEn: cat.en,
    });
    for (const [i, item] of cat.items.entries()) {
      const image = await saveImage(
        ctx.storage,
        demoProductPng(item.ar, item.en, cat.color),
        folder,
        'product',
      );
      await createProduct(ctx, actor, business, {
        categoryid: category.UUID,
        name: item.ar,
        productName: item.en,
        description: cat.description,
        descriptionEn: `${item.en} — ${cat.en}`,
        vatCategory: 'S',
        barcode: '',
        vatExemptionCode: '',
        Size: item.size ?? '',
        SizeAr: item.size ?? '',
        image,
        price: item.price,
        // Demo cost: 60 % of the price, unknown for every third product (the gross-profit report).
        costPrice: i % 3 === 2 ? null : Math.round(item.price * 60) / 100,
        pricedv: item.dv ?? null,
        pricex: item.credit ?? null,
        calories: item.kcal,
        published: true,
        quantity: 50 + Math.round(item.price) * 3,
      });
    }
  }
}

interface SalesPlan {
  perDay: [min: number, max: number];
  payments: Array<[PaymentMeansCode, number]>;
  sellers: string[];
  /** Riyadh opening and closing hour (closing may pass midnight: 25 = 01:00 next day). */
  hours: [open: number, close: number];
}

const PLANS: Record<string, SalesPlan> = {
  mengusha: {
    perDay: [45, 80],
    payments: [
      ['48', 45],
      ['10', 25],
      ['42', 20],
      ['45', 5],
      ['24', 5],
    ],
    sellers: ['cashier1', 'cashier2'],
    hours: [11, 24],
  },
  kebrit: {
    perDay: [8, 20],
    payments: [
      ['10', 40],
      ['48', 40],
      ['24', 20],
    ],
    sellers: ['sales1', 'admin'],
    hours: [8, 22],
  },
};

/**
 * Sells `days` days of realistic sales through sellAtPos — the POS's own service code — with the
 * clock set to each sale's instant, up to today or to the Riyadh date `lastDay`, on every
 * `step`-th day (default every day). Receipt images are rendered for the last two days only.
 * @returns how many invoices were issued.
 */
export async function seedSales(
  ctx: AppContext,
  business: BusinessRow,
  days: number,
  log: FastifyBaseLogger,
  window: { lastDay?: string; step?: number } = {},
): Promise<number> {
  const plan = PLANS[business.key]!;
  const rand = prng(business.id * 7919 + (window.lastDay ? 1 : 0));
  const products = await listProducts(ctx, business);
  const today = riyadhMidnightUtc(window.lastDay ?? riyadhDate(ctx.now()));
  const step = window.step ?? 1;
  let count = 0;
  for (let d = days; d >= 0; d -= step) {
    const dayStart = today - d * 86_400_000;
    const n = plan.perDay[0] + Math.floor(rand() * (plan.perDay[1] - plan.perDay[0]));
    const times = Array.from(
      { length: n },
      () => dayStart + (plan.hours[0] + rand() * (plan.hours[1] - plan.hours[0])) * 3_600_000,
    )
      .filter((t) => t < ctx.now())
      .sort((a, b) => a - b);
    for (const t of times) {
      const lines = new Map<number, number>();
      const size = 1 + Math.floor(rand() * 4);
      while (lines.size < size)
        lines.set(products[Math.floor(rand() * products.length)]!.ID, 1 + Math.floor(rand() * 3));
      const seller = plan.sellers[Math.floor(rand() * plan.sellers.length)]!;
      await sellAtPos(
        { ...ctx, now: () => Math.floor(t) },
        business,
        { id: null, username: seller },
        orderPosBody.parse({
          PaymentMeansCode: pick(rand, plan.payments),
          DiscountPercent: pick(rand, [
            [0, 85],
            [5, 8],
            [10, 5],
            [20, 2],
          ]),
          InvoiceLine: [...lines].map(([ID, InvoicedQuantity]) => ({ ID, InvoicedQuantity })),
        }),
        { receipt: !window.lastDay && d <= 1 },
      );
      count++;
    }
    if (d % 30 === 0)
      log.info(`demo ${business.key}: ${count} sales up to ${riyadhDate(dayStart)}`);
  }
  return count;
}

/**
 * Seeds both businesses' catalogues and 90 days of sales, kebrit's clients, quotations and
 * credit collections, and both businesses' suppliers and purchases, unless the demo database has
 * them.
 */
export async function seedDemo(
  ctx: AppContext,
  actor: SessionUser,
  log: FastifyBaseLogger,
): Promise<void> {
  for (const [key, catalogue] of [
    ['mengusha', MENGUSHA_MENU],
    ['kebrit', KEBRIT_CATALOGUE],
  ] as const) {
    const business = (await findBusinessByKey(ctx.db, key))!;
    if ((await listProducts(ctx, business)).length > 0) continue;
    await seedCatalogue(ctx, actor, business, catalogue);
    // The spec's default VAT-report quarter (2025-04-01 … 2025-07-01), every third
    // day, so that invoicesvat and the VAT return of 2025 Q2 open on real figures.
    const quarter = await seedSales(ctx, business, 90, log, { lastDay: '2025-06-30', step: 3 });
    const sales = quarter + (await seedSales(ctx, business, 90, log));
    log.info(`demo ${key}: catalogue and ${sales} invoices created`);
  }
  // Clients, quotations and credit collections: the trading business's daily work.
  await seedClientWork(ctx, actor, (await findBusinessByKey(ctx.db, 'kebrit'))!, log);
  // Suppliers and purchases with receipt photos and items linked to products.
  // Plus a supplier without VAT number, a PDF receipt, unlinked items and the spec's VAT quarter.
  for (const key of ['mengusha', 'kebrit']) {
    const business = (await findBusinessByKey(ctx.db, key))!;
    await seedPurchases(ctx, actor, business, log);
    await seedPurchaseExtras(ctx, actor, business, log);
  }
  // Warehouses, a transfer and a count, sale and purchase orders in every state, ageing buckets.
  await seedTradingDocuments(ctx, actor, (await findBusinessByKey(ctx.db, 'kebrit'))!, log);
  const mengusha = (await findBusinessByKey(ctx.db, 'mengusha'))!;
  // The menu's choices and a day of dine-in, takeaway and delivery, some paid split (decision 0056).
  await seedRestaurantCounter(ctx, actor, mengusha, log);
  // Kitchen stations, yesterday's tables paid later (two bills split) and today's open orders.
  await seedKitchen(ctx, actor, mengusha, log);
  // The restaurant's two tills and a week of shifts holding its sales (decision 0055).
  await seedShifts(ctx, mengusha, log);
}
