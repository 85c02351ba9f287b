// Modifier groups of a restaurant (decision 0056): GET/POST modifiers, PUT/DELETE modifiers/{id}.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCaller, type ApiCaller } from '../../testing/api-caller';
import {
  insertTestCategory,
  insertTestProduct,
  KEBRIT_ID,
  MENGUSHA_ID,
} from '../../testing/catalogue-fixtures';
import { createGroup, postGroup } from '../../testing/modifiers';
import { createTestApp, type TestApp } from '../../testing/test-app';

let t: TestApp, call: ApiCaller, admin: string, casher: string;
let shawarma: number, drinks: number, kebritRice: number;
beforeAll(async () => {
  t = await createTestApp();
  call = apiCaller(t);
  admin = await t.adminToken();
  casher = await t.userToken('casher');
  const db = t.app.ctx.db;
  shawarma = await insertTestProduct(db, MENGUSHA_ID, { name: 'شاورما دجاج', price: 1500 });
  drinks = await insertTestCategory(db, MENGUSHA_ID, 'مشروبات');
  kebritRice = await insertTestProduct(db, KEBRIT_ID, { name: 'أرز', price: 8999 });
});
afterAll(async () => t.close());

const sizes = (productIds: number[], categoryIds: number[] = []) => ({
  name: 'الحجم',
  required: true,
  minChoices: 1,
  maxChoices: 1,
  options: [
    { name: 'وسط', priceChange: 0 },
    { name: 'كبير', nameEn: 'Large', priceChange: 3 },
  ],
  productIds,
  categoryIds,
});

describe('modifier groups', () => {
  it('creates, lists, replaces and archives a group, each audited', async () => {
    const group = await createGroup(t, admin, 'mengusha', sizes([shawarma], [drinks]));
    expect(group).toMatchObject({
      name: 'الحجم',
      archived: false,
      productIds: [shawarma],
      categoryIds: [drinks],
      options: [
        { name: 'وسط', priceChange: 0, archived: false },
        { name: 'كبير', priceChange: 3, archived: false },
      ],
    });
    const [medium, large] = group.options;

    // The cashier reads the groups (the POS needs them) but may not change them.
    const listed = await call('GET', '/mengusha/modifiers', casher);
    expect(listed.statusCode).toBe(200);
    expect(listed.json().groups.map((g: { id: number }) => g.id)).toContain(group.id);
    const refused = await call('PUT', `/mengusha/modifiers/${group.id}`, casher, sizes([shawarma]));
    expect(refused.statusCode).toBe(403);

    // PUT: the large size kept and repriced, the medium left out (archived), a new one added.
    const put = await call('PUT', `/mengusha/modifiers/${group.id}`, admin, {
      ...sizes([shawarma]),
      options: [
        { id: large!.id, name: 'كبير', priceChange: 4.5 },
        { name: 'صغير', priceChange: 0 },
      ],
    });
    expect(put.statusCode).toBe(200);
    expect(put.json().group).toMatchObject({
      productIds: [shawarma],
      categoryIds: [],
      options: [
        { id: large!.id, name: 'كبير', priceChange: 4.5, archived: false },
        { name: 'صغير', archived: false },
      ],
    });
    const withArchived = (await call('GET', '/mengusha/modifiers?archived=1', admin)).json();
    const all = withArchived.groups.find((g: { id: number }) => g.id === group.id);
    expect(all.options).toContainEqual(expect.objectContaining({ id: medium!.id, archived: true }));

    const del = await call('DELETE', `/mengusha/modifiers/${group.id}`, admin);
    expect(del.json()).toEqual({ success: true });
    const after = (await call('GET', '/mengusha/modifiers', admin)).json().groups;
    expect(after.map((g: { id: number }) => g.id)).not.toContain(group.id);
    const archived = (await call('GET', '/mengusha/modifiers?archived=1', admin)).json().groups;
    expect(archived.find((g: { id: number }) => g.id === group.id).archived).toBe(true);

    const audits = await t.app.ctx.db
      .selectFrom('audit_log')
      .select('action')
      .where('entity_id', '=', String(group.id))
      .where('business_id', '=', MENGUSHA_ID)
      .orderBy('id')
      .execute();
    expect(audits.map((a) => a.action)).toEqual([
      'modifier_group.create',
      'modifier_group.update',
      'modifier_group.archive',
    ]);
  });

  it('refuses another business’s product, an unknown group and a trading business', async () => {
    const foreign = await postGroup(t, admin, 'mengusha', sizes([kebritRice]));
    expect(foreign.statusCode, foreign.body).toBe(422);
    expect(foreign.json().error.fields).toHaveProperty(['productIds.0']);

    const missing = await call('PUT', '/mengusha/modifiers/999999', admin, sizes([shawarma]));
    expect(missing.statusCode).toBe(404);

    const trading = await postGroup(t, admin, 'kebrit', sizes([kebritRice]));
    expect(trading.statusCode).toBe(422);
    expect(trading.json().error.code).toBe('restaurant_only');
    const list = await call('GET', '/kebrit/modifiers', admin);
    expect(list.statusCode).toBe(422);
  });
});
