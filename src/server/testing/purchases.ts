import { randomBytes } from 'node:crypto';
import type { PurchaseItemsInput, SupplierInput } from '../../domain/schemas/purchases';
import { bearer, type TestApp } from './test-app';

/** A realistic supplier body (a Riyadh food wholesaler) with a valid-format VAT number. */
export function supplierInput(overrides: Partial<SupplierInput> = {}): SupplierInput {
  return {
    name: 'شركة المراعي للتوزيع',
    address: 'الرياض، حي العليا، طريق الملك فهد',
    vatid: '300055566600003',
    ...overrides,
  };
}

/** POST /api/v1/{business}/suppliers that must succeed; returns the 201 body. */
export async function createSupplier(
  t: TestApp,
  token: string,
  business: string,
  overrides: Partial<SupplierInput> = {},
): Promise<{ ID: number; UUID: string }> {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/v1/${business}/suppliers`,
    headers: bearer(token),
    payload: supplierInput(overrides),
  });
  if (res.statusCode !== 201) throw new Error(`supplier failed: ${res.statusCode} ${res.body}`);
  return res.json();
}

/**
 * A multipart/form-data body with text `fields` and, when given, one file part (field `image`
 * unless `fileField` says otherwise).
 */
export function purchaseMultipart(
  fields: Record<string, string | number>,
  file?: { bytes: Buffer; filename?: string; type?: string; field?: string },
) {
  const boundary = `----sanad${randomBytes(8).toString('hex')}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields))
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
      ),
    );
  if (file)
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field ?? 'image'}"; filename="${file.filename ?? 'receipt.jpg'}"\r\n` +
          `Content-Type: ${file.type ?? 'image/jpeg'}\r\n\r\n`,
      ),
      file.bytes,
      Buffer.from('\r\n'),
    );
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(parts),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** POST /api/v1/{business}/purchases as multipart; resolves to the raw response. */
export function postPurchase(
  t: TestApp,
  token: string | null,
  business: string,
  fields: Record<string, string | number>,
  file?: Parameters<typeof purchaseMultipart>[1],
) {
  const { payload, headers } = purchaseMultipart(fields, file);
  return t.app.inject({
    method: 'POST',
    url: `/api/v1/${business}/purchases`,
    headers: { ...headers, ...(token ? bearer(token) : {}) },
    payload,
  });
}

/** A purchase that must succeed (multipart, optional receipt); returns `{ID, UUID, purchase}`. */
export async function createPurchase(
  t: TestApp,
  token: string,
  business: string,
  fields: { supplier: string; total: number; date: number },
  file?: Parameters<typeof purchaseMultipart>[1],
) {
  const res = await postPurchase(t, token, business, fields, file);
  if (res.statusCode !== 201) throw new Error(`purchase failed: ${res.statusCode} ${res.body}`);
  return res.json() as {
    ID: number;
    UUID: string;
    purchase: { image_path: string | null; thumb_path: string | null; total: number };
  };
}

/** POST /api/v1/{business}/purchases/items that must succeed. */
export async function saveItems(
  t: TestApp,
  token: string,
  business: string,
  body: PurchaseItemsInput,
): Promise<void> {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/v1/${business}/purchases/items`,
    headers: bearer(token),
    payload: body,
  });
  if (res.statusCode !== 200) throw new Error(`items failed: ${res.statusCode} ${res.body}`);
}
