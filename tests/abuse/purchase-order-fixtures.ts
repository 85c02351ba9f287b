import type { TestApp } from '../../src/server/testing/test-app';
import { defaultWarehouse } from './stock-fixtures';

/** A purchase order of the matrix (decision 0070) and what its routes need. */
export interface OrderFixture {
  uuid: string;
  line: string;
  receipt?: string;
}

async function post(t: TestApp, admin: string, url: string, payload?: object) {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/v1/${url}`,
    headers: { authorization: `Bearer ${admin}` },
    ...(payload ? { payload } : {}),
  });
  if (res.statusCode >= 300) throw new Error(`${url} failed: ${res.statusCode} ${res.body}`);
  return res.json();
}

/**
 * A new purchase order of business `b` for 100 pieces of the fixture product: a draft, sent, or
 * partly received (one piece, its receipt's UUID returned) — sending, cancelling, closing and
 * receiving each need their own state.
 */
export async function freshPurchaseOrder(
  t: TestApp,
  admin: string,
  b: string,
  f: { supplierUuid: string; productUuid: string },
  state: 'draft' | 'sent' | 'partly',
): Promise<OrderFixture> {
  const warehouse = await defaultWarehouse(t, b);
  const po = await post(t, admin, `${b}/purchase_orders`, {
    supplier_id: f.supplierUuid,
    ware_house_id: warehouse,
    lines: [{ product: f.productUuid, quantity: 100, unit_cost: 1 }],
  });
  const out: OrderFixture = { uuid: po.UUID, line: po.lines[0].UUID };
  if (state === 'draft') return out;
  await post(t, admin, `${b}/purchase_orders/${po.UUID}/send`);
  if (state === 'sent') return out;
  const receipt = await post(t, admin, `${b}/receive_orders`, {
    purchase_order: po.UUID,
    ware_house_id: warehouse,
    products: [{ line: out.line, quantity: 1 }],
  });
  return { ...out, receipt: receipt.UUID };
}

/** A purchase order's and a receipt's body fields: a new sent order of `b` (decision 0070). */
export async function orderFields(
  t: TestApp,
  admin: string,
  b: string,
  f: { supplierUuid: string; productUuid: string },
): Promise<Record<string, unknown>> {
  const po = await freshPurchaseOrder(t, admin, b, f, 'sent');
  return {
    supplier_id: f.supplierUuid,
    ware_house_id: await defaultWarehouse(t, b),
    product: f.productUuid,
    purchase_order: po.uuid,
    line: po.line,
  };
}
