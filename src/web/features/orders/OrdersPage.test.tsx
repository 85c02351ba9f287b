import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeBusiness, renderApp } from '../../testing/render-app';

const order = {
  ID: 41,
  OrderReferenceID: 41,
  UUID: '00000000-0000-4000-8000-000000000041',
  State: 'pending',
  IssueDate: '2026-11-25',
  IssueTime: '10:00:00',
  Customer: { RegistrationName: 'مؤسسة البحر للتجارة' },
  PaymentMeansCode: '24',
  TaxInclusiveAmount: 57.81,
};

describe('the orders list (Testing Library, jsdom)', () => {
  it('on 409 order_already_approved shows the server message and links to the existing invoice', async () => {
    const user = userEvent.setup({ delay: null });
    const message = 'اعتُمد عرض السعر هذا من قبل وصدرت فاتورته';
    const invoiceUuid = '00000000-0000-4000-8000-0000000000aa';
    renderApp('/kebrit/orders', {
      'GET /businesses/kebrit': { body: fakeBusiness({ key: 'kebrit', kind: 'trading' }) },
      'GET /kebrit/orders': { body: [order] },
      'POST /kebrit/orders/41/approve': {
        status: 409,
        body: {
          newid: 12,
          UUID: invoiceUuid,
          OrderReferenceID: 41,
          error: { code: 'order_already_approved', message },
        },
      },
    });
    expect((await screen.findByTestId('order-row')).textContent).toContain('57.81');
    await user.click(screen.getByTestId('order-approve'));
    await user.click(await screen.findByTestId('confirm-approve'));
    const outcome = await screen.findByTestId('approve-outcome');
    expect(outcome.textContent).toContain(message);
    expect(outcome.querySelector('a')!.getAttribute('href')).toBe(`/kebrit/invoice/${invoiceUuid}`);
  });
});
