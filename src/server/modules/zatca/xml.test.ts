// GET {business}/invoices/{UUID}/xml (offline mode): signed ZATCA XML of stored
// invoices, through ZATCA's own rules (vendor/zatca/validate -now=doc -strict, TZ=Asia/Riyadh).
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_MESSAGES } from '../../../domain/errors';
import { computeLine, invoiceTotals } from '../../../domain/vat';
import { decodeZatcaQrTlv } from '../../../domain/zatca-qr';
import { verifyInvoiceSignature } from '../../../domain/zatca/signature';
import { ZATCA_FIRST_PIH } from '../../../domain/zatca/xml';
import { runZatcaValidator } from '../../testing/zatca';
import { bearer, createTestApp, type TestApp } from '../../testing/test-app';
import { nodeZatcaCrypto } from '../../zatca/node-crypto';
import { issueInvoice, type InvoiceBuyer } from '../invoices';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  // Invoices issued straight through issueInvoice (no signing): documents made on first request,
  // as for invoices issued before ZATCA_MODE=offline was switched on.
  t = await createTestApp({
    now: Date.UTC(2026, 10, 22, 9, 0, 7),
    config: { zatcaMode: 'offline' },
  });
  admin = await t.adminToken();
});
afterAll(async () => t.close());

const buyer: InvoiceBuyer = {
  RegistrationName: 'شركة الأفق للتجارة',
  VAT: '300075588700003',
  CRN: '',
  StreetName: 'شارع التحلية',
  AdditionalStreetName: '',
  BuildingNumber: '7421',
  PlotIdentification: '',
  CityName: 'جدة',
  CitySubdivisionName: 'حي الروضة',
  PostalZone: '23432',
  CountrySubentity: '',
  Country: 'SA',
  schemeID: '',
  PartyIdentification: '',
};

async function issue(b: InvoiceBuyer | null, means: '10' | '24' | '42' | '45' | '48') {
  const business = await t.app.ctx.db
    .selectFrom('businesses')
    .selectAll()
    .where('key', '=', 'kebrit')
    .executeTakeFirstOrThrow();
  const lines = [
    { productId: null, name: 'أرز بسمتي 10 كغ', ...computeLine(8999, 2, 10) },
    { productId: null, name: 'ماء زمزم', ...computeLine(150, 9999, 0) },
  ];
  const { invoice } = await t.app.ctx.db.transaction().execute((trx) =>
    issueInvoice(trx, business, {
      seller: { id: null, username: 'sales1' },
      lines,
      totals: invoiceTotals(lines),
      buyer: b,
      paymentMeansCode: means,
      discountPercent: 10,
      issuedAt: t.clock.now,
    }),
  );
  t.clock.now += 1000;
  return invoice;
}

async function getXml(uuid: string, token = admin) {
  return t.app.inject({
    method: 'GET',
    url: `/api/v1/kebrit/invoices/${uuid}/xml`,
    headers: bearer(token),
  });
}

describe('GET invoices/{UUID}/xml', () => {
  it('answers signed XML that verifies, chains from pih.txt, and passes the validator', async () => {
    const invoices = [
      await issue(null, '10'),
      await issue(buyer, '24'),
      await issue(null, '48'),
      await issue({ ...buyer, VAT: '', RegistrationName: 'عميل نقدي' }, '10'),
    ];
    const docs: Record<string, string> = {};
    let pih = ZATCA_FIRST_PIH;
    for (const [i, inv] of invoices.entries()) {
      const res = await getXml(inv.uuid);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['content-type']).toMatch(/^application\/xml/);
      expect(res.headers['content-disposition']).toBe(`attachment; filename="${inv.number}.xml"`);
      const check = verifyInvoiceSignature(res.body, nodeZatcaCrypto);
      expect(Object.values(check).every((v) => v !== false)).toBe(true);
      expect(res.body).toContain(`<cbc:UUID>${i + 1}</cbc:UUID>`); // ICV 1, 2, 3…
      expect(res.body).toContain(`<cbc:EmbeddedDocumentBinaryObject mimeCode="text/plain">${pih}<`);
      pih = check.invoiceHash;
      docs[`kebrit-${inv.number}`] = res.body;
    }
    expect(docs[`kebrit-${invoices[1]!.number}`]).toContain('<cbc:PaymentMeansCode>30<');
    expect([
      ...decodeZatcaQrTlv(
        /mimeCode="text\/plain">([^<]+)<\/cbc:EmbeddedDocumentBinaryObject>\s*<\/cac:Attachment>\s*<\/cac:AdditionalDocumentReference><cac:Signature>/.exec(
          docs[`kebrit-${invoices[0]!.number}`]!,
        )![1]!,
      ).keys(),
    ]).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);

    const report = await runZatcaValidator(docs);
    for (const name of Object.keys(docs)) {
      expect(report.documents.get(name), report.output).toEqual({
        xsd: true,
        errors: 0,
        warnings: 0,
      });
    }
    expect(report.exitCode, report.output).toBe(0);
  }, 120_000);

  it('answers the stored document again, unchanged, without taking another ICV', async () => {
    const inv = await issue(null, '45');
    const first = await getXml(inv.uuid);
    t.clock.now += 60_000;
    const again = await getXml(inv.uuid);
    expect(again.body).toBe(first.body);
    const signer = await t.app.ctx.db
      .selectFrom('zatca_signers')
      .innerJoin('businesses', 'businesses.id', 'zatca_signers.business_id')
      .select(['last_icv', 'private_key'])
      .where('businesses.key', '=', 'kebrit')
      .executeTakeFirstOrThrow();
    expect(signer.last_icv).toBe(5);
    expect(signer.private_key).toMatch(/^v1:/);
    expect(signer.private_key).not.toContain('PRIVATE KEY');
    expect(fs.statSync(path.join(t.app.ctx.config.dataDir, 'zatca.key')).mode & 0o777).toBe(0o600);
  });

  it('concurrent first requests for different invoices get distinct, gapless ICVs', async () => {
    const invs = [];
    for (let i = 0; i < 6; i++) invs.push(await issue(null, '10'));
    const answers = await Promise.all(invs.map((inv) => getXml(inv.uuid)));
    const icvs = answers.map((r) =>
      Number(/<cbc:ID>ICV<\/cbc:ID>\s*<cbc:UUID>(\d+)</.exec(r.body)![1]),
    );
    expect(icvs.sort((a, b) => a - b)).toEqual([6, 7, 8, 9, 10, 11]);
  });

  it('404 for an unknown invoice, 401 without a token', async () => {
    const res = await getXml('7f0c5f5e-0000-4000-8000-000000000000');
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe('not_found');
    const anon = await t.app.inject({
      method: 'GET',
      url: `/api/v1/kebrit/invoices/7f0c5f5e-0000-4000-8000-000000000000/xml`,
    });
    expect(anon.statusCode).toBe(401);
  });

  it('409 zatca_document_invalid (Arabic message), never 500, when the stored invoice breaks a builder rule', async () => {
    const inv = await issue(null, '10');
    // A line whose net + VAT is not its total (BR-KSA-51): e.g. a hand-edited database row.
    await t.app.ctx.db
      .updateTable('invoice_lines')
      .set((eb) => ({ rounding_amount: eb('rounding_amount', '+', 1) }))
      .where('invoice_id', '=', inv.id)
      .where('line_no', '=', 1)
      .execute();
    const before = await lastIcv();
    const res = await getXml(inv.uuid);
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toEqual({
      code: 'zatca_document_invalid',
      message: ERROR_MESSAGES.zatca_document_invalid,
    });
    expect(res.json().error.message).toMatch(/هيئة الزكاة/);
    expect(await lastIcv()).toBe(before); // the ICV was given back
  });
});

describe('GET invoices/{UUID}/xml with ZATCA_MODE=off', () => {
  it('409 zatca_off for an invoice with no document; no signer is made', async () => {
    const off = await createTestApp({ now: Date.UTC(2026, 10, 22, 9, 0, 7) });
    try {
      const sale = await off.app.ctx.db
        .selectFrom('businesses')
        .selectAll()
        .where('key', '=', 'kebrit')
        .executeTakeFirstOrThrow();
      const lines = [{ productId: null, name: 'أرز بسمتي 10 كغ', ...computeLine(8999, 1, 0) }];
      const { invoice } = await off.app.ctx.db.transaction().execute((trx) =>
        issueInvoice(trx, sale, {
          seller: { id: null, username: 'sales1' },
          lines,
          totals: invoiceTotals(lines),
          buyer: null,
          paymentMeansCode: '10',
          discountPercent: 0,
          issuedAt: off.clock.now,
        }),
      );
      const res = await off.app.inject({
        method: 'GET',
        url: `/api/v1/kebrit/invoices/${invoice.uuid}/xml`,
        headers: bearer(await off.adminToken()),
      });
      expect(res.statusCode).toBe(409);
      expect(res.json().error).toEqual({ code: 'zatca_off', message: ERROR_MESSAGES.zatca_off });
      const signers = await off.app.ctx.db.selectFrom('zatca_signers').selectAll().execute();
      expect(signers).toEqual([]);
    } finally {
      await off.close();
    }
  });
});

async function lastIcv() {
  const row = await t.app.ctx.db
    .selectFrom('zatca_signers')
    .innerJoin('businesses', 'businesses.id', 'zatca_signers.business_id')
    .select('last_icv')
    .where('businesses.key', '=', 'kebrit')
    .executeTakeFirstOrThrow();
  return row.last_icv;
}
