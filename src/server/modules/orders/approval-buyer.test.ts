// Decision 0045: the buyer of a standard invoice as entered — never invented. A client stores the
// address it was given and nothing else; approving a quotation into a standard tax invoice for a
// client without a national address answers 422 buyer_address_incomplete naming the fields, and
// spends no number; with the address, the signed XML passes ZATCA's validator with 0 errors and
// 0 warnings; another buyer ID goes into the XML with its schemeID (BR-KSA-14).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { computeLine, invoiceTotals } from '../../../domain/vat';
import { apiCaller, type ApiCaller } from '../../testing/api-caller';
import { insertTestProduct, KEBRIT_ID } from '../../testing/catalogue-fixtures';
import { clientInput, nextVat } from '../../testing/clients';
import { approve, createOrder } from '../../testing/orders';
import { bearer, createTestApp, type TestApp } from '../../testing/test-app';
import { runZatcaValidator } from '../../testing/zatca';
import { issueInvoice, type InvoiceBuyer } from '../invoices';

/** 2026-11-25 21:30:05 Riyadh. */
const T0 = Date.UTC(2026, 10, 25, 18, 30, 5);

let t: TestApp;
let admin: string;
let call: ApiCaller;
let rice: number;

beforeAll(async () => {
  t = await createTestApp({ now: T0, config: { zatcaMode: 'offline' } });
  admin = await t.adminToken();
  call = apiCaller(t);
  rice = await insertTestProduct(t.app.ctx.db, KEBRIT_ID, { name: 'أرز بسمتي 10 كغ', price: 8999 });
});
afterAll(async () => t.close());

/** A client given only a name and a VAT number: POST answers it as stored. */
async function bareClient() {
  const res = await call('POST', '/kebrit/clients', admin, {
    RegistrationName: 'مؤسسة الندى التجارية',
    VAT: nextVat(),
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { UUID: string; client: Record<string, string> };
}

async function quoteFor(clientUuid: string) {
  t.clock.now += 1000;
  return createOrder(t, admin, 'kebrit', {
    Customer: { UUID: clientUuid },
    PaymentMeansCode: '10',
    DiscountPercent: 0,
    InvoiceLine: [{ ID: rice, InvoicedQuantity: 2 }],
  });
}

async function counter() {
  return t.app.ctx.db
    .selectFrom('invoice_counters')
    .select(['last_number'])
    .where('business_id', '=', KEBRIT_ID)
    .executeTakeFirstOrThrow();
}

async function xmlOf(uuid: string) {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/v1/kebrit/invoices/${uuid}/xml`,
    headers: bearer(admin),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.body;
}

/** The buyer's block of an invoice XML. */
function customerParty(xml: string): string {
  return /<cac:AccountingCustomerParty>[\s\S]*<\/cac:AccountingCustomerParty>/.exec(xml)![0];
}

describe('a client stores its address as entered', () => {
  it('no city or region given → stored and answered as "" (no جدة, no منطقة مكة المكرمة); Country SA', async () => {
    const c = await bareClient();
    expect(c.client).toMatchObject({
      CityName: '',
      CountrySubentity: '',
      StreetName: '',
      CitySubdivisionName: '',
      Country: 'SA',
      schemeID: '',
      PartyIdentification: '',
    });
    const row = await t.app.ctx.db
      .selectFrom('clients')
      .select(['city_name', 'country_subentity', 'country'])
      .where('uuid', '=', c.UUID)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ city_name: '', country_subentity: '', country: 'SA' });
  });

  it('schemeID + PartyIdentification are kept; one without the other, or a bad ID, is 400', async () => {
    const ok = await call(
      'POST',
      '/kebrit/clients',
      admin,
      clientInput({ schemeID: '700', PartyIdentification: '7004829153' }),
    );
    expect(ok.statusCode, ok.body).toBe(201);
    expect(ok.json().client).toMatchObject({ schemeID: '700', PartyIdentification: '7004829153' });
    const bad = await call(
      'POST',
      '/kebrit/clients',
      admin,
      clientInput({ schemeID: 'NAT', PartyIdentification: '2012345678' }),
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toEqual({
      PartyIdentification: 'الهوية الوطنية 10 أرقام تبدأ بـ 1',
    });
    const half = await call('POST', '/kebrit/clients', admin, clientInput({ schemeID: 'PAS' }));
    expect(half.json().error.fields).toEqual({ PartyIdentification: 'رقم الهوية مطلوب' });
  });
});

describe('approval of a quotation for a VAT client', () => {
  it('422 buyer_address_incomplete naming each missing field; no number spent, nothing written', async () => {
    const c = await bareClient();
    const order = await quoteFor(c.UUID);
    const before = await counter();
    const invoicesBefore = await t.app.ctx.db
      .selectFrom('invoices')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();

    const res = await approve(t, admin, 'kebrit', order.ID);
    expect(res.statusCode, res.body).toBe(422);
    const body = res.json();
    expect(body.error.code).toBe('buyer_address_incomplete');
    expect(body.error.message).toContain('اسم الشارع، رقم المبنى، الحي، المدينة، الرمز البريدي');
    expect(Object.keys(body.error.fields)).toEqual([
      'StreetName',
      'BuildingNumber',
      'CitySubdivisionName',
      'CityName',
      'PostalZone',
    ]);
    expect(body.error.fields.CityName).toBe('المدينة مطلوبة في الفاتورة الضريبية');
    expect(body.ClientUUID).toBe(c.UUID);

    expect(await counter()).toEqual(before);
    const invoicesAfter = await t.app.ctx.db
      .selectFrom('invoices')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(invoicesAfter.n)).toBe(Number(invoicesBefore.n));
    const stored = await t.app.ctx.db
      .selectFrom('orders')
      .select(['state', 'invoice_id'])
      .where('order_reference_id', '=', order.ID)
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({ state: 'pending', invoice_id: null });
  });

  it('only what is missing is named: a client without district and postal code', async () => {
    const c = await call(
      'POST',
      '/kebrit/clients',
      admin,
      clientInput({ CitySubdivisionName: '', PostalZone: null }),
    );
    const order = await quoteFor(c.json().UUID);
    const res = await approve(t, admin, 'kebrit', order.ID);
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().error.fields)).toEqual(['CitySubdivisionName', 'PostalZone']);
  });

  it('once the address is entered the same quotation is approved; its XML passes the validator 0/0', async () => {
    const c = await bareClient();
    const order = await quoteFor(c.UUID);
    expect((await approve(t, admin, 'kebrit', order.ID)).statusCode).toBe(422);
    const put = await call(
      'PUT',
      `/kebrit/clients/${c.UUID}`,
      admin,
      clientInput({ VAT: c.client.VAT, CountrySubentity: '' }),
    );
    expect(put.statusCode, put.body).toBe(200);
    const before = await counter();
    const res = await approve(t, admin, 'kebrit', order.ID);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().newid).toBe(before.last_number + 1);

    const xml = await xmlOf(res.json().UUID);
    const party = customerParty(xml);
    expect(party).toContain('<cbc:CityName>جدة</cbc:CityName>');
    expect(party).not.toContain('CountrySubentity'); // not entered, not invented
    expect(party).toContain('<cbc:ID schemeID="CRN">4030123456</cbc:ID>');
    const report = await runZatcaValidator({ standard: xml });
    expect(report.documents.get('standard'), report.output).toEqual({
      xsd: true,
      errors: 0,
      warnings: 0,
    });
  }, 120_000);
});

describe('another buyer ID in the XML (BR-KSA-14)', () => {
  it('a buyer without VAT identified by national ID: schemeID NAT, no city invented, validator 0/0', async () => {
    const business = await t.app.ctx.db
      .selectFrom('businesses')
      .selectAll()
      .where('key', '=', 'kebrit')
      .executeTakeFirstOrThrow();
    const buyer: InvoiceBuyer = {
      RegistrationName: 'خالد العتيبي',
      VAT: '',
      CRN: '',
      StreetName: '',
      AdditionalStreetName: '',
      BuildingNumber: '',
      PlotIdentification: '',
      CityName: '',
      CitySubdivisionName: '',
      PostalZone: '',
      CountrySubentity: '',
      Country: 'SA',
      schemeID: 'NAT',
      PartyIdentification: '1084736291',
    };
    const lines = [{ productId: null, name: 'أرز بسمتي 10 كغ', ...computeLine(8999, 1, 0) }];
    t.clock.now += 1000;
    const { invoice } = await t.app.ctx.db.transaction().execute((trx) =>
      issueInvoice(trx, business, {
        seller: { id: null, username: 'admin' },
        lines,
        totals: invoiceTotals(lines),
        buyer,
        paymentMeansCode: '10',
        discountPercent: 0,
        issuedAt: t.clock.now,
      }),
    );
    expect(invoice.invoice_subtype).toBe('0200000');
    expect(invoice.customer_party_identification_scheme).toBe('NAT');
    const xml = await xmlOf(invoice.uuid);
    const party = customerParty(xml);
    expect(party).toContain('<cbc:ID schemeID="NAT">1084736291</cbc:ID>');
    expect(party).not.toContain('CityName');
    const report = await runZatcaValidator({ simplified: xml });
    expect(report.documents.get('simplified'), report.output).toEqual({
      xsd: true,
      errors: 0,
      warnings: 0,
    });
  }, 120_000);
});
