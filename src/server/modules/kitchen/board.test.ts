// The kitchen display (decision 0057): GET kitchen/orders, marking lines and orders ready, and the
// live change notices of GET kitchen/events.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KITCHEN_READY_KEPT_MS } from '../../../domain/held-orders';
import { apiCaller, type ApiCaller } from '../../testing/api-caller';
import { insertTestProduct, MENGUSHA_ID } from '../../testing/catalogue-fixtures';
import { insertHeldOrder } from '../../testing/held-orders';
import { createGroup } from '../../testing/modifiers';
import { T0 } from '../../testing/pos';
import { createTestApp, type TestApp } from '../../testing/test-app';

interface Card {
  orderId: number;
  stationId: number | null;
  stationName: string;
  since: number;
  version: number;
  ready: boolean;
  lines: Array<{ id: number; name: string; choices: string[]; readyAt: number | null }>;
}

let t: TestApp, call: ApiCaller, casher: string;
let kebab: number, juice: number, grill: number, drinks: number, large: number;
let first: { id: number; lineIds: number[] }, second: { id: number; lineIds: number[] };
beforeAll(async () => {
  t = await createTestApp({ now: T0 });
  call = apiCaller(t);
  const admin = await t.adminToken();
  casher = await t.userToken('casher');
  const db = t.app.ctx.db;
  kebab = await insertTestProduct(db, MENGUSHA_ID, { name: 'كباب', price: 2500 });
  juice = await insertTestProduct(db, MENGUSHA_ID, { name: 'عصير', price: 800 });
  const make = async (name: string, productIds: number[]) =>
    (await call('POST', '/mengusha/kitchen/stations', admin, { name, productIds })).json().station
      .id as number;
  grill = await make('الشواية', [kebab]);
  drinks = await make('المشروبات', [juice]);
  const size = await createGroup(t, admin, 'mengusha', {
    name: 'الحجم',
    options: [
      { name: 'وسط', priceChange: 0 },
      { name: 'كبير', priceChange: 4.5 },
    ],
    productIds: [kebab],
  });
  large = size.options[1]!.id;
  first = await insertHeldOrder(db, MENGUSHA_ID, {
    at: T0,
    table: '3',
    lines: [
      { productId: kebab, quantity: 2, modifiers: [large], note: 'بدون بصل' },
      { productId: juice },
    ],
  });
  second = await insertHeldOrder(db, MENGUSHA_ID, {
    at: T0 + 5 * 60_000,
    lines: [{ productId: kebab }],
  });
  t.clock.now = T0 + 6 * 60_000;
});
// The stream of the last test stays open: closing the app must end it (or close would hang).
afterAll(async () => t.close());

const board = async (query = '') => {
  const res = await call('GET', `/mengusha/kitchen/orders${query}`, casher);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { now: number; cards: Card[] };
};
const key = (c: Card) => [c.orderId, c.stationId, c.ready];

describe('the kitchen display', () => {
  it('shows a card per order and station, oldest first; ready ones go after 10 min', async () => {
    const all = await board();
    expect(all.now).toBe(t.clock.now);
    expect(all.cards.map(key)).toEqual([
      [first.id, grill, false],
      [first.id, drinks, false],
      [second.id, grill, false],
    ]);
    expect(all.cards[0]).toMatchObject({
      stationName: 'الشواية',
      since: T0,
      lines: [{ name: 'كباب', choices: ['كبير'], kitchenNote: 'بدون بصل', quantity: 2 }],
    });
    const grillOnly = await board(`?stationId=${grill}`);
    expect(grillOnly.cards.map(key)).toEqual([
      [first.id, grill, false],
      [second.id, grill, false],
    ]);

    // Tapping the line answers its card, ready, with the order's next version.
    const readyAt = t.clock.now;
    const tapped = await call(
      'POST',
      `/mengusha/kitchen/lines/${first.lineIds[0]}/ready`,
      casher,
      {},
    );
    expect(tapped.statusCode, tapped.body).toBe(200);
    expect(tapped.json()).toMatchObject({
      orderId: first.id,
      stationId: grill,
      ready: true,
      version: 2,
    });
    expect(tapped.json().lines[0].readyAt).toBe(readyAt);

    t.clock.now = readyAt + KITCHEN_READY_KEPT_MS;
    expect((await board()).cards.map(key)).toContainEqual([first.id, grill, true]);
    t.clock.now = readyAt + KITCHEN_READY_KEPT_MS + 1;
    expect((await board()).cards.map(key)).toEqual([
      [first.id, drinks, false],
      [second.id, grill, false],
    ]);

    // A mis-tap taken back brings the card back.
    const undo = await call('POST', `/mengusha/kitchen/lines/${first.lineIds[0]}/ready`, casher, {
      ready: false,
    });
    expect(undo.json()).toMatchObject({ ready: false, version: 3 });
    expect((await board()).cards.map(key)[0]).toEqual([first.id, grill, false]);

    const missing = await call('POST', '/mengusha/kitchen/lines/999999/ready', casher, {});
    expect(missing.statusCode).toBe(404);
  });

  it('marks a whole order, or one station of it, ready and answers the held order', async () => {
    const res = await call('POST', `/mengusha/held-orders/${first.id}/ready`, casher, {
      stationId: drinks,
    });
    expect(res.statusCode, res.body).toBe(200);
    const order = res.json().order;
    expect(order).toMatchObject({ id: first.id, status: 'open', table: '3', ready: false });
    expect(order.lines).toMatchObject([
      { productId: kebab, name: 'كباب (كبير)', unitPrice: 29.5, quantity: 2, readyAt: null },
      {
        productId: juice,
        name: 'عصير',
        unitPrice: 8,
        stationName: 'المشروبات',
        readyAt: t.clock.now,
      },
    ]);
    expect(order.TaxInclusiveAmount).toBe(67);

    const all = await call('POST', `/mengusha/held-orders/${first.id}/ready`, casher, {});
    expect(all.json().order.ready).toBe(true);
    const none = await call('POST', '/mengusha/held-orders/999999/ready', casher, {});
    expect(none.statusCode).toBe(404);
  });

  it('streams a change notice to a connected display when a line is marked ready', async () => {
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const stream = await fetch(`${address}/api/v1/mengusha/kitchen/events`, {
      headers: { authorization: `Bearer ${casher}` },
    });
    expect(stream.status).toBe(200);
    expect(stream.headers.get('content-type')).toMatch(/^text\/event-stream/);
    expect(stream.headers.get('cache-control')).toBe('no-cache');
    expect(stream.headers.get('x-accel-buffering')).toBe('no');
    const reader = stream.body!.getReader();
    let text = '';
    const until = async (part: string) => {
      while (!text.includes(part)) {
        const { value, done } = await reader.read();
        if (done) throw new Error(`stream ended before ${part}: ${text}`);
        text += new TextDecoder().decode(value);
      }
    };
    await until('retry: 3000\n\n');

    const tapped = await call(
      'POST',
      `/mengusha/kitchen/lines/${second.lineIds[0]}/ready`,
      casher,
      {},
    );
    const version = tapped.json().version as number;
    await until(`event: changed\ndata: {"orderId":${second.id},"version":${version}}\n\n`);

    const anonymous = await call('GET', '/mengusha/kitchen/events', null);
    expect(anonymous.statusCode).toBe(401);
  });
});
