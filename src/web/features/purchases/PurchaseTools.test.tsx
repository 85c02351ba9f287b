import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type {
  PurchasedProductsAnswer,
  PurchaseItemRowView,
  PurchaseItemsPage,
} from '../../../domain/schemas/purchase-reports';
import type { SupplierView } from '../../../domain/schemas/purchases';
import { fakeBusiness, renderApp, type FakeRoutes } from '../../testing/render-app';

const SUPPLIER: SupplierView = {
  ID: 1,
  UUID: '00000000-0000-4000-8000-0000000000a1',
  name: 'شركة الوطنية للدواجن',
  address: 'الرياض',
  vatid: '300112233400003',
  payment_term_id: null,
};

const item = (n: number, patch: Partial<PurchaseItemRowView> = {}): PurchaseItemRowView => ({
  purchaseID: n,
  purchaseUUID: `00000000-0000-4000-8000-00000000000${n}`,
  date: 1746090000, // 2025-05-01 12:00 Riyadh
  supplier: SUPPLIER.name,
  supplierUUID: SUPPLIER.UUID,
  lineNo: 1,
  ItemName: 'دجاج طازج',
  Price: 28.75,
  InvoicedQuantity: 40,
  RoundingAmount: 1150,
  ProductUUID: '00000000-0000-4000-8000-0000000000b1',
  productName: 'دجاج مشوي',
  ...patch,
});

const page = (items: PurchaseItemRowView[], patch: Partial<PurchaseItemsPage> = {}) => ({
  items,
  page: 1,
  pageSize: 50,
  count: items.length,
  quantity: items.reduce((s, i) => s + i.InvoicedQuantity, 0),
  total: items.reduce((s, i) => s + Math.round(i.RoundingAmount * 100), 0) / 100,
  ...patch,
});

function api(extra: FakeRoutes = {}): FakeRoutes {
  return {
    'GET /businesses/mengusha': {
      body: fakeBusiness({ key: 'mengusha', kind: 'restaurant', role: 'manager' }),
    },
    'GET /mengusha/suppliers': { body: [SUPPLIER] },
    ...extra,
  };
}

describe('purchases/items (Testing Library, jsdom)', () => {
  it('lists the items with Riyadh date, supplier, product or "not linked", sums of every match; searches on the server', async () => {
    const user = userEvent.setup({ delay: null });
    const rows = [item(2), item(1, { ItemName: 'أكياس', productName: null, ProductUUID: null })];
    const { sent } = renderApp(
      '/mengusha/purchases/items',
      api({
        'GET /mengusha/purchases/items?page=1&pageSize=50': {
          body: page(rows, { count: 120, quantity: 999, total: 12345.5 }),
        },
        'GET /mengusha/purchases/items?page=1&pageSize=50&q=%D8%A3%D9%83%D9%8A%D8%A7%D8%B3': {
          body: page([rows[1]!]),
        },
      }),
      'manager',
    );
    const found = await screen.findAllByTestId('all-items-row');
    expect(found).toHaveLength(2);
    expect(within(found[0]!).getByText('2025-05-01')).toBeTruthy();
    expect(within(found[0]!).getByText('1,150.00')).toBeTruthy();
    expect(within(found[1]!).getByText('غير مرتبط')).toBeTruthy();
    const totals = within(screen.getByTestId('all-items-totals'));
    expect(totals.getByText('999')).toBeTruthy();
    expect(totals.getByText('12,345.50')).toBeTruthy();
    expect(screen.getByTestId('all-items-count').textContent).toContain('120');
    await user.type(screen.getByTestId('items-search'), 'أكياس');
    await waitFor(() => expect(screen.getAllByTestId('all-items-row')).toHaveLength(1));
    expect(sent.some((r) => r.path.includes('&q='))).toBe(true);
  });

  it('says so when there are no items at all', async () => {
    renderApp(
      '/mengusha/purchases/items',
      api({ 'GET /mengusha/purchases/items?page=1&pageSize=50': { body: page([]) } }),
      'manager',
    );
    expect(await screen.findByText(/لا توجد أصناف مشتريات بعد/)).toBeTruthy();
  });
});

describe('purchases/products (Testing Library, jsdom)', () => {
  it('per product received, cost with a bar, average price; the unlinked items noted', async () => {
    const answer: PurchasedProductsAnswer = {
      products: [
        {
          UUID: '00000000-0000-4000-8000-0000000000b1',
          name: 'دجاج مشوي',
          category: 'المشويات',
          purchases: 2,
          received: 52,
          cost: 1390,
          averagePrice: 26.73,
          lastDate: 1746090000,
        },
        {
          UUID: '00000000-0000-4000-8000-0000000000b2',
          name: 'أرز بسمتي',
          category: 'الأرز',
          purchases: 1,
          received: 14,
          cost: 347.5,
          averagePrice: 24.82,
          lastDate: 1745964000,
        },
      ],
      unlinked: { items: 3, quantity: 210, cost: 316.5 },
    };
    renderApp(
      '/mengusha/purchases/products',
      api({ 'GET /mengusha/purchases/products': { body: answer } }),
      'manager',
    );
    const rows = await screen.findAllByTestId('purchased-row');
    expect(within(rows[0]!).getByText('1,390.00')).toBeTruthy();
    expect(within(rows[0]!).getByText('26.73')).toBeTruthy();
    expect(screen.getAllByRole('progressbar').map((b) => b.getAttribute('aria-valuenow'))).toEqual([
      '100',
      '25',
    ]); // 347.50 / 1390.00 = 25 %
    expect(within(screen.getByTestId('purchased-totals')).getByText('1,737.50')).toBeTruthy();
    expect(screen.getByTestId('purchased-unlinked').textContent).toContain('316.50');
    expect(within(rows[0]!).getByTestId('purchased-items-link').getAttribute('href')).toContain(
      '/mengusha/purchases/items?product=00000000-0000-4000-8000-0000000000b1',
    );
  });
});

describe('purchases/images and the supplier edit (Testing Library, jsdom)', () => {
  it('the gallery says so when no purchase has a receipt', async () => {
    renderApp(
      '/mengusha/purchases/images',
      api({ 'GET /mengusha/purchases': { body: [] } }),
      'manager',
    );
    expect(await screen.findByText(/لا توجد إيصالات بعد/)).toBeTruthy();
  });

  it('edits a supplier with PUT; a server field error lands on the field', async () => {
    const user = userEvent.setup({ delay: null });
    let calls = 0;
    const { sent } = renderApp(
      '/mengusha/purchases/suppliers',
      api({
        [`PUT /mengusha/suppliers/${SUPPLIER.UUID}`]: () =>
          ++calls === 1
            ? {
                status: 400,
                body: {
                  error: {
                    code: 'validation_failed',
                    message: 'تحقق من الحقول',
                    fields: { name: 'الاسم مستخدم' },
                  },
                },
              }
            : { body: { message: 'حُفظت بيانات المورّد', supplier: SUPPLIER } },
      }),
      'manager',
    );
    await user.click(await screen.findByTestId('supplier-edit'));
    const name = await screen.findByTestId('supplier-edit-name');
    await user.clear(name);
    await user.type(name, 'الوطنية');
    await user.click(screen.getByTestId('supplier-edit-submit'));
    expect(await screen.findByText('الاسم مستخدم')).toBeTruthy();
    await user.click(screen.getByTestId('supplier-edit-submit'));
    expect(await screen.findByText('حُفظت بيانات المورّد')).toBeTruthy();
    const put = sent.filter((r) => r.method === 'PUT');
    // No term chosen: the picker sends null (cash), as the supplier had.
    expect(put[0]!.body).toEqual({
      name: 'الوطنية',
      address: 'الرياض',
      vatid: '300112233400003',
      payment_term_id: null,
    });
  });
});
