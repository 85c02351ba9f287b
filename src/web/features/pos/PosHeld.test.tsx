import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { CategoryView, PosProduct } from '../../../domain/schemas/catalogue';
import type { HeldOrderView } from '../../../domain/schemas/kitchen';
import { fakeBusiness, renderApp, type FakeRoutes } from '../../testing/render-app';

// A restaurant's held orders at the POS (decision 0057): send to the kitchen, pay, split.
const category: CategoryView = {
  ID: 5,
  UUID: '00000000-0000-4000-8000-000000000005',
  name: 'برجر',
  description: 'برجر',
  categoryEn: 'Burger',
  productCount: 0,
};
const products: PosProduct[] = [
  { ID: 31, name: 'برجر', productName: 'Burger', categoryID: 5, price: 2000, image: '' },
  { ID: 33, name: 'بطاطس', productName: 'Fries', categoryID: 5, price: 800, image: '' },
];
const line = (id: number, productId: number, name: string, unitPrice: number) => ({
  id,
  productId,
  name,
  choices: [],
  modifierIds: [],
  kitchenNote: '',
  quantity: 1,
  unitPrice,
  round: 1,
  stationId: null,
  stationName: '',
  addedBy: 'tester',
  addedAt: 0,
  readyAt: id === 1 ? 1 : null,
  invoiceNumber: null,
});
const order: HeldOrderView = {
  id: 5,
  number: 17,
  businessDay: '2026-11-28',
  status: 'open',
  orderType: 'dine_in',
  table: '4',
  delivery: { name: '', phone: '', address: '', reference: '' },
  tillId: null,
  createdBy: 'tester',
  createdAt: 0,
  updatedAt: 0,
  version: 1,
  pastBusinessDay: false,
  ready: false,
  lines: [line(1, 31, 'برجر', 20), line(2, 33, 'بطاطس', 8)],
  TaxInclusiveAmount: 28,
  invoices: [],
};
const paid = (n: number) => ({
  order: { ...order, status: 'paid' },
  invoices: Array.from({ length: n }, (_, i) => ({
    invoid: 90 + i,
    UUID: `u-${i}`,
    TaxInclusiveAmount: n === 1 ? 28 : [9.34, 9.33, 9.33][i]!,
    change: 0,
  })),
});

function api(extra: FakeRoutes = {}): FakeRoutes {
  return {
    'GET /businesses/mengusha': { body: fakeBusiness({ key: 'mengusha', kind: 'restaurant' }) },
    'GET /mengusha/pos/products': { body: { imageBase: '/i/', products } },
    'GET /mengusha/categories': { body: [category] },
    'GET /mengusha/modifiers': { body: { groups: [] } },
    'GET /mengusha/held-orders': { body: { orders: [order] } },
    'GET /mengusha/held-orders/5': { body: { order } },
    'GET /mengusha/invoicetopng/90': { body: { img: '' } },
    'GET /mengusha/invoicetopng/91': { body: { img: '' } },
    'GET /mengusha/invoicetopng/92': { body: { img: '' } },
    ...extra,
  };
}

async function openHeldOrder(user: ReturnType<typeof userEvent.setup>) {
  await waitFor(() =>
    expect(screen.getByTestId('held-open-list').textContent).toContain('الطلبات المعلقة (1)'),
  );
  await user.click(screen.getByTestId('held-open-list'));
  await user.click(await screen.findByTestId('held-order-5'));
  const panel = await screen.findByTestId('held-panel');
  expect(within(panel).getByTestId('held-title').textContent).toBe('طلب 17 · محلي · طاولة 4');
  expect(within(panel).getByLabelText('جاهز')).toBeTruthy(); // the burger is ready
}

describe('held orders at the POS of a restaurant (Testing Library, jsdom)', () => {
  it('«إرسال للمطبخ» posts the cart with its order type and table, empties it, offers a reprint', async () => {
    const user = userEvent.setup({ delay: null });
    const { sent } = renderApp(
      '/mengusha/pos',
      api({
        'POST /mengusha/held-orders': {
          status: 201,
          body: {
            order,
            round: 1,
            tickets: [
              { stationId: 2, stationName: 'الشواية', printed: false, message: 'الطابعة لا تجيب' },
            ],
          },
        },
        'POST /mengusha/held-orders/5/tickets?round=1': { body: { tickets: [] } },
      }),
    );
    await user.click(await screen.findByTestId('pos-product-31'));
    await user.click(screen.getByTestId('pos-product-31'));
    await user.click(screen.getByLabelText('محلي'));
    await user.type(await screen.findByTestId('pos-order-table'), '4');
    await user.click(screen.getByTestId('held-send'));
    expect(await screen.findByText('أُرسل الطلب 17 للمطبخ')).toBeTruthy();
    expect(
      sent.find((r) => r.path === '/mengusha/held-orders' && r.method === 'POST')!.body,
    ).toEqual({
      orderType: 'dine_in',
      table: '4',
      lines: [{ ID: 31, InvoicedQuantity: 2 }],
    });
    expect(screen.queryByTestId('pos-line-31')).toBeNull();
    expect(screen.getByText('الطابعة لا تجيب')).toBeTruthy();
    await user.click(screen.getByTestId('held-reprint'));
    await waitFor(() =>
      expect(sent.some((r) => r.path === '/mengusha/held-orders/5/tickets?round=1')).toBe(true),
    );
  });

  it('opens a held order from the list and pays it with the chosen means; the receipt shows', async () => {
    const user = userEvent.setup({ delay: null });
    const { sent } = renderApp(
      '/mengusha/pos',
      api({ 'POST /mengusha/held-orders/5/pay': { status: 201, body: paid(1) } }),
    );
    await openHeldOrder(user);
    expect(screen.getByTestId('held-total').textContent).toContain('28.00');
    await user.click(screen.getByTestId('pos-pay-48'));
    await user.click(screen.getByTestId('pos-save'));
    expect(await screen.findByTestId('pos-invoice-number')).toHaveProperty('textContent', '90');
    expect(sent.find((r) => r.path === '/mengusha/held-orders/5/pay')!.body).toEqual({
      PaymentMeansCode: '48',
      DiscountPercent: 0,
    });
  });

  it('splits the bill in equal parts: mode equal with n parts, then each invoice to print', async () => {
    const user = userEvent.setup({ delay: null });
    // Once split, the order reads paid: the receipts stay until «تم».
    let split = false;
    const { sent } = renderApp(
      '/mengusha/pos',
      api({
        'POST /mengusha/held-orders/5/split': () => {
          split = true;
          return { status: 201, body: paid(3) };
        },
        'GET /mengusha/held-orders/5': () => ({
          body: { order: split ? { ...order, status: 'paid' } : order },
        }),
      }),
    );
    await openHeldOrder(user);
    await user.click(screen.getByTestId('held-split'));
    await user.click(await screen.findByTestId('held-split-n-3'));
    await user.click(screen.getByTestId('held-split-confirm'));
    expect(await screen.findByTestId('held-receipt-3')).toBeTruthy();
    expect(sent.find((r) => r.path === '/mengusha/held-orders/5/split')!.body).toEqual({
      mode: 'equal',
      parts: [{ PaymentMeansCode: '10' }, { PaymentMeansCode: '10' }, { PaymentMeansCode: '10' }],
    });
    await waitFor(() =>
      expect(sent.filter((r) => r.path === '/mengusha/held-orders/5').length).toBe(2),
    );
    expect(screen.getByTestId('held-receipt-1')).toBeTruthy();
    await user.click(screen.getByTestId('held-split-done'));
    await waitFor(() => expect(screen.queryByTestId('held-panel')).toBeNull());
  });
});
