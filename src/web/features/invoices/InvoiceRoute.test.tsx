// invoice/{UUID} (docs/screens/0025-quotation-lists-and-approval-screens.md) in jsdom: the invoice
// an approved quotation became,
// titled by its kind — a standard tax invoice shows "فاتورة ضريبية" and the buyer block; with a
// signed ZATCA document (decision 0032), its state line and «تنزيل XML».
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { InvoiceView } from '../../../domain/schemas/invoices';
import { fakeBusiness, renderApp } from '../../testing/render-app';

const UUID = '00000000-0000-4000-8000-0000000000aa';

function invoice(patch: Partial<InvoiceView>): InvoiceView {
  return {
    UUID,
    ID: 12,
    Invid: 12,
    ProfileID: 'reporting:1.0',
    InvoiceTypeCode: '388',
    InvoiceTypeCodeName: '0100000',
    InvoiceKind: 'standard',
    IssueDate: '2026-11-25',
    IssueTime: '10:00:00',
    DocumentCurrencyCode: 'SAR',
    TaxCurrencyCode: 'SAR',
    PaymentMeansCode: '24',
    OrderReferenceID: 41,
    OrderID: null,
    EmployeeName: 'sales1',
    CustomerRegistrationName: 'مؤسسة البحر للتجارة',
    CustomerCityName: 'جدة',
    CustomerVAT: '311111111111113',
    CustomerCRN: '4030123456',
    CustomerStreetName: 'طريق الملك',
    CustomerAdditionalStreetName: '',
    CustomerBuildingNumber: '1234',
    CustomerPlotIdentification: '',
    CustomerCitySubdivisionName: 'الحمراء',
    CustomerPostalZone: '23323',
    CustomerCountrySubentity: 'منطقة مكة المكرمة',
    CustomerCountry: 'SA',
    DiscountPercent: 0,
    AllowanceTotalAmount: 0,
    TaxExclusiveAmount: 50.27,
    TaxAmount: 7.54,
    TaxInclusiveAmount: 57.81,
    PayableAmount: 57.81,
    PaidAmount: 0,
    OutstandingAmount: 57.81,
    InvoiceLine: [],
    QR: 'AQ==',
    ZATCA: null,
    ...patch,
  };
}

function open(inv: InvoiceView) {
  return renderApp(`/kebrit/invoice/${UUID}`, {
    'GET /businesses/kebrit': { body: fakeBusiness({ key: 'kebrit', kind: 'trading' }) },
    [`GET /kebrit/invoices/${UUID}`]: { body: { invoice: inv, qr: 'AA==', logo: '' } },
    [`GET /kebrit/invoices/${UUID}/xml`]: { body: '<Invoice/>' },
  });
}

describe('invoice/{UUID} (Testing Library, jsdom)', () => {
  it('a standard tax invoice: title فاتورة ضريبية and the buyer block', async () => {
    open(invoice({}));
    expect((await screen.findByTestId('invoice-title')).textContent).toBe('فاتورة ضريبية');
    const buyer = screen.getByTestId('invoice-buyer');
    expect(buyer.textContent).toContain('مؤسسة البحر للتجارة');
    expect(buyer.textContent).toContain('311111111111113');
    expect(buyer.textContent).toContain('4030123456');
    expect(screen.getByTestId('invoice-overdue')).toBeTruthy();
  });

  it('a simplified one is titled as such and has no buyer block', async () => {
    open(
      invoice({
        InvoiceKind: 'simplified',
        InvoiceTypeCodeName: '0200000',
        PaymentMeansCode: '10',
      }),
    );
    expect((await screen.findByTestId('invoice-title')).textContent).toBe('فاتورة ضريبية مبسطة');
    expect(screen.queryByTestId('invoice-buyer')).toBeNull();
  });
});

describe('invoice view: the signed ZATCA document (ZATCA_MODE=offline)', () => {
  afterEach(() => vi.restoreAllMocks());

  it('shows «موقّعة — ICV n» and saves {ID}.xml fetched with the bearer token', async () => {
    const saved: { name: string; href: string }[] = [];
    vi.stubGlobal(
      'URL',
      Object.assign(URL, { createObjectURL: () => 'blob:xml-1', revokeObjectURL: () => {} }),
    );
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push({ name: this.download, href: this.href });
    });
    const { sent } = open(invoice({ ZATCA: { ICV: 37 } }));
    const state = await screen.findByTestId('invoice-zatca-state');
    expect(state.textContent).toBe('الفوترة الإلكترونية: موقّعة — ICV 37');
    fireEvent.click(screen.getByTestId('invoice-download-xml'));
    await waitFor(() => expect(saved).toEqual([{ name: '12.xml', href: 'blob:xml-1' }]));
    const request = sent.find((r) => r.path === `/kebrit/invoices/${UUID}/xml`);
    expect(request?.method).toBe('GET');
    expect(request?.headers.authorization).toBe('Bearer test-token');
    expect(screen.getByTestId('invoice-download-xml').textContent).toContain('تنزيل XML');
  });

  it('no state line and no XML button when the invoice has no signed document', async () => {
    open(invoice({ ZATCA: null }));
    await screen.findByTestId('invoice-title');
    expect(screen.queryByTestId('invoice-zatca-state')).toBeNull();
    expect(screen.queryByTestId('invoice-download-xml')).toBeNull();
    expect(screen.getByTestId('invoice-download-pdf')).toBeTruthy();
  });

  it('a line of another VAT category shows its category, and the totals each category (decision 0046)', async () => {
    const line = (
      ID: number,
      ItemName: string,
      total: number,
      net: number,
      TaxCategory: 'S' | 'Z' | 'E' | 'O',
      TaxExemptionReasonCode = '',
    ) => ({
      ID,
      ItemName,
      InvoicedQuantity: 1,
      QuantityUnitCode: 'حبة',
      Price: total,
      PriceAmount: total,
      AmountDiscount: 0,
      RoundingAmount: total,
      LineExtensionAmount: net,
      TaxAmount: Math.round((total - net) * 100) / 100,
      TaxPercent: TaxCategory === 'S' ? 15 : 0,
      TaxCategory,
      TaxExemptionReasonCode,
    });
    open(
      invoice({
        TaxExclusiveAmount: 118.49,
        TaxAmount: 2.8,
        TaxInclusiveAmount: 121.29,
        InvoiceLine: [
          line(1, 'زيت', 21.5, 18.7, 'S'),
          line(2, 'جهاز قياس السكر', 99.79, 99.79, 'Z', 'VATEX-SA-35'),
        ],
      }),
    );
    const badges = await screen.findAllByTestId('line-vat-category');
    expect(badges.map((b) => b.textContent)).toEqual(['صفرية']);
    const totals = screen.getAllByTestId('category-total').map((r) => r.textContent);
    expect(totals[0]).toContain('18.70');
    expect(totals[1]).toContain('صفرية: قبل الضريبة');
    expect(totals[1]).toContain('99.79');
  });

  it('an all-standard invoice shows no category badge and no per-category totals', async () => {
    open(invoice({}));
    await screen.findByTestId('invoice-title');
    expect(screen.queryAllByTestId('line-vat-category')).toEqual([]);
    expect(screen.queryAllByTestId('category-total')).toEqual([]);
  });
});

describe('invoice view of a restaurant sale (decision 0056)', () => {
  it('shows the order type and table, a line note, the payment parts, tendered and change', async () => {
    open(
      invoice({
        InvoiceKind: 'simplified',
        PaymentMeansCode: '10',
        orderType: 'dine_in',
        table: '5',
        PaymentMeans: [
          { PaymentMeansCode: '10', Amount: 20 },
          { PaymentMeansCode: '48', Amount: 37.81 },
        ],
        cashTendered: 50,
        change: 30,
        InvoiceLine: [
          {
            ID: 1,
            ItemName: 'شاورما دجاج (بدون بصل)',
            InvoicedQuantity: 1,
            QuantityUnitCode: 'حبة',
            Price: 57.81,
            PriceAmount: 57.81,
            AmountDiscount: 0,
            RoundingAmount: 57.81,
            LineExtensionAmount: 50.27,
            TaxAmount: 7.54,
            TaxPercent: 15,
            TaxCategory: 'S',
            TaxExemptionReasonCode: '',
            Note: 'خبز: صاج',
          },
        ],
      }),
    );
    expect((await screen.findByTestId('invoice-order-type')).textContent).toBe('محلي');
    expect(screen.getByTestId('invoice-line-note').textContent).toBe('خبز: صاج');
    const parts = screen.getByTestId('invoice-payment-parts').textContent ?? '';
    for (const word of ['نقداً', '20.00', 'مدى', '37.81', 'المستلم', '50.00', 'الباقي', '30.00'])
      expect(parts).toContain(word);
  });
});
