import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type {
  PurchaseItemView,
  PurchaseView,
  StockRowView,
  SupplierView,
} from '../../../domain/schemas/purchases';
import { fakeBusiness, renderApp, type FakeRoutes } from '../../testing/render-app';

const SUPPLIER: SupplierView = {
  ID: 1,
  UUID: '00000000-0000-4000-8000-0000000000a1',
  name: 'شركة الوطنية للدواجن',
  address: 'الرياض',
  vatid: '300112233400003',
  payment_term_id: null,
};
const NEW_UUID = '00000000-0000-4000-8000-0000000000b7';

const PURCHASE: PurchaseView = {
  ID: 7,
  UUID: NEW_UUID,
  supplier: SUPPLIER.name,
  supplierUUID: SUPPLIER.UUID,
  supplierVat: SUPPLIER.vatid,
  total: 115,
  taxExclusive: 100,
  tax: 15,
  date: 1746046800,
  image_path: null,
  image_type: null,
  thumb_path: null,
  productName: '',
  totalQuantity: 0,
  itemCount: 0,
  employeeName: 'manager1',
  PurchaseOrder: null,
};

const product = (ID: number, name: string): StockRowView => ({
  ID,
  UUID: `00000000-0000-4000-8000-0000000000c${ID}`,
  name,
  productName: name,
  image: '',
  url: '',
  categoryid: '00000000-0000-4000-8000-0000000000d1',
  category: 'دواجن',
  opening: 5,
  received: 0,
  sold: 0,
  remaining: 5,
  lowStockThreshold: 0,
  low: false,
  unit_cost: null,
  value: 0,
});
const PRODUCTS = [product(11, 'دجاج طازج'), product(12, 'بيض')];

function api(role: 'manager' | 'sales', extra: FakeRoutes = {}): FakeRoutes {
  return {
    'GET /businesses/mengusha': {
      body: fakeBusiness({ key: 'mengusha', kind: 'restaurant', role }),
    },
    'GET /mengusha/suppliers': { body: [SUPPLIER] },
    'GET /mengusha/purchases': { body: [] },
    [`GET /mengusha/purchases/${NEW_UUID}`]: { body: PURCHASE },
    [`GET /mengusha/purchases/items/${NEW_UUID}`]: { body: [] as PurchaseItemView[] },
    'GET /mengusha/stock': { body: PRODUCTS },
    ...extra,
  };
}

afterEach(() => vi.useRealTimers());

/** The option `name` of the dropdown that the Select `input` controls (every row has one). */
async function optionOf(input: HTMLElement, name: string): Promise<HTMLElement> {
  await waitFor(() => expect(input.getAttribute('aria-controls')).toBeTruthy());
  const list = document.getElementById(input.getAttribute('aria-controls')!)!;
  return within(list).findByRole('option', { name, hidden: true });
}

describe('purchases/new (Testing Library, jsdom)', () => {
  it('defaults the date to today in Riyadh, sends multipart with the photo and opens the items', async () => {
    // 2025-04-30 22:30 UTC is already 2025-05-01 01:30 in Riyadh.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.UTC(2025, 3, 30, 22, 30) });
    vi.spyOn(URL, 'createObjectURL').mockImplementation(() => 'blob:preview-1');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    const user = userEvent.setup({ delay: null });
    const { sent, router } = renderApp(
      '/mengusha/purchases/new',
      api('manager', {
        'POST /mengusha/purchases': {
          status: 201,
          body: { message: 'سُجّلت فاتورة الشراء', ID: 7, UUID: NEW_UUID, purchase: PURCHASE },
        },
      }),
      'manager',
    );
    const date = (await screen.findByTestId('purchase-date')) as HTMLInputElement;
    expect(date.value).toBe('2025-05-01');
    await user.click(screen.getByTestId('purchase-supplier'));
    await user.click(await screen.findByRole('option', { name: SUPPLIER.name, hidden: true }));
    await user.type(screen.getByTestId('purchase-total'), '115.5');
    const photo = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'receipt.png', {
      type: 'image/png',
    });
    const camera = screen.getByTestId('purchase-camera') as HTMLInputElement;
    expect(camera.getAttribute('capture')).toBe('environment');
    expect(camera.getAttribute('accept')).toBe('image/*,application/pdf');
    await user.upload(camera, photo);
    expect((await screen.findByTestId('purchase-preview')).getAttribute('src')).toBe(
      'blob:preview-1',
    );
    await user.click(screen.getByTestId('purchase-submit'));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(`/mengusha/purchases/edit/${NEW_UUID}`),
    );
    const post = sent.find((r) => r.method === 'POST')!;
    expect(post.path).toBe('/mengusha/purchases');
    const body = post.body as FormData;
    expect(body.get('supplier')).toBe(SUPPLIER.UUID);
    // Riyadh midnight of 2025-05-01 is 2025-04-30 21:00 UTC.
    expect(body.get('date')).toBe(String(Date.UTC(2025, 3, 30, 21) / 1000));
    expect(body.get('total')).toBe('115.50');
    expect((body.get('image') as File).name).toBe('receipt.png');
  });

  it('checks before sending and shows the server Arabic field errors on their fields', async () => {
    const user = userEvent.setup({ delay: null });
    const { sent } = renderApp(
      '/mengusha/purchases/new',
      api('manager', {
        'POST /mengusha/purchases': {
          status: 415,
          body: {
            error: {
              code: 'image_type',
              message: 'نوع الملف غير مقبول',
              fields: { image: 'الإيصال صورة JPEG أو PNG أو WebP أو ملف PDF' },
            },
          },
        },
      }),
      'manager',
    );
    await user.click(await screen.findByTestId('purchase-submit'));
    expect(await screen.findByText('اختر المورّد')).toBeTruthy();
    expect(sent.some((r) => r.method === 'POST')).toBe(false);
    await user.click(screen.getByTestId('purchase-supplier'));
    await user.click(await screen.findByRole('option', { name: SUPPLIER.name, hidden: true }));
    await user.type(screen.getByTestId('purchase-total'), '50');
    const pdf = new File(['%PDF-1.4'], 'invoice.pdf', { type: 'application/pdf' });
    await user.upload(screen.getByTestId('purchase-file'), pdf);
    expect((await screen.findByTestId('purchase-preview-pdf')).textContent).toContain(
      'invoice.pdf',
    );
    await user.click(screen.getByTestId('purchase-submit'));
    expect((await screen.findByTestId('purchase-image-error')).textContent).toBe(
      'الإيصال صورة JPEG أو PNG أو WebP أو ملف PDF',
    );
  });

  it('403 for sales (purchases.write is for admin and manager)', async () => {
    const { sent } = renderApp('/mengusha/purchases/new', api('sales'), 'sales');
    expect(await screen.findByText('403')).toBeTruthy();
    expect(sent.some((r) => r.path === '/mengusha/suppliers')).toBe(false);
  });
});

describe('purchases/edit/{UUID}: the items (Testing Library, jsdom)', () => {
  it('adds two rows, links products by search, removes one and saves with POST purchases/items', async () => {
    const user = userEvent.setup({ delay: null });
    const { sent, router } = renderApp(
      `/mengusha/purchases/edit/${NEW_UUID}`,
      api('manager', {
        'POST /mengusha/purchases/items': { body: { message: 'حُفظت الأصناف' } },
      }),
      'manager',
    );
    expect(await screen.findByText('أصناف فاتورة الشراء رقم 7')).toBeTruthy();
    // One empty row to start; add two more, then remove the middle one.
    await user.click(screen.getByTestId('item-add'));
    await user.click(screen.getByTestId('item-add'));
    expect(screen.getAllByTestId('purchase-item-row')).toHaveLength(3);
    await user.click(screen.getAllByTestId('item-remove')[1]!);
    const rows = screen.getAllByTestId('purchase-item-row');
    expect(rows).toHaveLength(2);

    // Row 1: pick the product by typing part of its name; the empty name takes the product's.
    await user.click(within(rows[0]!).getByTestId('item-product'));
    await user.type(within(rows[0]!).getByTestId('item-product'), 'دجاج');
    await user.click(await optionOf(within(rows[0]!).getByTestId('item-product'), 'دجاج طازج'));
    expect((within(rows[0]!).getByTestId('item-name') as HTMLInputElement).value).toBe('دجاج طازج');
    await user.type(within(rows[0]!).getByTestId('item-price'), '12.5');
    await user.clear(within(rows[0]!).getByTestId('item-quantity'));
    await user.type(within(rows[0]!).getByTestId('item-quantity'), '4');

    // Row 2: its own name, then a product.
    await user.type(within(rows[1]!).getByTestId('item-name'), 'بيض بلدي');
    await user.click(within(rows[1]!).getByTestId('item-product'));
    await user.click(await optionOf(within(rows[1]!).getByTestId('item-product'), 'بيض'));
    await user.type(within(rows[1]!).getByTestId('item-price'), '3');
    await user.clear(within(rows[1]!).getByTestId('item-quantity'));
    await user.type(within(rows[1]!).getByTestId('item-quantity'), '30');
    // 12.50 × 4 + 3 × 30 = 140.00
    expect(screen.getByTestId('items-total').textContent).toContain('140.00');

    await user.click(screen.getByTestId('items-submit'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/mengusha/purchases'));
    expect(sent.find((r) => r.method === 'POST')!.body).toEqual({
      invUUID: NEW_UUID,
      items: [
        { ItemName: 'دجاج طازج', Price: 12.5, InvoicedQuantity: 4, ProductID: 11 },
        { ItemName: 'بيض بلدي', Price: 3, InvoicedQuantity: 30, ProductID: 12 },
      ],
    });
  });

  it('shows the stored items and refuses an empty name before sending', async () => {
    const user = userEvent.setup({ delay: null });
    const stored: PurchaseItemView[] = [
      {
        ItemName: 'دجاج طازج',
        Price: 10,
        InvoicedQuantity: 2,
        RoundingAmount: 20,
        ProductID: 11,
        ProductUUID: PRODUCTS[0]!.UUID,
      },
    ];
    const { sent } = renderApp(
      `/mengusha/purchases/edit/${NEW_UUID}`,
      api('manager', { [`GET /mengusha/purchases/items/${NEW_UUID}`]: { body: stored } }),
      'manager',
    );
    const name = (await screen.findByTestId('item-name')) as HTMLInputElement;
    expect(name.value).toBe('دجاج طازج');
    expect((screen.getByTestId('item-product') as HTMLInputElement).value).toBe('دجاج طازج');
    await user.clear(name);
    await user.click(screen.getByTestId('items-submit'));
    expect(await screen.findByText('اسم الصنف مطلوب')).toBeTruthy();
    expect(sent.some((r) => r.method === 'POST')).toBe(false);
  });
});
