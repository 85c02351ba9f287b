// Credit and debit notes (decision 0034) through the API, on a real database: who may
// issue them, refusals in Arabic, what remains to credit, idempotency, and every report's figures
// with the notes' signs, hand-computed.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_MESSAGES } from '../../../domain/errors';
import type { ApiCaller, RoleTokens } from '../../testing/api-caller';
import { notesWorld } from '../../testing/notes';
import type { TestApp } from '../../testing/test-app';

/** 2026-12-05 12:00:00 Riyadh. */
const T0 = Date.UTC(2026, 11, 5, 9, 0, 0);

/*
 * The sale s1 (mengusha, cash): 2 × شاورما 11.50 + 4 × شاي 1.99. Per line: net =
 * round½↑(total × 100 / 115), VAT = total − net (src/domain/vat.ts).
 *   line 1: 23.00 → net 20.00, VAT 3.00;  line 2: 7.96 → net 6.92 (692.17), VAT 1.04
 *   s1: 30.96 = 26.92 + 4.04
 * Credit note c1: 1 of the 4 teas: round½↑(796 × 1 / 4) = 1.99 → net 1.73 (173.04), VAT 0.26.
 * Credit note c2 (all that remains): line 1 whole 23.00 (20.00 + 3.00); line 2 the rest
 *   7.96 − 1.99 = 5.97, net 6.92 − 1.73 = 5.19, VAT 1.04 − 0.26 = 0.78 → 28.97 = 25.19 + 3.78.
 * Debit note d1: 1 × 5.75 → net 5.00, VAT 0.75.
 * Net of the day: 30.96 − 1.99 − 28.97 + 5.75 = 5.75; net 26.92 − 1.73 − 25.19 + 5.00 = 5.00;
 *   VAT 4.04 − 0.26 − 3.78 + 0.75 = 0.75.
 */
describe('credit and debit notes', () => {
  let t: TestApp;
  let call: ApiCaller;
  let admin: string;
  let tokens: RoleTokens;
  let s1: string;
  let c1: string;
  let kebritSale: string;

  beforeAll(async () => {
    ({ t, call, admin, tokens, s1, kebritSale } = await notesWorld(T0));
  });
  afterAll(async () => t.close());

  const credit = (token: string | null, uuid: string, body: object, business = 'mengusha') =>
    call('POST', `/${business}/invoices/${uuid}/creditnotes`, token, body);
  const view = async (uuid: string) =>
    (await call('GET', `/mengusha/invoices/${uuid}`, admin)).json().invoice;

  it('a partial return: 1 tea → credit note 2 of −1.99 (−1.73, −0.26), idempotent', async () => {
    const body = { Reason: 'الشاي بارد', InvoiceLine: [{ ID: 2, InvoicedQuantity: 1 }] };
    const send = (b: object) =>
      t.app.inject({
        method: 'POST',
        url: `/api/v1/mengusha/invoices/${s1}/creditnotes`,
        headers: { authorization: `Bearer ${admin}`, 'idempotency-key': 'tap-1' },
        payload: b,
      });
    const [first, second] = [await send(body), await send(body)];
    expect(first.statusCode, first.body).toBe(201);
    expect(second.statusCode).toBe(200);
    expect(second.json()).toEqual(first.json());
    expect(first.json()).toMatchObject({ ID: 2, InvoiceTypeCode: '381' });
    const reused = await send({ ...body, Reason: 'سبب آخر' });
    expect(reused.statusCode).toBe(422);
    expect(reused.json().error.message).toBe(ERROR_MESSAGES.note_key_reused);
    c1 = first.json().UUID;
    const note = await view(c1);
    expect(note).toMatchObject({
      ID: 2,
      InvoiceTypeCode: '381',
      InvoiceTypeCodeName: '0200000',
      PaymentMeansCode: '10',
      TaxInclusiveAmount: -1.99,
      TaxExclusiveAmount: -1.73,
      TaxAmount: -0.26,
      BillingReference: { ID: 1, UUID: s1 },
      InstructionNote: 'الشاي بارد',
    });
    expect(note.InvoiceLine).toEqual([
      expect.objectContaining({ ItemName: 'شاي', InvoicedQuantity: -1, RoundingAmount: -1.99 }),
    ]);
    const original = await view(s1);
    // What remains, pieces and exact amounts (the note dialog prices a return on these).
    const left = (total: number, net: number, vat: number) => ({
      PriceAmount: total,
      AmountDiscount: 0,
      RoundingAmount: total,
      LineExtensionAmount: net,
      TaxAmount: vat,
    });
    expect(original.Creditable).toEqual([
      { ID: 1, Quantity: 2, ...left(23, 20, 3) },
      { ID: 2, Quantity: 3, ...left(5.97, 5.19, 0.78) },
    ]);
    expect(original.Notes).toEqual([
      expect.objectContaining({
        UUID: c1,
        ID: 2,
        InvoiceTypeCode: '381',
        TaxInclusiveAmount: -1.99,
      }),
    ]);
  });

  it('422 for more than remains, an unknown line, and a note of a note', async () => {
    const over = await credit(admin, s1, {
      Reason: 'مرتجع',
      InvoiceLine: [{ ID: 2, InvoicedQuantity: 4 }],
    });
    expect(over.statusCode).toBe(422);
    expect(over.json().error).toMatchObject({
      code: 'note_quantity_exceeds',
      message: ERROR_MESSAGES.note_quantity_exceeds,
      fields: { 'lines.0.quantity': 'المتبقي 3' },
    });
    const unknown = await credit(admin, s1, {
      Reason: 'مرتجع',
      InvoiceLine: [{ ID: 9, InvoicedQuantity: 1 }],
    });
    expect(unknown.statusCode).toBe(422);
    const ofNote = await credit(admin, c1, { Reason: 'مرتجع' });
    expect(ofNote.statusCode).toBe(422);
    expect(ofNote.json().error.message).toBe(ERROR_MESSAGES.note_of_note);
    const debitOfNote = await call('POST', `/mengusha/invoices/${c1}/debitnotes`, admin, {
      Reason: 'فرق',
      InvoiceLine: [{ ItemName: 'فرق سعر', InvoicedQuantity: 1, Price: 1 }],
    });
    expect(debitOfNote.statusCode).toBe(422);
  });

  it('the whole rest: credit note 3 of −28.97; then nothing is left (422)', async () => {
    const rest = await credit(tokens.manager, s1, { Reason: 'إلغاء الطلب' });
    expect(rest.statusCode, rest.body).toBe(201);
    const note = await view(rest.json().UUID);
    expect(note).toMatchObject({
      ID: 3,
      TaxInclusiveAmount: -28.97,
      TaxExclusiveAmount: -25.19,
      TaxAmount: -3.78,
    });
    expect(note.InvoiceLine.map((l: { InvoicedQuantity: number }) => l.InvoicedQuantity)).toEqual([
      -2, -3,
    ]);
    expect((await view(s1)).Creditable).toMatchObject([
      { ID: 1, Quantity: 0, RoundingAmount: 0, LineExtensionAmount: 0, TaxAmount: 0 },
      { ID: 2, Quantity: 0, RoundingAmount: 0, LineExtensionAmount: 0, TaxAmount: 0 },
    ]);
    const again = await credit(admin, s1, { Reason: 'مرة أخرى' });
    expect(again.statusCode).toBe(422);
    expect(again.json().error.message).toBe(ERROR_MESSAGES.note_nothing_left);
  });

  it('a debit note by the manager: 1 × 5.75 → note 4 (383), +5.75; 403 for the casher', async () => {
    const body = {
      Reason: 'فرق سعر لم يُحتسب',
      InvoiceLine: [{ ItemName: 'فرق سعر', InvoicedQuantity: 1, Price: 5.75 }],
    };
    const url = `/mengusha/invoices/${s1}/debitnotes`;
    expect((await call('POST', url, tokens.casher, body)).statusCode).toBe(403);
    const res = await call('POST', url, tokens.manager, body);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ ID: 4, InvoiceTypeCode: '383' });
    expect(await view(res.json().UUID)).toMatchObject({
      TaxInclusiveAmount: 5.75,
      TaxExclusiveAmount: 5,
      TaxAmount: 0.75,
      BillingReference: { ID: 1, UUID: s1 },
      InstructionNote: 'فرق سعر لم يُحتسب',
    });
    const zero = await call('POST', url, admin, {
      ...body,
      InvoiceLine: [{ ItemName: 'فرق', InvoicedQuantity: 1, Price: 0 }],
    });
    expect(zero.statusCode).toBe(400);
  });

  it('lists show each type; every report nets the notes (hand-computed above)', async () => {
    const list = (await call('GET', '/mengusha/invoicestodayall', admin)).json();
    expect(
      list.map((i: { ID: number; InvoiceTypeCode: string }) => [i.ID, i.InvoiceTypeCode]),
    ).toEqual([
      [4, '383'],
      [3, '381'],
      [2, '381'],
      [1, '388'],
    ]);
    expect((await call('GET', '/mengusha/invoicestoday', admin)).json()).toEqual({
      total_invoices: 4,
      total_amount: 5.75,
    });
    expect((await call('GET', '/mengusha/totalmonth', admin)).json()).toEqual({ '2026-12': 5.75 });
    expect((await call('GET', '/mengusha/reports/sales', admin)).json()).toEqual([
      { IssueDate: '2026-12-05', TaxInclusiveAmount: 5.75, count: 4 },
    ]);
    expect((await call('GET', '/mengusha/invoicelinemonth', admin)).json()).toEqual([
      { ItemName: 'فرق سعر', InvoicedQuantity: 1 },
      { ItemName: 'شاورما', InvoicedQuantity: 0 },
      { ItemName: 'شاي', InvoicedQuantity: 0 },
    ]);
    const vat = (
      await call('GET', '/mengusha/invoicesvat?startdate=2026-12-01&enddate=2026-12-31', admin)
    ).json();
    expect(vat).toMatchObject({
      count: 4,
      TaxInclusiveAmount: 5.75,
      TaxExclusiveAmount: 5,
      TaxAmount: 0.75,
    });
    const ret = (
      await call('GET', '/mengusha/reports/vatreturn?year=2026&quarter=4', admin)
    ).json();
    expect(ret.output).toEqual({
      count: 4,
      TaxInclusiveAmount: 5.75,
      TaxExclusiveAmount: 5,
      TaxAmount: 0.75,
    });
    const till = (await call('GET', '/mengusha/till', admin)).json();
    expect(till).toMatchObject({ count: 4, TaxInclusiveAmount: 5.75 });
    expect(till.byPaymentMeans['10']).toBe(5.75);
    // kebrit's figures are its own sale only.
    expect((await call('GET', '/kebrit/totalmonth', admin)).json()).toEqual({ '2026-12': 1.1 });
  });

  it('two concurrent returns of the last pieces: one note, the other 422 (the original is locked)', async () => {
    const both = await Promise.all(
      [1, 2].map((i) => credit(admin, kebritSale, { Reason: `مرتجع ${i}` }, 'kebrit')),
    );
    expect(both.map((r) => r.statusCode).sort()).toEqual([201, 422]);
    expect(both.find((r) => r.statusCode === 422)!.json().error.code).toBe('note_nothing_left');
    expect((await call('GET', '/kebrit/totalmonth', admin)).json()).toEqual({ '2026-12': 0 });
  });

  it('the PDF and the receipt of a note are made (its own title is checked in format tests)', async () => {
    const pdf = await call('GET', `/mengusha/invoices/${c1}/pdf`, admin);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toContain('application/pdf');
    const png = await call('GET', `/mengusha/invoicetopng/2`, admin);
    expect(png.statusCode).toBe(200);
  });

  it('an archived business refuses notes (409 business_archived) and still shows its invoices', async () => {
    expect((await call('DELETE', '/businesses/mengusha', admin)).statusCode).toBe(200);
    const res = await credit(admin, s1, { Reason: 'مرتجع' });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.code).toBe('business_archived');
    expect((await call('GET', `/mengusha/invoices/${c1}`, admin)).statusCode).toBe(200);
  });
});
