import { createCanvas, loadImage } from '@napi-rs/canvas';
import jsQR from 'jsqr';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeZatcaQr } from '../../../domain/zatca-qr';
import { insertTestProduct, KEBRIT_ID, MENGUSHA_ID } from '../../testing/catalogue-fixtures';
import { getApi, sell } from '../../testing/sales';
import { bearer, createTestApp, type TestApp } from '../../testing/test-app';

const at = (iso: string) => Date.parse(iso);

/** Reads a QR code PNG back to its text, as a phone would (jsQR over the decoded pixels). */
async function readQrPng(base64: string): Promise<string | undefined> {
  const image = await loadImage(Buffer.from(base64, 'base64'));
  const canvas = createCanvas(image.width, image.height);
  const ctx = canvas.getContext('2d');
  ctx.drawImage(image, 0, 0);
  const { data, width, height } = ctx.getImageData(0, 0, image.width, image.height);
  return jsQR(new Uint8ClampedArray(data), width, height)?.data;
}

let t: TestApp;
let product: number;
let kebritProduct: number;
/** Sales of the scenario, by name: UUID and number. */
const sales: Record<string, { UUID: string; ID: number }> = {};

/**
 * Tokens are issued at the latest instant the tests use (sessions last 12 h from sign-in on the
 * fake clock), so every earlier instant is inside their lifetime and the clock can move freely.
 */
const tokens: Record<'casher' | 'manager' | 'user', string> = { casher: '', manager: '', user: '' };
const setClock = (iso: string) => {
  t.clock.now = at(iso);
};
const ids = (res: { json(): unknown }) => (res.json() as Array<{ ID: number }>).map((i) => i.ID);

beforeAll(async () => {
  t = await createTestApp({ now: at('2026-12-01T08:00:00Z') });
  tokens.casher = await t.userToken('casher');
  tokens.manager = await t.userToken('manager');
  tokens.user = await t.userToken('user');
  product = await insertTestProduct(t.app.ctx.db, MENGUSHA_ID, {
    name: 'منقوشة زعتر',
    price: 1150,
  });
  kebritProduct = await insertTestProduct(t.app.ctx.db, KEBRIT_ID, { name: 'سكر', price: 2300 });
  const cart = {
    PaymentMeansCode: '10' as const,
    InvoiceLine: [{ ID: product, InvoicedQuantity: 2 }],
  };
  setClock('2026-11-22T20:30:00Z'); // 23:30 Riyadh on 22 November
  sales.late = await sell(t, tokens.casher, 'mengusha', cart);
  setClock('2026-11-30T20:59:59Z'); // 23:59:59 Riyadh on 30 November
  sales.lastOfMonth = await sell(t, tokens.casher, 'mengusha', cart);
  setClock('2026-11-30T21:00:00Z'); // 00:00:00 Riyadh on 1 December
  sales.firstOfMonth = await sell(t, tokens.casher, 'mengusha', {
    ...cart,
    PaymentMeansCode: '48',
  });
  sales.kebrit = await sell(t, tokens.manager, 'kebrit', {
    PaymentMeansCode: '24',
    InvoiceLine: [{ ID: kebritProduct, InvoicedQuantity: 1 }],
  });
});
afterAll(async () => t.close());

describe('Riyadh day boundaries (fake clock)', () => {
  it('a sale at 23:30 Riyadh (20:30Z) is today until 21:00Z, then yesterday', async () => {
    setClock('2026-11-22T20:30:00Z');
    const token = tokens.casher;
    for (const iso of ['2026-11-22T20:30:00Z', '2026-11-22T20:59:59Z']) {
      setClock(iso);
      expect(ids(await getApi(t, token, 'mengusha/invoicestodayall'))).toEqual([1]);
      expect(ids(await getApi(t, token, 'mengusha/invoicesyesterday'))).toEqual([]);
      expect((await getApi(t, token, 'mengusha/invoicestoday')).json()).toEqual({
        total_invoices: 1,
        total_amount: 23,
      });
    }
    setClock('2026-11-22T21:00:00Z');
    expect(ids(await getApi(t, token, 'mengusha/invoicestodayall'))).toEqual([]);
    expect(ids(await getApi(t, token, 'mengusha/invoicesyesterday'))).toEqual([1]);
    expect((await getApi(t, token, 'mengusha/invoicestoday')).json()).toEqual({
      total_invoices: 0,
      total_amount: 0,
    });
  });

  it('stores IssueDate/IssueTime in Riyadh', async () => {
    setClock('2026-11-30T21:00:00Z');
    const token = tokens.casher;
    const list = (await getApi(t, token, 'mengusha/invoices')).json() as Array<{
      ID: number;
      IssueDate: string;
      IssueTime: string;
    }>;
    expect(list.map((i) => [i.ID, i.IssueDate, i.IssueTime])).toEqual([
      [3, '2026-12-01', '00:00:00'],
      [2, '2026-11-30', '23:59:59'],
      [1, '2026-11-22', '23:30:00'],
    ]);
  });

  it('the month turns at Riyadh midnight on every month route', async () => {
    setClock('2026-11-30T20:59:59Z');
    const token = tokens.casher;
    const routes = ['invoices/thismonth', 'thismonth', 'invoicesmonth'];
    for (const r of routes) expect(ids(await getApi(t, token, `mengusha/${r}`))).toEqual([2, 1]);
    setClock('2026-11-30T21:00:00Z');
    for (const r of routes) expect(ids(await getApi(t, token, `mengusha/${r}`))).toEqual([3]);
  });
});

describe('lists', () => {
  it('GET invoices lists all, newest first, without lines, with SAR amounts', async () => {
    setClock('2026-12-01T08:00:00Z');
    const token = tokens.casher;
    const list = (await getApi(t, token, 'mengusha/invoices')).json();
    expect(list.map((i: { ID: number }) => i.ID)).toEqual([3, 2, 1]);
    expect(list[0].InvoiceLine).toBeUndefined();
    expect(list[0]).toMatchObject({
      PaymentMeansCode: '48',
      TaxInclusiveAmount: 23,
      TaxExclusiveAmount: 20,
      TaxAmount: 3,
      Invid: 3,
    });
  });

  it('POST invoicesdate is inclusive of both Riyadh dates; start after end is 400', async () => {
    setClock('2026-12-01T08:00:00Z');
    const token = tokens.casher;
    const post = (body: object) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/mengusha/invoicesdate',
        headers: bearer(token),
        payload: body,
      });
    expect(ids(await post({ startdate: '2026-11-22', enddate: '2026-11-30' }))).toEqual([2, 1]);
    expect(ids(await post({ startdate: '2026-11-23', enddate: '2026-11-29' }))).toEqual([]);
    expect(ids(await post({ startdate: '2026-12-01', enddate: '2026-12-01' }))).toEqual([3]);
    expect(ids(await post({ startdate: '2026-11-30', enddate: '2026-11-30' }))).toEqual([2]);
    for (const bad of [
      { startdate: '2026-12-02', enddate: '2026-12-01' },
      { startdate: '2026-02-30', enddate: '2026-03-01' },
      { startdate: '1/12/2026', enddate: '2026-12-01' },
    ]) {
      const res = await post(bad);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.code).toBe('validation_failed');
    }
  });
});

describe('one invoice', () => {
  it('GET invoices/{UUID} answers the invoice with lines, its QR and the logo as PNGs', async () => {
    setClock('2026-12-01T08:00:00Z');
    const token = tokens.casher;
    const res = await getApi(t, token, `mengusha/invoices/${sales.late!.UUID}`);
    expect(res.statusCode).toBe(200);
    const { invoice, qr, logo } = res.json();
    expect(invoice).toMatchObject({ UUID: sales.late!.UUID, ID: 1, TaxInclusiveAmount: 23 });
    expect(invoice.InvoiceLine).toHaveLength(1);
    for (const png of [qr, logo])
      expect(Buffer.from(png, 'base64').subarray(1, 4).toString()).toBe('PNG');
  });

  it('the QR image decodes back to the ZATCA fields of the invoice', async () => {
    setClock('2026-12-01T08:00:00Z');
    const { invoice, qr } = (
      await getApi(t, tokens.casher, `mengusha/invoices/${sales.lastOfMonth!.UUID}`)
    ).json();
    const text = await readQrPng(qr);
    expect(text).toBe(invoice.QR);
    expect(decodeZatcaQr(text!)).toEqual({
      sellerName: 'مطعم ومشويات منقوشة',
      vatNumber: '300075588700003',
      timestamp: '2026-11-30T20:59:59Z', // 23:59:59 Riyadh, written in UTC
      total: invoice.TaxInclusiveAmount.toFixed(2),
      vat: invoice.TaxAmount.toFixed(2),
    });
    expect([invoice.IssueDate, invoice.IssueTime]).toEqual(['2026-11-30', '23:59:59']);
  });

  it('GET invoicetopng/{ID} gives the stored receipt PNG', async () => {
    setClock('2026-12-01T08:00:00Z');
    const token = tokens.casher;
    const res = await getApi(t, token, 'mengusha/invoicetopng/2');
    expect(res.statusCode).toBe(200);
    expect(Buffer.from(res.json().img, 'base64').subarray(1, 4).toString()).toBe('PNG');
    expect((await getApi(t, token, 'mengusha/invoicetopng/99')).statusCode).toBe(404);
  });

  it('GET invoices/{UUID}/pdf downloads invoice{ID}.pdf', async () => {
    setClock('2026-12-01T08:00:00Z');
    const token = tokens.casher;
    const res = await getApi(t, token, `mengusha/invoices/${sales.lastOfMonth!.UUID}/pdf`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe('attachment; filename="invoice2.pdf"');
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });
});

describe('business isolation and permissions', () => {
  it("another business's invoice is 404 through this business, and its numbering is separate", async () => {
    setClock('2026-12-01T08:00:00Z');
    const token = tokens.manager;
    expect(sales.kebrit!.ID).toBe(1);
    expect((await getApi(t, token, `kebrit/invoices/${sales.late!.UUID}`)).statusCode).toBe(404);
    expect((await getApi(t, token, `kebrit/invoices/${sales.late!.UUID}/pdf`)).statusCode).toBe(
      404,
    );
    expect((await getApi(t, token, `mengusha/invoices/${sales.kebrit!.UUID}`)).statusCode).toBe(
      404,
    );
    expect(ids(await getApi(t, token, 'kebrit/invoices'))).toEqual([1]);
    expect((await getApi(t, token, 'kebrit/invoicetopng/1')).statusCode).toBe(200);
  });

  it('casher cannot read kebrit, a plain user cannot read invoices, no token is 401', async () => {
    setClock('2026-12-01T08:00:00Z');
    const casher = tokens.casher;
    const user = tokens.user;
    for (const path of ['kebrit/invoices', `kebrit/invoices/${sales.kebrit!.UUID}`]) {
      expect((await getApi(t, casher, path)).statusCode).toBe(403);
    }
    for (const path of [
      'mengusha/invoices',
      'mengusha/invoicestoday',
      `mengusha/invoices/${sales.late!.UUID}`,
    ]) {
      expect((await getApi(t, user, path)).statusCode).toBe(403);
      expect((await getApi(t, null, path)).statusCode).toBe(401);
    }
  });

  it('an unknown UUID is 404 and a malformed one 400', async () => {
    setClock('2026-12-01T08:00:00Z');
    const token = tokens.casher;
    expect(
      (await getApi(t, token, 'mengusha/invoices/00000000-0000-4000-8000-000000000000')).statusCode,
    ).toBe(404);
    expect((await getApi(t, token, 'mengusha/invoices/not-a-uuid')).statusCode).toBe(400);
  });
});
