// The invoice lists on the paged API (decision 0030) in jsdom: the totals cards show
// the server's sums for the whole period, and the pager asks for the next page.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { InvoicePageAnswer } from '../../../domain/schemas/invoice-page';
import type { InvoiceSummary } from '../../../domain/schemas/invoices';
import { fakeBusiness, renderApp } from '../../testing/render-app';

const summary = (ID: number, total: number): InvoiceSummary => ({
  UUID: `00000000-0000-4000-8000-${String(ID).padStart(12, '0')}`,
  ID,
  Invid: ID,
  ProfileID: 'reporting:1.0',
  InvoiceTypeCode: '388',
  InvoiceTypeCodeName: '0200000',
  InvoiceKind: 'simplified',
  IssueDate: '2026-12-05',
  IssueTime: '10:00:00',
  DocumentCurrencyCode: 'SAR',
  TaxCurrencyCode: 'SAR',
  PaymentMeansCode: '10',
  OrderReferenceID: 1000 + ID,
  OrderID: null,
  EmployeeName: 'sales1',
  CustomerRegistrationName: '',
  CustomerCityName: '',
  CustomerVAT: '',
  CustomerCRN: '',
  CustomerStreetName: '',
  CustomerAdditionalStreetName: '',
  CustomerBuildingNumber: '',
  CustomerPlotIdentification: '',
  CustomerCitySubdivisionName: '',
  CustomerPostalZone: '',
  CustomerCountrySubentity: '',
  CustomerCountry: 'SA',
  DiscountPercent: 0,
  AllowanceTotalAmount: 0,
  TaxExclusiveAmount: 0,
  TaxAmount: 0,
  TaxInclusiveAmount: total,
  PayableAmount: total,
  PaidAmount: total,
  OutstandingAmount: 0,
});

const page = (n: number, items: InvoiceSummary[]): { body: InvoicePageAnswer } => ({
  body: {
    items,
    page: n,
    pageSize: 50,
    count: 120,
    TaxInclusiveAmount: 1234.5,
    byPaymentMeans: [
      { PaymentMeansCode: '10', count: 100, TaxInclusiveAmount: 1000 },
      { PaymentMeansCode: '24', count: 20, TaxInclusiveAmount: 234.5 },
    ],
    nextCursor: null,
  },
});

describe('invoicex on the paged API', () => {
  it('totals of the whole month from the server; the pager asks page 2', async () => {
    const user = userEvent.setup();
    renderApp('/kebrit/invoicex', {
      'GET /businesses/kebrit': { body: fakeBusiness({ key: 'kebrit', kind: 'trading' }) },
      'GET /kebrit/invoices/page?period=month&page=1&pageSize=50': page(1, [summary(120, 10)]),
      'GET /kebrit/invoices/page?period=month&page=2&pageSize=50': page(2, [summary(70, 20)]),
    });
    await screen.findByTestId('invoice-row-120');
    expect(screen.getByTestId('invoices-total-all').textContent).toContain('1,234.50');
    expect(screen.getByTestId('invoices-total-24').textContent).toContain('234.50');
    const pager = screen.getByTestId('invoicex-pages');
    await user.click(within(pager).getByText('2'));
    await waitFor(() => expect(screen.getByTestId('invoice-row-70')).toBeTruthy());
  });
});
