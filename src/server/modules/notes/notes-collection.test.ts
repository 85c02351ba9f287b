// Credit and debit notes of a credit (24) invoice settle through it (decision 0040): a return lowers
// what the client owes, an under-charge raises it, in the invoice's OutstandingAmount, in what a
// collection may take, and in the client's statement.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_MESSAGES } from '../../../domain/errors';
import { apiCaller, roleTokens, type ApiCaller, type RoleTokens } from '../../testing/api-caller';
import { insertTestProduct, KEBRIT_ID } from '../../testing/catalogue-fixtures';
import { createClient } from '../../testing/clients';
import { approve, createOrder } from '../../testing/orders';
import { poppler, stripBidiMarks } from '../../testing/documents';
import { bearer, createTestApp, type TestApp } from '../../testing/test-app';

let t: TestApp;
let admin: string;
let tokens: RoleTokens;
let call: ApiCaller;
let client: Awaited<ReturnType<typeof createClient>>;
let rice: number;

/** An approved quotation of two pieces of rice at 115.00 with VAT (230.00) for the client. */
async function invoiceOf(means: '24' | '10'): Promise<string> {
  t.clock.now += 60_000;
  const o = await createOrder(t, tokens.sales, 'kebrit', {
    Customer: { UUID: client.UUID },
    PaymentMeansCode: means,
    InvoiceLine: [{ ID: rice, InvoicedQuantity: 2 }],
  });
  return (await approve(t, tokens.sales, 'kebrit', o.ID)).json().UUID as string;
}

const view = async (uuid: string) =>
  (await call('GET', `/kebrit/invoices/${uuid}`, admin)).json().invoice;
const collect = (uuid: string, Amount?: number) =>
  call('POST', `/kebrit/invoices/${uuid}/payments`, tokens.sales, {
    PaymentMeansCode: '10',
    ...(Amount === undefined ? {} : { Amount }),
  });
const creditNote = async (uuid: string, pieces?: number) => {
  t.clock.now += 60_000;
  const res = await call('POST', `/kebrit/invoices/${uuid}/creditnotes`, admin, {
    Reason: 'مرتجع',
    ...(pieces === undefined ? {} : { InvoiceLine: [{ ID: 1, InvoicedQuantity: pieces }] }),
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().UUID as string;
};
const statement = async () =>
  (await call('GET', `/kebrit/clients/${client.UUID}/statement`, admin)).json();
type Line = { Kind: string; InvoiceUUID: string; Debit: number; Credit: number; Balance: number };

beforeAll(async () => {
  t = await createTestApp({ now: Date.UTC(2026, 10, 3, 9, 0, 0) });
  admin = await t.adminToken();
  tokens = await roleTokens(t);
  call = apiCaller(t);
  rice = await insertTestProduct(t.app.ctx.db, KEBRIT_ID, { price: 11500 });
  client = await createClient(t, admin, 'kebrit', { RegistrationName: 'مؤسسة الساحل للمقاولات' });
});
afterAll(async () => t.close());

describe('notes of a credit invoice', () => {
  it('a return lowers what is owed, an under-charge raises it; the notes themselves are not collected', async () => {
    const invoice = await invoiceOf('24');
    expect((await collect(invoice, 80)).statusCode).toBe(201);
    const note = await creditNote(invoice, 1); // −115.00
    expect(await view(invoice)).toMatchObject({ PaidAmount: 80, OutstandingAmount: 35 });
    const list = (await call('GET', '/kebrit/invoices', admin)).json();
    expect(list.find((i: { UUID: string }) => i.UUID === invoice)).toMatchObject({
      OutstandingAmount: 35,
    });
    expect(await view(note)).toMatchObject({ PaidAmount: 0, OutstandingAmount: 0 });

    const tooMuch = await collect(invoice, 50);
    expect(tooMuch.statusCode).toBe(409);
    expect(tooMuch.json().error.code).toBe('payment_exceeds_outstanding');
    expect(tooMuch.json().error.fields.Amount).toContain('35.00');
    const ofNote = await collect(note);
    expect(ofNote.statusCode).toBe(409);
    expect(ofNote.json().error).toMatchObject({
      code: 'note_not_collectable',
      message: ERROR_MESSAGES.note_not_collectable,
    });

    t.clock.now += 60_000;
    const debit = await call('POST', `/kebrit/invoices/${invoice}/debitnotes`, admin, {
      Reason: 'فرق سعر',
      InvoiceLine: [{ ItemName: 'فرق سعر', InvoicedQuantity: 1, Price: 23 }],
    });
    expect(debit.statusCode, debit.body).toBe(201);
    expect(await view(invoice)).toMatchObject({ OutstandingAmount: 58 });
    expect((await collect(debit.json().UUID)).json().error.code).toBe('note_not_collectable');

    const rest = await collect(invoice);
    expect(rest.statusCode).toBe(201);
    expect(rest.json()).toMatchObject({ PaidAmount: 138, OutstandingAmount: 0 });
    expect((await collect(invoice, 1)).json().error.code).toBe('invoice_already_paid');

    const s = await statement();
    expect(s.Lines.map((l: Line) => [l.Kind, l.Debit, l.Credit, l.Balance])).toEqual([
      ['invoice', 230, 0, 230],
      ['receipt', 0, 80, 150],
      ['creditnote', 0, 115, 35],
      ['debitnote', 23, 0, 58],
      ['receipt', 0, 58, 0],
    ]);
    expect(s).toMatchObject({ ClosingBalance: 0, OutstandingCredit: 0 });
    expect(s.Invoices.find((i: { UUID: string }) => i.UUID === invoice)).toMatchObject({
      TaxInclusiveAmount: 230,
      NotesAmount: -92,
      PaidAmount: 138,
      OutstandingAmount: 0,
    });
    expect(s.Invoices.find((i: { UUID: string }) => i.UUID === note)).toMatchObject({
      DueDate: null,
      Overdue: false,
    });
  });

  it('everything returned after a partial collection: nothing owed, the client is due a refund', async () => {
    const invoice = await invoiceOf('24');
    expect((await collect(invoice, 100)).statusCode).toBe(201);
    await creditNote(invoice);
    expect(await view(invoice)).toMatchObject({ PaidAmount: 100, OutstandingAmount: 0 });
    expect((await collect(invoice)).json().error.code).toBe('invoice_already_paid');
    const s = await statement();
    expect(s.Lines.slice(-3).map((l: Line) => [l.Kind, l.Debit, l.Credit, l.Balance])).toEqual([
      ['invoice', 230, 0, 230],
      ['receipt', 0, 100, 130],
      ['creditnote', 0, 230, -100],
    ]);
    expect(s).toMatchObject({ ClosingBalance: -100, OutstandingCredit: 0 });
  });

  it('a return of a cash invoice is refunded at once: the balance does not move', async () => {
    const before = (await statement()).ClosingBalance;
    const invoice = await invoiceOf('10');
    const note = await creditNote(invoice, 1);
    const s = await statement();
    expect(
      s.Lines.filter((l: Line) => l.InvoiceUUID === note).map((l: Line) => [
        l.Kind,
        l.Debit,
        l.Credit,
      ]),
    ).toEqual([
      ['creditnote', 0, 115],
      ['refund', 115, 0],
    ]);
    expect(s.ClosingBalance).toBe(before);
  });

  it('the statement PDF names the notes and the refund', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/v1/kebrit/clients/${client.UUID}/statement/pdf`,
      headers: bearer(admin),
    });
    expect(res.statusCode).toBe(200);
    const text = stripBidiMarks(await poppler('pdftotext', res.rawPayload, ['-layout']));
    expect(text).toContain('إشعار دائن رقم');
    expect(text).toContain('إشعار مدين رقم');
    expect(text).toContain('مبلغ الإشعار');
  });
});
