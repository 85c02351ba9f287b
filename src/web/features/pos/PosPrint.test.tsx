// After a POS sale, the print button sends the receipt to the business's printer
// when its profile names one, and prints the shown receipt through the browser otherwise.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { CategoryView, PosProduct } from '../../../domain/schemas/catalogue';
import { printReceiptImage } from '../../lib/print-image';
import { fakeBusiness, renderApp, type FakeRoutes } from '../../testing/render-app';

vi.mock('../../lib/print-image', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../lib/print-image')>();
  return { ...actual, printReceiptImage: vi.fn() };
});

const PNG =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';
const drinks: CategoryView = {
  ID: 1,
  UUID: '00000000-0000-4000-8000-000000000001',
  name: 'مشروبات',
  description: 'مشروبات',
  categoryEn: 'Drinks',
  productCount: 1,
};
const tea: PosProduct = {
  ID: 12,
  name: 'شاي',
  productName: 'Tea',
  categoryID: 1,
  price: 500,
  image: '',
};

function api(printerAddress: string | null): FakeRoutes {
  return {
    'GET /businesses/mengusha': {
      body: fakeBusiness({ key: 'mengusha', kind: 'restaurant', id: 17, printerAddress }),
    },
    'GET /mengusha/pos/products': { body: { imageBase: '/i/', products: [tea] } },
    'GET /mengusha/categories': { body: [drinks] },
    'POST /mengusha/orderpos': {
      status: 201,
      body: { invoid: 1, ID: 31, UUID: '00000000-0000-4000-8000-000000000031', invoimage: PNG },
    },
    'GET /mengusha/printinvo/31.png': {
      body: { success: true, message: 'أُرسل', printer: '10.0.0.9:9100', width: 576, height: 800 },
    },
  };
}

async function sellTea() {
  const user = userEvent.setup({ delay: null });
  await user.click(await screen.findByTestId('pos-product-12'));
  await user.click(screen.getByTestId('pos-save'));
  await screen.findByTestId('pos-invoice-number');
  return user;
}

beforeEach(() => vi.mocked(printReceiptImage).mockClear());

describe('printing after a POS sale', () => {
  it('with a printer: printinvo for the new invoice and a green Arabic notice', async () => {
    const { sent } = renderApp('/mengusha/pos', api('10.0.0.9:9100'));
    const user = await sellTea();
    expect(screen.getByTestId('pos-print').dataset.printMethod).toBe('printer');
    await user.click(screen.getByTestId('pos-print'));
    expect(await screen.findByText('أُرسل إيصال الفاتورة رقم 31 إلى الطابعة')).toBeTruthy();
    expect(sent.filter((r) => r.path === '/mengusha/printinvo/31.png')).toHaveLength(1);
    expect(printReceiptImage).not.toHaveBeenCalled();
  });

  it('without a printer: the browser prints the receipt the sale returned', async () => {
    const { sent } = renderApp('/mengusha/pos', api(null));
    const user = await sellTea();
    expect(screen.getByTestId('pos-print').dataset.printMethod).toBe('browser');
    await user.click(screen.getByTestId('pos-print'));
    await waitFor(() =>
      expect(printReceiptImage).toHaveBeenCalledWith(
        `data:image/png;base64,${PNG}`,
        'صورة إيصال الفاتورة',
      ),
    );
    expect(sent.some((r) => r.path.includes('printinvo'))).toBe(false);
  });
});
