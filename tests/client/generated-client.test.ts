// The generated typed client (decision 0060): the committed types are what the served document
// gives, and openapi-fetch with them drives the main flows of an integration end to end.
import fs from 'node:fs';
import createClient from 'openapi-fetch';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  insertTestProduct,
  KEBRIT_ID,
  MENGUSHA_ID,
} from '../../src/server/testing/catalogue-fixtures';
import { clientInput } from '../../src/server/testing/clients';
import { ADMIN, createTestApp, type TestApp } from '../../src/server/testing/test-app';
import { apiTypes, TYPES_FILE } from './api-types';
import type { paths } from './sanad-api';

let t: TestApp;
let document: unknown;
let rice: number;
let grill: number;

/** A fetch that hands each request to the app in process (app.inject): no port is opened. */
function injectFetch(app: TestApp['app']) {
  return async (request: Request): Promise<Response> => {
    const url = new URL(request.url);
    const body = request.body ? Buffer.from(await request.arrayBuffer()) : undefined;
    const res = await app.inject({
      method: request.method as 'GET',
      url: url.pathname + url.search,
      headers: Object.fromEntries(request.headers),
      ...(body ? { payload: body } : {}),
    });
    const headers = new Headers();
    for (const [name, value] of Object.entries(res.headers))
      if (value !== undefined) headers.set(name, String(value));
    const empty = res.statusCode === 204 || res.statusCode === 304;
    return new Response(empty ? null : new Uint8Array(res.rawPayload), {
      status: res.statusCode,
      headers,
    });
  };
}

function client(token?: string) {
  return createClient<paths>({
    baseUrl: 'http://sanad.test',
    fetch: injectFetch(t.app),
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
}

beforeAll(async () => {
  t = await createTestApp({ now: Date.UTC(2026, 10, 22, 9, 0, 0) });
  document = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
  rice = await insertTestProduct(t.app.ctx.db, KEBRIT_ID, { name: 'أرز بسمتي', price: 8999 });
  grill = await insertTestProduct(t.app.ctx.db, MENGUSHA_ID, { name: 'مشاوي', price: 4500 });
});
afterAll(async () => t.close());

describe('the generated API types', () => {
  it('are what the served document gives (run `npm run api:types` after changing a route)', async () => {
    const committed = fs.readFileSync(TYPES_FILE, 'utf8');
    expect((await apiTypes(document)) === committed, 'tests/client/sanad-api.d.ts is stale').toBe(
      true,
    );
  });
});

describe('an integration through the typed client', () => {
  let api: ReturnType<typeof client>;

  it('signs in (signIn) and refuses a wrong password with the documented code', async () => {
    const wrong = await client().POST('/api/v1/login', {
      body: { username: ADMIN.username, password: 'not-the-password' },
    });
    expect(wrong.response.status).toBe(401);
    expect(wrong.error?.error.code).toBe('invalid_credentials');
    const { data } = await client().POST('/api/v1/login', {
      body: { username: ADMIN.username, password: ADMIN.password },
    });
    expect(data?.token).toEqual(expect.any(String));
    api = client(data!.token);
  });

  it('sells at the point of sale (createPosSale)', async () => {
    const { data, response } = await api.POST('/api/v1/{business}/orderpos', {
      params: { path: { business: 'mengusha' } },
      body: { PaymentMeansCode: '10', InvoiceLine: [{ ID: grill, InvoicedQuantity: 2 }] },
    });
    expect(response.status).toBe(201);
    expect(data).toMatchObject({ UUID: expect.any(String), invoid: expect.any(Number) });
  });

  it('quotes, approves (createOrder, approveOrder) and collects the credit invoice (collectInvoicePayment)', async () => {
    const kebrit = { business: 'kebrit' };
    const buyer = await api.POST('/api/v1/{business}/clients', {
      params: { path: kebrit },
      body: clientInput(),
    });
    expect(buyer.response.status).toBe(201);
    const order = await api.POST('/api/v1/{business}/orders', {
      params: { path: kebrit },
      body: {
        Customer: { UUID: buyer.data!.UUID },
        PaymentMeansCode: '24',
        InvoiceLine: [{ ID: rice, InvoicedQuantity: 2 }],
      },
    });
    expect(order.response.status).toBe(201);
    const approved = await api.POST('/api/v1/{business}/orders/{ID}/approve', {
      params: { path: { ...kebrit, ID: order.data!.ID } },
    });
    expect(approved.response.status).toBe(201);
    const again = await api.POST('/api/v1/{business}/orders/{ID}/approve', {
      params: { path: { ...kebrit, ID: order.data!.ID } },
    });
    expect(again.error?.error.code).toBe('order_already_approved');
    const existing = again.error && 'newid' in again.error ? again.error.newid : undefined;
    expect(existing).toBe(approved.data!.newid);

    const invoice = { ...kebrit, UUID: approved.data!.UUID };
    const paid = await api.POST('/api/v1/{business}/invoices/{UUID}/payments', {
      params: { path: invoice },
      body: { PaymentMeansCode: '10', Amount: 50 },
    });
    expect(paid.response.status).toBe(201);
    expect(paid.data).toMatchObject({ receipt: { Amount: 50 }, PaidAmount: 50 });
    const vouchers = await api.GET('/api/v1/{business}/invoices/{UUID}/payments', {
      params: { path: invoice },
    });
    expect(vouchers.data).toEqual([expect.objectContaining({ Amount: 50 })]);
  });
});
