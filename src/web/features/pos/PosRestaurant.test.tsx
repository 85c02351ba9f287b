import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { CategoryView, PosProduct } from '../../../domain/schemas/catalogue';
import type { ModifierGroupView } from '../../../domain/schemas/restaurant';
import { fakeBusiness, renderApp, type FakeRoutes } from '../../testing/render-app';

// A restaurant's counter (decision 0056): modifiers, order type, split payment, cash tendered.
const category = (ID: number, name: string): CategoryView => ({
  ID,
  UUID: `00000000-0000-4000-8000-00000000000${ID}`,
  name,
  description: name,
  categoryEn: name,
  productCount: 0,
});
const products: PosProduct[] = [
  { ID: 31, name: 'برجر', productName: 'Burger', categoryID: 5, price: 2000, image: '' },
  { ID: 33, name: 'بطاطس', productName: 'Fries', categoryID: 6, price: 800, image: '' },
];
const option = (id: number, name: string, priceChange: number) => ({
  id,
  name,
  nameEn: '',
  priceChange,
  archived: false,
});
const group = (g: Partial<ModifierGroupView> & Pick<ModifierGroupView, 'id' | 'name'>) => ({
  nameEn: '',
  required: false,
  minChoices: 0,
  maxChoices: 1,
  position: g.id,
  archived: false,
  options: [],
  productIds: [],
  categoryIds: [],
  ...g,
});
const groups = [
  group({
    id: 1,
    name: 'الحجم',
    required: true,
    minChoices: 1,
    options: [option(101, 'صغير', 0), option(102, 'كبير', 3)],
    productIds: [31],
  }),
  group({
    id: 2,
    name: 'إضافات',
    maxChoices: 2,
    options: [option(201, 'جبن', 2), option(202, 'بصل', 0)],
    categoryIds: [5, 6],
  }),
];

function api(extra: FakeRoutes = {}): FakeRoutes {
  return {
    'GET /businesses/mengusha': { body: fakeBusiness({ key: 'mengusha', kind: 'restaurant' }) },
    'GET /mengusha/pos/products': { body: { imageBase: '/i/', products } },
    'GET /mengusha/categories': { body: [category(5, 'برجر'), category(6, 'جانبي')] },
    'GET /mengusha/modifiers': { body: { groups } },
    ...extra,
  };
}

describe('the POS of a restaurant (Testing Library, jsdom)', () => {
  it('a required group opens the sheet and blocks «إضافة»; other choices make another line', async () => {
    const user = userEvent.setup({ delay: null });
    renderApp('/mengusha/pos', api());
    await user.click(await screen.findByTestId('pos-product-31'));
    const sheet = await screen.findByTestId('pos-sheet');
    expect(within(sheet).getByText('+3.00')).toBeTruthy();
    expect(screen.getByTestId('pos-sheet-add')).toHaveProperty('disabled', true);
    await user.click(screen.getByTestId('pos-option-102'));
    expect(screen.getByTestId('pos-sheet-add')).toHaveProperty('disabled', false);
    await user.click(screen.getByTestId('pos-sheet-add'));
    expect(screen.getByTestId('pos-line-31-102-choices').textContent).toBe('كبير');
    expect(screen.getByTestId('pos-line-31-102-amount').textContent).toContain('23.00');

    await user.click(screen.getByTestId('pos-product-31'));
    await user.click(await screen.findByTestId('pos-option-101'));
    await user.click(screen.getByTestId('pos-option-201'));
    await user.click(screen.getByTestId('pos-sheet-add'));
    await waitFor(() => expect(screen.getByTestId('pos-line-31-101-201')).toBeTruthy());
    expect(screen.getByTestId('pos-line-31-101-201-amount').textContent).toContain('22.00');

    // The same choices again: one more on the same line.
    await user.click(screen.getByTestId('pos-product-31'));
    await user.click(await screen.findByTestId('pos-option-102'));
    await user.click(screen.getByTestId('pos-sheet-add'));
    await waitFor(() => expect(screen.getByTestId('pos-line-31-102-qty').textContent).toBe('2'));
    expect(screen.getByTestId('pos-product-31-count').textContent).toBe('3');

    // Only optional groups: added at once, its choices edited from the line.
    await user.click(screen.getByTestId('pos-product-33'));
    expect(screen.getByTestId('pos-line-33')).toBeTruthy();
    await user.click(screen.getByTestId('pos-line-33-edit'));
    await user.click(await screen.findByTestId('pos-option-201'));
    await user.click(screen.getByTestId('pos-sheet-add'));
    await waitFor(() =>
      expect(screen.getByTestId('pos-line-33-201-amount').textContent).toContain('10.00'),
    );
  });

  it('sends the choices, dine-in with its table, the split and the cash tendered; shows the change', async () => {
    const user = userEvent.setup({ delay: null });
    const { sent } = renderApp(
      '/mengusha/pos',
      api({
        'POST /mengusha/orderpos': {
          status: 201,
          body: { invoid: 1, ID: 78, UUID: 'x', invoimage: '' },
        },
        'GET /mengusha/invoicetopng/78': { body: { img: '' } },
      }),
    );
    await user.click(await screen.findByTestId('pos-product-31'));
    await user.click(await screen.findByTestId('pos-option-102'));
    await user.click(screen.getByTestId('pos-sheet-add'));
    await user.click(screen.getByLabelText('محلي'));
    await user.type(await screen.findByTestId('pos-order-table'), '7');

    await user.click(screen.getByTestId('pos-split-open'));
    const cash = await screen.findByTestId('pos-split-cash');
    await user.clear(cash);
    await user.type(cash, '30');
    expect(screen.getByTestId('pos-split-error').textContent).toContain('كل جزء أكبر من صفر');
    await user.clear(cash);
    await user.type(cash, '13');
    expect(screen.getByTestId('pos-split-card')).toHaveProperty('value', '10');
    await user.click(screen.getByTestId('pos-split-confirm'));

    await user.click(await screen.findByTestId('pos-tendered-1')); // the next 5 SAR: 15.00
    expect(screen.getByTestId('pos-change-amount').textContent).toContain('2.00');
    await user.click(screen.getByTestId('pos-save'));
    expect(await screen.findByTestId('pos-invoice-number')).toHaveProperty('textContent', '78');
    expect(sent.find((r) => r.path === '/mengusha/orderpos')!.body).toEqual({
      PaymentMeansCode: '10',
      DiscountPercent: 0,
      InvoiceLine: [{ ID: 31, InvoicedQuantity: 1, Price: 23, Modifiers: [102] }],
      TaxInclusiveAmount: 23,
      orderType: 'dine_in',
      table: '7',
      PaymentMeans: [
        { PaymentMeansCode: '10', Amount: 13 },
        { PaymentMeansCode: '48', Amount: 10 },
      ],
      cashTendered: 15,
    });
  });

  it('a refused sale (422 modifier_required) shows the Arabic message and keeps the cart; delivery is sent', async () => {
    const user = userEvent.setup({ delay: null });
    const { sent } = renderApp(
      '/mengusha/pos',
      api({
        'POST /mengusha/orderpos': {
          status: 422,
          body: { error: { code: 'modifier_required', message: 'اختر من «الحجم»' } },
        },
      }),
    );
    await user.click(await screen.findByTestId('pos-product-33'));
    await user.click(screen.getByTestId('pos-pay-48'));
    expect(screen.queryByTestId('pos-tendered')).toBeNull(); // nothing to hand over in cash
    await user.click(screen.getByText('توصيل'));
    await user.click(await screen.findByTestId('pos-delivery-toggle'));
    await user.type(await screen.findByTestId('pos-delivery-reference'), 'HS-4471');
    await user.click(screen.getByTestId('pos-save'));
    expect(await screen.findByText('اختر من «الحجم»')).toBeTruthy();
    expect(screen.getByTestId('pos-line-33')).toBeTruthy();
    expect(sent.find((r) => r.path === '/mengusha/orderpos')!.body).toMatchObject({
      PaymentMeansCode: '48',
      orderType: 'delivery',
      delivery: { reference: 'HS-4471' },
    });
  });
});
