// A cashier's shift in Chromium (decision 0055), at 1280×800 and 800×1280: mengusha requires a
// shift and a manager for any difference over SAR 0.50. The cashier picks the till, opens a shift
// with a counted float of 250.00, sells three times (cash, mada, cash), pays out 20.00 for ice,
// counts the drawer blind 1.00 short, a manager approves on the same screen, and the Z report shows
// −1.00 and prints on the till's printer (a fake ESC/POS printer on 127.0.0.1, decoded here).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  readEscPos,
  startFakePrinter,
  type FakePrinter,
} from '../../src/server/testing/fake-printer';
import { screenshot, signIn, startE2E, type E2E } from './harness';

let e: E2E;
let printer: FakePrinter;
let teaId = 0;
let tillId = 0;

beforeAll(async () => {
  e = await startE2E();
  printer = await startFakePrinter();
  const cat = await e.api<{ UUID: string }>('POST', '/mengusha/categories', {
    name: 'المشروبات',
    description: 'مشروبات',
    categoryEn: 'Drinks',
  });
  const p = await e.api<{ newid: number }>('POST', '/mengusha/products', {
    categoryid: cat.UUID,
    name: 'شاي مغربي',
    productName: 'Moroccan tea',
    descriptionEn: 'Tea',
    image: '',
    price: 7,
    pricedv: 8,
    calories: 10,
    quantity: 50,
  });
  teaId = p.newid;
  for (const [username, role] of [
    ['cashier1', 'casher'],
    ['manager1', 'manager'],
  ] as const)
    await e.api('POST', '/users', { username, email: '', password: `${username}-pass`, role });
  const till = await e.api<{ till: { id: number } }>('POST', '/mengusha/tills', {
    name: 'الكاونتر',
    printerAddress: printer.address,
  });
  tillId = till.till.id;
  const b = await e.api<Record<string, unknown>>('GET', '/businesses/mengusha');
  const { nameAr, nameEn, vatNumber, crNumber, address } = b;
  await e.api('PUT', '/businesses/mengusha', {
    ...{ nameAr, nameEn, vatNumber, crNumber, address },
    requireShift: true,
    shiftDifferenceLimit: 0.5,
  });
});
afterAll(async () => {
  await printer?.close();
  await e?.close();
});

describe('a shift at the till, in Chromium', () => {
  it.each([
    { width: 1280, height: 800, z: 1 },
    { width: 800, height: 1280, z: 2 },
  ])(
    'at $width×$height: a counted float, three sales, a paid-out, a blind close 1.00 short, approval, Z $z printed',
    async ({ width, height, z }) => {
      const size = `${width}`;
      const context = await e.browser.newContext({ viewport: { width, height } });
      const page = await context.newPage();
      await signIn(page, e.baseUrl, 'cashier1', 'cashier1-pass');
      await page.goto(`${e.baseUrl}/mengusha/pos`);
      await page.getByTestId(`till-${tillId}`).click();
      await page.getByTestId('shift-required').waitFor();
      await screenshot(page, `shift-required-${size}`);
      await page.getByTestId('shift-required-open').click();
      await page.getByTestId('count-n100').fill('2');
      await page.getByTestId('count-n50').fill('1');
      expect(await page.getByTestId('count-total').innerText()).toContain('250.00');
      await screenshot(page, `shift-open-count-${size}`);
      await page.getByTestId('shift-open-submit').click();
      await page.getByTestId('shift-open-since').waitFor();

      for (const means of ['10', '48', '10']) {
        await page.getByTestId(`pos-product-${teaId}`).click();
        await page.getByTestId(`pos-pay-${means}`).click();
        await page.getByTestId('pos-save').click();
        await page.getByTestId('pos-receipt').waitFor();
        await page.getByTestId('pos-new-sale').click();
      }

      await page.getByTestId('shift-menu').click();
      await page.getByTestId('shift-cash-out').click();
      await page.getByTestId('movement-amount').fill('20');
      await page.getByTestId('movement-reason').fill('ثلج');
      await page.getByTestId('movement-submit').click();
      await page.getByTestId('movement-submit').waitFor({ state: 'detached' });

      // Expected: 250 + 2 × 7 cash − 20 = 244.00; counted blind 243.00.
      await page.getByTestId('shift-menu').click();
      await page.getByTestId('shift-close').click();
      await page.getByTestId('count-n100').fill('2');
      await page.getByTestId('count-n20').fill('2');
      await page.getByTestId('count-c1').fill('3');
      await page.getByTestId('close-card-batch-input').fill('7');
      expect(await page.locator('body').innerText()).not.toContain('244.00');
      await screenshot(page, `shift-close-blind-${size}`);
      await page.getByTestId('close-send').click();

      await page.getByTestId('close-approval').waitFor();
      expect(await page.getByTestId('close-over-short').innerText()).toMatch(/-1\.00/);
      await page.getByTestId('approval-username').fill('manager1');
      await page.getByTestId('approval-password').fill('manager1-pass');
      await screenshot(page, `shift-approval-${size}`);
      await page.getByTestId('approval-submit').click();
      await page.getByTestId('close-to-z').click();
      expect(await page.getByTestId('zreport-over-short').innerText()).toMatch(/-1\.00/);
      expect(await page.getByTestId('zreport-title').innerText()).toContain(String(z));
      await screenshot(page, `shift-z-report-${size}`);
      await page.getByTestId('z-print').click();
      const job = readEscPos(await printer.nextJob());
      expect(job.width).toBe(576);
      expect(job.height).toBeGreaterThan(800);
      expect(job.commands).toContain('cut-full');
      await page.getByTestId('z-done').click();
      await page.getByText('لا توجد وردية مفتوحة').waitFor();

      const [shift] = (
        await e.api<{ shifts: Array<Record<string, unknown>> }>('GET', '/mengusha/shifts')
      ).shifts;
      expect(shift).toMatchObject({
        state: 'closed',
        zNumber: z,
        expectedCash: 244,
        countedCash: 243,
        overShort: -1,
        salesCount: 3,
      });
      await context.close();
    },
  );
});
