import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { ClientView } from '../../../domain/schemas/clients';
import type { ClientStatement } from './api/statement';
import type { ClientInvoice } from './CollectDialog';
import { fakeBusiness, renderApp } from '../../testing/render-app';

const UUID = '00000000-0000-4000-8000-0000000000c2';
const INV = '00000000-0000-4000-8000-0000000000f1';
const NOTE = '00000000-0000-4000-8000-0000000000f2';
const client = {
  ID: 2,
  UUID,
  RegistrationName: 'مؤسسة الشاطئ',
  VAT: '300000000000003',
  CityName: 'جدة',
  CountrySubentity: 'منطقة مكة المكرمة',
  Country: 'SA',
} as ClientView;
const invoice = {
  UUID: INV,
  ID: 7,
  PaymentMeansCode: '24',
  IssueDate: '2026-11-02',
  PayableAmount: 115,
  PaidAmount: 15,
  OutstandingAmount: 100,
  NotesAmount: 0,
  DueDate: '2026-11-30',
  Overdue: false,
} as ClientInvoice;
const statement: ClientStatement = {
  client,
  From: null,
  To: null,
  OpeningBalance: 0,
  Lines: [
    {
      Date: '2026-11-02',
      Kind: 'invoice',
      Number: 7,
      InvoiceUUID: INV,
      InvoiceID: 7,
      PaymentMeansCode: '24',
      Debit: 115,
      Credit: 0,
      Balance: 115,
    },
    {
      Date: '2026-11-03',
      Kind: 'receipt',
      Number: 1,
      InvoiceUUID: INV,
      InvoiceID: 7,
      PaymentMeansCode: '10',
      Debit: 0,
      Credit: 15,
      Balance: 100,
    },
    {
      Date: '2026-11-04',
      Kind: 'creditnote',
      Number: 8,
      InvoiceUUID: NOTE,
      InvoiceID: 8,
      PaymentMeansCode: '24',
      Debit: 0,
      Credit: 15,
      Balance: 85,
    },
  ],
  TotalDebit: 115,
  TotalCredit: 30,
  ClosingBalance: 85,
  OutstandingCredit: 100,
  Invoices: [invoice],
  RejectedInvoices: [],
};

describe('the client statement (Testing Library, jsdom)', () => {
  it('shows the running balance, the red warning, and collects part of a credit invoice', async () => {
    const user = userEvent.setup({ delay: null });
    const { sent } = renderApp(
      `/kebrit/clientx/view/${UUID}`,
      {
        'GET /businesses/kebrit': {
          body: fakeBusiness({ key: 'kebrit', kind: 'trading', role: 'sales' }),
        },
        [`GET /kebrit/clients/${UUID}/statement`]: { body: statement },
        [`POST /kebrit/invoices/${INV}/payments`]: {
          status: 201,
          body: { success: true, message: 'تم', OutstandingAmount: 60 },
        },
      },
      'sales',
    );
    const lines = await screen.findByTestId('statement-lines');
    expect(within(lines).getByText('سند قبض رقم 1')).toBeTruthy();
    expect(within(lines).getByText('إشعار دائن رقم 8')).toBeTruthy();
    expect(screen.getByTestId('statement-overdue').textContent).toContain('100.00');
    // Not yet due: a yellow warning, not the red overdue alarm (decision 0051).
    expect(screen.getByTestId('statement-overdue').dataset.tone).toBe('due');
    expect(screen.getByText('مبالغ آجلة لم يحن استحقاقها')).toBeTruthy();
    // No note changed what the invoice owes: no notes column.
    expect(screen.queryByTestId('statement-notes-amount')).toBeNull();
    await user.click(screen.getByTestId('statement-collect'));
    const amount = await screen.findByTestId('collect-amount');
    expect((amount as HTMLInputElement).value).toBe('100');
    await user.clear(amount);
    await user.type(amount, '150');
    await user.click(screen.getByTestId('collect-submit'));
    expect(await screen.findByText(/لا يزيد على 100.00/)).toBeTruthy();
    await user.clear(amount);
    await user.type(amount, '40');
    await user.click(screen.getByText('مدى'));
    await user.click(screen.getByTestId('collect-submit'));
    await waitFor(() =>
      expect(sent.find((r) => r.method === 'POST')?.body).toEqual({
        PaymentMeansCode: '48',
        Amount: 40,
      }),
    );
    // The statement is fetched again after the payment.
    await waitFor(() =>
      expect(sent.filter((r) => r.path === `/kebrit/clients/${UUID}/statement`).length).toBe(2),
    );
  });
});
