// Kitchen tickets of a round, one per station, on the stations' printers (decision 0057).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_MESSAGES } from '../../../domain/errors';
import { apiCaller, type ApiCaller } from '../../testing/api-caller';
import { insertTestProduct, MENGUSHA_ID } from '../../testing/catalogue-fixtures';
import {
  closedPort,
  readEscPos,
  startFakePrinter,
  type FakePrinter,
} from '../../testing/fake-printer';
import { insertHeldOrder, insertHeldRound } from '../../testing/held-orders';
import { T0 } from '../../testing/pos';
import { createTestApp, type TestApp } from '../../testing/test-app';
import type { BusinessRow } from '../businesses/service';
import { printKitchenTickets, TICKET_MESSAGES } from './tickets';

let t: TestApp, call: ApiCaller, admin: string, business: BusinessRow;
let grillPrinter: FakePrinter, drinksPrinter: FakePrinter;
let kebab: number, juice: number, bread: number, grill: number, drinks: number;
const logged: Array<{ level: string; msg: string; obj: object }> = [];
const log = {
  info: (obj: object, msg: string) => logged.push({ level: 'info', msg, obj }),
  warn: (obj: object, msg: string) => logged.push({ level: 'warn', msg, obj }),
};

beforeAll(async () => {
  t = await createTestApp({ now: T0 });
  call = apiCaller(t);
  admin = await t.adminToken();
  [grillPrinter, drinksPrinter] = await Promise.all([startFakePrinter(), startFakePrinter()]);
  const db = t.app.ctx.db;
  kebab = await insertTestProduct(db, MENGUSHA_ID, { name: 'كباب لحم', price: 2500 });
  juice = await insertTestProduct(db, MENGUSHA_ID, { name: 'عصير برتقال', price: 800 });
  bread = await insertTestProduct(db, MENGUSHA_ID, { name: 'خبز', price: 100 });
  const make = async (body: object) =>
    (await call('POST', '/mengusha/kitchen/stations', admin, body)).json().station.id as number;
  grill = await make({
    name: 'الشواية',
    printerAddress: grillPrinter.address,
    productIds: [kebab],
  });
  drinks = await make({
    name: 'المشروبات',
    printerAddress: drinksPrinter.address,
    paperWidthMm: 58,
    productIds: [juice],
  });
  business = await db
    .selectFrom('businesses')
    .selectAll()
    .where('id', '=', MENGUSHA_ID)
    .executeTakeFirstOrThrow();
});
afterAll(async () => {
  await Promise.all([grillPrinter.close(), drinksPrinter.close()]);
  await t.close();
});

describe('kitchen tickets', () => {
  it('prints a ticket per station on its printer, none for lines without a station', async () => {
    const order = await insertHeldOrder(t.app.ctx.db, MENGUSHA_ID, {
      at: T0,
      table: '7',
      lines: [
        { productId: kebab, quantity: 2, note: 'مستوي جيداً' },
        { productId: juice, quantity: 3 },
        { productId: bread },
      ],
    });
    const results = await printKitchenTickets(t.app.ctx, business, order.id, 1, log);
    expect(results).toEqual([
      { stationId: grill, stationName: 'الشواية', printed: true, message: '' },
      { stationId: drinks, stationName: 'المشروبات', printed: true, message: '' },
      {
        stationId: null,
        stationName: 'بدون محطة',
        printed: false,
        message: TICKET_MESSAGES.noStation,
      },
    ]);
    // Each printer got one raster image at its paper's width, fed and cut.
    const grillJob = readEscPos(await grillPrinter.nextJob());
    const drinksJob = readEscPos(await drinksPrinter.nextJob());
    expect([grillJob.width, drinksJob.width]).toEqual([576, 384]);
    for (const job of [grillJob, drinksJob]) {
      expect(job.commands[0]).toBe('init');
      expect(job.commands).toContain('cut-full');
      expect(job.height).toBeGreaterThan(250);
      expect(job.dots.some((d) => d === 1)).toBe(true);
    }
    expect(grillPrinter.jobs).toHaveLength(1);
    expect(drinksPrinter.jobs).toHaveLength(1);
    expect(logged.filter((l) => l.msg === 'kitchen ticket printed')).toHaveLength(2);

    // A later round prints only its own stations: the drinks printer gets nothing new.
    await insertHeldRound(
      t.app.ctx.db,
      MENGUSHA_ID,
      order.id,
      2,
      [{ productId: kebab }],
      T0 + 60_000,
    );
    const round2 = await printKitchenTickets(t.app.ctx, business, order.id, 2, log);
    expect(round2.map((r) => [r.stationId, r.printed])).toEqual([[grill, true]]);
    expect(readEscPos(await grillPrinter.nextJob()).width).toBe(576);
    expect(drinksPrinter.jobs).toHaveLength(1);
  });

  it('answers printed false for an offline printer or none; the order stands', async () => {
    await call('PUT', `/mengusha/kitchen/stations/${grill}`, admin, {
      name: 'الشواية',
      printerAddress: `127.0.0.1:${await closedPort()}`,
      productIds: [kebab],
    });
    await call('PUT', `/mengusha/kitchen/stations/${drinks}`, admin, {
      name: 'المشروبات',
      productIds: [juice],
    });
    const order = await insertHeldOrder(t.app.ctx.db, MENGUSHA_ID, {
      at: T0,
      lines: [{ productId: kebab }, { productId: juice }],
    });
    const results = await printKitchenTickets(t.app.ctx, business, order.id, 1, log);
    expect(results).toEqual([
      {
        stationId: grill,
        stationName: 'الشواية',
        printed: false,
        message: ERROR_MESSAGES.printer_offline,
      },
      {
        stationId: drinks,
        stationName: 'المشروبات',
        printed: false,
        message: TICKET_MESSAGES.noPrinter,
      },
    ]);
    expect(logged.map((l) => l.msg)).toContain('kitchen ticket not printed');

    const board = (await call('GET', '/mengusha/kitchen/orders', admin)).json();
    expect(board.cards.filter((c: { orderId: number }) => c.orderId === order.id)).toHaveLength(2);
    const row = await t.app.ctx.db
      .selectFrom('held_orders')
      .select('status')
      .where('id', '=', order.id)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe('open');
  });
});
