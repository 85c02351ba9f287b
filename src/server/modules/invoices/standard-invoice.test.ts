// One way to issue a tax invoice: a buyer with a VAT number makes a standard one.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { computeLine, invoiceTotals } from '../../../domain/vat';
import { decodeZatcaQr } from '../../../domain/zatca-qr';
import { poppler, stripBidiMarks } from '../../testing/documents';
import { getApi } from '../../testing/sales';
import { bearer, createTestApp, type TestApp } from '../../testing/test-app';
import { issueInvoice, type InvoiceBuyer } from './issue';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp({ now: Date.UTC(2026, 10, 22, 9, 0, 0) });
  admin = await t.adminToken();
});
afterAll(async () => t.close());

const buyer: InvoiceBuyer = {
  RegistrationName: 'شركة الأفق للتجارة',
  VAT: '310122393500003',
  CRN: '4030123456',
  StreetName: 'شارع التحلية',
  AdditionalStreetName: '',
  BuildingNumber: '7421',
  PlotIdentification: '',
  CityName: 'جدة',
  CitySubdivisionName: 'حي الروضة',
  PostalZone: '23432',
  CountrySubentity: 'منطقة مكة المكرمة',
  Country: 'SA',
  schemeID: '',
  PartyIdentification: '',
};

async function issue(b: InvoiceBuyer | null) {
  const business = await t.app.ctx.db
    .selectFrom('businesses')
    .selectAll()
    .where('key', '=', 'kebrit')
    .executeTakeFirstOrThrow();
  const line = { productId: null, name: 'أرز بسمتي 10 كغ', ...computeLine(8999, 2, 0) };
  return t.app.ctx.db.transaction().execute((trx) =>
    issueInvoice(trx, business, {
      seller: { id: null, username: 'sales1' },
      lines: [line],
      totals: invoiceTotals([line]),
      buyer: b,
      paymentMeansCode: '24',
      discountPercent: 0,
      issuedAt: t.clock.now,
    }),
  );
}

describe('issueInvoice: standard (B2B) vs simplified (B2C)', () => {
  it('a buyer with a VAT number → subtype 0100000, buyer copied, API and PDF say Tax Invoice', async () => {
    const { invoice } = await issue(buyer);
    expect(invoice.invoice_subtype).toBe('0100000');
    const res = await getApi(t, admin, `kebrit/invoices/${invoice.uuid}`);
    expect(res.statusCode).toBe(200);
    const inv = res.json().invoice;
    expect(inv).toMatchObject({
      InvoiceTypeCode: '388',
      InvoiceTypeCodeName: '0100000',
      InvoiceKind: 'standard',
      CustomerRegistrationName: 'شركة الأفق للتجارة',
      CustomerVAT: '310122393500003',
      CustomerCRN: '4030123456',
      CustomerCitySubdivisionName: 'حي الروضة',
      CustomerCountrySubentity: 'منطقة مكة المكرمة',
      TaxInclusiveAmount: 179.98,
    });
    const qr = decodeZatcaQr(inv.QR);
    expect(qr).toMatchObject({ total: '179.98', vat: '23.48' });

    const pdf = await t.app.inject({
      method: 'GET',
      url: `/api/v1/kebrit/invoices/${invoice.uuid}/pdf`,
      headers: bearer(admin),
    });
    expect(pdf.statusCode).toBe(200);
    const text = stripBidiMarks(await poppler('pdftotext', pdf.rawPayload, ['-layout']));
    expect(text).toContain('فاتورة ضريبية');
    expect(text).not.toContain('مبسطة');
    expect(text).toContain('Tax Invoice');
    expect(text).not.toContain('Simplified');
    for (const v of ['شركة الأفق للتجارة', '310122393500003', '4030123456', 'حي الروضة'])
      expect(text).toContain(v);
  });

  it('no buyer, or a buyer without a VAT number → simplified 0200000', async () => {
    expect((await issue(null)).invoice.invoice_subtype).toBe('0200000');
    const { invoice } = await issue({ ...buyer, VAT: '' });
    expect(invoice.invoice_subtype).toBe('0200000');
    const inv = (await getApi(t, admin, `kebrit/invoices/${invoice.uuid}`)).json().invoice;
    expect(inv).toMatchObject({ InvoiceKind: 'simplified', InvoiceTypeCodeName: '0200000' });
  });
});
