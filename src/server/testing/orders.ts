import type { OrderInput } from '../../domain/schemas/orders';
import { apiCaller, roleTokens } from './api-caller';
import { insertTestProduct, KEBRIT_ID, MENGUSHA_ID } from './catalogue-fixtures';
import { createClient } from './clients';
import { bearer, createTestApp, type TestApp } from './test-app';

/** POST /api/v1/{business}/orders; resolves to the raw response. */
export function postOrder(t: TestApp, token: string | null, business: string, body: OrderInput) {
  return t.app.inject({
    method: 'POST',
    url: `/api/v1/${business}/orders`,
    headers: token ? bearer(token) : {},
    payload: body,
  });
}

/** A quotation that must be created: returns the 201 order view. */
export async function createOrder(t: TestApp, token: string, business: string, body: OrderInput) {
  const res = await postOrder(t, token, business, body);
  if (res.statusCode !== 201) throw new Error(`order failed: ${res.statusCode} ${res.body}`);
  return res.json() as {
    ID: number;
    OrderReferenceID: number;
    UUID: string;
    TaxInclusiveAmount: number;
  };
}

/** POST /api/v1/{business}/orders/{ID}/approve; resolves to the raw response. */
export function approve(t: TestApp, token: string, business: string, id: number) {
  return t.app.inject({
    method: 'POST',
    url: `/api/v1/${business}/orders/${id}/approve`,
    headers: bearer(token),
  });
}

/**
 * The world of the quotation tests: an app at 2026-11-22 09:00 UTC, the admin and one token per
 * role, kebrit products (rice with a credit price, oil, an unpublished one), a mengusha grill,
 * and one client in each business.
 */
export async function quotationWorld() {
  const t = await createTestApp({ now: Date.UTC(2026, 10, 22, 9, 0, 0) });
  const admin = await t.adminToken();
  const tokens = await roleTokens(t);
  const call = apiCaller(t);
  const db = t.app.ctx.db;
  const p: Record<string, number> = {};
  p.rice = await insertTestProduct(db, KEBRIT_ID, {
    name: 'أرز بسمتي 10 كغ',
    price: 8999,
    pricex: 9500,
  });
  p.oil = await insertTestProduct(db, KEBRIT_ID, { name: 'زيت دوار الشمس 1.8 لتر', price: 2150 });
  p.hidden = await insertTestProduct(db, KEBRIT_ID, { price: 100, published: false });
  p.grill = await insertTestProduct(db, MENGUSHA_ID, { name: 'مشاوي مشكلة', price: 4500 });
  const client = (await createClient(t, admin, 'kebrit')).UUID;
  const mengushaClient = (await createClient(t, admin, 'mengusha')).UUID;
  return { t, admin, tokens, call, client, mengushaClient, p };
}

export type QuotationWorld = Awaited<ReturnType<typeof quotationWorld>>;
