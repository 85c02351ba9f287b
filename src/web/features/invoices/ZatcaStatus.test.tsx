// The invoice view's ZATCA reporting/clearance panel (decision 0036) in jsdom: status badge,
// ZATCA's messages, and «إعادة الإرسال الآن» for an administrator only.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { InvoiceView } from '../../../domain/schemas/invoices';
import { ZATCA_STATUS_LABELS } from '../../../domain/zatca/reporting';
import { fakeBusiness, renderApp } from '../../testing/render-app';

const UUID = '00000000-0000-4000-8000-0000000000bb';
const REJECTED: NonNullable<InvoiceView['ZATCA']> = {
  ICV: 8,
  status: 'rejected',
  messages: [{ code: 'BR-KSA-37', message: 'Building number must be 4 digits.', category: 'KSA' }],
  attempts: 1,
  lastError: '',
  nextAttemptAt: null,
};

function invoice(zatca: InvoiceView['ZATCA'], subtype = '0200000'): InvoiceView {
  return {
    UUID,
    ID: 8,
    Invid: 8,
    ProfileID: 'reporting:1.0',
    InvoiceTypeCode: '388',
    InvoiceTypeCodeName: subtype,
    InvoiceKind: subtype.startsWith('01') ? 'standard' : 'simplified',
    IssueDate: '2026-11-25',
    IssueTime: '10:00:00',
    DocumentCurrencyCode: 'SAR',
    TaxCurrencyCode: 'SAR',
    PaymentMeansCode: '10',
    OrderReferenceID: 41,
    OrderID: null,
    EmployeeName: 'cashier1',
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
    TaxExclusiveAmount: 50.27,
    TaxAmount: 7.54,
    TaxInclusiveAmount: 57.81,
    PayableAmount: 57.81,
    PaidAmount: 57.81,
    OutstandingAmount: 0,
    InvoiceLine: [],
    QR: 'AQ==',
    ZATCA: zatca,
    ...(zatca?.status && { ZatcaStatus: zatca.status }),
  };
}

function open(
  zatca: InvoiceView['ZATCA'],
  role: 'admin' | 'casher' = 'admin',
  subtype = '0200000',
) {
  return renderApp(
    `/kebrit/invoices/view/${UUID}`,
    {
      'GET /businesses/kebrit': { body: fakeBusiness({ key: 'kebrit', kind: 'trading', role }) },
      [`GET /kebrit/invoices/${UUID}`]: {
        body: { invoice: invoice(zatca, subtype), qr: 'AA==', logo: '' },
      },
      [`POST /kebrit/invoices/${UUID}/zatca/retry`]: {
        body: { ...REJECTED, status: 'pending', nextAttemptAt: 0 },
      },
    },
    role,
  );
}

describe('invoice view: ZATCA status (decision 0036)', () => {
  it('a rejected invoice shows its badge and ZATCA’s messages; the administrator sends it again', async () => {
    const { sent } = open(REJECTED);
    const panel = await screen.findByTestId('invoice-zatca-status');
    expect(screen.getByTestId('zatca-status').textContent).toBe(ZATCA_STATUS_LABELS.rejected);
    expect(screen.getByTestId('zatca-messages').textContent).toContain('BR-KSA-37');
    expect(screen.getByTestId('zatca-messages').textContent).toContain('Building number');
    expect(panel.textContent).toContain('إعادة الإرسال الآن');
    fireEvent.click(screen.getByTestId('zatca-retry'));
    await waitFor(() =>
      expect(sent.some((r) => r.method === 'POST' && r.path.endsWith('/zatca/retry'))).toBe(true),
    );
  });

  it('a cashier sees the status and messages but no retry button', async () => {
    open(REJECTED, 'casher');
    await screen.findByTestId('invoice-zatca-status');
    expect(screen.getByTestId('zatca-messages')).toBeTruthy();
    expect(screen.queryByTestId('zatca-retry')).toBeNull();
  });

  it('a signed invoice that was never queued shows no status panel', async () => {
    open({ ICV: 3 });
    await screen.findByTestId('invoice-zatca-state');
    expect(screen.queryByTestId('invoice-zatca-status')).toBeNull();
  });

  it('a standard invoice ZATCA has not cleared: PDF, XML and print are off, the screen says why (decision 0044)', async () => {
    open({ ...REJECTED, status: 'pending', messages: [] }, 'admin', '0100000');
    const held = await screen.findByTestId('invoice-held');
    expect(held.getAttribute('data-state')).toBe('pending');
    for (const id of ['invoice-download-pdf', 'invoice-download-xml', 'invoice-print'])
      expect(screen.getByTestId(id).hasAttribute('disabled')).toBe(true);
  });

  it('the same once rejected; a simplified invoice waiting for reporting is not held back', async () => {
    const { unmount } = open(REJECTED, 'admin', '0100000');
    expect((await screen.findByTestId('invoice-held')).getAttribute('data-state')).toBe('rejected');
    unmount();
    open({ ...REJECTED, status: 'pending', messages: [] });
    await screen.findByTestId('invoice-zatca-status');
    expect(screen.queryByTestId('invoice-held')).toBeNull();
    expect(screen.getByTestId('invoice-download-pdf').hasAttribute('disabled')).toBe(false);
  });
});
