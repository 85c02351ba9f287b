import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCaller, roleTokens, type ApiCaller, type RoleTokens } from '../../testing/api-caller';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { createCategory, createProduct, uploadedImageName } from '../../testing/products';

let t: TestApp;
let admin: string;
let tokens: RoleTokens;
let call: ApiCaller;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.adminToken();
  tokens = await roleTokens(t);
  call = apiCaller(t);
});
afterAll(async () => t.close());

const body = { name: 'مشويات', description: 'مشويات على الفحم', categoryEn: 'Grills' };

describe('categories: happy paths', () => {
  it('POST creates a category: 201 {success, newid, UUID, category} and an audit record', async () => {
    const res = await call('POST', '/mengusha/categories', admin, body);
    expect(res.statusCode).toBe(201);
    const json = res.json();
    expect(json).toMatchObject({
      success: true,
      newid: expect.any(Number),
      UUID: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });
    expect(json.category).toEqual({ ID: json.newid, UUID: json.UUID, ...body, productCount: 0 });
    const audit = await t.app.ctx.db
      .selectFrom('audit_log')
      .selectAll()
      .where('entity_id', '=', json.UUID)
      .execute();
    expect(audit.map((a) => a.action)).toEqual(['category.create']);
    expect(audit[0]!.business_id).toBe(17);
  });

  it('GET lists the business categories with productCount; GET one by UUID', async () => {
    const uuid = await createCategory(t, admin, 'mengusha', 'حلويات');
    const image = await uploadedImageName(t, admin, 'mengusha');
    await createProduct(t, admin, 'mengusha', uuid, image);
    await createProduct(t, admin, 'mengusha', uuid, image, { published: false });
    const list = await call('GET', '/mengusha/categories', admin);
    expect(list.statusCode).toBe(200);
    const row = list.json().find((c: { UUID: string }) => c.UUID === uuid);
    expect(row).toMatchObject({ name: 'حلويات', categoryEn: 'Drinks', productCount: 2 });
    const one = await call('GET', `/mengusha/categories/${uuid}`, admin);
    expect(one.statusCode).toBe(200);
    expect(one.json()).toMatchObject({ UUID: uuid, productCount: 2 });
  });

  it('PUT replaces the fields: 200 {success, category}', async () => {
    const uuid = await createCategory(t, admin, 'kebrit');
    const res = await call('PUT', `/kebrit/categories/${uuid}`, tokens.manager, {
      name: ' أدوات ',
      description: 'أدوات منزلية',
      categoryEn: 'Tools',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      success: true,
      category: { UUID: uuid, name: 'أدوات', description: 'أدوات منزلية', categoryEn: 'Tools' },
    });
    expect((await call('GET', `/kebrit/categories/${uuid}`, admin)).json().name).toBe('أدوات');
  });

  it('DELETE removes an empty category: 200 {success}, then 404', async () => {
    const uuid = await createCategory(t, admin, 'kebrit');
    const res = await call('DELETE', `/kebrit/categories/${uuid}`, admin);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true });
    expect((await call('GET', `/kebrit/categories/${uuid}`, admin)).statusCode).toBe(404);
    const audit = await t.app.ctx.db
      .selectFrom('audit_log')
      .select('action')
      .where('entity_id', '=', uuid)
      .orderBy('id')
      .execute();
    expect(audit.map((a) => a.action)).toEqual(['category.create', 'category.delete']);
  });
});

describe('categories: failures', () => {
  it('400 when the name is missing or blank; the description and English name are optional (decision 0051)', async () => {
    const missing = await call('POST', '/kebrit/categories', admin, {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.code).toBe('validation_failed');
    expect(Object.keys(missing.json().error.fields)).toEqual(['name']);
    const blank = await call('POST', '/kebrit/categories', admin, {
      name: '  ',
      description: 'x',
      categoryEn: 'x',
    });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().error.fields.name).toBe('اسم التصنيف مطلوب');
    const uuid = await createCategory(t, admin, 'kebrit');
    const put = await call('PUT', `/kebrit/categories/${uuid}`, admin, { name: 'عدد يدوية' });
    expect(put.statusCode).toBe(200);
    const got = await call('GET', '/kebrit/categories', admin);
    expect(got.json().find((c: { UUID: string }) => c.UUID === uuid)).toMatchObject({
      name: 'عدد يدوية',
      description: '',
      categoryEn: '',
    });
  });

  it('404 for an unknown UUID, 400 for a malformed one, 404 for an unknown business', async () => {
    const unknown = randomUUID();
    for (const [method, payload] of [['GET'], ['PUT', body], ['DELETE']] as const) {
      const res = await call(method, `/kebrit/categories/${unknown}`, admin, payload);
      expect(res.statusCode).toBe(404);
      expect(res.json().error.code).toBe('not_found');
    }
    expect((await call('GET', '/kebrit/categories/not-a-uuid', admin)).statusCode).toBe(400);
    expect((await call('GET', '/nowhere/categories', admin)).statusCode).toBe(404);
  });

  it('409 category_not_empty when deleting a category that has products', async () => {
    const uuid = await createCategory(t, admin, 'kebrit');
    const image = await uploadedImageName(t, admin, 'kebrit');
    const product = await createProduct(t, admin, 'kebrit', uuid, image);
    const res = await call('DELETE', `/kebrit/categories/${uuid}`, admin);
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toMatchObject({
      code: 'category_not_empty',
      message: expect.stringMatching(/[\u0600-\u06FF]/),
    });
    expect((await call('GET', `/kebrit/categories/${uuid}`, admin)).statusCode).toBe(200);
    expect((await call('DELETE', `/kebrit/products/${product.UUID}`, admin)).statusCode).toBe(200);
    expect((await call('DELETE', `/kebrit/categories/${uuid}`, admin)).statusCode).toBe(200);
  });
});

describe('categories: isolation and permissions', () => {
  it('a kebrit category cannot be read, changed or deleted through /mengusha', async () => {
    const uuid = await createCategory(t, admin, 'kebrit', 'خاص بكبريت');
    expect((await call('GET', `/mengusha/categories/${uuid}`, admin)).statusCode).toBe(404);
    expect((await call('PUT', `/mengusha/categories/${uuid}`, admin, body)).statusCode).toBe(404);
    expect((await call('DELETE', `/mengusha/categories/${uuid}`, admin)).statusCode).toBe(404);
    const mengusha = (await call('GET', '/mengusha/categories', admin)).json() as {
      UUID: string;
    }[];
    expect(mengusha.some((c) => c.UUID === uuid)).toBe(false);
    const kept = await call('GET', `/kebrit/categories/${uuid}`, admin);
    expect(kept.json()).toMatchObject({ name: 'خاص بكبريت', description: 'وصف التصنيف' });
  });

  it('401 without a token', async () => {
    const uuid = await createCategory(t, admin, 'kebrit');
    for (const [method, url] of [
      ['GET', '/kebrit/categories'],
      ['POST', '/kebrit/categories'],
      ['GET', `/kebrit/categories/${uuid}`],
      ['PUT', `/kebrit/categories/${uuid}`],
      ['DELETE', `/kebrit/categories/${uuid}`],
    ] as const) {
      const res = await call(
        method,
        url,
        null,
        method === 'POST' || method === 'PUT' ? body : undefined,
      );
      expect(res.statusCode, `${method} ${url}`).toBe(401);
    }
  });

  it('403 for a casher on kebrit and a sales user on mengusha, even to read', async () => {
    const casher = await call('GET', '/kebrit/categories', tokens.casher);
    expect(casher.statusCode).toBe(403);
    expect(casher.json().error.code).toBe('business_forbidden');
    expect((await call('POST', '/kebrit/categories', tokens.casher, body)).statusCode).toBe(403);
    expect((await call('GET', '/mengusha/categories', tokens.sales)).statusCode).toBe(403);
    expect((await call('POST', '/mengusha/categories', tokens.sales, body)).statusCode).toBe(403);
  });

  it('a plain user, a casher and a sales user may read but not write', async () => {
    const uuid = await createCategory(t, admin, 'mengusha');
    const kebritUuid = await createCategory(t, admin, 'kebrit');
    const cases = [
      [tokens.user, 'mengusha', uuid],
      [tokens.user, 'kebrit', kebritUuid],
      [tokens.casher, 'mengusha', uuid],
      [tokens.sales, 'kebrit', kebritUuid],
    ] as const;
    for (const [token, b, id] of cases) {
      expect((await call('GET', `/${b}/categories`, token)).statusCode).toBe(200);
      expect((await call('GET', `/${b}/categories/${id}`, token)).statusCode).toBe(200);
      for (const [method, url] of [
        ['POST', `/${b}/categories`],
        ['PUT', `/${b}/categories/${id}`],
        ['DELETE', `/${b}/categories/${id}`],
      ] as const) {
        const res = await call(method, url, token, method === 'DELETE' ? undefined : body);
        expect(res.statusCode, `${method} ${url}`).toBe(403);
        expect(res.json().error.code).toBe('forbidden');
      }
    }
    // 403 comes before validation: a forbidden user never learns what the body lacks.
    expect((await call('POST', '/mengusha/categories', tokens.user, {})).statusCode).toBe(403);
  });
});
