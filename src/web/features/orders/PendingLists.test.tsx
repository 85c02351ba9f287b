// The pending-quotation lists in jsdom: orderx's payment-change control, the orders list's prompt,
// and the approval screens admin/adminx/approve
// (docs/screens/0025-quotation-lists-and-approval-screens.md).
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { OrderView } from '../../../domain/schemas/orders';
import { fakeOrder } from '../../testing/fake-orders';
import { fakeBusiness, renderApp, type FakeRoutes } from '../../testing/render-app';

const INVOICE_UUID = '00000000-0000-4000-8000-0000000000aa';
const mengusha = (role: 'manager' | 'casher') =>
  fakeBusiness({
    id: 17,
    key: 'mengusha',
    kind: 'restaurant',
    role,
    paymentMeans: ['10', '48', '42', '45', '24'],
  });

/** A fake API whose pending list follows PUT and DELETE, as the server's does. */
function world(business: string, role: 'manager' | 'casher' | 'admin' | 'sales'): FakeRoutes {
  let order: OrderView | null = fakeOrder();
  return {
    [`GET /businesses/${business}`]: {
      body:
        business === 'mengusha' && role !== 'admin' && role !== 'sales'
          ? mengusha(role)
          : fakeBusiness({ key: business, kind: 'trading', role }),
    },
    [`GET /${business}/orders`]: () => ({ body: order ? [order] : [] }),
    [`PUT /${business}/orders/41`]: (body) => {
      const means = (body as { PaymentMeansCode: string }).PaymentMeansCode;
      // Cash: the catalogue prices of the credit quotation (57.81) are its cash prices too here.
      order = fakeOrder({ PaymentMeansCode: means, PrepaidAmount: 57.81, PayableAmount: 0 });
      return { body: order };
    },
    [`DELETE /${business}/orders/41`]: () => {
      order = null;
      return { body: { success: true } };
    },
    [`POST /${business}/orders/41/approve`]: () => {
      order = null;
      return {
        status: 201,
        body: { success: true, newid: 12, UUID: INVOICE_UUID, OrderReferenceID: 41 },
      };
    },
  };
}

async function pick(input: HTMLElement, name: string) {
  const user = userEvent.setup({ delay: null });
  await user.click(input);
  await user.click(await screen.findByRole('option', { name, hidden: true }));
}

describe('orderx: the payment-change control (mengusha)', () => {
  it('offers the restaurant means and changes the payment with PUT orders/{ID}', async () => {
    const { sent } = renderApp('/mengusha/orderx', world('mengusha', 'manager'), 'manager');
    const row = await screen.findByTestId('order-row');
    expect(row.textContent).toContain('مؤسسة البحر للتجارة');
    expect(row.textContent).toContain('جدة، الحمراء');
    const control = within(row).getByTestId('order-payment-control') as HTMLInputElement;
    expect(control.value).toBe('آجل');
    await userEvent.setup({ delay: null }).click(control);
    const options = (await screen.findAllByRole('option', { hidden: true })).map(
      (o) => o.textContent,
    );
    expect(options).toEqual(['نقداً', 'مدى', 'تطبيقات', 'تطبيقات نقداً', 'آجل']);
    await userEvent
      .setup({ delay: null })
      .click(screen.getByRole('option', { name: 'نقداً', hidden: true }));
    await waitFor(() =>
      expect(sent.find((r) => r.method === 'PUT')?.body).toEqual({ PaymentMeansCode: '10' }),
    );
    expect(sent.find((r) => r.method === 'PUT')!.path).toBe('/mengusha/orders/41');
    await waitFor(() =>
      expect((screen.getByTestId('order-payment-control') as HTMLInputElement).value).toBe('نقداً'),
    );
    // The list links to the approval screen and the point of sale, and has no approve button.
    expect(screen.getByRole('link', { name: 'الاعتماد' }).getAttribute('href')).toBe(
      '/mengusha/admin',
    );
    expect(screen.getByRole('link', { name: 'نقطة البيع' }).getAttribute('href')).toBe(
      '/mengusha/pos',
    );
    expect(screen.queryByTestId('order-approve')).toBeNull();
  });

  it('deletes after confirmation and the row leaves the list', async () => {
    const user = userEvent.setup({ delay: null });
    const { sent } = renderApp('/kebrit/orderx', world('kebrit', 'sales'), 'sales');
    await user.click(await screen.findByTestId('order-delete'));
    expect(sent.some((r) => r.method === 'DELETE')).toBe(false);
    await user.click(await screen.findByTestId('confirm-delete'));
    await screen.findByText(/لا توجد عروض أسعار بانتظار الاعتماد/);
    expect(sent.filter((r) => r.method === 'DELETE').map((r) => r.path)).toEqual([
      '/kebrit/orders/41',
    ]);
  });
});

describe('orders: the payment-change prompt (kebrit)', () => {
  it('asks for the means in a dialog, then PUT orders/{ID}', async () => {
    const user = userEvent.setup({ delay: null });
    const { sent } = renderApp('/kebrit/orders', world('kebrit', 'sales'), 'sales');
    await user.click(await screen.findByTestId('order-change-payment'));
    const select = await screen.findByTestId('payment-prompt-select');
    expect((select as HTMLInputElement).value).toBe('آجل');
    await pick(select, 'مدى');
    expect(sent.some((r) => r.method === 'PUT')).toBe(false);
    await user.click(screen.getByTestId('payment-prompt-save'));
    await waitFor(() =>
      expect(sent.find((r) => r.method === 'PUT')?.body).toEqual({ PaymentMeansCode: '48' }),
    );
    await waitFor(() => expect(screen.queryByTestId('payment-prompt-select')).toBeNull());
    expect((await screen.findByTestId('order-row')).textContent).toContain('مدى');
  });
});

describe('the approval screens', () => {
  it("approve (mengusha's casher): approve only; the new invoice's number and link", async () => {
    const user = userEvent.setup({ delay: null });
    const { sent } = renderApp('/mengusha/approve', world('mengusha', 'casher'), 'casher');
    await screen.findByTestId('order-row');
    expect(screen.queryByTestId('order-delete')).toBeNull();
    expect(screen.queryByTestId('order-edit')).toBeNull();
    await user.click(screen.getByTestId('order-approve'));
    await user.click(await screen.findByTestId('confirm-approve'));
    const outcome = await screen.findByTestId('approve-outcome');
    expect(outcome.textContent).toContain('الفاتورة رقم 12');
    expect(screen.getByTestId('approve-outcome-invoice').getAttribute('href')).toBe(
      `/mengusha/invoice/${INVOICE_UUID}`,
    );
    expect(sent.filter((r) => r.method === 'POST').map((r) => r.path)).toEqual([
      '/mengusha/orders/41/approve',
    ]);
    await screen.findByText('لا توجد عروض أسعار بانتظار الاعتماد');
  });

  it('an approval refused for an incomplete buyer address shows the server message and links to the client form', async () => {
    const user = userEvent.setup({ delay: null });
    const CLIENT_UUID = '00000000-0000-4000-8000-0000000000c7';
    const message =
      'العنوان الوطني للعميل ناقص، ولا تصدر له فاتورة ضريبية دونه؛ أكمل بيانات العميل ثم أعد الاعتماد (الناقص: الحي، المدينة)';
    renderApp('/kebrit/approve', {
      ...world('kebrit', 'sales'),
      'POST /kebrit/orders/41/approve': {
        status: 422,
        body: {
          ClientUUID: CLIENT_UUID,
          error: {
            code: 'buyer_address_incomplete',
            message,
            fields: {
              CitySubdivisionName: 'الحي مطلوب في الفاتورة الضريبية',
              CityName: 'المدينة مطلوبة في الفاتورة الضريبية',
            },
          },
        },
      },
    });
    await screen.findByTestId('order-row');
    await user.click(screen.getByTestId('order-approve'));
    await user.click(await screen.findByTestId('confirm-approve'));
    const outcome = await screen.findByTestId('approve-outcome');
    expect(outcome.textContent).toContain(message);
    expect(screen.queryByTestId('approve-outcome-invoice')).toBeNull();
    expect(screen.getByTestId('approve-outcome-client').getAttribute('href')).toBe(
      `/kebrit/clients/edit/${CLIENT_UUID}`,
    );
    expect(screen.getByTestId('order-row')).toBeTruthy(); // still pending
  });

  it('adminx (kebrit admin): approve and delete per row', async () => {
    const user = userEvent.setup({ delay: null });
    const { sent } = renderApp('/kebrit/adminx', world('kebrit', 'admin'));
    await screen.findByTestId('order-row');
    expect(screen.getByTestId('order-approve')).toBeTruthy();
    await user.click(screen.getByTestId('order-delete'));
    await user.click(await screen.findByTestId('confirm-delete'));
    await waitFor(() =>
      expect(sent.filter((r) => r.method === 'DELETE').map((r) => r.path)).toEqual([
        '/kebrit/orders/41',
      ]),
    );
  });

  it('admin under a business is the approval screen, not the administration home', async () => {
    renderApp('/kebrit/admin', world('kebrit', 'admin'));
    expect(await screen.findByText('اعتماد عروض الأسعار')).toBeTruthy();
    expect(await screen.findByTestId('order-approve')).toBeTruthy();
    expect(screen.getByTestId('order-delete')).toBeTruthy();
  });

  it('a casher of mengusha, who only approves, is refused the order form (403 page)', async () => {
    renderApp(
      '/mengusha/orderx/new/00000000-0000-4000-8000-0000000000c1',
      world('mengusha', 'casher'),
      'casher',
    );
    expect(await screen.findByText('403')).toBeTruthy();
  });
});

describe('home tiles', () => {
  it("mengusha's casher and kebrit's admin get a live approval tile", async () => {
    renderApp('/mengusha', world('mengusha', 'casher'), 'casher');
    const tile = await screen.findByTestId('tile-approve');
    expect(tile.getAttribute('href')).toBe('/mengusha/approve');
    expect(tile.textContent).not.toContain('قريباً');
  });

  it("kebrit's admin: approval tile leads to approve", async () => {
    renderApp('/kebrit', world('kebrit', 'admin'));
    expect((await screen.findByTestId('tile-approve')).getAttribute('href')).toBe(
      '/kebrit/approve',
    );
  });
});
