// Receipt printing in Chromium (decision 0028): an administrator sets the restaurant's receipt
// printer on its profile
// (a fake network printer on 127.0.0.1), a cashier sells at the POS and prints: the receipt goes
// to the printer as ESC/POS raster, 576 dots wide; with the printer switched off the cashier is
// told so in Arabic and the invoice is in the list. Screens at 1366×768 and 800×1280.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoProductPng } from '../../src/server/demo/images';
import {
  closedPort,
  readEscPos,
  startFakePrinter,
  type FakePrinter,
} from '../../src/server/testing/fake-printer';
import { screenshot, signIn, startE2E, ADMIN, type E2E } from './harness';

let e: E2E;
let printer: FakePrinter;
let teaId = 0;

beforeAll(async () => {
  e = await startE2E();
  printer = await startFakePrinter();
  const cat = await e.api<{ UUID: string }>('POST', '/mengusha/categories', {
    name: 'المشروبات',
    description: 'مشروبات ساخنة',
    categoryEn: 'Drinks',
  });
  const form = new FormData();
  form.append(
    'image',
    new Blob([new Uint8Array(demoProductPng('شاي مغربي', 'Moroccan tea', '#2b8a3e'))], {
      type: 'image/png',
    }),
    'p.png',
  );
  const { image } = await e.api<{ image: string }>('POST', '/mengusha/images', form);
  const p = await e.api<{ newid: number }>('POST', '/mengusha/products', {
    categoryid: cat.UUID,
    name: 'شاي مغربي',
    productName: 'Moroccan tea',
    descriptionEn: 'Tea',
    image,
    price: 7,
    pricedv: 8,
    calories: 10,
    quantity: 50,
  });
  teaId = p.newid;
  await e.api('POST', '/users', {
    username: 'cashier1',
    email: '',
    password: 'cashier-pass-1',
    role: 'casher',
  });
});
afterAll(async () => {
  await printer?.close();
  await e?.close();
});

describe('receipt printing, in Chromium', () => {
  it('the administrator sets the printer on the profile; a bad address is refused in Arabic', async () => {
    const context = await e.browser.newContext({ viewport: { width: 1366, height: 768 } });
    const page = await context.newPage();
    await signIn(page, e.baseUrl, ADMIN.username, ADMIN.password);
    await page.goto(`${e.baseUrl}/admin/businesses/mengusha`);
    const address = page.getByTestId('printer-address');
    await address.fill('192.168.1.300');
    await page.getByTestId('save-business').click();
    await page.getByText('عنوان الطابعة غير صحيح').first().waitFor();
    await address.fill(printer.address);
    await page.getByText('58 ملم (384 نقطة)').click();
    await page.getByText('80 ملم (576 نقطة)').click();
    await page.getByTestId('save-business').click();
    await page.getByText('حُفظ ملف المنشأة').first().waitFor();
    await page.getByTestId('printer-fields').scrollIntoViewIfNeeded();
    await screenshot(page, 'printing-profile-1366');
    await page.setViewportSize({ width: 800, height: 1280 });
    await screenshot(page, 'printing-profile-800');
    const stored = await e.api<{ printerAddress: string; paperWidthMm: number }>(
      'GET',
      '/businesses/mengusha',
    );
    expect(stored).toMatchObject({ printerAddress: printer.address, paperWidthMm: 80 });
    await context.close();
  });

  it('a cashier sells and prints on the printer; with it switched off, an Arabic error and the invoice stays', async () => {
    const context = await e.browser.newContext({ viewport: { width: 1366, height: 768 } });
    const page = await context.newPage();
    await signIn(page, e.baseUrl, 'cashier1', 'cashier-pass-1');
    await page.goto(`${e.baseUrl}/mengusha/pos`);
    await page.getByTestId(`pos-product-${teaId}`).click();
    await page.getByTestId('pos-save').click();
    const number = Number(await page.getByTestId('pos-invoice-number').innerText());
    expect(await page.getByTestId('pos-print').getAttribute('data-print-method')).toBe('printer');
    await page.getByTestId('pos-print').click();
    await page.getByText(`أُرسل إيصال الفاتورة رقم ${number} إلى الطابعة`).waitFor();
    const job = readEscPos(await printer.nextJob());
    expect(job.width).toBe(576);
    expect(job.height).toBeGreaterThan(400);
    expect(job.commands).toContain('cut-full');
    await screenshot(page, 'printing-pos-sent-1366');

    // The printer is switched off: printing from the invoice list fails with the reason.
    await e.api('PUT', '/businesses/mengusha', {
      ...(await profileBody()),
      printerAddress: `127.0.0.1:${await closedPort()}`,
    });
    await page.goto(`${e.baseUrl}/mengusha/invoices`);
    await page.getByTestId(`invoice-print-${number}`).click();
    await page.getByText('تعذّر الوصول إلى طابعة الإيصالات', { exact: false }).first().waitFor();
    expect(await page.getByTestId(`invoice-row-${number}`).isVisible()).toBe(true);
    await screenshot(page, 'printing-offline-1366');
    await page.setViewportSize({ width: 800, height: 1280 });
    await screenshot(page, 'printing-offline-800');
    await context.close();
  });
});

/** The mengusha profile as a PUT body (what GET answers, without the read-only fields). */
async function profileBody() {
  const b = await e.api<Record<string, unknown>>('GET', '/businesses/mengusha');
  const { nameAr, nameEn, vatNumber, crNumber, address, printerAddress, paperWidthMm } = b;
  return { nameAr, nameEn, vatNumber, crNumber, address, printerAddress, paperWidthMm };
}
