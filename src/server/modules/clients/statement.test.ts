// The client's account: invoclient, kinvclient, statement with running balance, PDF.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { poppler, stripBidiMarks } from '../../testing/documents';
import { apiCaller, roleTokens, type ApiCaller, type RoleTokens } from '../../testing/api-caller';
import { insertTestProduct, KEBRIT_ID } from '../../testing/catalogue-fixtures';
import { createClient } from '../../testing/clients';
import { approve, createOrder } from '../../testing/orders';
import { bearer, createTestApp, type TestApp } from '../../testing/test-app';

let t: TestApp;
let admin: string;
let tokens: RoleTokens;
let call: ApiCaller;
let client: Awaited<ReturnType<typeof createClient>>;
let creditInvoice: string;
let cashInvoice: string;
let terms: Array<{ ID: number; name: string }>;
let quote: (means: '24' | '10', customer?: string) => Promise<string>;
const termId = (name: string) => terms.find((x) => x.name === name)!.ID;

beforeAll(async () => {
  // The clock moves across a month: sessions outlive it.
  t = await createTestApp({
    now: Date.UTC(2026, 10, 3, 9, 0, 0),
    config: { sessionTtlSeconds: 90 * 24 * 3600 },
  });
  admin = await t.adminToken();
  tokens = await roleTokens(t);
  call = apiCaller(t);
  const rice = await insertTestProduct(t.app.ctx.db, KEBRIT_ID, { price: 11500 });
  terms = (await call('GET', '/kebrit/payment_terms', admin)).json();
  client = await createClient(t, admin, 'kebrit', {
    RegistrationName: 'مؤسسة الساحل للمقاولات',
    payment_term_id: termId('نهاية الشهر'),
  });
  quote = async (means: '24' | '10', customer = client.UUID) => {
    t.clock.now += 3600_000;
    const o = await createOrder(t, tokens.sales, 'kebrit', {
      Customer: { UUID: customer },
      PaymentMeansCode: means,
      InvoiceLine: [{ ID: rice, InvoicedQuantity: 2 }],
    });
    return (await approve(t, tokens.sales, 'kebrit', o.ID)).json().UUID as string;
  };
  creditInvoice = await quote('24'); // 230.00 owed, 2026-11-03
  cashInvoice = await quote('10'); // 230.00 paid at issue
  t.clock.now = Date.UTC(2026, 10, 10, 9, 0, 0);
  await call('POST', `/kebrit/invoices/${creditInvoice}/payments`, tokens.sales, {
    PaymentMeansCode: '48',
    Amount: 80,
  });
});
afterAll(async () => t.close());

describe('client statement', () => {
  it('lists invoices and payments with a running balance; outstanding credit; not yet overdue', async () => {
    const res = await call('GET', `/kebrit/clients/${client.UUID}/statement`, tokens.sales);
    expect(res.statusCode).toBe(200);
    const s = res.json();
    expect(s.client.UUID).toBe(client.UUID);
    expect(
      s.Lines.map((l: { Kind: string; Debit: number; Credit: number; Balance: number }) => [
        l.Kind,
        l.Debit,
        l.Credit,
        l.Balance,
      ]),
    ).toEqual([
      ['invoice', 230, 0, 230],
      ['invoice', 230, 0, 460],
      ['payment', 0, 230, 230],
      ['receipt', 0, 80, 150],
    ]);
    expect(s).toMatchObject({
      OpeningBalance: 0,
      TotalDebit: 460,
      TotalCredit: 310,
      ClosingBalance: 150,
      OutstandingCredit: 150,
    });
    const credit = s.Invoices.find((i: { UUID: string }) => i.UUID === creditInvoice);
    expect(credit).toMatchObject({
      PaidAmount: 80,
      OutstandingAmount: 150,
      DueDate: '2026-11-30',
      Overdue: false,
      InvoiceKind: 'standard',
    });
    expect(s.Invoices.find((i: { UUID: string }) => i.UUID === cashInvoice)).toMatchObject({
      DueDate: null,
      Overdue: false,
      OutstandingAmount: 0,
    });
  });

  it('a period: the balance before it opens the statement; overdue after the end of the month', async () => {
    t.clock.now = Date.UTC(2026, 11, 2, 9, 0, 0);
    const s = (
      await call(
        'GET',
        `/kebrit/clients/${client.UUID}/statement?from=2026-11-05&to=2026-11-30`,
        admin,
      )
    ).json();
    expect(s).toMatchObject({
      From: '2026-11-05',
      To: '2026-11-30',
      OpeningBalance: 230,
      ClosingBalance: 150,
    });
    expect(s.Lines).toHaveLength(1);
    expect(s.Invoices.find((i: { UUID: string }) => i.UUID === creditInvoice).Overdue).toBe(true);
    expect(
      (await call('GET', `/kebrit/clients/${client.UUID}/statement?from=2026-13-01`, admin))
        .statusCode,
    ).toBe(400);
  });

  it('collecting the rest brings the balance to zero; the PDF reads the statement', async () => {
    await call('PUT', `/kebrit/invoices/${creditInvoice}`, tokens.sales, {
      PaymentMeansCode: '10',
    });
    const s = (await call('GET', `/kebrit/clients/${client.UUID}/statement`, admin)).json();
    expect(s).toMatchObject({ ClosingBalance: 0, OutstandingCredit: 0 });
    const pdf = await t.app.inject({
      method: 'GET',
      url: `/api/v1/kebrit/clients/${client.UUID}/statement/pdf`,
      headers: bearer(tokens.sales),
    });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-disposition']).toBe(
      `attachment; filename="statement-${client.client.VAT}.pdf"`,
    );
    const text = stripBidiMarks(await poppler('pdftotext', pdf.rawPayload, ['-layout']));
    for (const w of [
      'كشف حساب عميل',
      'مؤسسة الساحل للمقاولات',
      client.client.VAT,
      'سند قبض رقم',
      'الرصيد الافتتاحي',
      '460.00',
    ])
      expect(text).toContain(w);
  });

  it('GET invoclient/{UUID} and /api/v1/kinvclient/{UUID}: the client invoices, newest first', async () => {
    const a = await call('GET', `/kebrit/invoclient/${client.UUID}`, tokens.sales);
    expect(a.statusCode).toBe(200);
    expect(a.json().map((i: { UUID: string }) => i.UUID)).toEqual([cashInvoice, creditInvoice]);
    const b = await call('GET', `/kinvclient/${client.UUID}`, tokens.sales);
    expect(b.statusCode).toBe(200);
    expect(b.json()).toEqual(a.json());
  });

  it('overdue by the stored due date (decision 0068), not by the end of the issue month', async () => {
    t.clock.now = Date.UTC(2026, 11, 2, 9, 0, 0);
    const later = await createClient(t, admin, 'kebrit', { payment_term_id: termId('60 يوماً') });
    const dueLater = await quote('24', later.UUID); // issued 2026-12-02, due 2027-01-31
    const atOnce = await createClient(t, admin, 'kebrit');
    t.clock.now = Date.UTC(2027, 0, 29, 9, 0, 0);
    const dueAtOnce = await quote('24', atOnce.UUID); // no term: due on its issue day, 2027-01-29
    const invoiceOf = async (c: string, uuid: string) =>
      (await call('GET', `/kebrit/clients/${c}/statement`, admin))
        .json()
        .Invoices.find((i: { UUID: string }) => i.UUID === uuid);
    t.clock.now = Date.UTC(2027, 0, 29, 20, 59, 59); // Riyadh 23:59:59 on the 29th
    expect(await invoiceOf(atOnce.UUID, dueAtOnce)).toMatchObject({
      DueDate: '2027-01-29',
      Overdue: false,
    });
    t.clock.now = Date.UTC(2027, 0, 29, 21, 0, 0); // Riyadh midnight: the 30th
    // Due tomorrow, though issued in a month long ended: not overdue.
    expect(await invoiceOf(later.UUID, dueLater)).toMatchObject({
      DueDate: '2027-01-31',
      Overdue: false,
    });
    // Due yesterday, though its month has not ended: overdue.
    expect(await invoiceOf(atOnce.UUID, dueAtOnce)).toMatchObject({ Overdue: true });
  });

  it('access: 401; 403 for the restaurant casher (not a member) and a plain user; 404 unknown and across businesses', async () => {
    expect((await call('GET', `/kinvclient/${client.UUID}`, null)).statusCode).toBe(401);
    const casher = await call('GET', `/kinvclient/${client.UUID}`, tokens.casher);
    expect(casher.statusCode).toBe(403);
    expect(casher.json().error.code).toBe('business_forbidden');
    expect((await call('GET', `/kinvclient/${client.UUID}`, tokens.user)).json().error.code).toBe(
      'forbidden',
    );
    expect(
      (await call('GET', '/kinvclient/6f1c2a44-1b7e-4c1e-9d3a-2f4b5c6d7e8f', admin)).statusCode,
    ).toBe(404);
    for (const url of [
      `/mengusha/invoclient/${client.UUID}`,
      `/mengusha/clients/${client.UUID}/statement`,
      `/mengusha/clients/${client.UUID}/statement/pdf`,
    ])
      expect((await call('GET', url, admin)).statusCode).toBe(404);
    expect(
      (await call('GET', `/kebrit/clients/${client.UUID}/statement`, tokens.user)).statusCode,
    ).toBe(403);
  });
});
