// The first start (SEED_BUSINESSES unset, decision 0049): the first administrator signs in to a
// Sanad with no business and is taken to the setup screen, which offers two paths: their own
// business (entered, then its home) or the two sample businesses. Both ways, each on an empty
// Sanad of its own. Photographed at 1366×768 and 800×1280.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, screenshot, signIn, startE2E, type E2E } from './harness';

let e: E2E;
beforeAll(async () => {
  e = await startE2E({ SEED_BUSINESSES: 'ask' });
});
afterAll(async () => e?.close());

describe('first sign-in business setup, in Chromium', () => {
  it('the first administrator chooses their own business, enters it and lands on its home', async () => {
    expect(await e.api<unknown[]>('GET', '/businesses')).toEqual([]);
    const tablet = await e.browser.newPage({ viewport: { width: 800, height: 1280 } });
    await signIn(tablet, e.baseUrl, ADMIN.username, ADMIN.password);
    await tablet.waitForURL(`${e.baseUrl}/admin/setup`);
    await tablet.getByTestId('setup-intro').waitFor();
    await tablet.getByTestId('setup-choose-samples').waitFor();
    expect(await tablet.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      800,
    );
    await screenshot(tablet, 'setup-800x1280');
    await tablet.close();

    const page = await e.browser.newPage({ viewport: { width: 1366, height: 768 } });
    await signIn(page, e.baseUrl, ADMIN.username, ADMIN.password);
    await page.waitForURL(`${e.baseUrl}/admin/setup`);
    await screenshot(page, 'setup-choice-1366x768');
    await page.getByTestId('setup-choose-own').click();
    await page.getByTestId('business-kind-trading').click();
    await page.getByTestId('business-key').fill('Al-Noor'); // typed as a name; kept lowercase
    await page.getByLabel('الاسم بالعربية').fill('مؤسسة النور للتجارة');
    await page.getByLabel('الاسم بالإنجليزية').fill('Al Noor Trading Est.');
    await page.getByLabel('الرقم الضريبي').fill('300000000000000');
    await page.getByLabel('رقم السجل التجاري').fill('1010987654');
    await page.getByLabel('الشارع').fill('طريق الملك عبدالعزيز');
    await page.getByLabel('رقم المبنى').fill('3344');
    await page.getByLabel('الحي').fill('حي الملز');
    await page.getByLabel('المدينة').fill('الرياض');
    await page.getByLabel('الرمز البريدي').fill('12629');
    await page.getByTestId('create-business').click();
    // The VAT number rule (15 digits, 3 first and last) is the server's, checked in the browser.
    await page.getByText('الرقم الضريبي 15 رقماً يبدأ بـ 3 وينتهي بـ 3').waitFor();
    await screenshot(page, 'setup-1366x768-errors');
    await page.getByLabel('الرقم الضريبي').fill('300000000000003');
    await page.getByTestId('create-business').click();

    await page.waitForURL(`${e.baseUrl}/al-noor`);
    await page.getByTestId('tile-pos').waitFor();
    expect(await page.getByRole('heading', { name: 'مؤسسة النور للتجارة' }).count()).toBe(1);
    await screenshot(page, 'setup-landed-home');
    // Set up once: the home page now lists it, and /admin/setup sends back home.
    await page.goto(`${e.baseUrl}/admin/setup`);
    await page.getByTestId('business-card-al-noor').waitFor();
    expect(page.url()).toBe(`${e.baseUrl}/`);
    await page.close();
    // Chosen once: the sample businesses are no longer on offer.
    const late = await fetch(`${e.baseUrl}/api/v1/setup/sample-businesses`, {
      method: 'POST',
      headers: { authorization: `Bearer ${e.adminToken}` },
    });
    expect(late.status).toBe(409);
  });

  it('on another empty Sanad, the first administrator explores with the two sample businesses', async () => {
    const other = await startE2E({ SEED_BUSINESSES: 'ask' });
    try {
      const page = await other.browser.newPage({ viewport: { width: 1280, height: 800 } });
      await signIn(page, other.baseUrl, ADMIN.username, ADMIN.password);
      await page.waitForURL(`${other.baseUrl}/admin/setup`);
      await page.getByTestId('setup-choose-samples').click();
      await page.getByTestId('business-card-kebrit').waitFor();
      await page.getByTestId('business-card-mengusha').waitFor();
      expect(page.url()).toBe(`${other.baseUrl}/`);
      await screenshot(page, 'setup-samples-home');
      await page.goto(`${other.baseUrl}/admin/setup`);
      await page.getByTestId('business-card-kebrit').waitFor();
      expect(page.url()).toBe(`${other.baseUrl}/`);
    } finally {
      await other.close();
    }
  });
});
