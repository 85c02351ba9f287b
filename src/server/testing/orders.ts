import type { OrderInput } from '../../domain/schemas/orders';
import { bearer, type TestApp } from './test-app';

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
