// Clients: CRUD, defaults, search, validation, 409s, roles and business isolation.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCaller, roleTokens, type ApiCaller, type RoleTokens } from '../../testing/api-caller';
import { insertTestProduct, KEBRIT_ID } from '../../testing/catalogue-fixtures';
import { clientInput, createClient } from '../../testing/clients';
import { sell } from '../../testing/sales';
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

describe('clients: happy paths', () => {
  it('POST → 201 {success, newid, UUID, client} with every legacy client field; GET by UUID', async () => {
    const body = clientInput({
      AdditionalStreetName: 'مجمع الياسمين',
      PlotIdentification: '1234',
      schemeID: '700',
      PartyIdentification: '7004829153',
    });
    const res = await call('POST', '/kebrit/clients', tokens.sales, body);
    expect(res.statusCode).toBe(201);
    const json = res.json();
    expect(json).toMatchObject({
      success: true,
      newid: expect.any(Number),
      UUID: expect.any(String),
    });
    expect(json.client).toEqual({
      ID: json.newid,
      UUID: json.UUID,
      Country: 'SA',
      ...body,
      payment_term_id: null,
    });
    const one = await call('GET', `/kebrit/clients/${json.UUID}`, tokens.sales);
    expect(one.statusCode).toBe(200);
    expect(one.json()).toEqual(json.client);
    const audit = await t.app.ctx.db
      .selectFrom('audit_log')
      .select(['action', 'business_id'])
      .where('entity_id', '=', json.UUID)
      .execute();
    expect(audit).toEqual([{ action: 'client.create', business_id: 4 }]);
  });

  it('stored as entered (decision 0045): no city or region invented, Country SA; optional fields ""', async () => {
    const res = await call('POST', '/kebrit/clients', admin, {
      RegistrationName: '  مؤسسة البحر الأحمر  ',
      VAT: '311111111100003',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().client).toMatchObject({
      RegistrationName: 'مؤسسة البحر الأحمر',
      CityName: '',
      CountrySubentity: '',
      Country: 'SA',
      CRN: '',
      Email: '',
      Phone: '',
    });
  });

  it('GET lists by name; ?q= searches name, VAT number and phone', async () => {
    const a = await createClient(t, admin, 'kebrit', {
      RegistrationName: 'شركة نجمة الخليج',
      Phone: '0126543210',
    });
    const b = await createClient(t, admin, 'kebrit', { RegistrationName: 'مصنع الواحة 50%' });
    const names = async (q: string) =>
      (await call('GET', `/kebrit/clients?q=${encodeURIComponent(q)}`, admin))
        .json()
        .map((c: { UUID: string }) => c.UUID);
    expect(await names('نجمة')).toEqual([a.UUID]);
    expect(await names(a.client.VAT)).toEqual([a.UUID]);
    expect(await names('0126543')).toEqual([a.UUID]);
    expect(await names('50%')).toEqual([b.UUID]);
    expect(await names('%')).toEqual([b.UUID]);
    const all = (await call('GET', '/kebrit/clients', admin)).json();
    expect(all.length).toBeGreaterThanOrEqual(2);
    const sorted = [...all].map((c: { RegistrationName: string }) => c.RegistrationName);
    expect(sorted).toEqual([...sorted].sort((x, y) => (x < y ? -1 : x > y ? 1 : 0)));
  });

  it('PUT replaces the fields (200 {success, client}); DELETE → 200 then 404', async () => {
    const c = await createClient(t, admin, 'kebrit');
    const body = clientInput({
      VAT: c.client.VAT,
      RegistrationName: 'شركة الأفق الجديدة',
      CRN: '',
    });
    const put = await call('PUT', `/kebrit/clients/${c.UUID}`, tokens.manager, body);
    expect(put.statusCode).toBe(200);
    expect(put.json()).toMatchObject({
      success: true,
      client: { RegistrationName: 'شركة الأفق الجديدة', CRN: '' },
    });
    const del = await call('DELETE', `/kebrit/clients/${c.UUID}`, tokens.sales);
    expect(del.statusCode).toBe(200);
    expect(del.json()).toEqual({ success: true });
    expect((await call('GET', `/kebrit/clients/${c.UUID}`, admin)).statusCode).toBe(404);
  });
});

describe('clients: refusals', () => {
  it.each([
    [{ RegistrationName: '' }, 'RegistrationName', 'اسم العميل مطلوب'],
    [{ VAT: '' }, 'VAT', 'الرقم الضريبي 15 رقماً يبدأ بـ 3 وينتهي بـ 3'],
    [{ VAT: '300000000000004' }, 'VAT', 'الرقم الضريبي 15 رقماً يبدأ بـ 3 وينتهي بـ 3'],
    [{ CRN: '12345' }, 'CRN', 'السجل التجاري 10 أرقام'],
    [{ BuildingNumber: '12' }, 'BuildingNumber', 'رقم المبنى 4 أرقام'],
    [{ PostalZone: '2343' }, 'PostalZone', 'الرمز البريدي 5 أرقام'],
    [{ Email: 'not-mail' }, 'Email', 'بريد إلكتروني غير صالح'],
    [{ Phone: '05-abc' }, 'Phone', 'رقم الجوال أرقام فقط (7 إلى 15 رقماً)'],
    [{ Country: 'sa' }, 'Country', 'رمز الدولة حرفان كبيران مثل SA'],
  ] as const)('400 %j → fields.%s in Arabic', async (override, field, message) => {
    const res = await call('POST', '/kebrit/clients', admin, clientInput(override));
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({
      code: 'validation_failed',
      fields: { [field]: message },
    });
  });

  it('400 for bidi controls and NUL in a name', async () => {
    for (const bad of ['شركة\u202Eالأفق', 'شركة\u0000الأفق']) {
      const res = await call(
        'POST',
        '/kebrit/clients',
        admin,
        clientInput({ RegistrationName: bad }),
      );
      expect(res.statusCode).toBe(400);
      expect(res.json().error.fields.RegistrationName).toMatch(/[\u0600-\u06FF]/);
    }
  });

  it('409 client_vat_taken for a VAT number already used in the business (POST and PUT)', async () => {
    const a = await createClient(t, admin, 'kebrit');
    const b = await createClient(t, admin, 'kebrit');
    const dup = await call('POST', '/kebrit/clients', admin, clientInput({ VAT: a.client.VAT }));
    expect(dup.statusCode).toBe(409);
    expect(dup.json().error).toMatchObject({
      code: 'client_vat_taken',
      fields: { VAT: expect.any(String) },
    });
    const put = await call(
      'PUT',
      `/kebrit/clients/${b.UUID}`,
      admin,
      clientInput({ VAT: a.client.VAT }),
    );
    expect(put.statusCode).toBe(409);
    // Another business may have a client with the same VAT number.
    const other = await call(
      'POST',
      '/mengusha/clients',
      admin,
      clientInput({ VAT: a.client.VAT }),
    );
    expect(other.statusCode).toBe(201);
  });

  it('409 client_in_use while an invoice was issued to the client', async () => {
    const c = await createClient(t, admin, 'kebrit');
    const db = t.app.ctx.db;
    const product = await insertTestProduct(db, KEBRIT_ID, { price: 1000 });
    const sale = await sell(t, admin, 'kebrit', {
      PaymentMeansCode: '10',
      InvoiceLine: [{ ID: product, InvoicedQuantity: 1 }],
    });
    await db
      .updateTable('invoices')
      .set({ client_id: c.newid })
      .where('uuid', '=', sale.UUID)
      .execute();
    const res = await call('DELETE', `/kebrit/clients/${c.UUID}`, admin);
    expect(res.statusCode).toBe(409);
    expect(res.json().error.code).toBe('client_in_use');
    expect((await call('GET', `/kebrit/clients/${c.UUID}`, admin)).statusCode).toBe(200);
  });

  it('401 without a token; 404 for an unknown UUID', async () => {
    expect((await call('GET', '/kebrit/clients', null)).statusCode).toBe(401);
    const res = await call('GET', '/kebrit/clients/6f1c2a44-1b7e-4c1e-9d3a-2f4b5c6d7e8f', admin);
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe('not_found');
  });

  it('403 per role and business: a plain user, the restaurant casher; sales outside kebrit', async () => {
    const c = await createClient(t, admin, 'kebrit');
    expect((await call('GET', '/kebrit/clients', tokens.user)).json().error.code).toBe('forbidden');
    expect((await call('POST', '/mengusha/clients', tokens.casher, clientInput())).statusCode).toBe(
      403,
    );
    expect((await call('GET', '/mengusha/clients', tokens.casher)).statusCode).toBe(403);
    const sales = await call('GET', '/mengusha/clients', tokens.sales);
    expect(sales.statusCode).toBe(403);
    expect(sales.json().error.code).toBe('business_forbidden');
    expect((await call('DELETE', `/kebrit/clients/${c.UUID}`, tokens.user)).statusCode).toBe(403);
    expect((await call('GET', `/kebrit/clients/${c.UUID}`, tokens.manager)).statusCode).toBe(200);
  });

  it('a kebrit client is unreachable through /mengusha (404), and not listed there', async () => {
    const c = await createClient(t, admin, 'kebrit');
    for (const method of ['GET', 'DELETE'] as const)
      expect((await call(method, `/mengusha/clients/${c.UUID}`, admin)).statusCode).toBe(404);
    const put = await call('PUT', `/mengusha/clients/${c.UUID}`, admin, clientInput());
    expect(put.statusCode).toBe(404);
    const list = (await call('GET', '/mengusha/clients', admin)).json();
    expect(list.map((x: { UUID: string }) => x.UUID)).not.toContain(c.UUID);
  });
});
