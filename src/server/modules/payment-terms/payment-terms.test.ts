// Payment terms (decision 0068): seeded five, CRUD in position order, unique name, days range,
// soft delete when referenced, roles.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCaller, roleTokens, type ApiCaller, type RoleTokens } from '../../testing/api-caller';
import { createTestApp, type TestApp } from '../../testing/test-app';

let t: TestApp;
let admin: string;
let tokens: RoleTokens;
let call: ApiCaller;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.adminToken();
  tokens = await roleTokens(t);
  call = apiCaller(t);
});
afterAll(async () => t.close());

describe('payment terms', () => {
  it('lists the seeded five in order; create, update, 409 name, 400 days, delete', async () => {
    const list = (await call('GET', '/mengusha/payment_terms', tokens.casher)).json();
    expect(list.map((x: { days: number }) => x.days)).toEqual([0, 15, 30, 60, 0]);
    expect(list[4]).toMatchObject({ name: 'نهاية الشهر', end_of_month: true, position: 4 });

    const created = await call('POST', '/kebrit/payment_terms', admin, {
      name: '  90 يوماً ',
      days: 90,
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ name: '90 يوماً', days: 90, end_of_month: false });
    expect(created.json().position).toBe(5);

    const dup = await call('POST', '/kebrit/payment_terms', admin, { name: '90 يوماً', days: 9 });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().error.code).toBe('payment_term_name_taken');
    expect(dup.json().error.fields).toEqual({ name: 'يوجد شرط دفع بهذا الاسم في هذه المنشأة' });
    const bad = await call('POST', '/kebrit/payment_terms', admin, { name: 'x', days: 366 });
    expect(bad.statusCode).toBe(400);
    expect(JSON.stringify(bad.json())).toContain('من 0 إلى 365');
    expect(
      (await call('POST', '/mengusha/payment_terms', tokens.manager, { name: 'y', days: 1 }))
        .statusCode,
    ).toBe(403);

    const uuid = created.json().UUID;
    const put = await call('PUT', `/kebrit/payment_terms/${uuid}`, admin, {
      name: 'نهاية الشهر + 30',
      days: 30,
      end_of_month: true,
      position: 0,
    });
    expect(put.json()).toMatchObject({ name: 'نهاية الشهر + 30', end_of_month: true });
    // Position 0 ties with cash: the older term first.
    const order = (await call('GET', '/kebrit/payment_terms', admin)).json();
    expect(order[1].UUID).toBe(uuid);
    // Another business does not see it.
    expect(
      (await call('PUT', `/mengusha/payment_terms/${uuid}`, admin, { name: 'z', days: 1 }))
        .statusCode,
    ).toBe(404);

    const del = await call('DELETE', `/kebrit/payment_terms/${uuid}`, admin);
    expect(del.json()).toMatchObject({ soft: false });
    const row = await t.app.ctx.db
      .selectFrom('payment_terms')
      .select('id')
      .where('uuid', '=', uuid)
      .executeTakeFirst();
    expect(row).toBeUndefined();
  });

  it('a term a client names is soft-deleted: hidden from the list, kept in the row', async () => {
    const term = (
      await call('POST', '/mengusha/payment_terms', admin, { name: '45 يوماً', days: 45 })
    ).json();
    const biz = await t.app.ctx.db
      .selectFrom('businesses')
      .select('id')
      .where('key', '=', 'mengusha')
      .executeTakeFirstOrThrow();
    await t.app.ctx.db
      .updateTable('clients')
      .set({ payment_term_id: term.ID })
      .where('business_id', '=', biz.id)
      .execute();
    const clients = await t.app.ctx.db
      .selectFrom('clients')
      .select('id')
      .where('business_id', '=', biz.id)
      .execute();
    const del = await call('DELETE', `/mengusha/payment_terms/${term.UUID}`, admin);
    expect(del.json().soft).toBe(clients.length > 0);
    const names = (await call('GET', '/mengusha/payment_terms', admin))
      .json()
      .map((x: { name: string }) => x.name);
    expect(names).not.toContain('45 يوماً');
  });
});
