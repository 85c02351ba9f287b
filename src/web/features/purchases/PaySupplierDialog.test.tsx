// A purchase's supplier payments (decision 0068) in jsdom: the linked purchase order, the list,
// the pay dialog's amount defaulting to what is owed, a 409 shown in Arabic on the amount, then
// a partial payment that the list shows.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { SupplierPaymentsAnswer } from '../../../domain/schemas/payment-terms';
import type { PurchaseView } from '../../../domain/schemas/purchases';
import { fakeBusiness, renderApp } from '../../testing/render-app';

const UUID = '00000000-0000-4000-8000-0000000000b7';
const PO = '00000000-0000-4000-8000-0000000000e1';
const PURCHASE: PurchaseView = {
  ID: 7,
  UUID,
  supplier: 'شركة الوطنية للدواجن',
  supplierUUID: '00000000-0000-4000-8000-0000000000a1',
  supplierVat: '300112233400003',
  total: 115,
  taxExclusive: 100,
  tax: 15,
  date: 1764000000,
  image_path: null,
  image_type: null,
  thumb_path: null,
  productName: '',
  totalQuantity: 0,
  itemCount: 0,
  employeeName: 'manager1',
  PurchaseOrder: { UUID: PO, Number: 4 },
};
const payment = (Number: number, Amount: number, note: string) => ({
  UUID: `00000000-0000-4000-8000-00000000010${Number}`,
  Number,
  IssueDate: '2026-11-20',
  PaymentMeansCode: Number === 1 ? '42' : '10',
  Amount,
  note,
  EmployeeName: 'manager1',
});
const before: SupplierPaymentsAnswer = {
  payments: [payment(1, 50, 'دفعة أولى')],
  Total: 115,
  PaidAmount: 50,
  OutstandingAmount: 65,
  DueDate: '2026-12-20',
};

const after: SupplierPaymentsAnswer = {
  ...before,
  payments: [...before.payments, payment(2, 15, '')],
  PaidAmount: 65,
  OutstandingAmount: 50,
};

describe('supplier payments on the purchase page', () => {
  it('shows the order link and payments; pays with a default of what is owed; a 409 in Arabic', async () => {
    const user = userEvent.setup({ delay: null });
    let posts = 0;
    const { sent } = renderApp(
      `/kebrit/purchases/edit/${UUID}`,
      {
        'GET /businesses/kebrit': { body: fakeBusiness({ key: 'kebrit', kind: 'trading' }) },
        [`GET /kebrit/purchases/${UUID}`]: { body: PURCHASE },
        [`GET /kebrit/purchases/items/${UUID}`]: { body: [] },
        'GET /kebrit/stock': { body: [] },
        [`GET /kebrit/purchases/${UUID}/payments`]: () => ({ body: posts > 1 ? after : before }),
        [`POST /kebrit/purchases/${UUID}/payments`]: () =>
          ++posts === 1
            ? {
                status: 409,
                body: {
                  error: {
                    code: 'supplier_payment_exceeds_owed',
                    message: 'المبلغ أكبر من المتبقي للمورّد على هذه المشتريات',
                  },
                },
              }
            : { status: 201, body: after },
      },
    );
    const card = await screen.findByTestId('supplier-payments', {}, { timeout: 5000 });
    expect(within(card).getByTestId('purchase-order-link').textContent).toContain('أمر الشراء رقم 4');
    const table = await within(card).findByTestId('supplier-payments-table');
    expect(table.textContent).toContain('تحويل بنكي');
    expect(table.textContent).toContain('دفعة أولى');

    await user.click(within(card).getByTestId('pay-supplier'));
    const amount = (await screen.findByTestId('pay-amount')) as HTMLInputElement;
    expect(amount.value).toBe('65');
    await user.click(screen.getByTestId('pay-submit'));
    expect(await screen.findByText('المبلغ أكبر من المتبقي للمورّد على هذه المشتريات')).toBeTruthy();
    expect(sent.find((r) => r.method === 'POST')!.body).toEqual({
      amount: 65,
      PaymentMeansCode: '10',
      note: '',
    });

    await user.clear(amount);
    await user.type(amount, '15');
    await user.click(screen.getByTestId('pay-submit'));
    await waitFor(() => expect(screen.getByTestId('purchase-outstanding').textContent).toBe('50.00'));
    expect(within(screen.getByTestId('supplier-payments-table')).getAllByRole('row')).toHaveLength(3);
  });
});
