// Upload operations of the abuse suite: which multipart field each reads, and the text fields
// it needs beside its file (the OpenAPI document describes neither).
import type { Req, SuiteClient } from './client';
import type { BusinessFixtures } from './fixtures';
import type { Operation } from './openapi';

/** The field a PNG upload is first sent in; an upload route that wants another one says so. */
export const DEFAULT_UPLOAD_FIELD = 'image';

/**
 * The OpenAPI document does not describe multipart bodies, so the field each upload operation
 * (POST/PUT without a JSON body) reads is learnt from the route itself: a PNG is sent as the
 * administrator in DEFAULT_UPLOAD_FIELD, and a 400 whose `fields` names one other field means that
 * field. Returns the fields that differ from the default, by operation name.
 */
export async function uploadFields(
  build: (op: Operation, key: string | null) => Promise<Req>,
  client: SuiteClient,
  admin: string,
  ops: readonly Operation[],
  key: string,
): Promise<Map<string, string>> {
  const found = new Map<string, string>();
  for (const op of ops.filter((o) => !o.body && (o.method === 'POST' || o.method === 'PUT'))) {
    const req = await build(op, op.params.length > 0 ? key : null);
    const res = await client.send(req, admin);
    const fields = Object.keys((res.json() as { error?: { fields?: object } }).error?.fields ?? {});
    if (res.statusCode === 400 && fields.length === 1 && fields[0] !== DEFAULT_UPLOAD_FIELD)
      found.set(op.name, fields[0]!);
  }
  return found;
}

/**
 * The text fields an upload operation needs beside its file (multipart bodies are not in the
 * OpenAPI document): POST purchases {date, supplier, total} with the receipt in `image`.
 */
export const UPLOAD_TEXT_FIELDS: Record<
  string,
  (f: BusinessFixtures) => Record<string, string | number>
> = {
  '/api/v1/{business}/purchases': (f) => ({
    date: Math.floor(Date.now() / 1000),
    supplier: f.supplierUuid,
    total: '11.50',
  }),
};
