import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { SaleOrderView } from '../../../domain/schemas/sale-orders';
import {
  fakeBusiness,
  renderApp,
  type FakeAnswer,
  type FakeRoutes,
} from '../../testing/render-app';

const ORDER = '00000000-0000-4000-8000-0000000000d1';
const line = (n: number, name: string, quantity: number, delivered: number) => ({
  uuid: `00000000-0000-4000-8000-00000000001${n}`,
  prod_id: `00000000-0000-4000-8000-00000000002${n}`,
  name,
  description: '',
  quantity,
  unit_price: 11.5,
  discount: 0,
  vat_id: 'S',
  vat_amount: 1.5 * quantity,
  line_total: 11.5 * quantity,
  delivered,
  invoiced: 0,
});
const order: SaleOrderView = {
  uuid: ORDER,
  number: 4,
  state: 'partly_delivered',
  customer_id: '00000000-0000-4000-8000-0000000000c1',
  customer_name: 'مؤسسة البحر للتجارة',
  reference_number: '',
  date: '2026-11-28',
  due_date: null,
  total: 126.5,
  address_id: null,
  payment_id: null,
  days: 0,
  currency_id: 'SAR',
  note: '',
  tax_exclusive: 110,
  vat_amount: 16.5,
  lines: [line(1, 'قهوة عربية', 5, 2), line(2, 'تمر سكري', 4, 4), line(3, 'هيل', 2, 0)],
  deliveries: [],
  invoices: [],
};
const refused = (code: string, message: string, fields: Record<string, string> = {}) => ({
  status: 409,
  body: { error: { code, message, fields } },
});

function api(extra: FakeRoutes = {}): FakeRoutes {
  return {
    'GET /businesses/kebrit': {
      body: fakeBusiness({ key: 'kebrit', kind: 'trading', role: 'admin' }),
    },
    'GET /kebrit/clients': { body: [] },
    'GET /kebrit/payment_terms': { body: [] },
    'GET /kebrit/products': { body: [] },
    'GET /kebrit/ware_houses': {
      body: [
        {
          UUID: 'w-1',
          name: 'المستودع الرئيسي',
          address: '',
          isDefault: true,
          onHand: 9,
          locations: [],
        },
      ],
    },
    [`GET /kebrit/sale_orders/${ORDER}`]: { body: order },
    ...extra,
  };
}

describe('sale order screens (Testing Library, jsdom)', () => {
  it("shows the server's Arabic field errors under the form's fields", async () => {
    const user = userEvent.setup({ delay: null });
    const { sent } = renderApp(
      '/kebrit/sale_orders/new',
      api({
        'POST /kebrit/sale_orders': {
          status: 422,
          body: {
            error: {
              code: 'validation_failed',
              message: 'تحقق من الحقول',
              fields: { customer_id: 'اختر العميل', 'lines.0.prod_id': 'اختر الصنف' },
            },
          },
        },
      }),
    );
    await user.click(await screen.findByTestId('so-save'));
    expect(await screen.findByText('اختر العميل')).toBeTruthy();
    expect(screen.getByText('اختر الصنف')).toBeTruthy();
    const post = sent.find((r) => r.method === 'POST')!;
    expect(post.body).toMatchObject({ customer_id: '', lines: [{ quantity: 1, discount: 0 }] });
    expect((post.body as { lines: object[] }).lines[0]).not.toHaveProperty('unit_price');
  });

  it('delivers the open lines (remainder by default, 0 left out), places over_delivery under its line and shows insufficient_stock', async () => {
    const user = userEvent.setup({ delay: null });
    const answers: FakeAnswer[] = [
      refused('over_delivery', 'الكمية المسلَّمة أكبر من المتبقي', {
        'lines.0.quantity': 'هيل: المتبقي 2 فقط',
      }),
      refused('insufficient_stock', 'الكمية المطلوبة من هيل أكبر من المتوفر (1)'),
    ];
    const { sent } = renderApp(
      `/kebrit/sale_orders/${ORDER}`,
      api({ 'POST /kebrit/delivery_orders': () => answers.shift()! }),
    );
    await user.click(await screen.findByTestId('so-deliver'));
    const dialog = within(await screen.findByTestId('delivery-form'));
    const coffee = dialog.getByLabelText('القطع: قهوة عربية') as HTMLInputElement;
    expect(coffee.value).toBe('3');
    expect(dialog.queryByLabelText('القطع: تمر سكري')).toBeNull();
    expect((dialog.getByLabelText('القطع: هيل') as HTMLInputElement).value).toBe('2');

    await user.clear(coffee);
    await user.type(coffee, '0');
    await user.click(dialog.getByTestId('delivery-submit'));
    expect(await dialog.findByText('هيل: المتبقي 2 فقط')).toBeTruthy();
    const post = sent.filter((r) => r.method === 'POST')[0]!;
    expect(post.body).toMatchObject({
      sale_order_id: ORDER,
      warehouse_id: 'w-1',
      lines: [{ line: order.lines[2]!.uuid, quantity: 2 }],
    });
    expect(post.body).not.toHaveProperty('signature');

    await user.click(dialog.getByTestId('delivery-submit'));
    expect(await screen.findByText(/أكبر من المتوفر/)).toBeTruthy();
    await waitFor(() => expect(sent.filter((r) => r.method === 'POST')).toHaveLength(2));
  });
});
