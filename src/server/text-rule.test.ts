// A NUL (or any control, bidi control, invisible character, lone surrogate) in any
// text field, path or body, of the write routes is a 400 with an Arabic field error — on SQLite and
// on PostgreSQL, which cannot store NUL and used to answer 500.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCaller, type ApiCaller } from './testing/api-caller';
import { KEBRIT_ID, MENGUSHA_ID, insertTestProduct } from './testing/catalogue-fixtures';
import { createTestApp, type TestApp } from './testing/test-app';
import {
  createCategory,
  createProduct,
  productPayload,
  uploadedImageName,
} from './testing/products';

let t: TestApp, admin: string, call: ApiCaller;
let userUuid: string, catUuid: string, prodUuid: string, img: string, saleProduct: number;

const profile = {
  nameAr: 'مؤسسة كبريت التجارية',
  nameEn: 'Kebrit Trading Est.',
  vatNumber: '311111111100003',
  crNumber: '4030999999',
  address: {
    street: 'شارع فلسطين',
    buildingNumber: '1234',
    district: 'حي الحمراء',
    city: 'جدة',
    postalCode: '23212',
    country: 'SA',
  },
};

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.adminToken();
  call = apiCaller(t);
  const u = await call('POST', '/users', admin, {
    username: 'victim',
    email: '',
    password: 'password-123',
    role: 'user',
  });
  userUuid = u.json().UUID;
  catUuid = await createCategory(t, admin, 'kebrit');
  img = await uploadedImageName(t, admin, 'kebrit');
  prodUuid = (await createProduct(t, admin, 'kebrit', catUuid, img)).UUID;
  saleProduct = await insertTestProduct(t.app.ctx.db, MENGUSHA_ID, { price: 1000 });
});
afterAll(async () => t.close());

/** `{...base}` with `value` at the dotted path `key`. */
function setAt(base: object, key: string, value: string): object {
  const [head, ...rest] = key.split('.');
  const obj = base as Record<string, unknown>;
  return {
    ...obj,
    [head!]: rest.length ? setAt(obj[head!] as object, rest.join('.'), value) : value,
  };
}

type Route = [
  label: string,
  method: 'POST' | 'PUT',
  url: () => string,
  body: () => object,
  fields: string[],
];
const ROUTES: Route[] = [
  [
    'login',
    'POST',
    () => '/login',
    () => ({ username: 'admin', password: 'x' }),
    ['username', 'password'],
  ],
  [
    'POST users',
    'POST',
    () => '/users',
    () => ({
      username: 'newbie',
      email: 'a@example.com',
      password: 'password-123',
      role: 'user',
      VAT: '',
    }),
    ['username', 'email', 'password', 'VAT'],
  ],
  ['PUT users', 'PUT', () => `/users/${userUuid}`, () => ({ role: 'user' }), ['email', 'password']],
  [
    'PUT businesses',
    'PUT',
    () => '/businesses/kebrit',
    () => profile,
    [
      'nameAr',
      'nameEn',
      'vatNumber',
      'crNumber',
      'address.street',
      'address.buildingNumber',
      'address.district',
      'address.city',
      'address.postalCode',
    ],
  ],
  [
    'POST categories',
    'POST',
    () => '/kebrit/categories',
    () => ({ name: 'ن', description: 'و', categoryEn: 'e' }),
    ['name', 'description', 'categoryEn'],
  ],
  [
    'PUT categories',
    'PUT',
    () => `/kebrit/categories/${catUuid}`,
    () => ({ name: 'ن', description: 'و', categoryEn: 'e' }),
    ['name', 'description', 'categoryEn'],
  ],
  ...(['POST', 'PUT'] as const).map((method): Route => [
    `${method} products`,
    method,
    () => (method === 'POST' ? '/kebrit/products' : `/kebrit/products/${prodUuid}`),
    () => productPayload(catUuid, img),
    ['name', 'productName', 'description', 'descriptionEn', 'Size', 'SizeAr', 'image'],
  ]),
  [
    'POST orderpos',
    'POST',
    () => '/mengusha/orderpos',
    () => ({ PaymentMeansCode: '10', InvoiceLine: [{ ID: saleProduct, InvoicedQuantity: 1 }] }),
    ['OrderID'],
  ],
  [
    'POST invoicesdate',
    'POST',
    () => '/kebrit/invoicesdate',
    () => ({ startdate: '2026-01-01', enddate: '2026-01-31' }),
    ['startdate', 'enddate'],
  ],
];

describe('NUL in every text field of the write routes → 400, never 500', () => {
  const cases = ROUTES.flatMap(([label, method, url, body, fields]) =>
    fields.map((f) => [`${label} ${f}`, method, url, body, f] as const),
  );
  it.each(cases)('%s', async (_label, method, url, body, field) => {
    const res = await call(method, url(), method === 'POST' && url() === '/login' ? null : admin, {
      ...setAt(body(), field, 'a\u0000b'),
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().error.code).toBe('validation_failed');
    expect(res.json().error.fields[field]).toMatch(/[\u0600-\u06FF].*\(U\+0000\)/);
  });

  it('nothing was written: no user, category, product, invoice or profile change', async () => {
    const db = t.app.ctx.db;
    const count = async (table: 'categories' | 'products' | 'invoices', businessId: number) =>
      Number(
        (
          await db
            .selectFrom(table)
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .where('business_id', '=', businessId)
            .executeTakeFirstOrThrow()
        ).n,
      );
    expect(await count('categories', KEBRIT_ID)).toBe(1);
    expect(await count('products', KEBRIT_ID)).toBe(1);
    expect(await count('invoices', MENGUSHA_ID)).toBe(0);
    const users = await db.selectFrom('users').select('username').execute();
    expect(users.map((u) => u.username).sort()).toEqual(['admin', 'victim']);
    const kebrit = (await call('GET', '/businesses/kebrit', admin)).json();
    expect(kebrit.nameAr).not.toContain('\u0000');
    expect(JSON.stringify(kebrit)).not.toContain('\\u0000');
  });
});

describe('NUL in path parameters → 4xx', () => {
  // Business routes resolve the business in preValidation (403 before 400, decision 0013), so an
  // unknown key answers 404 before the params are validated; it must never reach the database as it is.
  it.each([
    ['GET', '/ke%00brit/products', 404, 'business_not_found'],
    ['GET', '/kebrit%00/invoicestoday', 404, 'business_not_found'],
    ['POST', '/me%00ngusha/orderpos', 404, 'business_not_found'],
    ['GET', '/businesses/ke%00brit', 400, 'validation_failed'],
    ['PUT', '/businesses/ke%00brit', 400, 'validation_failed'],
    ['GET', '/users/%00', 400, 'validation_failed'],
    ['GET', '/kebrit/products/%00', 400, 'validation_failed'],
    ['GET', '/kebrit/categories/%00', 400, 'validation_failed'],
    ['GET', '/kebrit/invoicetopng/1%00', 400, 'validation_failed'],
    ['GET', '/kebrit/invoicetopng/2147483648', 400, 'validation_failed'],
  ] as const)('%s %s → %i %s', async (method, url, status, code) => {
    const body =
      method === 'PUT' ? profile : method === 'POST' ? { PaymentMeansCode: '10' } : undefined;
    const res = await call(method, url, admin, body);
    expect(res.statusCode, res.body).toBe(status);
    expect(res.json().error.code).toBe(code);
  });
});

describe("the business's legal name (QR tag 1, every tax invoice)", () => {
  it.each([
    ['U+202E right-to-left override', 'مؤسسة\u202Eكبريت', 'U+202E'],
    ['U+200B zero-width space', 'مؤسسة\u200Bكبريت', 'U+200B'],
    ['U+2066 left-to-right isolate', '\u2066مؤسسة كبريت', 'U+2066'],
    ['U+FEFF inside', 'مؤسسة\uFEFFكبريت', 'U+FEFF'],
    ['CR/LF', 'مؤسسة\r\nكبريت', 'U+000D'],
    ['a lone surrogate', 'مؤسسة\uD800كبريت', 'U+D800'],
  ])('refuses %s (400, fields.nameAr) and keeps the stored name', async (_what, nameAr, cp) => {
    const before = (await call('GET', '/businesses/kebrit', admin)).json().nameAr;
    const res = await call('PUT', '/businesses/kebrit', admin, { ...profile, nameAr });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().error.code).toBe('validation_failed');
    expect(res.json().error.fields.nameAr).toContain(cp);
    expect((await call('GET', '/businesses/kebrit', admin)).json().nameAr).toBe(before);
  });

  it('stores NFC, trimmed; keeps ZWNJ', async () => {
    const res = await call('PUT', '/businesses/kebrit', admin, {
      ...profile,
      nameAr: '  مؤسسة ا\u0654حمد\u200Cالتجارية ',
      nameEn: 'Cafe\u0301 Ahmad',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().business).toMatchObject({
      nameAr: 'مؤسسة أحمد\u200Cالتجارية',
      nameEn: 'Café Ahmad',
    });
  });
});
