// Lookups (decision 0071): Arabic-normalised search, paging by cursor reaches every row once,
// limit bounds, another business's rows never answered, 403 per kind's permission, 422 cursor.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCaller, type ApiCaller } from '../../testing/api-caller';
import { createClient } from '../../testing/clients';
import { createTestApp, type TestApp } from '../../testing/test-app';

let t: TestApp;
let admin: string;
let casher: string;
let call: ApiCaller;
const clients: Record<string, string> = {};

const businessId = async (key: string) =>
  Number(
    (
      await t.app.ctx.db
        .selectFrom('businesses')
        .select('id')
        .where('key', '=', key)
        .executeTakeFirstOrThrow()
    ).id,
  );
const get = (path: string, token = admin) => call('GET', `/kebrit/lookups/${path}`, token);

/** Every item of a kind, page by page of `limit`, checking each page's size. */
async function pageThrough(kind: string, limit: number) {
  const ids: string[] = [];
  let cursor: string | null = null;
  do {
    const qs: string = `limit=${limit}${cursor ? `&cursor=${cursor}` : ''}`;
    const res = await get(`${kind}?${qs}`);
    expect(res.statusCode, res.body).toBe(200);
    const page = res.json();
    expect(page.items.length).toBeLessThanOrEqual(limit);
    if (page.next_cursor) expect(page.items.length).toBe(limit);
    ids.push(...page.items.map((i: { id: string }) => i.id));
    cursor = page.next_cursor;
  } while (cursor);
  return ids;
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.adminToken();
  casher = await t.userToken('casher');
  call = apiCaller(t);
  for (const name of ['شركة أحمد للتجارة', 'مؤسسة النور', 'شركة الإسراء', 'مكتب سعيد', 'شركة ليلى'])
    clients[name] = (await createClient(t, admin, 'kebrit', { RegistrationName: name })).UUID;
  clients.other = (
    await createClient(t, admin, 'mengusha', { RegistrationName: 'شركة أحمد الأخرى' })
  ).UUID;
  const kebrit = await businessId('kebrit');
  const address = (client: string, label: string, deleted: number | null = null) => ({
    business_id: kebrit,
    uuid: crypto.randomUUID(),
    client_id: 0,
    label,
    city_name: 'الرياض',
    created_at: 1,
    updated_at: 1,
    deleted_at: deleted,
    client,
  });
  const rows = [
    address(clients['مؤسسة النور']!, 'المكتب الرئيسي'),
    address(clients['مؤسسة النور']!, 'المستودع', 5),
    address(clients['مكتب سعيد']!, 'الفرع'),
  ];
  for (const { client, ...row } of rows) {
    const c = await t.app.ctx.db
      .selectFrom('clients')
      .select('id')
      .where('uuid', '=', client)
      .executeTakeFirstOrThrow();
    await t.app.ctx.db
      .insertInto('client_addresses')
      .values({ ...row, client_id: Number(c.id) })
      .execute();
  }
});
afterAll(async () => t.close());

describe('lookups', () => {
  it('finds clients by Arabic text, hamza/teh marbuta free, never another business', async () => {
    const res = await get(`customers?q=${encodeURIComponent('احمد شركه')}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      items: [
        {
          id: clients['شركة أحمد للتجارة'],
          label: 'شركة أحمد للتجارة',
          vat: expect.stringMatching(/^3\d{14}$/),
          payment_term_id: null,
        },
      ],
      next_cursor: null,
    });
    const sharika = (await get(`customers?q=${encodeURIComponent('شركه')}&limit=2`)).json();
    expect(sharika.items).toHaveLength(2);
    const rest = (
      await get(`customers?q=${encodeURIComponent('شركه')}&limit=2&cursor=${sharika.next_cursor}`)
    ).json();
    expect([...sharika.items, ...rest.items].map((i: { label: string }) => i.label)).toEqual([
      'شركة أحمد للتجارة',
      'شركة الإسراء',
      'شركة ليلى',
    ]);
    expect(rest.next_cursor).toBeNull();
  });

  it('pages through every row exactly once, within the limit bounds', async () => {
    const kebrit = await businessId('kebrit');
    const all = await t.app.ctx.db
      .selectFrom('clients')
      .select('uuid')
      .where('business_id', '=', kebrit)
      .orderBy('id')
      .execute();
    const ids = await pageThrough('customers', 2);
    expect(ids).toEqual(all.map((c) => c.uuid));
    expect(ids).not.toContain(clients.other);
    expect(await pageThrough('vats', 3)).toEqual(['S', 'Z', 'E', 'O']);
    const terms = await pageThrough('payment_terms', 2);
    expect(new Set(terms).size).toBe(terms.length);
    expect(terms.length).toBeGreaterThan(0);

    expect((await get('customers')).json().items.length).toBeLessThanOrEqual(20);
    for (const bad of ['0', '101', 'x'])
      expect((await get(`products?limit=${bad}`)).statusCode).toBe(400);
    expect((await get('products?limit=100')).statusCode).toBe(200);
  });

  it("answers one client's live addresses", async () => {
    const mine = (await get(`addresses?customer_id=${clients['مؤسسة النور']}`)).json();
    expect(mine.items).toEqual([
      {
        id: expect.any(String),
        label: 'المكتب الرئيسي — الرياض',
        customer_id: clients['مؤسسة النور'],
        city: 'الرياض',
        is_default: false,
      },
    ]);
    expect((await get('addresses')).json().items).toHaveLength(2);
    expect((await get(`addresses?customer_id=${clients.other}`)).statusCode).toBe(404);
  });

  it('refuses a malformed cursor with 422 and a role without the permission with 403', async () => {
    const customerCursor = (await get('customers?limit=1')).json().next_cursor;
    for (const cursor of ['not-a-cursor', '%00', customerCursor, 'eyJrIjoicHJvZHVjdHMifQ']) {
      const res = await get(`products?cursor=${encodeURIComponent(cursor)}`);
      expect(res.statusCode, cursor).toBe(422);
      expect(res.json().error.code).toBe('lookup_cursor_invalid');
      expect(res.json().error.message).toMatch(/مؤشر الصفحة/);
    }
    // The cashier works in mengusha: products yes, sale orders and clients no.
    const asCasher = (kind: string) => call('GET', `/mengusha/lookups/${kind}`, casher);
    expect((await asCasher('products')).statusCode).toBe(200);
    for (const kind of ['sale_orders', 'customers']) {
      const res = await asCasher(kind);
      expect(res.statusCode).toBe(403);
      expect(res.json().error.code).toBe('forbidden');
    }
    expect((await get('sale_orders')).json()).toEqual({ items: [], next_cursor: null });
  });
});
