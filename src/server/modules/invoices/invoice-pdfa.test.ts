// A standard invoice's PDF as ZATCA describes the shared B2B form (decision 0047): PDF/A-3b with
// the invoice's XML embedded, byte for byte the XML that GET invoices/{UUID}/xml serves.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCaller, type ApiCaller } from '../../testing/api-caller';
import { embeddedFiles, poppler, stripBidiMarks } from '../../testing/documents';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { businessByKey, fakeTransport, issueSigned, VAT_BUYER } from '../../testing/zatca-queue';
import { sendNextDue } from '../zatca';
import { pdfEmbeddedXml } from './xml';

/** 2026-11-22 12:00:07 Riyadh. */
const T0 = Date.UTC(2026, 10, 22, 9, 0, 7);

async function get(call: ApiCaller, token: string, url: string): Promise<Buffer> {
  const res = await call('GET', url, token);
  expect(res.statusCode, res.body).toBe(200);
  return res.rawPayload;
}

/** Asserts the PDF/A-3b parts of `pdf` and returns its embedded files. */
async function expectPdfA3b(pdf: Buffer): Promise<Map<string, Buffer>> {
  const raw = pdf.toString('latin1');
  expect(raw.slice(0, 8)).toBe('%PDF-1.7');
  const xmp = await poppler('pdfinfo', pdf, ['-meta']);
  expect(xmp).toContain('<pdfaid:part>3</pdfaid:part>');
  expect(xmp).toContain('<pdfaid:conformance>B</pdfaid:conformance>');
  expect(xmp).toMatch(/<dc:title>[\s\S]*(Tax Invoice|Credit Note|Debit Note) \d+</);
  expect(xmp).toContain('<xmp:ModifyDate>');
  // Every font is embedded: no standard-14 font (Helvetica…) slipped in, even for one glyph.
  const fonts = (await poppler('pdffonts', pdf, [])).trim().split('\n').slice(2);
  expect(fonts.length).toBeGreaterThan(0);
  for (const row of fonts) expect(row, row).toMatch(/CID TrueType\s+Identity-H\s+yes yes yes/);
  const descriptors = raw.match(/\/Type \/FontDescriptor/g)?.length ?? 0;
  expect(raw.match(/\/FontFile2 /g)?.length).toBe(descriptors);
  expect(raw).not.toMatch(/\/BaseFont \/(Helvetica|Times|Courier|Symbol|ZapfDingbats)/);
  expect(raw).toContain('/OutputIntents [');
  expect(raw).toContain('/S /GTS_PDFA1');
  expect(raw).toContain('/AFRelationship /Alternative');
  expect(raw).toContain('/Subtype /application#2Fxml');
  expect(raw).toMatch(/\/AF \[\d+ 0 R\]/);
  return embeddedFiles(pdf);
}

/** Asserts a plain PDF 1.3: no XMP, no embedded file. */
async function expectPlainPdf(pdf: Buffer): Promise<void> {
  expect(pdf.subarray(0, 8).toString('latin1')).toBe('%PDF-1.3');
  expect(pdf.toString('latin1')).not.toContain('pdfaid');
  expect((await embeddedFiles(pdf)).size).toBe(0);
}

describe('ZATCA_MODE=offline: the signed XML made at issue', () => {
  let t: TestApp;
  let call: ApiCaller;
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp({ now: T0, config: { zatcaMode: 'offline' } });
    call = apiCaller(t);
    admin = await t.adminToken();
  });
  afterAll(async () => t.close());

  it('a standard invoice and its credit note: PDF/A-3b holding the XML of GET …/xml', async () => {
    const kebrit = await businessByKey(t.app.ctx, 'kebrit');
    const invoice = await issueSigned(t.app.ctx, kebrit, { buyer: VAT_BUYER });
    const note = await call('POST', `/kebrit/invoices/${invoice.uuid}/creditnotes`, admin, {
      Reason: 'مرتجع جزئي',
      InvoiceLine: [{ ID: 1, InvoicedQuantity: 1 }],
    });
    expect(note.statusCode, note.body).toBe(201);
    const { UUID: noteUuid, ID: noteNumber } = note.json() as { UUID: string; ID: number };

    for (const [uuid, number, title] of [
      [invoice.uuid, invoice.number, 'Tax Invoice'],
      [noteUuid, noteNumber, 'Credit Note'],
    ] as const) {
      const pdf = await get(call, admin, `/kebrit/invoices/${uuid}/pdf`);
      const xml = await get(call, admin, `/kebrit/invoices/${uuid}/xml`);
      console.info(`${title} ${number}: PDF ${pdf.length} bytes, its XML ${xml.length} bytes`);
      const files = await expectPdfA3b(pdf);
      expect([...files.keys()]).toEqual([`${number}.xml`]);
      expect(files.get(`${number}.xml`)!.equals(xml)).toBe(true);
      // The page itself still reads as before.
      const text = stripBidiMarks(await poppler('pdftotext', pdf, ['-layout']));
      expect(text).toContain(title);
      expect(text).toContain(uuid);
    }
  });

  it("a simplified invoice's PDF stays plain PDF 1.3, though it has a signed XML", async () => {
    const kebrit = await businessByKey(t.app.ctx, 'kebrit');
    const invoice = await issueSigned(t.app.ctx, kebrit);
    expect((await get(call, admin, `/kebrit/invoices/${invoice.uuid}/xml`)).length).toBeGreaterThan(
      0,
    );
    const pdf = await get(call, admin, `/kebrit/invoices/${invoice.uuid}/pdf`);
    await expectPlainPdf(pdf);
    const text = stripBidiMarks(await poppler('pdftotext', pdf, ['-layout']));
    expect(text).toContain('Simplified Tax Invoice');
  });
});

describe('ZATCA_MODE=off: no XML, no PDF/A', () => {
  it('a standard invoice without a ZATCA document gets the plain PDF (GET …/xml: 409)', async () => {
    const t = await createTestApp({ now: T0 });
    try {
      const call = apiCaller(t);
      const admin = await t.adminToken();
      const invoice = await issueSigned(t.app.ctx, await businessByKey(t.app.ctx, 'kebrit'), {
        buyer: VAT_BUYER,
      });
      expect((await call('GET', `/kebrit/invoices/${invoice.uuid}/xml`, admin)).statusCode).toBe(
        409,
      );
      await expectPlainPdf(await get(call, admin, `/kebrit/invoices/${invoice.uuid}/pdf`));
    } finally {
      await t.close();
    }
  });
});

describe('sent to ZATCA: only the cleared XML', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ now: T0, config: { zatcaMode: 'offline', zatcaQueue: true } });
  });
  afterAll(async () => t.close());

  it('nothing to embed while clearance is pending; the cleared XML once ZATCA cleared it', async () => {
    const kebrit = await businessByKey(t.app.ctx, 'kebrit');
    const invoice = await issueSigned(t.app.ctx, kebrit, { buyer: VAT_BUYER });
    expect(await pdfEmbeddedXml(t.app.ctx, kebrit.id, invoice)).toBeNull();
    expect(await sendNextDue(t.app.ctx, fakeTransport())).toMatchObject({ status: 'cleared' });

    const call = apiCaller(t);
    const admin = await t.adminToken();
    const xml = await get(call, admin, `/kebrit/invoices/${invoice.uuid}/xml`);
    expect(xml.toString('utf8')).toContain(`<!-- cleared ${invoice.uuid} -->`);
    const files = await expectPdfA3b(
      await get(call, admin, `/kebrit/invoices/${invoice.uuid}/pdf`),
    );
    expect(files.get(`${invoice.number}.xml`)!.equals(xml)).toBe(true);
  });
});
