import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { ClientView } from '../../../domain/schemas/clients';
import { fakeBusiness, renderApp, type FakeRoutes } from '../../testing/render-app';

const UUID = '00000000-0000-4000-8000-0000000000c1';
const client = {
  ID: 1,
  UUID,
  RegistrationName: 'مؤسسة البحر للتجارة',
  VAT: '300000000000003',
  CityName: 'جدة',
} as ClientView;
const product = (ID: number, name: string, price: number, pricex: number | null) => ({
  ID,
  name,
  price,
  pricedv: null,
  pricex,
  published: true,
});

function api(): FakeRoutes {
  return {
    'GET /businesses/kebrit': {
      body: fakeBusiness({ key: 'kebrit', kind: 'trading', role: 'sales' }),
    },
    [`GET /kebrit/clients/${UUID}`]: { body: client },
    'GET /kebrit/products': {
      body: [
        product(1, 'قهوة عربية', 11.5, 12),
        product(2, 'تمر سكري', 3.33, null),
        { ...product(3, 'صنف موقوف', 9, null), published: false },
      ],
    },
    'POST /kebrit/orders': { status: 201, body: { OrderReferenceID: 7 } },
    'GET /kebrit/orders': { body: [] },
  };
}

async function pickOption(testId: string, name: string) {
  const user = userEvent.setup({ delay: null });
  await user.click(screen.getByTestId(testId));
  await user.click(await screen.findByRole('option', { name, hidden: true }));
}

describe('the order form (Testing Library, jsdom)', () => {
  it('prices lines as the server does, re-prices on credit and posts the shown amounts', async () => {
    const user = userEvent.setup({ delay: null });
    const { sent, router } = renderApp(`/kebrit/orders/new/${UUID}`, api(), 'sales');
    expect(await screen.findByText('مؤسسة البحر للتجارة')).toBeTruthy();

    await pickOption('order-product', 'قهوة عربية');
    expect((screen.getByTestId('order-price') as HTMLInputElement).value).toBe('11.50');
    await user.clear(screen.getByTestId('order-quantity'));
    await user.type(screen.getByTestId('order-quantity'), '3');
    await user.click(screen.getByTestId('order-add'));
    await pickOption('order-product', 'تمر سكري');
    await user.clear(screen.getByTestId('order-quantity'));
    await user.type(screen.getByTestId('order-quantity'), '7');
    await user.click(screen.getByTestId('order-add'));

    // 34.50 + 23.31 = 57.81; VAT per line: 4.50 + 3.04 = 7.54 (src/domain/vat.ts).
    const totals = screen.getByTestId('order-totals');
    expect(totals.textContent).toContain('50.27');
    expect(totals.textContent).toContain('7.54');
    expect(screen.getByTestId('order-total').textContent).toBe('57.81');

    await pickOption('order-payment', 'آجل');
    // Credit: the coffee follows its pricex 12.00 → 36.00 + 23.31 = 59.31.
    await waitFor(() => expect(screen.getByTestId('order-total').textContent).toBe('59.31'));

    await user.click(screen.getByTestId('order-save'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/kebrit/orders'));
    const post = sent.find((r) => r.method === 'POST')!;
    expect(post.body).toMatchObject({
      Customer: { UUID },
      PaymentMeansCode: '24',
      InvoiceLine: [
        { ID: 1, InvoicedQuantity: 3 },
        { ID: 2, InvoicedQuantity: 7 },
      ],
      TaxInclusiveAmount: 59.31,
      PrepaidAmount: 0,
      PayableAmount: 59.31,
    });
  });

  it('a zero-rated product is quoted without VAT and says its category (decision 0046)', async () => {
    const user = userEvent.setup({ delay: null });
    const routes = api();
    routes['GET /kebrit/products'] = {
      body: [
        {
          ...product(4, 'جهاز قياس السكر', 99.99, null),
          vatCategory: 'Z',
          vatExemptionCode: 'VATEX-SA-35',
        },
      ],
    };
    renderApp(`/kebrit/orders/new/${UUID}`, routes, 'sales');
    expect(await screen.findByText('مؤسسة البحر للتجارة')).toBeTruthy();
    await pickOption('order-product', 'جهاز قياس السكر');
    await user.click(screen.getByTestId('order-add'));
    expect((await screen.findByTestId('order-line-vat')).textContent).toBe('صفرية');
    expect(screen.getByTestId('order-total').textContent).toBe('99.99');
    // Before VAT = the total; VAT 0.00.
    expect(screen.getByTestId('order-totals').textContent).toContain('0.00');
  });
});
