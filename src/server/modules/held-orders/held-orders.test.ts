// Held orders through the API (decision 0057): sent to the kitchen, added to from two tills at
// once, paid later as one invoice equal to a counter sale of the same cart, split by line and in
// equal parts into invoices that sum to the order, refused splits that spend no number, cancel.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sarToHalalas } from '../../../domain/money';
import { apiCaller, type ApiCaller } from '../../testing/api-caller';
import {
  insertTestCategory,
  insertTestProduct,
  MENGUSHA_ID,
} from '../../testing/catalogue-fixtures';
import { createGroup } from '../../testing/modifiers';
import { T0 } from '../../testing/pos';
import { getApi, sell } from '../../testing/sales';
import { createTestApp, type TestApp } from '../../testing/test-app';

let t: TestApp, api: ApiCaller, admin: string, cashier: string;
let shawarma: number, tea: number, large: number, garlic: number;
beforeAll(async () => {
  t = await createTestApp({ now: T0 });
  api = apiCaller(t);
  admin = await t.adminToken();
  cashier = await t.userToken('casher');
  const db = t.app.ctx.db;
  const food = await insertTestCategory(db, MENGUSHA_ID, 'ساندويتشات');
  shawarma = await insertTestProduct(db, MENGUSHA_ID, {
    name: 'شاورما',
    price: 1300,
    categoryId: food,
  });
  tea = await insertTestProduct(db, MENGUSHA_ID, { name: 'شاي', price: 700, categoryId: food });
  const size = await createGroup(t, admin, 'mengusha', {
    name: 'الحجم',
    required: true,
    minChoices: 1,
    maxChoices: 1,
    options: [
      { name: 'صغير', priceChange: 0 },
      { name: 'كبير', priceChange: 2 },
    ],
    productIds: [tea],
  });
  const extras = await createGroup(t, admin, 'mengusha', {
    name: 'الإضافات',
    maxChoices: 1,
    options: [{ name: 'ثوم إضافي', priceChange: 1 }],
    productIds: [shawarma],
  });
  large = size.options[1]!.id;
  garlic = extras.options[0]!.id;
});
afterAll(async () => t.close());

const open = async (lines: object[], extra: object = {}) => {
  const res = await api('POST', '/mengusha/held-orders', cashier, {
    orderType: 'dine_in',
    table: '5',
    lines,
    ...extra,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().order as { id: number; number: number; TaxInclusiveAmount: number };
};
const invoice = async (uuid: string) =>
  (await getApi(t, admin, `mengusha/invoices/${uuid}`)).json().invoice;
/** The quantity of a product in the gross-profit report (sales by product). */
async function soldOf(productId: number): Promise<number> {
  const rows = (await getApi(t, admin, 'mengusha/reports/grossprofit')).json().products;
  return rows.find((r: { productId: number }) => r.productId === productId)?.quantity ?? 0;
}
const nextNumber = async () =>
  (
    await sell(t, admin, 'mengusha', {
      PaymentMeansCode: '10',
      InvoiceLine: [{ ID: tea, InvoicedQuantity: 1, Modifiers: [large] }],
    })
  ).invoid;

describe('held orders (mengusha)', () => {
  it('a held order with choices, added to later, is paid as one invoice equal to the same counter sale', async () => {
    const order = await open([{ ID: shawarma, InvoicedQuantity: 1, Modifiers: [garlic] }]);
    const add = await api('POST', `/mengusha/held-orders/${order.id}/lines`, cashier, {
      lines: [
        { ID: tea, InvoicedQuantity: 2, Modifiers: [large], kitchenNote: 'سكر قليل' },
        { ID: shawarma, InvoicedQuantity: 1, Modifiers: [garlic] },
      ],
    });
    expect(add.statusCode, add.body).toBe(200);
    expect(add.json().round).toBe(2);
    const pay = await api('POST', `/mengusha/held-orders/${order.id}/pay`, cashier, {
      PaymentMeansCode: '10',
      PaymentMeans: [
        { PaymentMeansCode: '10', Amount: 20 },
        { PaymentMeansCode: '48', Amount: 26 },
      ],
      cashTendered: 50,
    });
    expect(pay.statusCode, pay.body).toBe(201);
    const paid = pay.json();
    expect(paid.invoices).toHaveLength(1);
    expect(paid.invoices[0].change).toBe(30);
    expect(paid.order.status).toBe('paid');
    // The same cart sold at the counter: same lines, same amounts.
    const direct = await sell(t, admin, 'mengusha', {
      PaymentMeansCode: '10',
      InvoiceLine: [
        { ID: shawarma, InvoicedQuantity: 2, Modifiers: [garlic] },
        { ID: tea, InvoicedQuantity: 2, Modifiers: [large] },
      ],
    });
    const [held, counter] = [await invoice(paid.invoices[0].UUID), await invoice(direct.UUID)];
    const shape = (i: { InvoiceLine: Array<Record<string, unknown>> }) =>
      i.InvoiceLine.map((l) => [l.ItemName, l.InvoicedQuantity, l.RoundingAmount, l.TaxAmount]);
    expect(shape(held)).toEqual(shape(counter));
    expect(held.TaxInclusiveAmount).toBe(46);
    expect(held).toMatchObject({ orderType: 'dine_in', table: '5' });
    const again = await api('POST', `/mengusha/held-orders/${order.id}/pay`, cashier, {
      PaymentMeansCode: '48',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('held_order_closed');
    const late = await api('POST', `/mengusha/held-orders/${order.id}/lines`, cashier, {
      lines: [{ ID: shawarma, InvoicedQuantity: 1 }],
    });
    expect(late.json().error.code).toBe('held_order_closed');
  });

  it('two tills adding ten lines each at once lose none, and the payment includes all twenty', async () => {
    const order = await open([{ ID: shawarma, InvoicedQuantity: 1 }]);
    const add = (token: string) =>
      Promise.all(
        Array.from({ length: 10 }, () =>
          api('POST', `/mengusha/held-orders/${order.id}/lines`, token, {
            lines: [{ ID: shawarma, InvoicedQuantity: 1 }],
          }),
        ),
      );
    const answers = (await Promise.all([add(cashier), add(admin)])).flat();
    expect(answers.map((r) => r.statusCode)).toEqual(Array(20).fill(200));
    const view = (await api('GET', `/mengusha/held-orders/${order.id}`, cashier)).json().order;
    expect(view.lines).toHaveLength(21);
    expect(new Set(view.lines.map((l: { round: number }) => l.round)).size).toBe(21);
    const pay = await api('POST', `/mengusha/held-orders/${order.id}/pay`, cashier, {
      PaymentMeansCode: '48',
    });
    const inv = await invoice(pay.json().invoices[0].UUID);
    expect(inv.InvoiceLine[0].InvoicedQuantity).toBe(21);
    expect(inv.TaxInclusiveAmount).toBe(21 * 13);
  });

  it('a bill split into three equal parts: three invoices summing to the order to the halala', async () => {
    const order = await open([
      { ID: shawarma, InvoicedQuantity: 1, Modifiers: [garlic] },
      { ID: tea, InvoicedQuantity: 2, Modifiers: [large] },
    ]);
    expect(order.TaxInclusiveAmount).toBe(32);
    const teaBefore = await soldOf(tea);
    const parts = [
      { PaymentMeansCode: '10', cashTendered: 20 },
      { PaymentMeansCode: '48' },
      { PaymentMeansCode: '48' },
    ];
    const res = await api('POST', `/mengusha/held-orders/${order.id}/split`, cashier, {
      mode: 'equal',
      parts,
    });
    expect(res.statusCode, res.body).toBe(201);
    const invoices = res.json().invoices as Array<{
      UUID: string;
      TaxInclusiveAmount: number;
      invoid: number;
    }>;
    expect(invoices.map((i) => i.TaxInclusiveAmount)).toEqual([10.67, 10.67, 10.66]);
    const sum = invoices.reduce((s, i) => s + sarToHalalas(i.TaxInclusiveAmount), 0);
    expect(sum).toBe(3200);
    expect(invoices[1]!.invoid).toBe(invoices[0]!.invoid + 1);
    const first = await invoice(invoices[0]!.UUID);
    expect(first.InvoiceLine.map((l: { ItemName: string }) => l.ItemName)).toEqual([
      'شاورما (ثوم إضافي) (حصة 1 من 3)',
      'شاي (كبير) (حصة 1 من 3)',
    ]);
    expect(res.json().invoices[0].change).toBe(9.33);
    // Sales by product count the three shares of two teas as two teas.
    expect(await soldOf(tea)).toBe(teaBefore + 2);
  });

  it('a split by line into three sums to the order; a line left out is 422 and spends no number', async () => {
    const order = await open([
      { ID: shawarma, InvoicedQuantity: 2 },
      { ID: tea, InvoicedQuantity: 1, Modifiers: [large] },
      { ID: shawarma, InvoicedQuantity: 1, Modifiers: [garlic] },
    ]);
    const view = (await api('GET', `/mengusha/held-orders/${order.id}`, cashier)).json().order;
    const ids = view.lines.map((l: { id: number }) => l.id) as number[];
    const before = await nextNumber();
    const bad = await api('POST', `/mengusha/held-orders/${order.id}/split`, cashier, {
      mode: 'lines',
      parts: [
        { PaymentMeansCode: '10', lineIds: [ids[0]] },
        { PaymentMeansCode: '48', lineIds: [ids[1]] },
      ],
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().error.code).toBe('held_order_split_lines');
    expect(await nextNumber()).toBe(before + 1);
    const res = await api('POST', `/mengusha/held-orders/${order.id}/split`, cashier, {
      mode: 'lines',
      parts: ids.map((id, i) => ({ PaymentMeansCode: i === 1 ? '48' : '10', lineIds: [id] })),
    });
    expect(res.statusCode, res.body).toBe(201);
    const totals = res
      .json()
      .invoices.map((i: { TaxInclusiveAmount: number }) => i.TaxInclusiveAmount);
    expect(totals).toEqual([26, 9, 14]);
    expect(totals.reduce((s: number, v: number) => s + v, 0)).toBe(order.TaxInclusiveAmount);
    expect(res.json().invoices[0].invoid).toBe(before + 2);
  });

  it('lists open orders with the past-day flag, cancels one, and refuses a trading business', async () => {
    const order = await open([{ ID: tea, InvoicedQuantity: 1, Modifiers: [large] }], {
      orderType: 'takeaway',
      table: undefined,
    });
    const bad = await api('POST', '/mengusha/held-orders', cashier, {
      lines: [{ ID: tea, InvoicedQuantity: 1 }],
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().error.fields['lines.0.Modifiers']).toContain('الحجم');
    // Opened on the day before today (Riyadh): flagged.
    await t.app.ctx.db
      .updateTable('held_orders')
      .set({ business_day: '2026-11-21' })
      .where('id', '=', order.id)
      .execute();
    const list = (await api('GET', '/mengusha/held-orders', cashier)).json().orders;
    const mine = list.find((o: { id: number }) => o.id === order.id);
    expect(mine).toMatchObject({ pastBusinessDay: true, orderType: 'takeaway' });
    // On the kitchen display while fresh; a line never marked ready leaves it after 12 hours.
    const onBoard = async () =>
      (await api('GET', '/mengusha/kitchen/orders', cashier))
        .json()
        .cards.some((c: { orderId: number }) => c.orderId === order.id);
    expect(await onBoard()).toBe(true);
    await t.app.ctx.db
      .updateTable('held_order_lines')
      .set({ added_at: T0 - 12 * 3_600_000 - 1 })
      .where('held_order_id', '=', order.id)
      .execute();
    expect(await onBoard()).toBe(false);
    const cancel = await api('POST', `/mengusha/held-orders/${order.id}/cancel`, cashier);
    expect(cancel.json().order.status).toBe('cancelled');
    const trading = await api('POST', '/kebrit/held-orders', admin, {
      lines: [{ ID: 1, InvoicedQuantity: 1 }],
    });
    expect(trading.json().error.code).toBe('restaurant_only');
  });
});
