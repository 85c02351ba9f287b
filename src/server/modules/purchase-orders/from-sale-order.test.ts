// POST purchase_orders/from_sale_order/{UUID} (decision 0070): a draft of the sale order's missing
// pieces (ordered − delivered − on hand), 422 when nothing is missing, scoped and permissioned.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { clientBody } from '../../../domain/schemas/clients';
import { supplierBody } from '../../../domain/schemas/purchases';
import { deliveryOrderBody, saleOrderBody } from '../../../domain/schemas/sale-orders';
import { insertTestProduct, KEBRIT_ID } from '../../testing/catalogue-fixtures';
import { bearer, createTestApp, type TestApp } from '../../testing/test-app';
import { createClient } from '../clients/service';
import { deliverOrder } from '../sale-orders/deliver';
import * as sales from '../sale-orders/service';
import { createSupplier } from '../suppliers/service';

let t: TestApp, admin: string;
beforeAll(async () => {
  t = await createTestApp({ config: { receiptImages: false } });
  admin = await t.adminToken();
});
afterAll(async () => t.close());

const post = (token: string, business: string, uuid: string, payload: object) =>
  t.app.inject({
    method: 'POST',
    url: `/api/v1/${business}/purchase_orders/from_sale_order/${uuid}`,
    headers: bearer(token),
    payload,
  });

it('orders what the sale order still misses in the warehouse; 422 when nothing; 404/403 outside', async () => {
  const { ctx } = t.app;
  const business = await ctx.db
    .selectFrom('businesses')
    .selectAll()
    .where('id', '=', KEBRIT_ID)
    .executeTakeFirstOrThrow();
  const actor = { id: 1, uuid: '', username: 'admin', role: 'admin', tokenHash: '' };
  const ids = [
    await insertTestProduct(ctx.db, KEBRIT_ID, { name: 'مثقاب', price: 11500, opening: 3 }),
    await insertTestProduct(ctx.db, KEBRIT_ID, { name: 'مفك', price: 2300, opening: 50 }),
    await insertTestProduct(ctx.db, KEBRIT_ID, { name: 'شريط', price: 500, opening: 0 }),
  ];
  const uuids = await Promise.all(
    ids.map(
      async (id) =>
        (
          await ctx.db
            .selectFrom('products')
            .select('uuid')
            .where('id', '=', id)
            .executeTakeFirstOrThrow()
        ).uuid,
    ),
  );
  const client = await createClient(
    ctx,
    actor,
    business,
    clientBody.parse({
      RegistrationName: 'عميل الاختبار',
      VAT: '310445566700003',
      CityName: 'الرياض',
    }),
  );
  const supplier = await createSupplier(
    ctx,
    actor,
    business,
    supplierBody.parse({ name: 'مورد الاختبار', vatid: '300998877100003', address: 'الرياض' }),
  );
  const order = await sales.createOrder(
    ctx,
    actor,
    business,
    saleOrderBody.parse({
      customer_id: client.UUID,
      lines: [
        { prod_id: uuids[0], quantity: 10 }, // 2 delivered, 1 left on hand → 7 missing
        { prod_id: uuids[1], quantity: 20 }, // 50 on hand → nothing
        { prod_id: uuids[2], quantity: 4 }, // none on hand → 4
        { prod_id: uuids[0], quantity: 1 }, // same product: one more → 8
      ],
    }),
  );
  await sales.changeState(ctx, actor, business, order.uuid, 'confirm');
  await deliverOrder(
    ctx,
    actor,
    business,
    deliveryOrderBody.parse({
      sale_order_id: order.uuid,
      lines: [{ line: order.lines[0]!.uuid, quantity: 2 }],
    }),
  );

  const res = await post(admin, 'kebrit', order.uuid, { supplier_id: supplier.UUID });
  expect(res.statusCode).toBe(201);
  const po = res.json() as {
    status: string;
    sale_order_id: number;
    lines: Array<{ product: string; quantity: number }>;
  };
  expect(po.status).toBe('draft');
  const saleOrderId = (
    await ctx.db
      .selectFrom('sale_orders')
      .select('id')
      .where('uuid', '=', order.uuid)
      .executeTakeFirstOrThrow()
  ).id;
  expect(po.sale_order_id).toBe(Number(saleOrderId));
  expect(po.lines.map((l) => [l.product, l.quantity])).toEqual([
    [uuids[0], 8],
    [uuids[2], 4],
  ]);

  // Covered by stock: a 422 with the Arabic message, nothing created.
  const covered = await sales.createOrder(
    ctx,
    actor,
    business,
    saleOrderBody.parse({ customer_id: client.UUID, lines: [{ prod_id: uuids[1], quantity: 5 }] }),
  );
  const none = await post(admin, 'kebrit', covered.uuid, { supplier_id: supplier.UUID });
  expect(none.statusCode).toBe(422);
  const err = (none.json() as { error: { code: string; message: string } }).error;
  expect(err.code).toBe('nothing_to_order');
  expect(err.message).toMatch(/أمرَ البيع/);

  // Another business's path does not see the order; sales staff may not write purchases.
  expect(
    (await post(admin, 'mengusha', order.uuid, { supplier_id: supplier.UUID })).statusCode,
  ).toBe(404);
  const sales1 = await t.userToken('sales');
  expect(
    (await post(sales1, 'kebrit', order.uuid, { supplier_id: supplier.UUID })).statusCode,
  ).toBe(403);
  const bad = await post(admin, 'kebrit', order.uuid, { supplier_id: 'x' });
  expect(bad.statusCode).toBe(400);
});
