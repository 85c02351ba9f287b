import type { OrderPosBody } from '../../domain/schemas/invoices';
import { bearer, type TestApp } from './test-app';

/** POST /api/v1/{business}/orderpos through app.inject; resolves to the raw response. */
export function postSale(t: TestApp, token: string | null, business: string, body: OrderPosBody) {
  return t.app.inject({
    method: 'POST',
    url: `/api/v1/${business}/orderpos`,
    headers: token ? bearer(token) : {},
    payload: body,
  });
}

/** GET /api/v1/{path} with the token; resolves to the raw response. */
export function getApi(t: TestApp, token: string | null, path: string) {
  return t.app.inject({
    method: 'GET',
    url: `/api/v1/${path}`,
    headers: token ? bearer(token) : {},
  });
}

/** A sale that must succeed: returns the 201 body. */
export async function sell(t: TestApp, token: string, business: string, body: OrderPosBody) {
  const res = await postSale(t, token, business, body);
  if (res.statusCode !== 201) throw new Error(`sale failed: ${res.statusCode} ${res.body}`);
  return res.json() as { invoid: number; invoimage: string; UUID: string; ID: number };
}
