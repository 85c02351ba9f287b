import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MENGUSHA_ID } from '../../testing/catalogue-fixtures';
import { newBusinessBody, postBusiness } from '../../testing/businesses';
import { shiftCalls } from '../../testing/shifts';
import { bearer, createTestApp, type TestApp } from '../../testing/test-app';

/** Tills, opening a shift and cash movements (decision 0055), on SQLite or PostgreSQL. */
const T0 = Date.UTC(2026, 10, 22, 18, 0, 0); // 21:00 in Riyadh
let t: TestApp;
let s: ReturnType<typeof shiftCalls>;
const tok = { admin: '', manager: '', casher: '', casher2: '', user: '' };

beforeAll(async () => {
  t = await createTestApp({ now: T0 });
  s = shiftCalls(t, 'mengusha');
  tok.admin = await t.adminToken();
  tok.manager = await t.userToken('manager');
  tok.casher = await t.userToken('casher', 'amal_cashier');
  tok.casher2 = await t.userToken('casher', 'badr_cashier');
  tok.user = await t.userToken('user');
});
afterAll(async () => t.close());

describe('tills', () => {
  it('managers create, rename and archive tills; cashiers list them; others are refused', async () => {
    expect((await s.call('POST', '/mengusha/tills', tok.casher, { name: 'X' })).statusCode).toBe(
      403,
    );
    expect((await s.call('GET', '/mengusha/tills', tok.user)).statusCode).toBe(403);
    const id = await s.createTill(tok.manager, 'الكاشير الأول');
    const renamed = await s.call('PUT', `/mengusha/tills/${id}`, tok.admin, {
      name: 'الكاشير ١',
      printerAddress: '127.0.0.1:9100',
    });
    expect(renamed.json().till).toMatchObject({
      name: 'الكاشير ١',
      printerAddress: '127.0.0.1:9100',
    });
    const list = await s.call('GET', '/mengusha/tills', tok.casher);
    expect(list.json().tills).toContainEqual(
      expect.objectContaining({ id, archived: false, lastZNumber: 0, openShift: null }),
    );
    const archived = await s.call('PUT', `/mengusha/tills/${id}`, tok.manager, { archived: true });
    expect(archived.json().till.archived).toBe(true);
    expect((await s.call('GET', '/mengusha/tills', tok.casher)).json().tills).not.toContainEqual(
      expect.objectContaining({ id }),
    );
    expect(
      (await s.call('GET', '/mengusha/tills?archived=1', tok.casher)).json().tills,
    ).toContainEqual(expect.objectContaining({ id }));
    const refused = await s.open(tok.casher, id, { amount: 100 });
    expect(refused.json().error.code).toBe('till_archived');
    const actions = await t.app.ctx.db
      .selectFrom('audit_log')
      .select('action')
      .where('entity_id', '=', String(id))
      .where('entity', '=', 'till')
      .execute();
    expect(actions.map((a) => a.action).sort()).toEqual([
      'till.archive',
      'till.create',
      'till.rename',
    ]);
  });

  it('a till of another business is a 404', async () => {
    const kebritTill = await shiftCalls(t, 'kebrit').createTill(tok.admin, 'كبريت');
    expect(
      (await s.call('GET', `/mengusha/tills/${kebritTill}/shift`, tok.casher)).statusCode,
    ).toBe(404);
    expect((await s.open(tok.casher, kebritTill, { amount: 1 })).statusCode).toBe(404);
  });
});

describe('opening a shift', () => {
  it('opens with a counted float; a second open names the holder; one open shift per cashier', async () => {
    const till = await s.createTill(tok.manager, 'أمامي');
    const other = await s.createTill(tok.manager, 'خلفي');
    const res = await s.open(tok.casher, till, { count: { n100: 3, n5: 1, c050: 2 }, amount: 1 });
    expect(res.statusCode).toBe(201);
    expect(res.json().shift).toMatchObject({
      tillId: till,
      state: 'open',
      openingFloat: 306,
      businessDay: '2026-11-22',
      pastBusinessDay: false,
      zNumber: null,
      expectedCash: null,
      cashier: { name: 'amal_cashier' },
    });
    const again = await s.open(tok.casher2, till, { amount: 50 });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('shift_already_open');
    expect(again.json().error.message).toContain('amal_cashier');
    const elsewhere = await s.open(tok.casher, other, { amount: 50 });
    expect(elsewhere.json().error.code).toBe('shift_already_open');
    const current = await s.call('GET', `/mengusha/tills/${till}/shift`, tok.casher2);
    expect(current.json().shift.id).toBe(res.json().shift.id);
    const archive = await s.call('PUT', `/mengusha/tills/${till}`, tok.manager, { archived: true });
    expect(archive.json().error.code).toBe('till_has_open_shift');
    t.clock.now = Date.UTC(2026, 10, 22, 21, 0, 0); // midnight in Riyadh
    const late = await s.call('GET', `/mengusha/tills/${till}/shift`, tok.casher);
    expect(late.json().shift.pastBusinessDay).toBe(true);
    t.clock.now = T0;
    expect((await s.open(tok.casher, till, {})).statusCode).toBe(400);
  });

  it('two opens at once on one till: one shift, one 409', async () => {
    const till = await s.createTill(tok.manager, 'سباق');
    const m2 = await t.userToken('manager');
    const results = await Promise.all([
      s.open(tok.manager, till, { amount: 10 }),
      s.open(m2, till, { amount: 20 }),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    const open = await t.app.ctx.db
      .selectFrom('shifts')
      .select('id')
      .where('till_id', '=', till)
      .where('state', '=', 'open')
      .execute();
    expect(open).toHaveLength(1);
  });
});

describe('cash in and out', () => {
  it('own open shift only (a manager: any), amount > 0, a reason; audited in halalas', async () => {
    const till = await s.createTill(tok.manager, 'حركات');
    const shift = (await s.open(tok.casher2, till, { amount: 100 })).json().shift.id as number;
    const out = await s.move(tok.casher2, shift, { direction: 'out', amount: 20, reason: 'ثلج' });
    expect(out.statusCode).toBe(201);
    expect(out.json().movement).toMatchObject({ direction: 'out', amount: 20, reason: 'ثلج' });
    expect(
      (await s.move(tok.casher, shift, { direction: 'in', amount: 5, reason: 'صرف' })).statusCode,
    ).toBe(404);
    expect(
      (await s.move(tok.manager, shift, { direction: 'in', amount: 50.25, reason: 'فكة' }))
        .statusCode,
    ).toBe(201);
    expect(
      (await s.move(tok.casher2, shift, { direction: 'in', amount: 0, reason: 'x' })).statusCode,
    ).toBe(400);
    expect(
      (await s.move(tok.casher2, shift, { direction: 'in', amount: 5, reason: '' })).statusCode,
    ).toBe(400);
    expect(
      (await s.move(tok.casher2, 999_999, { direction: 'in', amount: 5, reason: 'x' })).statusCode,
    ).toBe(404);
    const rows = await t.app.ctx.db
      .selectFrom('audit_log')
      .select(['action', 'details', 'business_id'])
      .where('entity', '=', 'shift')
      .where('entity_id', '=', String(shift))
      .orderBy('id')
      .execute();
    expect(rows.map((r) => r.action)).toEqual(['shift.open', 'shift.cash_out', 'shift.cash_in']);
    expect(JSON.parse(rows[1]!.details)).toMatchObject({ amount: 2000, reason: 'ثلج' });
    expect(rows[0]!.business_id).toBe(MENGUSHA_ID);
  });
});

describe('the business profile', () => {
  it('requireShift and the limit: off and 5.00 on create; set on update; absent = kept', async () => {
    const auth = bearer(tok.admin);
    const created = await postBusiness(t, auth, newBusinessBody('shift-branch'));
    expect(created.json()).toMatchObject({
      requireShift: false,
      shiftDifferenceLimit: 5,
    });
    const body = newBusinessBody('shift-branch');
    delete body.key;
    delete body.kind;
    const put = (over: object) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/v1/businesses/shift-branch',
        headers: auth,
        payload: { ...body, ...over },
      });
    expect(
      (await put({ requireShift: true, shiftDifferenceLimit: 2.5 })).json().business,
    ).toMatchObject({
      requireShift: true,
      shiftDifferenceLimit: 2.5,
    });
    expect((await put({})).json().business).toMatchObject({
      requireShift: true,
      shiftDifferenceLimit: 2.5,
    });
    const row = await t.app.ctx.db
      .selectFrom('businesses')
      .select(['require_shift', 'shift_difference_limit'])
      .where('key', '=', 'shift-branch')
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ require_shift: 1, shift_difference_limit: 250 });
  });
});
