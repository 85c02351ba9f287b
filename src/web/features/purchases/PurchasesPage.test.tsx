import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { PurchaseView, SupplierView } from '../../../domain/schemas/purchases';
import { fakeBusiness, renderApp, type FakeRoutes } from '../../testing/render-app';

const purchase = (n: number, patch: Partial<PurchaseView> = {}): PurchaseView => ({
  ID: n,
  UUID: `00000000-0000-4000-8000-00000000000${n}`,
  supplier: 'شركة الوطنية للدواجن',
  supplierUUID: '00000000-0000-4000-8000-0000000000a1',
  supplierVat: '300112233400003',
  total: 115,
  taxExclusive: 100,
  tax: 15,
  date: 1746090000, // 2025-05-01 12:00 Riyadh
  image_path: null,
  image_type: null,
  thumb_path: null,
  productName: 'دجاج طازج',
  totalQuantity: 12,
  itemCount: 1,
  employeeName: 'manager1',
  PurchaseOrder: null,
  ...patch,
});

const ROWS = [
  purchase(2, { total: 460, taxExclusive: 400, tax: 60, totalQuantity: 30 }),
  purchase(1, { productName: '', totalQuantity: 0, itemCount: 0, date: 1745964000 }),
];

function api(role: 'manager' | 'sales', extra: FakeRoutes = {}): FakeRoutes {
  return {
    'GET /businesses/mengusha': {
      body: fakeBusiness({ key: 'mengusha', kind: 'restaurant', role }),
    },
    'GET /mengusha/purchases': { body: ROWS },
    ...extra,
  };
}

describe('the purchases list (Testing Library, jsdom)', () => {
  it('shows number, Riyadh date, supplier, item, quantity, bar, total, VAT and a totals row', async () => {
    renderApp('/mengusha/purchases', api('manager'), 'manager');
    const rows = await screen.findAllByTestId('purchase-row');
    expect(rows).toHaveLength(2);
    const first = within(rows[0]!);
    expect(first.getByText('2025-05-01')).toBeTruthy();
    expect(first.getByText('شركة الوطنية للدواجن')).toBeTruthy();
    expect(first.getByText('دجاج طازج')).toBeTruthy();
    expect(first.getByText('460.00')).toBeTruthy();
    expect(first.getByText('60.00')).toBeTruthy();
    // The largest total fills its bar; the other is 115 / 460 = 25 %.
    const bars = screen.getAllByRole('progressbar');
    expect(bars.map((b) => b.getAttribute('aria-valuenow'))).toEqual(['100', '25']);
    // 2025-04-30 01:00 Riyadh (22:00 UTC the day before) is the 30th in Riyadh.
    expect(within(rows[1]!).getByText('2025-04-30')).toBeTruthy();
    expect(within(rows[1]!).getByText('بلا أصناف')).toBeTruthy();
    const totals = within(screen.getByTestId('purchase-totals'));
    expect(totals.getByText('575.00')).toBeTruthy();
    expect(totals.getByText('75.00')).toBeTruthy();
    expect(totals.getByText('30')).toBeTruthy();
    expect(screen.getByTestId('purchases-suppliers').getAttribute('href')).toBe(
      '/mengusha/purchases/suppliers',
    );
  });

  it('deletes after confirmation; a refusal shows the server Arabic message', async () => {
    const user = userEvent.setup({ delay: null });
    const message = 'خطأ في حذف بيانات المشتريات: فاتورة الشراء غير موجودة في هذه المنشأة';
    const { sent } = renderApp(
      '/mengusha/purchases',
      api('manager', {
        [`DELETE /mengusha/purchases/${ROWS[0]!.UUID}`]: {
          status: 404,
          body: { error: { code: 'purchase_delete_failed', message } },
        },
        [`DELETE /mengusha/purchases/${ROWS[1]!.UUID}`]: {
          body: { message: 'حُذفت فاتورة الشراء' },
        },
      }),
      'manager',
    );
    const deletes = await screen.findAllByTestId('purchase-delete');
    await user.click(deletes[0]!);
    expect(await screen.findByText(/فاتورة الشراء رقم 2/)).toBeTruthy();
    await user.click(screen.getByTestId('confirm-delete'));
    expect(await screen.findByText(message)).toBeTruthy();
    await user.click(deletes[1]!);
    await user.click(await screen.findByTestId('confirm-delete'));
    await waitFor(() =>
      expect(sent.filter((r) => r.method === 'DELETE').map((r) => r.path)).toEqual([
        `/mengusha/purchases/${ROWS[0]!.UUID}`,
        `/mengusha/purchases/${ROWS[1]!.UUID}`,
      ]),
    );
  });

  it('an empty list says so, with what to do', async () => {
    renderApp(
      '/mengusha/purchases',
      api('manager', { 'GET /mengusha/purchases': { body: [] } }),
      'manager',
    );
    expect(await screen.findByText(/لا توجد مشتريات بعد/)).toBeTruthy();
  });

  it('403 for sales (purchases.read is for admin and manager)', async () => {
    const { sent } = renderApp('/mengusha/purchases', api('sales'), 'sales');
    expect(await screen.findByText('403')).toBeTruthy();
    expect(sent.some((r) => r.path === '/mengusha/purchases')).toBe(false);
  });
});

describe('the receipt column', () => {
  it('a photo shows its thumbnail and opens full size; a PDF downloads; none is a dash', async () => {
    const user = userEvent.setup({ delay: null });
    const stem = 'a'.repeat(32);
    const rows = [
      purchase(3, {
        image_path: `${stem}.webp`,
        thumb_path: `${stem}.thumb.webp`,
        image_type: 'image/webp',
      }),
      purchase(2, { image_path: `${'b'.repeat(32)}.pdf`, image_type: 'application/pdf' }),
      purchase(1),
    ];
    let n = 0;
    vi.spyOn(URL, 'createObjectURL').mockImplementation(() => `blob:receipt-${++n}`);
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    const { sent } = renderApp(
      '/mengusha/purchases',
      api('manager', {
        'GET /mengusha/purchases': { body: rows },
        [`GET /mengusha/purchases/sendfile/${stem}.thumb.webp`]: { body: {} },
        [`GET /mengusha/purchases/sendfile/${stem}.webp`]: { body: {} },
        [`GET /mengusha/purchases/sendfile/${'b'.repeat(32)}.pdf`]: { body: {} },
      }),
      'manager',
    );
    const thumb = await screen.findByTestId('purchase-receipt');
    await waitFor(() =>
      expect(thumb.querySelector('img')!.getAttribute('src')).toBe('blob:receipt-1'),
    );
    await user.click(thumb);
    const full = await screen.findByTestId('purchase-receipt-full');
    expect(full.getAttribute('src')).toBe('blob:receipt-2');
    await user.click(screen.getByTestId('purchase-receipt-pdf'));
    await waitFor(() =>
      expect(sent.map((r) => r.path)).toContain(
        `/mengusha/purchases/sendfile/${'b'.repeat(32)}.pdf`,
      ),
    );
    const third = within(screen.getAllByTestId('purchase-row')[2]!);
    expect(third.getByText('—')).toBeTruthy();
    vi.restoreAllMocks();
  });
});

const SUPPLIERS: SupplierView[] = [
  {
    ID: 1,
    UUID: '00000000-0000-4000-8000-0000000000a1',
    name: 'شركة الوطنية للدواجن',
    address: 'الرياض، حي السلي',
    vatid: '300112233400003',
    payment_term_id: null,
  },
];

describe('the suppliers screen (Testing Library, jsdom)', () => {
  it('lists suppliers; the form refuses a bad VAT number in Arabic and sends nothing', async () => {
    const user = userEvent.setup({ delay: null });
    const { sent } = renderApp(
      '/mengusha/purchases/suppliers',
      api('manager', { 'GET /mengusha/suppliers': { body: SUPPLIERS } }),
      'manager',
    );
    const row = await screen.findByTestId('supplier-row');
    expect(within(row).getByText('300112233400003')).toBeTruthy();
    await user.type(screen.getByTestId('supplier-vatid'), '123');
    await user.click(screen.getByTestId('supplier-submit'));
    expect(await screen.findByText('اسم المورّد مطلوب')).toBeTruthy();
    expect(screen.getByText('الرقم الضريبي 15 رقماً يبدأ بـ 3 وينتهي بـ 3')).toBeTruthy();
    expect(sent.filter((r) => r.method === 'POST')).toEqual([]);
  });

  it('adds a supplier (body as typed, vatid optional) and shows the server message', async () => {
    const user = userEvent.setup({ delay: null });
    const { sent } = renderApp(
      '/mengusha/purchases/suppliers',
      api('manager', {
        'GET /mengusha/suppliers': { body: SUPPLIERS },
        'POST /mengusha/suppliers': (body) => ({
          status: 201,
          body: { message: 'أُضيف المورّد', ID: 2, UUID: 'u', supplier: body },
        }),
      }),
      'manager',
    );
    await user.type(await screen.findByTestId('supplier-name'), 'مخابز الأولى');
    await user.type(screen.getByTestId('supplier-address'), 'الدمام');
    await user.click(screen.getByTestId('supplier-submit'));
    expect(await screen.findByText('أُضيف المورّد')).toBeTruthy();
    expect(sent.find((r) => r.method === 'POST')!.body).toEqual({
      name: 'مخابز الأولى',
      address: 'الدمام',
      vatid: '',
    });
  });

  it('409 supplier_in_use on delete shows the server reason', async () => {
    const user = userEvent.setup({ delay: null });
    const message = 'لا يمكن حذف مورّد له مشتريات مسجّلة؛ احذف مشترياته أولاً';
    renderApp(
      '/mengusha/purchases/suppliers',
      api('manager', {
        'GET /mengusha/suppliers': { body: SUPPLIERS },
        [`DELETE /mengusha/suppliers/${SUPPLIERS[0]!.UUID}`]: {
          status: 409,
          body: { error: { code: 'supplier_in_use', message } },
        },
      }),
      'manager',
    );
    await user.click(await screen.findByTestId('supplier-delete'));
    await user.click(await screen.findByTestId('confirm-delete'));
    expect(await screen.findByText(message)).toBeTruthy();
  });
});
