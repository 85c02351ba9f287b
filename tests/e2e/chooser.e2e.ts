// The home chooser with many businesses: 200 businesses stay searchable, and
// neither a wide screen nor a phone gets a horizontal scroll.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, screenshot, signIn, startE2E, type E2E } from './harness';

let e: E2E;
const COUNT = 200;
const CITIES = ['جدة', 'الرياض', 'الدمام', 'مكة', 'المدينة'];

beforeAll(async () => {
  e = await startE2E();
  for (let i = 1; i <= COUNT; i++) {
    await e.api('POST', '/businesses', {
      key: `branch-${i}`,
      kind: i % 3 === 0 ? 'trading' : 'restaurant',
      nameAr: `${i % 3 === 0 ? 'متجر' : 'مطعم'} الفرع رقم ${i} في ${CITIES[i % CITIES.length]}`,
      nameEn: `Branch ${i}`,
      vatNumber: '399999999900003',
      crNumber: '1010123456',
      address: {
        street: 'طريق الملك فهد',
        buildingNumber: '8123',
        district: 'حي العليا',
        city: CITIES[i % CITIES.length],
        postalCode: '12211',
      },
    });
  }
});
afterAll(async () => e?.close());

async function hasHorizontalScroll(page: import('playwright-core').Page) {
  return page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth + 1);
}

describe('the home chooser with 200 businesses, in Chromium', () => {
  it('lists them all, searches by Arabic name, English name or key, without breaking the layout', async () => {
    const page = await e.browser.newPage({ viewport: { width: 1280, height: 900 } });
    await signIn(page, e.baseUrl, ADMIN.username, ADMIN.password);
    const cards = page.locator('[data-testid^="business-card-"]');
    await expect.poll(() => cards.count()).toBe(COUNT + 2);
    expect(await page.getByTestId('business-count').innerText()).toBe('202 من 202');
    expect(await hasHorizontalScroll(page)).toBe(false);
    await screenshot(page, 'home-200-businesses');

    const search = page.getByTestId('business-search');
    await search.fill('الفرع رقم 137 ');
    await expect.poll(() => cards.count()).toBe(1);
    expect(await page.getByTestId('business-card-branch-137').count()).toBe(1);
    await search.fill('منقوشه'); // taa marbuta typed as haa still finds منقوشة
    // Wait for mengusha's card itself: the one card of the search before is also "1 card".
    await expect.poll(() => page.getByTestId('business-card-mengusha').count()).toBe(1);
    expect(await cards.count()).toBe(1);
    await search.fill('Branch 19');
    await expect.poll(() => cards.count()).toBe(11); // 19, 190–199
    await search.fill('لا يوجد شيء كهذا');
    await expect.poll(() => cards.count()).toBe(0);
    expect(await page.getByText('لا توجد منشأة تطابق البحث').count()).toBe(1);
    await search.fill('الدمام');
    await expect.poll(() => cards.count()).toBe(COUNT / CITIES.length);
    await screenshot(page, 'home-200-search');

    await search.fill('');
    await page.getByTestId('business-card-branch-137').click();
    await page.waitForURL(`${e.baseUrl}/branch-137`);
    await expect.poll(() => page.getByTestId('tile-pos').count()).toBe(1);
    await page.close();
  });

  it('the admin businesses screen lists and searches them too, at 1366×768 and 800×1280', async () => {
    for (const viewport of [
      { width: 1366, height: 768 },
      { width: 800, height: 1280 },
    ]) {
      const page = await e.browser.newPage({ viewport });
      await signIn(page, e.baseUrl, ADMIN.username, ADMIN.password);
      await page.goto(`${e.baseUrl}/admin/businesses`);
      const rows = page.locator('[data-testid^="business-row-"]');
      await expect.poll(() => rows.count()).toBe(COUNT + 2);
      expect(await hasHorizontalScroll(page)).toBe(false);
      await page.getByTestId('businesses-search').fill('399999999900003'); // by VAT number
      await expect.poll(() => rows.count()).toBe(COUNT);
      await page.getByTestId('businesses-search').fill('branch-137');
      await expect.poll(() => rows.count()).toBe(1);
      await page.screenshot({
        path: `tests/e2e/artifacts/businesses-200-${viewport.width}.png`,
      });
      await page.close();
    }
  });

  it('on a phone-sized screen: one column, no horizontal scroll', async () => {
    const page = await e.browser.newPage({ viewport: { width: 390, height: 844 } });
    await signIn(page, e.baseUrl, ADMIN.username, ADMIN.password);
    await expect
      .poll(() => page.locator('[data-testid^="business-card-"]').count())
      .toBe(COUNT + 2);
    expect(await hasHorizontalScroll(page)).toBe(false);
    await page.screenshot({ path: 'tests/e2e/artifacts/home-200-phone.png' });
    await page.close();
  });
});
