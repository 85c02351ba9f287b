// Suppliers: CRUD, validation in Arabic, roles, 404, 409 supplier_in_use, isolation.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCaller, roleTokens, type ApiCaller, type RoleTokens } from '../../testing/api-caller';
import { createPurchase, createSupplier, supplierInput } from '../../testing/purchases';
import { createTestApp, type TestApp } from '../../testing/test-app';

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

describe('suppliers: happy paths', () => {
  it('POST → 201 {message, ID, UUID, supplier}; GET lists by name; GET one; audited', async () => {
    const body = supplierInput({ name: 'مؤسسة ينبع للمواد الغذائية' });
    const res = await call('POST', '/mengusha/suppliers', tokens.manager, body);
    expect(res.statusCode).toBe(201);
    const json = res.json();
    expect(json).toMatchObject({ message: 'أُضيف المورّد', ID: expect.any(Number) });
    expect(json.supplier).toEqual({ ID: json.ID, UUID: json.UUID, ...body, payment_term_id: null });
    const one = await call('GET', `/mengusha/suppliers/${json.UUID}`, admin);
    expect(one.json()).toEqual(json.supplier);
    await createSupplier(t, admin, 'mengusha', { name: 'أسواق الأمانة' });
    const names = (await call('GET', '/mengusha/suppliers', tokens.manager))
      .json()
      .map((s: { name: string }) => s.name);
    expect(names).toEqual([...names].sort((a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0)));
    expect(names).toContain('مؤسسة ينبع للمواد الغذائية');
    const audit = await t.app.ctx.db
      .selectFrom('audit_log')
      .select(['action', 'business_id'])
      .where('entity_id', '=', json.UUID)
      .execute();
    expect(audit).toEqual([{ action: 'supplier.create', business_id: 17 }]);
  });

  it('vatid and address are optional (stored as ""); name is trimmed', async () => {
    const res = await call('POST', '/kebrit/suppliers', admin, { name: '  بقالة الحي  ' });
    expect(res.statusCode).toBe(201);
    expect(res.json().supplier).toMatchObject({ name: 'بقالة الحي', address: '', vatid: '' });
  });

  it('PUT replaces the fields → {message, supplier}; DELETE → {message} then 404', async () => {
    const s = await createSupplier(t, admin, 'kebrit');
    const put = await call('PUT', `/kebrit/suppliers/${s.UUID}`, tokens.manager, {
      name: 'شركة المراعي',
      address: 'جدة',
      vatid: '',
    });
    expect(put.statusCode).toBe(200);
    expect(put.json()).toEqual({
      message: 'حُفظت بيانات المورّد',
      supplier: { ID: s.ID, UUID: s.UUID, name: 'شركة المراعي', address: 'جدة', vatid: '', payment_term_id: null },
    });
    const del = await call('DELETE', `/kebrit/suppliers/${s.UUID}`, tokens.manager);
    expect(del.statusCode).toBe(200);
    expect(del.json()).toEqual({ message: 'حُذف المورّد' });
    expect((await call('GET', `/kebrit/suppliers/${s.UUID}`, admin)).statusCode).toBe(404);
  });
});

describe('suppliers: refusals', () => {
  it.each([
    [{ name: '' }, 'name', 'اسم المورّد مطلوب'],
    [{ vatid: '300000000000004' }, 'vatid', 'الرقم الضريبي 15 رقماً يبدأ بـ 3 وينتهي بـ 3'],
    [{ vatid: '30000000000003' }, 'vatid', 'الرقم الضريبي 15 رقماً يبدأ بـ 3 وينتهي بـ 3'],
    [{ name: 'شركة\u202Eالمراعي' }, 'name', 'النص يحتوي على رمز اتجاه خفي غير مسموح (U+202E)'],
    [{ address: 'جدة\u0000' }, 'address', 'النص يحتوي على رمز تحكم غير مسموح (U+0000)'],
  ] as const)('400 %j → fields.%s in Arabic', async (override, field, message) => {
    const res = await call('POST', '/kebrit/suppliers', admin, supplierInput(override));
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({
      code: 'validation_failed',
      fields: { [field]: message },
    });
  });

  it('401 without a token', async () => {
    expect((await call('GET', '/kebrit/suppliers', null)).statusCode).toBe(401);
    expect((await call('POST', '/kebrit/suppliers', null, supplierInput())).statusCode).toBe(401);
  });

  it('403 for casher, sales and user, reading or writing; the manager may', async () => {
    // casher opens mengusha and sales kebrit (their legacy memberships): refused there by role.
    for (const b of ['kebrit', 'mengusha']) {
      const s = await createSupplier(t, admin, b);
      for (const role of ['casher', 'sales', 'user'] as const) {
        for (const [method, url, body] of [
          ['GET', `/${b}/suppliers`, undefined],
          ['POST', `/${b}/suppliers`, supplierInput()],
          ['PUT', `/${b}/suppliers/${s.UUID}`, supplierInput()],
          ['DELETE', `/${b}/suppliers/${s.UUID}`, undefined],
        ] as const) {
          const res = await call(method, url, tokens[role], body);
          expect([res.statusCode, role, method, b]).toEqual([403, role, method, b]);
          expect(['forbidden', 'business_forbidden']).toContain(res.json().error.code);
        }
      }
      expect((await call('GET', `/${b}/suppliers`, tokens.manager)).statusCode).toBe(200);
    }
    const seller = await call('GET', '/mengusha/suppliers', tokens.casher);
    expect(seller.json().error.code).toBe('forbidden');
  });

  it('404 for an unknown UUID; 409 supplier_in_use while it has a purchase', async () => {
    const unknown = '0b0e5f0e-0000-4000-8000-000000000000';
    expect((await call('GET', `/kebrit/suppliers/${unknown}`, admin)).statusCode).toBe(404);
    expect((await call('DELETE', `/kebrit/suppliers/${unknown}`, admin)).statusCode).toBe(404);
    const s = await createSupplier(t, admin, 'kebrit');
    const p = await createPurchase(t, admin, 'kebrit', {
      supplier: s.UUID,
      total: 230,
      date: 1746000000,
    });
    const del = await call('DELETE', `/kebrit/suppliers/${s.UUID}`, admin);
    expect(del.statusCode).toBe(409);
    expect(del.json().error).toEqual({
      code: 'supplier_in_use',
      message: 'لا يمكن حذف مورّد له مشتريات مسجّلة؛ احذف مشترياته أولاً',
    });
    expect((await call('DELETE', `/kebrit/purchases/${p.UUID}`, admin)).statusCode).toBe(200);
    expect((await call('DELETE', `/kebrit/suppliers/${s.UUID}`, admin)).statusCode).toBe(200);
  });

  it("a kebrit supplier is unreachable under mengusha (404) and not in mengusha's list", async () => {
    const s = await createSupplier(t, admin, 'kebrit', { name: 'مورد كبريت فقط' });
    for (const [method, body] of [
      ['GET', undefined],
      ['PUT', supplierInput()],
      ['DELETE', undefined],
    ] as const)
      expect((await call(method, `/mengusha/suppliers/${s.UUID}`, admin, body)).statusCode).toBe(
        404,
      );
    const list = (await call('GET', '/mengusha/suppliers', admin)).json();
    expect(list.map((x: { UUID: string }) => x.UUID)).not.toContain(s.UUID);
    expect((await call('GET', `/kebrit/suppliers/${s.UUID}`, admin)).json().name).toBe(
      'مورد كبريت فقط',
    );
  });
});

describe('suppliers: payment term (decision 0068)', () => {
  it('takes a live term of the business; 422 for another; absent on PUT = unchanged', async () => {
    const terms = (await call('GET', '/kebrit/payment_terms', admin)).json();
    const other = (await call('GET', '/mengusha/payment_terms', admin)).json();
    const res = await call('POST', '/kebrit/suppliers', admin, {
      name: 'مورد الآجل',
      payment_term_id: terms[2].ID,
    });
    expect(res.json().supplier.payment_term_id).toBe(terms[2].ID);
    const put = await call('PUT', `/kebrit/suppliers/${res.json().UUID}`, admin, { name: 'مورد' });
    expect(put.json().supplier.payment_term_id).toBe(terms[2].ID);
    const bad = await call('PUT', `/kebrit/suppliers/${res.json().UUID}`, admin, {
      name: 'مورد',
      payment_term_id: other[0].ID,
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().error.code).toBe('payment_term_unknown');
  });
});
