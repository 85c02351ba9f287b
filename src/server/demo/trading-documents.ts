import type { FastifyBaseLogger } from 'fastify';
import type { AppContext, SessionUser } from '../context';
import type { BusinessRow } from '../modules/businesses/service';
import { listProducts } from '../modules/products/service';
import { createFromSaleOrder } from '../modules/purchase-orders/from-sale-order';
import { listSuppliers } from '../modules/suppliers/service';
import { listWarehouses } from '../modules/warehouses/service';
import { seedSaleOrders } from './trading-sales';
import {
  at,
  demoInstant,
  JEDDAH_WAREHOUSE,
  seedPurchaseOrders,
  seedWarehouses,
} from './trading-stock';

/**
 * The trading documents of the demo's trading business (decisions 0067–0070), all through the
 * services the routes call so that the stock ledger, numbers and totals are real, dated relative
 * to today in Riyadh: a second warehouse with a transfer and a posted count, sale orders in every
 * state with delivery notes, credit invoices in every ageing bucket (one half collected),
 * purchase orders in every state with lots (one expiring within 30 days), a purchase billing an
 * order with a supplier payment, and a draft purchase order of a sale order's missing pieces.
 * Does nothing when «مستودع جدة» exists, or the business has no products or suppliers.
 * @returns the milliseconds it took (0 when skipped).
 */
export async function seedTradingDocuments(
  ctx: AppContext,
  actor: SessionUser,
  business: BusinessRow,
  log: FastifyBaseLogger,
): Promise<number> {
  const started = Date.now();
  if ((await listWarehouses(ctx, business)).some((w) => w.name === JEDDAH_WAREHOUSE)) return 0;
  const products = (await listProducts(ctx, business, true)).sort((a, b) => a.ID - b.ID);
  const suppliers = (await listSuppliers(ctx, business)).filter((s) => s.vatid !== '');
  if (products.length < 4 || suppliers.length === 0) return 0;
  const wh = await seedWarehouses(ctx, actor, business, products);
  const purchaseOrders = await seedPurchaseOrders(ctx, actor, business, wh, products, suppliers);
  const { partlyDelivered, count } = await seedSaleOrders(ctx, actor, business, wh, products);
  await createFromSaleOrder(at(ctx, demoInstant(ctx, 4, 15)), actor, business, partlyDelivered, {
    supplier_id: suppliers[0]!.UUID,
    warehouse_id: wh.jeddah,
  });
  const ms = Date.now() - started;
  log.info(
    `demo ${business.key}: 2 warehouses, ${count} sale orders, ${purchaseOrders + 1} purchase orders in ${ms} ms`,
  );
  return ms;
}
