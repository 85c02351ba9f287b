// invoice/{UUID} (SPEC.md §2; decision 0025) in jsdom: the invoice an approved quotation became,
// titled by its kind — a standard tax invoice shows "فاتورة ضريبية" and the buyer block.
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
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
