import { randomBytes, randomUUID } from 'node:crypto';
import { createCanvas } from '@napi-rs/canvas';
import { apiCaller, roleTokens } from './api-caller';
import { bearer, createTestApp, type TestApp } from './test-app';

/** A small real image, drawn with @napi-rs/canvas. */
export function drawImage(mime: 'image/png' | 'image/jpeg' | 'image/webp' = 'image/png'): Buffer {
  const canvas = createCanvas(8, 8);
  const g = canvas.getContext('2d');
  g.fillStyle = '#c0392b';
  g.fillRect(0, 0, 8, 8);
  // The overloads of toBuffer are per mime type; the three share this call shape.
  return (canvas.toBuffer as (m: string) => Buffer)(mime);
}

/** A multipart/form-data request body with one file part. */
export function multipart(
  file: Buffer,
  opts: { field?: string; filename?: string; type?: string } = {},
) {
  const boundary = `----sanad${randomBytes(8).toString('hex')}`;
  const head =
    `--${boundary}\r\nContent-Disposition: form-data; name="${opts.field ?? 'image'}"; filename="${opts.filename ?? 'photo.png'}"\r\n` +
    `Content-Type: ${opts.type ?? 'image/png'}\r\n\r\n`;
  const payload = Buffer.concat([Buffer.from(head), file, Buffer.from(`\r\n--${boundary}--\r\n`)]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** Uploads `file` as a product image of `business`; returns the raw response. */
export async function uploadImage(
  t: TestApp,
  token: string,
  business: string,
  file: Buffer = drawImage(),
  opts: Parameters<typeof multipart>[1] = {},
) {
  const { payload, headers } = multipart(file, opts);
  return t.app.inject({
    method: 'POST',
    url: `/api/v1/${business}/images`,
    headers: { ...headers, ...bearer(token) },
    payload,
  });
}

/** Uploads a PNG and returns its generated name (fails the test on a non-201). */
export async function uploadedImageName(
  t: TestApp,
  token: string,
  business: string,
): Promise<string> {
  const res = await uploadImage(t, token, business);
  if (res.statusCode !== 201) throw new Error(`upload failed: ${res.statusCode} ${res.body}`);
  return res.json().image as string;
}

/** Creates a category through the API and returns its UUID. */
export async function createCategory(
  t: TestApp,
  token: string,
  business: string,
  name = 'مشروبات',
): Promise<string> {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/v1/${business}/categories`,
    headers: bearer(token),
    payload: { name, description: 'وصف التصنيف', categoryEn: 'Drinks' },
  });
  if (res.statusCode !== 201) throw new Error(`category failed: ${res.statusCode} ${res.body}`);
  return res.json().UUID as string;
}

/** A valid product body for the category and image given. */
export function productPayload(
  categoryid: string,
  image: string,
  extra: Record<string, unknown> = {},
) {
  return {
    categoryid,
    name: 'شاي أحمر',
    productName: 'Red tea',
    description: 'شاي بالنعناع',
    descriptionEn: 'Tea with mint',
    Size: 'L',
    SizeAr: 'كبير',
    image,
    price: 12.5,
    pricedv: 14.25,
    calories: 40,
    quantity: 30,
    ...extra,
  };
}

/** Creates a product through the API and returns its UUID and ID. */
export async function createProduct(
  t: TestApp,
  token: string,
  business: string,
  categoryid: string,
  image: string,
  extra: Record<string, unknown> = {},
) {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/v1/${business}/products`,
    headers: bearer(token),
    payload: productPayload(categoryid, image, extra),
  });
  if (res.statusCode !== 201) throw new Error(`product failed: ${res.statusCode} ${res.body}`);
  return { UUID: res.json().UUID as string, ID: res.json().newid as number };
}

/**
 * A test app with an admin token, one token per role, and for each business a category and an
 * uploaded image: what every products test file starts from. `call` sends API requests; `stored`
 * reads a product's row straight from the table.
 */
export async function catalogueFixture() {
  const t = await createTestApp();
  const admin = await t.adminToken();
  const tokens = await roleTokens(t);
  return {
    t,
    admin,
    tokens,
    kCat: await createCategory(t, admin, 'kebrit', 'أدوات'),
    kImg: await uploadedImageName(t, admin, 'kebrit'),
    mCat: await createCategory(t, admin, 'mengusha', 'مشروبات'),
    mImg: await uploadedImageName(t, admin, 'mengusha'),
    call: apiCaller(t),
    stored: (uuid: string) =>
      t.app.ctx.db
        .selectFrom('products')
        .selectAll()
        .where('uuid', '=', uuid)
        .executeTakeFirstOrThrow(),
  };
}

export type CatalogueFixture = Awaited<ReturnType<typeof catalogueFixture>>;

/** Writes a one-line tax invoice of the business naming the product (straight into the tables). */
export async function invoiceProduct(
  t: TestApp,
  businessId: number,
  productId: number,
  number: number,
) {
  const db = t.app.ctx.db;
  const invoice = await db
    .insertInto('invoices')
    .values({
      uuid: randomUUID(),
      business_id: businessId,
      number,
      issued_at: t.clock.now,
      issue_date: '2025-05-01',
      issue_time: '10:00:00',
      invoice_type_code: '388',
      profile_id: 'reporting:1.0',
      payment_means_code: '10',
      order_reference_id: 1746093600 + number,
      order_id: null,
      employee_name: 'admin',
      user_id: null,
      customer_registration_name: '',
      customer_city_name: '',
      customer_vat: '',
      discount_percent: 0,
      allowance_total_amount: 0,
      tax_exclusive_amount: 1087,
      tax_amount: 163,
      tax_inclusive_amount: 1250,
      qr: '',
      image_path: null,
      created_at: t.clock.now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('invoice_lines')
    .values({
      invoice_id: invoice.id,
      line_no: 1,
      product_id: productId,
      item_name: 'شاي أحمر',
      quantity: 1,
      unit_price: 1250,
      gross_amount: 1250,
      amount_discount: 0,
      line_extension_amount: 1087,
      tax_amount: 163,
      rounding_amount: 1250,
      unit_code: 'حبة',
      tax_percent: 15,
    })
    .execute();
}
