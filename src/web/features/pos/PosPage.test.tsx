import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { CategoryView, PosProduct } from '../../../domain/schemas/catalogue';
import { fakeBusiness, renderApp, type FakeRoutes } from '../../testing/render-app';

const category = (ID: number, name: string): CategoryView => ({
  ID,
  UUID: `00000000-0000-4000-8000-00000000000${ID}`,
  name,
  description: name,
  categoryEn: name,
  productCount: 0,
});
const drinks = category(1, 'مشروبات');
const tools = category(2, 'عدد');
const products: PosProduct[] = [
  {
    ID: 11,
    name: 'قَهْوَة عربية',
    productName: 'Arabic coffee',
    categoryID: 1,
    price: 1500,
    image: 'a.webp',
  },
  {
    ID: 12,
    name: 'شاي أحمر',
    productName: 'Red tea',
    categoryID: 1,
    price: 500,
    pricex: 600,
    image: '',
  },
  { ID: 21, name: 'مفتاح إنجليزي', productName: 'Wrench', categoryID: 2, price: 4500, image: '' },
];

function api(extra: FakeRoutes = {}): FakeRoutes {
  return {
    'GET /businesses/kebrit': { body: fakeBusiness({ key: 'kebrit', kind: 'trading' }) },
    'GET /kebrit/pos/products': { body: { imageBase: '/static/images/products/', products } },
    'GET /kebrit/categories': { body: [drinks, tools, category(3, 'فارغ')] },
    ...extra,
  };
}

const tile = (id: number) => screen.findByTestId(`pos-product-${id}`);

describe('the POS screen (Testing Library, jsdom)', () => {
  it('shows the tiles with prices in SAR, tabs only for categories that sell something', async () => {
    renderApp('/kebrit/pos', api());
    // The tile is named by what it shows (name, price), not by a shorter aria-label (decision 0053).
    expect(await tile(11)).toHaveProperty('ariaLabel', null);
    expect(screen.getByRole('button', { name: /^قَهْوَة عربية\s*15\.00/ })).toBe(await tile(11));
    expect(screen.getByTestId('pos-product-11-price').textContent).toContain('15.00');
    expect(screen.getByTestId('pos-product-11').querySelector('img')?.getAttribute('src')).toBe(
      '/static/images/products/a.webp',
    );
    const tabs = screen.getAllByRole('tab').map((t) => t.textContent);
    expect(tabs).toEqual(['الكل', 'مشروبات', 'عدد']);
  });

  it('a tap adds a line; each further tap adds one more, counted on the tile', async () => {
    const user = userEvent.setup({ delay: null });
    renderApp('/kebrit/pos', api());
    await user.click(await tile(12));
    const cart = screen.getByTestId('pos-cart');
    expect(within(cart).getByTestId('pos-line-12')).toBeTruthy();
    expect(screen.getByTestId('pos-product-12').dataset.inCart).toBe('true');
    expect(screen.getByTestId('pos-product-11').dataset.inCart).toBe('false');
    await user.click(screen.getByTestId('pos-product-12'));
    await user.click(screen.getByTestId('pos-product-12'));
    expect(within(cart).getAllByTestId(/^pos-line-\d+$/)).toHaveLength(1);
    expect(screen.getByTestId('pos-line-12-qty').textContent).toBe('3');
    expect(screen.getByTestId('pos-product-12-count').textContent).toBe('3');
  });

  it('a scanner typing a barcode and Enter adds the product, focus anywhere; an unknown code says so', async () => {
    const user = userEvent.setup({ delay: null });
    const coded = products.map((p) => (p.ID === 21 ? { ...p, barcode: '6281007035546' } : p));
    renderApp(
      '/kebrit/pos',
      api({ 'GET /kebrit/pos/products': { body: { imageBase: '/i/', products: coded } } }),
    );
    await user.click(await tile(11));
    // the tapped tile keeps the focus: the scan's Enter must not press it again
    await user.keyboard('6281007035546{Enter}');
    expect(await screen.findByTestId('pos-line-21')).toBeTruthy();
    expect(screen.getByTestId('pos-line-11-qty').textContent).toBe('1');
    await user.keyboard('999888777{Enter}');
    expect(await screen.findByText(/لا يوجد صنف بالرمز/)).toBeTruthy();
    await user.type(screen.getByTestId('pos-search'), '6281007035546{Enter}');
    await waitFor(() => expect(screen.getByTestId('pos-line-21-qty').textContent).toBe('2'));
  });

  it('search is Arabic-aware (no tashkeel, ة/ه) and Enter on a product number adds it', async () => {
    const user = userEvent.setup({ delay: null });
    renderApp('/kebrit/pos', api());
    await tile(11);
    const search = screen.getByTestId('pos-search');
    await user.type(search, 'قهوه');
    await waitFor(() => expect(screen.queryByTestId('pos-product-12')).toBeNull());
    expect(screen.getByTestId('pos-product-11')).toBeTruthy();
    await user.clear(search);
    await user.type(search, '٢١{Enter}');
    expect(await screen.findByTestId('pos-line-21')).toBeTruthy();
    expect((search as HTMLInputElement).value).toBe('');
  });

  it('a category tab shows that category only', async () => {
    const user = userEvent.setup({ delay: null });
    renderApp('/kebrit/pos', api());
    await tile(11);
    await user.click(screen.getByRole('tab', { name: 'عدد' }));
    await waitFor(() => expect(screen.queryByTestId('pos-product-11')).toBeNull());
    expect(screen.getByTestId('pos-product-21')).toBeTruthy();
  });

  it('a tile re-filled by another product shows that product: its picture, its count', async () => {
    // Tiles are keyed by their place in the grid (decision 0048): the first tile of "all" is
    // re-used for the first product of a category, so nothing of the previous product may stay.
    const user = userEvent.setup({ delay: null });
    const pictured = products.map((p) => (p.ID === 21 ? { ...p, image: 'w.webp' } : p));
    renderApp(
      '/kebrit/pos',
      api({ 'GET /kebrit/pos/products': { body: { imageBase: '/i/', products: pictured } } }),
    );
    const first = await tile(11);
    first.querySelector('img')!.dispatchEvent(new Event('error'));
    await waitFor(() => expect(first.querySelector('img')).toBeNull());
    await user.click(screen.getByRole('tab', { name: 'عدد' }));
    const wrench = await tile(21);
    expect(wrench.querySelector('img')?.getAttribute('src')).toBe('/i/w.webp');
    await user.click(wrench);
    expect(screen.getByTestId('pos-product-21-count').textContent).toBe('1');
    await user.click(screen.getByRole('tab', { name: 'الكل' }));
    await waitFor(() => expect(screen.getByTestId('pos-product-11').dataset.inCart).toBe('false'));
    expect(screen.queryByTestId('pos-product-11-count')).toBeNull();
    expect(screen.getByTestId('pos-product-21-count').textContent).toBe('1');
  });

  it('credit prices the tile and the line with pricex, and the sale is sent as the cashier saw it', async () => {
    const user = userEvent.setup({ delay: null });
    const { sent } = renderApp(
      '/kebrit/pos',
      api({
        'POST /kebrit/orderpos': {
          status: 201,
          body: { invoid: 1, ID: 77, UUID: 'x', invoimage: '' },
        },
        'GET /kebrit/invoicetopng/77': { body: { img: '' } },
      }),
    );
    await user.click(await tile(12));
    await user.click(screen.getByTestId('pos-pay-24'));
    expect(screen.getByTestId('pos-product-12-price').textContent).toContain('6.00');
    expect(screen.getByTestId('pos-total').textContent).toContain('6.00');
    await user.click(screen.getByTestId('pos-save'));
    expect(await screen.findByTestId('pos-invoice-number')).toHaveProperty('textContent', '77');
    const order = sent.find((r) => r.path === '/kebrit/orderpos')!;
    expect(order.body).toEqual({
      PaymentMeansCode: '24',
      DiscountPercent: 0,
      InvoiceLine: [{ ID: 12, InvoicedQuantity: 1, Price: 6 }],
      TaxInclusiveAmount: 6,
    });
    expect(order.headers['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
    // A trading business: no modifier groups asked for, no restaurant fields sent (decision 0056).
    expect(sent.some((r) => r.path === '/kebrit/modifiers')).toBe(false);
    expect(screen.queryByTestId('pos-order')).toBeNull();
    expect(screen.getByTestId('pos-product-12')).toHaveProperty('disabled', true);
  });

  it('with 20,000 products only the rows in view are in the DOM, and search reaches the last one', async () => {
    const user = userEvent.setup({ delay: null });
    const many = Array.from({ length: 20_000 }, (_, i) => ({
      ID: i + 1,
      name: `صنف رقم ${i + 1}`,
      productName: `Item ${i + 1}`,
      categoryID: 1 + (i % 2),
      price: 100 + i,
      image: '',
    }));
    renderApp(
      '/kebrit/pos',
      api({ 'GET /kebrit/pos/products': { body: { imageBase: '/i/', products: many } } }),
    );
    await tile(1);
    const shown = screen.getAllByTestId(/^pos-product-\d+$/).length;
    expect(shown).toBeGreaterThanOrEqual(3);
    expect(shown).toBeLessThan(100);
    await user.type(screen.getByTestId('pos-search'), 'Item 20000');
    expect(await tile(20_000)).toBeTruthy();
  });

  it('shows the Arabic message when the catalogue cannot be loaded', async () => {
    renderApp(
      '/kebrit/pos',
      api({
        'GET /kebrit/pos/products': {
          status: 403,
          body: { error: { code: 'forbidden', message: 'لا تملك صلاحية هذا الإجراء' } },
        },
      }),
    );
    expect(await screen.findByText('لا تملك صلاحية هذا الإجراء')).toBeTruthy();
  });

  it('an exempt product says so on its tile and in the cart (decision 0046)', async () => {
    const user = userEvent.setup({ delay: null });
    const exempt = {
      ID: 31,
      name: 'رسوم تحويل',
      productName: 'Transfer fee',
      categoryID: 2,
      price: 500,
      image: '',
      vatCategory: 'E' as const,
      vatExemptionCode: 'VATEX-SA-29',
    };
    renderApp(
      '/kebrit/pos',
      api({
        'GET /kebrit/pos/products': {
          body: { imageBase: '/static/images/products/', products: [...products, exempt] },
        },
      }),
    );
    await user.click(await tile(31));
    expect(screen.getByTestId('pos-product-31-vat').textContent).toContain('معفاة');
    expect((await screen.findByTestId('pos-line-31-vat')).textContent).toBe('معفاة');
    expect(screen.queryByTestId('pos-product-11-vat')).toBeNull();
  });
});
