import { randomUUID } from 'node:crypto';
import type { TestApp } from '../../src/server/testing/test-app';

/** `POST {business}/…` as the administrator that must answer 201; @returns the answer's UUID. */
async function created(t: TestApp, admin: string, url: string, payload: object): Promise<string> {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/v1/${url}`,
    headers: { authorization: `Bearer ${admin}` },
    payload,
  });
  if (res.statusCode !== 201) throw new Error(`${url} failed: ${res.statusCode} ${res.body}`);
  return (res.json() as { UUID: string }).UUID;
}

/** A new warehouse of business `b` (ware_houses/{UUID}, a transfer's `to`; decision 0067). */
export function freshWarehouse(t: TestApp, admin: string, b: string): Promise<string> {
  return created(t, admin, `${b}/ware_houses`, { name: `مستودع ${randomUUID().slice(0, 8)}` });
}

/** The UUID of business `b`'s default warehouse (its oldest live one). */
export async function defaultWarehouse(t: TestApp, b: string): Promise<string> {
  const r = await t.app.ctx.db
    .selectFrom('warehouses')
    .innerJoin('businesses', 'businesses.id', 'warehouses.business_id')
    .select('warehouses.uuid')
    .where('businesses.key', '=', b)
    .where('warehouses.deleted_at', 'is', null)
    .orderBy('warehouses.id')
    .executeTakeFirstOrThrow();
  return r.uuid;
}

/** A new open count sheet of business `b`'s default warehouse (posting uses one up). */
export async function freshCount(t: TestApp, admin: string, b: string): Promise<string> {
  return created(t, admin, `${b}/stock_counts`, { warehouse: await defaultWarehouse(t, b) });
}
