// Editing a pending quotation in jsdom (PUT orders/{ID} with the lines while
// pending), with a discount; an approved quotation is read-only and links to its invoice.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { OrderView } from '../../../domain/schemas/orders';
import { fakeOrder } from '../../testing/fake-orders';
import { fakeBusiness, renderApp, type FakeRoutes } from '../../testing/render-app';

const INVOICE_UUID = '00000000-0000-4000-8000-0000000000aa';

function api(order: OrderView): FakeRoutes {
  const product = (ID: number, name: string, price: number) => ({
    ID,
    name,
    price,
    pricedv: null,
    pricex: null,
    published: true,
  });
  return {
    'GET /businesses/kebrit': {
      body: fakeBusiness({ key: 'kebrit', kind: 'trading', role: 'sales' }),
    },
    'GET /kebrit/orders/41': { body: order },
    'GET /kebrit/products': {
      body: [product(1, 'قهوة عربية', 11.5), product(2, 'تمر سكري', 3.33)],
    },
    'PUT /kebrit/orders/41': { body: order },
    'GET /kebrit/orders': { body: [order] },
  };
}

describe('editing a quotation (Testing Library, jsdom)', () => {
  it('opens the pending quotation, applies a 10% discount and saves with PUT the shown amounts', async () => {
    const user = userEvent.setup({ delay: null });
    const { sent, router } = renderApp('/kebrit/orders/edit/41', api(fakeOrder()), 'sales');
    expect(await screen.findByText('تعديل عرض السعر رقم 41')).toBeTruthy();
    expect(screen.getAllByTestId('order-line')).toHaveLength(2);
    expect(screen.getByTestId('order-total').textContent).toBe('57.81');
    expect(screen.getByTestId('order-remaining').textContent).toBe('57.81');

    await user.selectOptions(screen.getByTestId('order-discount'), '10');
    // 10% of 34.50 → 3.45 and of 23.31 → 2.33 (half up per line): 31.05 + 20.98 = 52.03,
    // before VAT 27.00 + 18.24 = 45.24, VAT 4.05 + 2.74 = 6.79.
    await waitFor(() => expect(screen.getByTestId('order-total').textContent).toBe('52.03'));
    expect(screen.getByTestId('order-allowance').textContent).toBe('5.78');
    expect(screen.getByTestId('order-paid').textContent).toBe('0.00');

    await user.click(screen.getByTestId('order-save'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/kebrit/orders'));
    const put = sent.find((r) => r.method === 'PUT')!;
    expect(put.path).toBe('/kebrit/orders/41');
    expect(put.body).toMatchObject({
      PaymentMeansCode: '24',
      DiscountPercent: 10,
      InvoiceLine: [
        { ID: 1, InvoicedQuantity: 3 },
        { ID: 2, InvoicedQuantity: 7 },
      ],
      AllowanceTotalAmount: 5.78,
      TaxExclusiveAmount: 45.24,
      TaxAmount: 6.79,
      TaxInclusiveAmount: 52.03,
      PrepaidAmount: 0,
      PayableAmount: 52.03,
    });
    expect((put.body as { Customer?: unknown }).Customer).toBeUndefined();
    expect(
      (put.body as { InvoiceLine: Array<{ Price?: number }> }).InvoiceLine.map((l) => l.Price),
    ).toEqual([undefined, undefined]);
    expect(sent.some((r) => r.method === 'POST')).toBe(false);
  });

  it('an approved quotation is read-only and links to its invoice', async () => {
    const approved = fakeOrder({ State: 'approved', Invoice: { UUID: INVOICE_UUID, ID: 12 } });
    renderApp('/kebrit/orderx/edit/41', api(approved), 'sales');
    const notice = await screen.findByTestId('order-read-only');
    expect(screen.queryByTestId('order-save')).toBeNull();
    const hrefs = [...notice.querySelectorAll('a')].map((a) => a.getAttribute('href'));
    expect(hrefs).toEqual(['/kebrit/orderx/view/41', `/kebrit/invoice/${INVOICE_UUID}`]);
  });

  it('the view of a pending quotation has an edit button; an approved one links to its invoice', async () => {
    const first = renderApp('/kebrit/orderx/view/41', api(fakeOrder()), 'sales');
    expect((await screen.findByTestId('order-view-edit')).getAttribute('href')).toBe(
      '/kebrit/orderx/edit/41',
    );
    first.unmount();
    const approved = fakeOrder({ State: 'approved', Invoice: { UUID: INVOICE_UUID, ID: 12 } });
    renderApp('/kebrit/orders/view/41', api(approved), 'sales');
    const notice = await screen.findByTestId('order-view-approved');
    expect(notice.textContent).toContain('الفاتورة رقم 12');
    expect(notice.querySelector('a')!.getAttribute('href')).toBe(`/kebrit/invoice/${INVOICE_UUID}`);
    expect(screen.queryByTestId('order-view-edit')).toBeNull();
  });
});
