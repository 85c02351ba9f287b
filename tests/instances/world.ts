/**
 * The data of the multi-instance test and bench, made through nginx with the API only (decision
 * 0066): categories and products in mengusha and kebrit, one with an uploaded image, a kebrit
 * client, and reads repeated until they have landed on several instances.
 */
import { demoProductPng } from '../../src/server/demo/images';
import { clientInput } from '../../src/server/testing/clients';
import { supplierInput } from '../../src/server/testing/purchases';
import type { Sellable } from './sales-load';

/** Calls the API at `url` with the bearer `token`. */
export interface Api {
  /** The bearer token it calls with. */
  token: string;
  /** `method path` under /api/v1 with a JSON or FormData body; the parsed 2xx body. @throws otherwise. */
  json<T = unknown>(method: string, path: string, body?: unknown): Promise<T>;
  /** GET `path` (absolute, e.g. /static/…, or /api/v1/…) with the bearer unless `bearer` is false. */
  get(path: string, bearer?: boolean): Promise<Response>;
}

/** An Api through `url` as the holder of `token`. */
export function api(url: string, token: string): Api {
  return {
    token,
    async json<T>(method: string, path: string, body?: unknown): Promise<T> {
      const form = body instanceof FormData;
      const res = await fetch(`${url}/api/v1${path}`, {
        method,
        headers: {
          authorization: `Bearer ${token}`,
          ...(body !== undefined && !form ? { 'content-type': 'application/json' } : {}),
        },
        body: body === undefined ? undefined : form ? body : JSON.stringify(body),
      });
      const text = await res.text();
      if (!res.ok) throw new Error(`${method} ${path} → ${res.status} ${text.slice(0, 300)}`);
      return JSON.parse(text) as T;
    },
    get: (path, bearer = true) =>
      fetch(`${url}${path}`, { headers: bearer ? { authorization: `Bearer ${token}` } : {} }),
  };
}

/** A PNG file part named `name`. */
function pngForm(field: string, png: Buffer, name: string): FormData {
  const form = new FormData();
  form.append(field, new Blob([new Uint8Array(png)], { type: 'image/png' }), name);
  return form;
}

/** What seedShops made. */
export interface Shops {
  mengusha: Sellable;
  kebrit: Sellable;
  /** The uploaded product image's public URL (/static/images/…). */
  imageUrl: string;
  /** The kebrit client's UUID, for quotations. */
  client: string;
}

/**
 * A category of `business` with one product per name (SAR 12.50, 19.50, …; 100,000 in stock),
 * the first with the uploaded `image` when given. @throws when a call is refused.
 */
export async function makeProducts(
  call: Api,
  business: string,
  names: string[],
  image?: string,
): Promise<Sellable> {
  const cat = await call.json<{ UUID: string }>('POST', `/${business}/categories`, {
    name: 'الأكثر مبيعاً',
    description: '',
    categoryEn: 'Best sellers',
  });
  const ids: number[] = [];
  for (const [i, name] of names.entries()) {
    const p = await call.json<{ newid: number }>('POST', `/${business}/products`, {
      categoryid: cat.UUID,
      name,
      price: 12.5 + i * 7,
      calories: 0,
      quantity: 100_000,
      ...(i === 0 && image ? { image } : {}),
    });
    ids.push(p.newid);
  }
  return { business, ids };
}

/**
 * Three products in each sample business (one of mengusha's with an uploaded image) and a kebrit
 * client. @throws when a call is refused.
 */
export async function seedShops(call: Api): Promise<Shops> {
  const upload = await call.json<{ image: string; url: string }>(
    'POST',
    '/mengusha/images',
    pngForm('image', demoProductPng('شاورما', 'Shawarma', '#c2255c'), 'shawarma.png'),
  );
  const mengusha = await makeProducts(
    call,
    'mengusha',
    ['شاورما دجاج', 'مشاوي مشكلة', 'عصير برتقال'],
    upload.image,
  );
  const kebrit = await makeProducts(call, 'kebrit', ['مفتاح إنجليزي', 'شريط عازل', 'مفك براغي']);
  const client = await call.json<{ UUID: string }>('POST', '/kebrit/clients', clientInput());
  return { mengusha, kebrit, imageUrl: upload.url, client: client.UUID };
}

/**
 * A kebrit purchase with a PNG receipt (stored as WebP) from a new supplier.
 * @returns the receipt's file name (image_path).
 */
export async function purchaseWithReceipt(call: Api): Promise<string> {
  const supplier = await call.json<{ UUID: string }>('POST', '/kebrit/suppliers', supplierInput());
  const form = pngForm('image', demoProductPng('فاتورة', 'Receipt', '#2f9e44'), 'receipt.png');
  form.append('date', String(Math.floor(Date.now() / 1000)));
  form.append('supplier', supplier.UUID);
  form.append('total', '230.00');
  const made = await call.json<{ purchase: { image_path: string | null } }>(
    'POST',
    '/kebrit/purchases',
    form,
  );
  if (!made.purchase.image_path) throw new Error('the purchase kept no receipt');
  return made.purchase.image_path;
}

/** The bodies and answering instances of `n` GETs of one path. */
export interface Reads {
  statuses: number[];
  bodies: Buffer[];
  /** The instance that gave each answer (the last address of nginx's X-Upstream). */
  upstreams: Set<string>;
}

/** GETs `path` `n` times one after the other (round robin spreads them over the instances). */
export async function readMany(call: Api, path: string, n: number, bearer = true): Promise<Reads> {
  const out: Reads = { statuses: [], bodies: [], upstreams: new Set() };
  for (let i = 0; i < n; i++) {
    const res = await call.get(path, bearer);
    out.statuses.push(res.status);
    out.bodies.push(Buffer.from(await res.arrayBuffer()));
    // After a failed try nginx lists every instance it tried ("a:1, b:2"): the last one answered.
    out.upstreams.add((res.headers.get('x-upstream') ?? '?').split(',').pop()!.trim());
  }
  return out;
}

/** Whether every body equals the first and is not empty. */
export function allSame(bodies: Buffer[]): boolean {
  return bodies.length > 0 && bodies[0]!.length > 0 && bodies.every((b) => b.equals(bodies[0]!));
}
