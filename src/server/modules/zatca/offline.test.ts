// ZATCA_MODE=offline (decision 0032): every POS sale and every approval makes its
// signed XML in the invoice's own transaction; the chain follows invoice-number order.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_MESSAGES } from '../../../domain/errors';
import type { OrderPosBody } from '../../../domain/schemas/invoices';
import { decodeZatcaQrTlv } from '../../../domain/zatca-qr';
import { invoiceHash } from '../../../domain/zatca/hash';
import { verifyInvoiceSignature } from '../../../domain/zatca/signature';
import { insertTestProduct, KEBRIT_ID, MENGUSHA_ID } from '../../testing/catalogue-fixtures';
import { createClient } from '../../testing/clients';
import { approve, createOrder } from '../../testing/orders';
import { getApi, postSale, sell } from '../../testing/sales';
import { bearer, createTestApp, type TestApp } from '../../testing/test-app';
import { runZatcaValidator, zatcaVendorDir } from '../../testing/zatca';
import { nodeZatcaCrypto } from '../../zatca/node-crypto';

/** 2026-11-22 12:00:07 Riyadh. */
const T0 = Date.UTC(2026, 10, 22, 9, 0, 7);

/** The QR payload carried by a signed document (its QR AdditionalDocumentReference). */
function qrOfXml(xml: string): string {
  return /<cbc:ID>QR<\/cbc:ID>\s*<cac:Attachment>\s*<cbc:EmbeddedDocumentBinaryObject mimeCode="text\/plain">([^<]+)</.exec(
    xml,
  )![1]!;
}

async function documentsInNumberOrder(t: TestApp) {
  return t.app.ctx.db
    .selectFrom('zatca_documents')
    .innerJoin('invoices', 'invoices.id', 'zatca_documents.invoice_id')
    .select([
      'invoices.number',
      'invoices.uuid',
      'invoices.qr',
      'invoices.employee_name',
      'zatca_documents.icv',
      'zatca_documents.pih',
      'zatca_documents.xml',
    ])
    .where('zatca_documents.business_id', '=', KEBRIT_ID)
    .orderBy('invoices.number')
    .execute();
}

/** A cashier of kebrit only (one till): created by the admin through the API; their token. */
async function kebritTill(t: TestApp, admin: string, n: number): Promise<string> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/users',
    headers: bearer(admin),
    payload: {
      username: `till${n}`,
      email: '',
      password: 'password-123',
      role: 'casher',
      businesses: ['kebrit'],
    },
  });
  if (res.statusCode !== 201) throw new Error(`till ${n}: ${res.body}`);
  return t.login(`till${n}`, 'password-123');
}

describe('ZATCA_MODE=offline', () => {
  let t: TestApp;
  let admin: string;
  let rice: number;
  let oil: number;
  beforeAll(async () => {
    t = await createTestApp({ now: T0, config: { zatcaMode: 'offline' } });
    admin = await t.adminToken();
    rice = await insertTestProduct(t.app.ctx.db, KEBRIT_ID, {
      name: 'أرز بسمتي 10 كغ',
      price: 8999,
      pricex: 9500,
    });
    oil = await insertTestProduct(t.app.ctx.db, KEBRIT_ID, { name: 'زيت دوار الشمس', price: 2150 });
  });
  afterAll(async () => t.close());

  it('20 tills (one cashier each) selling at once: ICV 1..20 in number order, each PIH the previous hash', async () => {
    const tills = await Promise.all(
      Array.from({ length: 20 }, (_, i) => kebritTill(t, admin, i + 1)),
    );
    const answers = await Promise.all(
      tills.map((till, i) =>
        postSale(t, till, 'kebrit', {
          PaymentMeansCode: (['10', '48', '24'] as const)[i % 3]!,
          DiscountPercent: i % 4 === 0 ? 10 : 0,
          InvoiceLine: [
            { ID: rice, InvoicedQuantity: 1 + (i % 3) },
            { ID: oil, InvoicedQuantity: 1 + i },
          ],
        }),
      ),
    );
    for (const a of answers) expect(a.statusCode, a.body).toBe(201);
    const docs = await documentsInNumberOrder(t);
    expect(new Set(docs.map((d) => d.employee_name)).size).toBe(20); // 20 different tills
    expect(docs.map((d) => d.number)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    expect(docs.map((d) => d.icv)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    let pih = fs
      .readFileSync(path.join(zatcaVendorDir(), 'sdk-238-R3.4.8/Data/PIH/pih.txt'), 'utf8')
      .trim();
    for (const d of docs) {
      expect(d.pih).toBe(pih);
      expect(d.xml).toContain(`<cbc:UUID>${d.icv}</cbc:UUID>`);
      expect(d.xml).toContain(`<cbc:ID>${d.number}</cbc:ID>`);
      expect(d.xml).toContain(`<cbc:EmbeddedDocumentBinaryObject mimeCode="text/plain">${pih}<`);
      const check = verifyInvoiceSignature(d.xml, nodeZatcaCrypto);
      expect(Object.values(check).every((v) => v !== false)).toBe(true);
      pih = invoiceHash(d.xml, nodeZatcaCrypto); // recomputed from the stored text (hash.ts)
      expect(check.invoiceHash).toBe(pih);
    }
  }, 120_000);

  it("the receipt and the invoice view carry the XML's phase 2 QR (tags 1–9); the route answers the stored XML", async () => {
    const sale = await sell(t, admin, 'kebrit', {
      PaymentMeansCode: '10',
      DiscountPercent: 0,
      InvoiceLine: [{ ID: rice, InvoicedQuantity: 2 }],
    });
    const doc = (await documentsInNumberOrder(t)).find((d) => d.uuid === sale.UUID)!;
    expect(doc.qr).toBe(qrOfXml(doc.xml));
    expect([...decodeZatcaQrTlv(doc.qr).keys()]).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    const view = await getApi(t, admin, `kebrit/invoices/${sale.UUID}`);
    expect(view.json().invoice.QR).toBe(doc.qr);
    expect(view.json().invoice.ZATCA).toEqual({ ICV: doc.icv });
    const xml = await getApi(t, admin, `kebrit/invoices/${sale.UUID}/xml`);
    expect(xml.statusCode).toBe(200);
    expect(xml.body).toBe(doc.xml);
  });

  it('a POS sale and an approved standard invoice pass validate -now=doc -strict with 0/0', async () => {
    const client = await createClient(t, admin, 'kebrit');
    const order = await createOrder(t, admin, 'kebrit', {
      Customer: { UUID: client.UUID },
      PaymentMeansCode: '24',
      DiscountPercent: 5,
      InvoiceLine: [
        { ID: rice, InvoicedQuantity: 3 },
        { ID: oil, InvoicedQuantity: 9999 },
      ],
    });
    const approved = await approve(t, admin, 'kebrit', order.ID);
    expect(approved.statusCode, approved.body).toBe(201);
    const sale = await sell(t, admin, 'kebrit', {
      PaymentMeansCode: '48',
      DiscountPercent: 10,
      InvoiceLine: [{ ID: oil, InvoicedQuantity: 4 }],
    });
    const docs = await documentsInNumberOrder(t);
    const standard = docs.find((d) => d.uuid === approved.json().UUID)!;
    const simplified = docs.find((d) => d.uuid === sale.UUID)!;
    expect(standard.xml).toContain('name="0100000"');
    expect(simplified.xml).toContain('name="0200000"');
    expect(simplified.icv).toBe(standard.icv + 1);
    const report = await runZatcaValidator({ standard: standard.xml, simplified: simplified.xml });
    for (const name of ['standard', 'simplified']) {
      expect(report.documents.get(name), report.output).toEqual({
        xsd: true,
        errors: 0,
        warnings: 0,
      });
    }
    expect(report.exitCode, report.output).toBe(0);
  }, 120_000);
  it('a sale whose document cannot be made is refused (409 zatca_document_invalid), nothing issued', async () => {
    const grill = await insertTestProduct(t.app.ctx.db, MENGUSHA_ID, {
      name: 'مشاوي مشكلة',
      price: 4500,
    });
    const body: OrderPosBody = {
      PaymentMeansCode: '10',
      DiscountPercent: 0,
      InvoiceLine: [{ ID: grill, InvoicedQuantity: 1 }],
    };
    await t.app.ctx.db
      .updateTable('businesses')
      .set({ vat_number: '' })
      .where('id', '=', MENGUSHA_ID)
      .execute();
    const refused = await postSale(t, admin, 'mengusha', body);
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json().error).toEqual({
      code: 'zatca_document_invalid',
      message: ERROR_MESSAGES.zatca_document_invalid,
    });
    const none = await t.app.ctx.db
      .selectFrom('invoices')
      .select('id')
      .where('business_id', '=', MENGUSHA_ID)
      .execute();
    expect(none).toEqual([]);
    await t.app.ctx.db
      .updateTable('businesses')
      .set({ vat_number: '300000000000003' })
      .where('id', '=', MENGUSHA_ID)
      .execute();
    const sale = await sell(t, admin, 'mengusha', body);
    expect(sale.ID).toBe(1); // the refused sale spent no number
    const doc = await t.app.ctx.db
      .selectFrom('zatca_documents')
      .select('icv')
      .where('business_id', '=', MENGUSHA_ID)
      .executeTakeFirstOrThrow();
    expect(doc.icv).toBe(1); // …and no ICV
  });
});

describe('ZATCA_MODE=off (the default)', () => {
  let t: TestApp;
  afterAll(async () => t.close());

  it('a sale keeps the phase 1 QR (tags 1–5) and makes no document', async () => {
    t = await createTestApp({ now: T0 });
    const admin = await t.adminToken();
    const rice = await insertTestProduct(t.app.ctx.db, KEBRIT_ID, {
      name: 'أرز بسمتي',
      price: 8999,
    });
    const sale = await sell(t, admin, 'kebrit', {
      PaymentMeansCode: '10',
      DiscountPercent: 0,
      InvoiceLine: [{ ID: rice, InvoicedQuantity: 1 }],
    });
    const view = (await getApi(t, admin, `kebrit/invoices/${sale.UUID}`)).json();
    expect([...decodeZatcaQrTlv(view.invoice.QR).keys()]).toEqual([1, 2, 3, 4, 5]);
    expect(view.invoice.ZATCA).toBeNull();
    expect(await t.app.ctx.db.selectFrom('zatca_documents').selectAll().execute()).toEqual([]);
    expect(await t.app.ctx.db.selectFrom('zatca_signers').selectAll().execute()).toEqual([]);
  });
});
