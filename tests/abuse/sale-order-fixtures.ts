import { createOrder } from '../../src/server/testing/orders';
import type { TestApp } from '../../src/server/testing/test-app';

/** A sale order of the matrix (decision 0069) and what its routes need. */
export interface SaleOrderFixture {
  uuid: string;
  line: string;
  delivery?: string;
}

/** A 1×1 PNG: the drawn signature of the fixture's delivery note (GET …/signature.png). */
const ONE_PIXEL_PNG =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

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
 * A new sale order of business `b` for 100 pieces of the fixture product: a draft, confirmed, or
 * partly delivered (one piece, signed, its delivery note's UUID returned) — editing, confirming,
 * delivering and invoicing each need their own state.
 */
export async function freshSaleOrder(
  t: TestApp,
  admin: string,
  b: string,
  f: { clientUuid: string; productUuid: string },
  state: 'draft' | 'confirmed' | 'partly',
): Promise<SaleOrderFixture> {
  const so = await post(t, admin, `${b}/sale_orders`, {
    customer_id: f.clientUuid,
    lines: [{ prod_id: f.productUuid, quantity: 100 }],
  });
  const out: SaleOrderFixture = { uuid: so.uuid, line: so.lines[0].uuid };
  if (state === 'draft') return out;
  await post(t, admin, `${b}/sale_orders/${so.uuid}/confirm`);
  if (state === 'confirmed') return out;
  const note = await post(t, admin, `${b}/delivery_orders`, {
    sale_order_id: so.uuid,
    lines: [{ line: out.line, quantity: 1 }],
    signature: `data:image/png;base64,${ONE_PIXEL_PNG}`,
  });
  return { ...out, delivery: note.uuid };
}

/** A new pending quotation of `b` to make a sale order from: its UUID. */
export async function freshQuotation(
  t: TestApp,
  admin: string,
  b: string,
  f: { clientUuid: string; productId: number },
): Promise<string> {
  const order = await createOrder(t, admin, b, {
    Customer: { UUID: f.clientUuid },
    PaymentMeansCode: '10',
    InvoiceLine: [{ ID: f.productId, InvoicedQuantity: 1 }],
  });
  return order.UUID;
}

/**
 * A sale order's, a delivery's and an invoice order's body fields for an operation on `path`: a
 * new partly delivered order of `b`; none for other paths.
 */
export async function saleOrderFields(
  t: TestApp,
  admin: string,
  b: string,
  f: { clientUuid: string; productUuid: string },
  path: string,
): Promise<Record<string, unknown>> {
  if (!['/sale_orders', '/delivery_orders', '/invoice_orders'].some((p) => path.includes(p)))
    return {};
  const so = await freshSaleOrder(t, admin, b, f, 'partly');
  return {
    customer_id: f.clientUuid,
    prod_id: f.productUuid,
    sale_order_id: so.uuid,
    line: so.line,
    delivery_orders: [so.delivery],
    address_id: undefined,
    payment_id: undefined,
    warehouse_id: undefined,
    signature: undefined,
  };
}

/**
 * The {UUID} of a sale-orders path: a pending quotation for from_quotation, a signed delivery
 * note for delivery_orders, a confirmed order to cancel, else a draft order (edit, confirm).
 */
export async function saleOrderParam(
  t: TestApp,
  admin: string,
  b: string,
  f: { clientUuid: string; productUuid: string; productId: number },
  path: string,
): Promise<string> {
  if (path.includes('/from_quotation/')) return freshQuotation(t, admin, b, f);
  if (path.includes('/delivery_orders/'))
    return (await freshSaleOrder(t, admin, b, f, 'partly')).delivery!;
  const state = path.endsWith('/cancel') ? 'confirmed' : 'draft';
  return (await freshSaleOrder(t, admin, b, f, state)).uuid;
}
