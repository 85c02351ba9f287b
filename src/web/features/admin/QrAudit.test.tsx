import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { AuditPage } from '../../../domain/schemas/audit';
import { renderApp } from '../../testing/render-app';

const PNG = 'iVBORw0KGgo=';

describe('/admin/qr (Testing Library, jsdom)', () => {
  it('sends the text and shows the image with download and print', async () => {
    const user = userEvent.setup({ delay: null });
    const { sent } = renderApp('/admin/qr', { 'POST /qr': { body: { img: PNG } } });
    await user.type(await screen.findByTestId('qr-text'), 'مرحبا');
    await user.click(screen.getByTestId('qr-generate'));
    const result = await screen.findByTestId('qr-result');
    expect(result.querySelector('img')?.getAttribute('src')).toBe(`data:image/png;base64,${PNG}`);
    expect(screen.getByTestId('qr-download').getAttribute('download')).toBe('qr.png');
    expect(screen.getByTestId('qr-print')).toBeTruthy();
    expect(sent.find((r) => r.path === '/qr')?.body).toEqual({ text: 'مرحبا' });
  });

  it('shows the server’s Arabic refusal', async () => {
    const user = userEvent.setup({ delay: null });
    renderApp('/admin/qr', {
      'POST /qr': {
        status: 400,
        body: { error: { code: 'validation', message: 'اكتب النص المراد تحويله إلى رمز QR' } },
      },
    });
    await user.click(await screen.findByTestId('qr-generate'));
    expect((await screen.findAllByText(/اكتب النص المراد تحويله/)).length).toBeGreaterThan(0);
  });
});

const page: AuditPage = {
  total: 2,
  items: [
    {
      id: 9,
      at: '2026-11-25T00:00:12.000Z',
      user: 'admin',
      business: 'kebrit',
      action: 'product.update',
      entity: 'product',
      entityId: '0b6a7c52-53c1-4e7e-9d0e-6f0c1d2e3f40',
      details: { price: 1500, name: 'أرز بسمتي' },
      names: { '0b6a7c52-53c1-4e7e-9d0e-6f0c1d2e3f40': 'أرز بسمتي' },
    },
    {
      id: 8,
      at: '2026-11-24T00:00:00.000Z',
      user: 'admin',
      business: 'kebrit',
      action: 'purchase.create',
      entity: 'purchase',
      entityId: '1b6a7c52-53c1-4e7e-9d0e-6f0c1d2e3f41',
      details: { supplier: '2b6a7c52-53c1-4e7e-9d0e-6f0c1d2e3f42', total: 11500 },
      names: { '2b6a7c52-53c1-4e7e-9d0e-6f0c1d2e3f42': 'مؤسسة التوريد' },
    },
  ],
};

describe('/admin/audit (Testing Library, jsdom)', () => {
  it('shows time in Riyadh, user, action, business and details', async () => {
    renderApp('/admin/audit', { 'GET /admin/audit?limit=50&offset=0': { body: page } });
    const table = await screen.findByTestId('audit-table');
    expect(table.textContent).toContain('2026-11-25 03:00:12');
    expect(table.textContent).toContain('admin');
    expect(table.textContent).toContain('تعديل صنف');
    expect(table.textContent).toContain('kebrit');
    // Details as labelled fields: SAR amounts (a purchase total recorded in halalas), names
    // linked to their pages instead of UUIDs (decision 0050).
    expect(table.textContent).toContain('السعر:1,500.00 ر.س');
    expect(table.textContent).toContain('الإجمالي:115.00 ر.س');
    expect(table.textContent).toContain('تسجيل فاتورة شراء');
    const product = screen.getAllByRole('link', { name: 'أرز بسمتي' })[0]!;
    expect(product.getAttribute('href')).toBe(
      '/kebrit/editproduct/0b6a7c52-53c1-4e7e-9d0e-6f0c1d2e3f40',
    );
    expect(screen.getByRole('link', { name: 'مؤسسة التوريد' })).toBeTruthy();
    expect(table.textContent).not.toContain('2b6a7c52');
  });

  it('says so when nothing matches', async () => {
    renderApp('/admin/audit', {
      'GET /admin/audit?limit=50&offset=0': { body: { items: [], total: 0 } },
    });
    expect(await screen.findByText('لا توجد عمليات مطابقة')).toBeTruthy();
  });
});
