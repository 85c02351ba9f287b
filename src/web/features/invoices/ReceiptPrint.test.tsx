// The print button: the business's thermal printer when its profile names one
// (GET printinvo), the browser's print of the receipt image otherwise.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { InvoiceSummary } from '../../../domain/schemas/invoices';
import { printReceiptImage } from '../../lib/print-image';
import { fakeBusiness, renderApp, type FakeRoutes } from '../../testing/render-app';

vi.mock('../../lib/print-image', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../lib/print-image')>();
  return { ...actual, printReceiptImage: vi.fn() };
});

const PNG =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

const invoice: InvoiceSummary = {
  UUID: '00000000-0000-4000-8000-000000000007',
  ID: 7,
  Invid: 7,
  ProfileID: 'reporting:1.0',
  InvoiceTypeCode: '388',
  InvoiceTypeCodeName: '0200000',
  InvoiceKind: 'simplified',
  IssueDate: '2026-11-25',
  IssueTime: '12:00:00',
  DocumentCurrencyCode: 'SAR',
  TaxCurrencyCode: 'SAR',
  PaymentMeansCode: '10',
  OrderReferenceID: 1,
  OrderID: null,
  EmployeeName: 'أحمد',
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
  CustomerCountry: '',
  DiscountPercent: 0,
  AllowanceTotalAmount: 0,
  TaxExclusiveAmount: 10,
  TaxAmount: 1.5,
  TaxInclusiveAmount: 11.5,
  PayableAmount: 11.5,
  PaidAmount: 11.5,
  OutstandingAmount: 0,
};

const printed = {
  success: true,
  message: 'أُرسل الإيصال إلى الطابعة',
  printer: '192.168.1.50:9100',
  width: 576,
  height: 1272,
};

function invoicesApi(printerAddress: string | null, extra: FakeRoutes = {}): FakeRoutes {
  return {
    'GET /businesses/mengusha': {
      body: fakeBusiness({ key: 'mengusha', kind: 'restaurant', id: 17, printerAddress }),
    },
    // The list reads the paged call (decision 0030).
    'GET /mengusha/invoices/page?period=today&page=1&pageSize=50': {
      body: {
        items: [invoice],
        page: 1,
        pageSize: 50,
        count: 1,
        TaxInclusiveAmount: invoice.TaxInclusiveAmount,
        byPaymentMeans: [
          {
            PaymentMeansCode: invoice.PaymentMeansCode,
            count: 1,
            TaxInclusiveAmount: invoice.TaxInclusiveAmount,
          },
        ],
      },
    },
    'GET /mengusha/invoicetopng/7': { body: { img: PNG } },
    'GET /mengusha/printinvo/7.png': { body: printed },
    ...extra,
  };
}

beforeEach(() => vi.mocked(printReceiptImage).mockClear());
afterEach(() => vi.unstubAllGlobals());

const printButton = () => screen.findByTestId('invoice-print-7');

describe('printing from the invoice list', () => {
  it('with a printer: GET printinvo, a green Arabic notice, no browser print', async () => {
    const user = userEvent.setup({ delay: null });
    const { sent } = renderApp('/mengusha/invoices', invoicesApi('192.168.1.50:9100'));
    await waitFor(async () => expect((await printButton()).dataset.printMethod).toBe('printer'));
    expect((await printButton()).getAttribute('title')).toContain('192.168.1.50:9100');
    await user.click(await printButton());
    expect(await screen.findByText('أُرسل إيصال الفاتورة رقم 7 إلى الطابعة')).toBeTruthy();
    expect(sent.filter((r) => r.path === '/mengusha/printinvo/7.png')).toHaveLength(1);
    expect(
      sent.filter((r) => r.path === '/mengusha/printinvo/7.png')[0]!.headers.authorization,
    ).toBe('Bearer test-token');
    expect(printReceiptImage).not.toHaveBeenCalled();
  });

  it('without a printer: the browser prints the receipt image; printinvo is never called', async () => {
    const user = userEvent.setup({ delay: null });
    const { sent } = renderApp('/mengusha/invoices', invoicesApi(null));
    await screen.findByTestId('invoice-row-7');
    expect((await printButton()).dataset.printMethod).toBe('browser');
    await user.click(await printButton());
    await waitFor(() => expect(printReceiptImage).toHaveBeenCalledTimes(1));
    expect(printReceiptImage).toHaveBeenCalledWith(
      `data:image/png;base64,${PNG}`,
      'إيصال الفاتورة رقم 7',
    );
    expect(sent.some((r) => r.path.includes('printinvo'))).toBe(false);
  });

  it("a printer that is off: the server's Arabic reason in a red notice, no browser print", async () => {
    const user = userEvent.setup({ delay: null });
    const reason = 'تعذّر الوصول إلى طابعة الإيصالات؛ تأكد أنها تعمل';
    renderApp(
      '/mengusha/invoices',
      invoicesApi('192.168.1.50:9100', {
        'GET /mengusha/printinvo/7.png': {
          status: 503,
          body: { error: { code: 'printer_offline', message: reason } },
        },
      }),
    );
    await waitFor(async () => expect((await printButton()).dataset.printMethod).toBe('printer'));
    await user.click(await printButton());
    expect(await screen.findByText(reason)).toBeTruthy();
    expect(screen.getByText('لم يُطبع الإيصال')).toBeTruthy();
    expect(printReceiptImage).not.toHaveBeenCalled();
    // The list is still there: nothing about the invoice changed.
    expect(screen.getByTestId('invoice-row-7')).toBeTruthy();
  });
});
