// Credit and debit notes under ZATCA_MODE=offline (decision 0034): each gets its
// signed XML in its own transaction, with the next number, ICV and PIH of the one chain; the
// stored documents pass ZATCA's rules (validate -now=doc -strict) with 0 errors and 0 warnings.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeZatcaQrTlv } from '../../../domain/zatca-qr';
import { verifyInvoiceSignature } from '../../../domain/zatca/signature';
import { apiCaller, type ApiCaller } from '../../testing/api-caller';
import { insertTestProduct, KEBRIT_ID } from '../../testing/catalogue-fixtures';
import { createClient } from '../../testing/clients';
import { approve, createOrder } from '../../testing/orders';
import { sell } from '../../testing/sales';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { runZatcaValidator } from '../../testing/zatca';
import { nodeZatcaCrypto } from '../../zatca/node-crypto';

/** 2026-11-22 12:00:07 Riyadh. */
const T0 = Date.UTC(2026, 10, 22, 9, 0, 7);

describe('notes with ZATCA_MODE=offline', () => {
  let t: TestApp;
  let call: ApiCaller;
  let admin: string;
  let rice: number;
  let oil: number;
  beforeAll(async () => {
    t = await createTestApp({ now: T0, config: { zatcaMode: 'offline' } });
    call = apiCaller(t);
    admin = await t.adminToken();
    rice = await insertTestProduct(t.app.ctx.db, KEBRIT_ID, {
      name: 'أرز بسمتي 10 كغ',
      price: 8999,
      pricex: 9500,
    });
    oil = await insertTestProduct(t.app.ctx.db, KEBRIT_ID, { name: 'زيت دوار الشمس', price: 2150 });
  });
  afterAll(async () => t.close());

  it('simplified and standard credit/debit notes chain after their invoices and pass 0/0', async () => {
    const sale = await sell(t, admin, 'kebrit', {
      PaymentMeansCode: '48',
      DiscountPercent: 10,
      InvoiceLine: [
        { ID: rice, InvoicedQuantity: 3 },
        { ID: oil, InvoicedQuantity: 7 },
      ],
    });
    const client = await createClient(t, admin, 'kebrit');
    const order = await createOrder(t, admin, 'kebrit', {
      Customer: { UUID: client.UUID },
      PaymentMeansCode: '24',
      DiscountPercent: 5,
      InvoiceLine: [{ ID: oil, InvoicedQuantity: 9999 }],
    });
    const approved = (await approve(t, admin, 'kebrit', order.ID)).json();
    const note = async (uuid: string, kind: 'creditnotes' | 'debitnotes', body: object) => {
      const res = await call('POST', `/kebrit/invoices/${uuid}/${kind}`, admin, body);
      expect(res.statusCode, res.body).toBe(201);
      return res.json() as { UUID: string; ID: number };
    };
    const notes = {
      'simplified-credit': await note(sale.UUID, 'creditnotes', {
        Reason: 'إرجاع كيس أرز تالف',
        InvoiceLine: [{ ID: 1, InvoicedQuantity: 1 }],
      }),
      'simplified-debit': await note(sale.UUID, 'debitnotes', {
        Reason: 'فرق سعر الزيت',
        InvoiceLine: [{ ItemName: 'فرق سعر زيت', InvoicedQuantity: 7, Price: 0.35 }],
      }),
      'standard-credit': await note(approved.UUID, 'creditnotes', {
        Reason: 'مرتجع جزئي',
        InvoiceLine: [{ ID: 1, InvoicedQuantity: 1234 }],
      }),
      'standard-debit': await note(approved.UUID, 'debitnotes', {
        Reason: 'أجرة توصيل لم تُحتسب',
        InvoiceLine: [{ ItemName: 'أجرة التوصيل', InvoicedQuantity: 1, Price: 150 }],
      }),
    };
    const docs = await t.app.ctx.db
      .selectFrom('zatca_documents')
      .innerJoin('invoices', 'invoices.id', 'zatca_documents.invoice_id')
      .select([
        'invoices.number',
        'invoices.uuid',
        'invoices.qr',
        'zatca_documents.icv',
        'zatca_documents.pih',
        'zatca_documents.invoice_hash',
        'zatca_documents.xml',
      ])
      .where('zatca_documents.business_id', '=', KEBRIT_ID)
      .orderBy('invoices.number')
      .execute();
    // One chain: numbers 1..6 and ICVs 1..6 together, each PIH the previous hash.
    expect(docs.map((d) => [d.number, d.icv])).toEqual(
      Array.from({ length: 6 }, (_, i) => [i + 1, i + 1]),
    );
    docs.slice(1).forEach((d, i) => expect(d.pih).toBe(docs[i]!.invoice_hash));
    const xmlOf = (uuid: string) => docs.find((d) => d.uuid === uuid)!;
    const expectations = {
      'simplified-credit': ['381', '0200000', '1'],
      'simplified-debit': ['383', '0200000', '1'],
      'standard-credit': ['381', '0100000', '2'],
      'standard-debit': ['383', '0100000', '2'],
    } as const;
    for (const [name, [type, subtype, original]] of Object.entries(expectations)) {
      const doc = xmlOf(notes[name as keyof typeof notes].UUID);
      expect(doc.xml, name).toContain(`<cbc:InvoiceTypeCode name="${subtype}">${type}<`);
      expect(doc.xml, name).toMatch(
        new RegExp(
          `<cac:BillingReference>\\s*<cac:InvoiceDocumentReference>\\s*<cbc:ID>${original}</cbc:ID>`,
        ),
      );
      expect(doc.xml, name).toContain('<cbc:InstructionNote>');
      expect(doc.xml, name).not.toMatch(/>-\d/); // every amount positive
      expect(Object.values(verifyInvoiceSignature(doc.xml, nodeZatcaCrypto))).not.toContain(false);
      // The stored QR is the document's; tag 4 (total) is positive.
      const total = new TextDecoder().decode(decodeZatcaQrTlv(doc.qr).get(4));
      expect(total, name).toMatch(/^\d+\.\d{2}$/);
    }
    const report = await runZatcaValidator(
      Object.fromEntries(Object.entries(notes).map(([name, n]) => [name, xmlOf(n.UUID).xml])),
    );
    for (const name of Object.keys(notes)) {
      expect(report.documents.get(name), report.output).toEqual({
        xsd: true,
        errors: 0,
        warnings: 0,
      });
    }
    expect(report.exitCode, report.output).toBe(0);
    // The XML route answers the stored document.
    const route = await call('GET', `/kebrit/invoices/${notes['standard-credit'].UUID}/xml`, admin);
    expect(route.body).toBe(xmlOf(notes['standard-credit'].UUID).xml);
  }, 120_000);
});
