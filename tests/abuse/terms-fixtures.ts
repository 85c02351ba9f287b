// Fixtures of payment terms, client addresses, cash receipts (decision 0068) and invoice exports for the abuse suite.
import { randomUUID } from 'node:crypto';
import type { TestApp } from '../../src/server/testing/test-app';
import { sell } from '../../src/server/testing/sales';
import { allowSalesWithoutShift } from './fixtures';

async function createdTerm(t: TestApp, admin: string, url: string, payload: object) {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/v1/${url}`,
    headers: { authorization: `Bearer ${admin}` },
    payload,
  });
  if (res.statusCode !== 201) throw new Error(`${url} failed: ${res.statusCode} ${res.body}`);
  return (res.json() as { UUID: string }).UUID;
}

/** A new payment term of business `b` (payment_terms/{UUID}; decision 0068): a DELETE removes it. */
export async function freshPaymentTerm(t: TestApp, admin: string, b: string): Promise<string> {
  return createdTerm(t, admin, `${b}/payment_terms`, {
    name: `شرط ${randomUUID().slice(0, 8)}`,
    days: 10,
  });
}

/** A new address of client `clientUuid` of business `b` (decision 0068): a DELETE removes it. */
export async function freshClientAddress(
  t: TestApp,
  admin: string,
  b: string,
  clientUuid: string,
): Promise<string> {
  return createdTerm(t, admin, `${b}/clients/${clientUuid}/addresses`, { label: 'فرع' });
}

/**
 * For POST cash_receipts (decision 0068): a new 1-piece credit sale of business `b` to collect;
 * undefined for any other path.
 */
export async function cashReceiptInvoice(
  t: TestApp,
  admin: string,
  b: string,
  path: string,
  productId: number,
) {
  if (!path.endsWith('/cash_receipts')) return undefined;
  await allowSalesWithoutShift(t, b);
  const sale = await sell(t, admin, b, {
    PaymentMeansCode: '24',
    InvoiceLine: [{ ID: productId, InvoicedQuantity: 1 }],
  });
  return sale.UUID;
}

/** Exports the invoices of business `key` as the administrator; @returns the export's name. */
export async function invoiceExport(t: TestApp, admin: string, key: string): Promise<string> {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/v1/${key}/export/invoices`,
    headers: { authorization: `Bearer ${admin}` },
  });
  if (res.statusCode !== 200) throw new Error(`invoice export failed: ${res.body}`);
  return (res.json() as { name: string }).name;
}
