// Decision 0044, in ZATCA_MODE=simulation against the fake ZATCA: a standard tax invoice is not
// shared before ZATCA clears it (PDF, receipt image, XML: 409), then carries ZATCA's stamped QR;
// one ZATCA rejects is not a tax invoice — out of the VAT report and the client's statement,
// listed apart — and its quotation can be approved again into a new invoice.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documentQr } from '../../../domain/zatca/hash';
import type { ApiCaller } from '../../testing/api-caller';
import { insertTestProduct, KEBRIT_ID } from '../../testing/catalogue-fixtures';
import { createClient } from '../../testing/clients';
import { pageToPng, readQr } from '../../testing/documents';
import { fakeZatcaRefusal, type FakeZatca } from '../../testing/fake-zatca';
import { CLEARANCE, startZatcaLive, type ZatcaLive } from '../../testing/zatca-live';
import { approve, createOrder } from '../../testing/orders';
import type { TestApp } from '../../testing/test-app';

let fake: FakeZatca;
let t: TestApp;
let call: ApiCaller;
let admin: string;
let rice: number;
let client: string;
let live: ZatcaLive;
beforeAll(async () => {
  // Approval waits for clearance; 1.5 s is plenty for the fake on 127.0.0.1.
  live = await startZatcaLive({ zatcaClearanceWaitMs: 1500 });
  ({ fake, t, call, admin } = live);
  rice = await insertTestProduct(t.app.ctx.db, KEBRIT_ID, { name: 'أرز بسمتي 10 كغ', price: 8999 });
  client = (await createClient(t, admin, 'kebrit')).UUID;
});
afterAll(async () => live.close());

/** A quotation for the VAT client, approved: the standard invoice's UUID and number. */
async function approvedStandard(quantity = 2) {
  t.clock.now += 1000;
  const order = await createOrder(t, admin, 'kebrit', {
    Customer: { UUID: client },
    PaymentMeansCode: '10',
    DiscountPercent: 0,
    InvoiceLine: [{ ID: rice, InvoicedQuantity: quantity }],
  });
  const res = await approve(t, admin, 'kebrit', order.ID);
  expect(res.statusCode, res.body).toBe(201);
  return { order, ...(res.json() as { newid: number; UUID: string }) };
}

const documents = (uuid: string, number: number) => ({
  pdf: `/kebrit/invoices/${uuid}/pdf`,
  xml: `/kebrit/invoices/${uuid}/xml`,
  png: `/kebrit/invoicetopng/${number}`,
});

async function zatcaOf(uuid: string) {
  return (await call('GET', `/kebrit/invoices/${uuid}`, admin)).json().invoice.ZATCA;
}

describe('a standard invoice is shared once ZATCA cleared it', () => {
  it('approval waits for the clearance; the PDF then carries the QR ZATCA stamped', async () => {
    const inv = await approvedStandard();
    expect((await zatcaOf(inv.UUID)).status).toBe('cleared');
    const pdf = await call('GET', documents(inv.UUID, inv.newid).pdf, admin);
    expect(pdf.statusCode).toBe(200);
    const xml = (await call('GET', documents(inv.UUID, inv.newid).xml, admin)).body;
    const qr = await readQr(await pageToPng(pdf.rawPayload, 1, 150));
    expect(qr?.text).toBe(documentQr(xml));
    const local = await t.app.ctx.db
      .selectFrom('zatca_documents')
      .innerJoin('invoices', 'invoices.id', 'zatca_documents.invoice_id')
      .select('zatca_documents.xml')
      .where('invoices.uuid', '=', inv.UUID)
      .executeTakeFirstOrThrow();
    expect(qr?.text).not.toBe(documentQr(local.xml));
  });

  it('while ZATCA has not answered: PDF, receipt image and XML answer 409 invoice_not_cleared', async () => {
    fake.script(CLEARANCE, { status: 503, body: {} });
    const inv = await approvedStandard();
    expect((await zatcaOf(inv.UUID)).status).toBe('pending');
    for (const url of Object.values(documents(inv.UUID, inv.newid))) {
      const res = await call('GET', url, admin);
      expect(res.statusCode, url).toBe(409);
      expect(res.json().error.code, url).toBe('invoice_not_cleared');
    }
    t.clock.now += 3_600_000;
    await live.drain();
    expect((await zatcaOf(inv.UUID)).status).toBe('cleared');
    for (const url of Object.values(documents(inv.UUID, inv.newid)))
      expect((await call('GET', url, admin)).statusCode, url).toBe(200);
  });

  it('rejected: 409, out of the VAT report and the statement (listed apart); the quotation is approvable again', async () => {
    const vat = async () =>
      (
        await call('GET', '/kebrit/invoicesvat?startdate=2026-11-01&enddate=2026-11-30', admin)
      ).json();
    const statement = async () =>
      (await call('GET', `/kebrit/clients/${client}/statement`, admin)).json();
    const vatReturn = async () =>
      (await call('GET', '/kebrit/reports/vatreturn?year=2026&quarter=4', admin)).json();
    const vatBefore = await vat();
    const returnBefore = await vatReturn();
    const statementBefore = await statement();
    fake.script(CLEARANCE, fakeZatcaRefusal('clearance', 'BR-KSA-63', 'عنوان المشتري'));
    const inv = await approvedStandard(5);
    expect((await zatcaOf(inv.UUID)).status).toBe('rejected');
    const pdf = await call('GET', documents(inv.UUID, inv.newid).pdf, admin);
    expect(pdf.statusCode).toBe(409);
    expect(pdf.json().error.code).toBe('invoice_rejected_by_zatca');

    expect(await vat()).toEqual(vatBefore);
    expect(await vatReturn()).toEqual(returnBefore);
    const after = await statement();
    expect(after.ClosingBalance).toBe(statementBefore.ClosingBalance);
    expect(after.Lines).toEqual(statementBefore.Lines);
    expect(after.RejectedInvoices).toEqual([
      expect.objectContaining({
        InvoiceUUID: inv.UUID,
        InvoiceID: inv.newid,
        Messages: [{ code: 'BR-KSA-63', message: 'عنوان المشتري' }],
      }),
    ]);

    // The quotation is pending again: approved anew, it becomes a new invoice that ZATCA clears.
    const again = await approve(t, admin, 'kebrit', inv.order.ID);
    expect(again.statusCode, again.body).toBe(201);
    expect(again.json().UUID).not.toBe(inv.UUID);
    expect((await zatcaOf(again.json().UUID)).status).toBe('cleared');
    expect((await vat()).count).toBe(vatBefore.count + 1);
  });
});
