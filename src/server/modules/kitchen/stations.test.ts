// Kitchen stations (decision 0057): GET/POST kitchen/stations, PUT/DELETE kitchen/stations/{id}.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCaller, type ApiCaller } from '../../testing/api-caller';
import {
  insertTestCategory,
  insertTestProduct,
  KEBRIT_ID,
  MENGUSHA_ID,
} from '../../testing/catalogue-fixtures';
import { insertHeldOrder } from '../../testing/held-orders';
import { T0 } from '../../testing/pos';
import { createTestApp, type TestApp } from '../../testing/test-app';

let t: TestApp, call: ApiCaller, admin: string, casher: string;
let kebab: number, tea: number, grills: number, kebritRice: number;
beforeAll(async () => {
  t = await createTestApp({ now: T0 });
  call = apiCaller(t);
  admin = await t.adminToken();
  casher = await t.userToken('casher');
  const db = t.app.ctx.db;
  grills = await insertTestCategory(db, MENGUSHA_ID, 'مشويات');
  kebab = await insertTestProduct(db, MENGUSHA_ID, {
    name: 'كباب',
    price: 2500,
    categoryId: grills,
  });
  tea = await insertTestProduct(db, MENGUSHA_ID, { name: 'شاي', price: 300 });
  kebritRice = await insertTestProduct(db, KEBRIT_ID, { name: 'أرز', price: 8999 });
});
afterAll(async () => t.close());

const station = (name: string, productIds: number[] = [], categoryIds: number[] = []) => ({
  name,
  productIds,
  categoryIds,
});
async function create(body: object) {
  const res = await call('POST', '/mengusha/kitchen/stations', admin, body);
  if (res.statusCode !== 201) throw new Error(`station: ${res.statusCode} ${res.body}`);
  return res.json().station as { id: number; productIds: number[]; categoryIds: number[] };
}

describe('kitchen stations', () => {
  it('creates, lists, replaces and archives a station, each audited', async () => {
    const grill = await create({
      ...station('الشواية', [kebab], [grills]),
      printerAddress: '192.168.1.50',
      paperWidthMm: 58,
    });
    expect(grill).toMatchObject({
      name: 'الشواية',
      printerAddress: '192.168.1.50:9100',
      paperWidthMm: 58,
      productIds: [kebab],
      categoryIds: [grills],
    });

    // The cashier's display reads the stations but may not change them.
    const listed = await call('GET', '/mengusha/kitchen/stations', casher);
    expect(listed.statusCode).toBe(200);
    expect(listed.json().stations.map((s: { id: number }) => s.id)).toContain(grill.id);
    const refused = await call('POST', '/mengusha/kitchen/stations', casher, station('x'));
    expect(refused.statusCode).toBe(403);

    // One station per product and per category: a new station claiming them takes them over.
    const oven = await create(station('الفرن', [kebab, tea], [grills]));
    const after = (await call('GET', '/mengusha/kitchen/stations', admin)).json().stations;
    const grillNow = after.find((s: { id: number }) => s.id === grill.id);
    expect(grillNow).toMatchObject({ productIds: [], categoryIds: [] });
    expect(oven).toMatchObject({ productIds: [kebab, tea], categoryIds: [grills] });

    // PUT replaces the whole station: no printer given means none.
    const put = await call(
      'PUT',
      `/mengusha/kitchen/stations/${grill.id}`,
      admin,
      station('الشواية ٢', [kebab]),
    );
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json().station).toMatchObject({
      name: 'الشواية ٢',
      printerAddress: null,
      paperWidthMm: 80,
      productIds: [kebab],
    });

    const del = await call('DELETE', `/mengusha/kitchen/stations/${oven.id}`, admin);
    expect(del.json()).toEqual({ success: true });
    const left = (await call('GET', '/mengusha/kitchen/stations', admin)).json().stations;
    expect(left.map((s: { id: number }) => s.id)).not.toContain(oven.id);

    const audits = await t.app.ctx.db
      .selectFrom('audit_log')
      .select(['action', 'entity_id'])
      .where('business_id', '=', MENGUSHA_ID)
      .where('action', 'like', 'kitchen_station.%')
      .orderBy('id')
      .execute();
    expect(audits).toEqual([
      { action: 'kitchen_station.create', entity_id: String(grill.id) },
      { action: 'kitchen_station.create', entity_id: String(oven.id) },
      { action: 'kitchen_station.update', entity_id: String(grill.id) },
      { action: 'kitchen_station.archive', entity_id: String(oven.id) },
    ]);
  });

  it('refuses another business’s product, an unknown station and a trading business', async () => {
    const foreign = await call(
      'POST',
      '/mengusha/kitchen/stations',
      admin,
      station('س', [kebab, kebritRice]),
    );
    expect(foreign.statusCode, foreign.body).toBe(422);
    expect(foreign.json().error.fields).toEqual({ 'productIds.1': expect.any(String) });
    const badPrinter = await call('POST', '/mengusha/kitchen/stations', admin, {
      ...station('س'),
      printerAddress: 'a b',
    });
    expect(badPrinter.statusCode).toBe(400);

    const missing = await call('PUT', '/mengusha/kitchen/stations/999999', admin, station('س'));
    expect(missing.statusCode).toBe(404);

    const trading = await call(
      'POST',
      '/kebrit/kitchen/stations',
      admin,
      station('س', [kebritRice]),
    );
    expect(trading.statusCode).toBe(422);
    expect(trading.json().error.code).toBe('restaurant_only');
    for (const url of [
      '/kebrit/kitchen/stations',
      '/kebrit/kitchen/orders',
      '/kebrit/kitchen/events',
    ]) {
      const res = await call('GET', url, admin);
      expect([url, res.statusCode, res.json().error.code]).toEqual([url, 422, 'restaurant_only']);
    }
  });

  it('sends a product to its own station before its category’s', async () => {
    const db = t.app.ctx.db;
    const sandwiches = await insertTestCategory(db, MENGUSHA_ID, 'سندويتشات');
    const shawarma = await insertTestProduct(db, MENGUSHA_ID, {
      name: 'شاورما',
      price: 1500,
      categoryId: sandwiches,
    });
    const fries = await insertTestProduct(db, MENGUSHA_ID, {
      name: 'بطاطس',
      price: 900,
      categoryId: sandwiches,
    });
    const saj = await create(station('الصاج', [], [sandwiches]));
    const fryer = await create(station('القلاية', [fries]));
    await insertHeldOrder(db, MENGUSHA_ID, {
      at: T0,
      lines: [{ productId: shawarma }, { productId: fries }],
    });
    const board = (await call('GET', '/mengusha/kitchen/orders', casher)).json();
    const where = board.cards.map((c: { stationId: number; lines: Array<{ name: string }> }) => [
      c.stationId,
      c.lines.map((l) => l.name),
    ]);
    expect(where).toEqual([
      [saj.id, ['شاورما']],
      [fryer.id, ['بطاطس']],
    ]);
  });
});
