// Accessibility in Chromium (decision 0053): axe-core's WCAG 2 A/AA rules over every screen of
// the app — the sign-in, every route the administrator sees in kebrit (trading) and mengusha
// (restaurant), what the cashier sees, and a few dialogs and a notice — at 1280×800 and 800×1280,
// with no serious or critical violation. One server, one browser context per role; each screen is
// loaded once and scanned at both sizes. The screens are listed in a11y-screens.ts.
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_SCREENS, CASHIER_SCREENS, type Screen } from './a11y-screens';
import { CASHIER, seedA11yWorld, type A11yWorld } from './a11y-world';
import { axeFindings, formatFindings, type AxeFinding } from './axe';
import { ADMIN, signIn, startE2E, type E2E } from './harness';

const SIZES = [
  { width: 1280, height: 800 },
  { width: 800, height: 1280 },
] as const;

let e: E2E;
let world: A11yWorld;
beforeAll(async () => {
  e = await startE2E({ BACKUP_SCHEDULE: 'off' });
  world = await seedA11yWorld(e);
});
afterAll(async () => e?.close());

/**
 * A context at the first size that asks for reduced motion, so dialogs open without a fade, and
 * lets axe's script tag past the Content Security Policy (csp.e2e.ts checks the policy itself).
 */
async function newContext(): Promise<BrowserContext> {
  const context = await e.browser.newContext({
    viewport: SIZES[0],
    reducedMotion: 'reduce',
    bypassCSP: true,
  });
  context.setDefaultTimeout(10_000);
  return context;
}

/** Waits until the screen has drawn: no spinner left, and `ready` there when given. */
async function settle(page: Page, ready?: string): Promise<void> {
  if (ready) await page.locator(ready).first().waitFor();
  await page.waitForFunction(
    () =>
      !document.querySelector('.mantine-Loader-root') &&
      (document.querySelector('main') ?? document.body).textContent!.trim().length > 0,
  );
  // Two frames: React has committed what the last answer or resize changed.
  await page.evaluate(
    () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
  );
}

/** Moves the app's router to `path` as the browser's Back does: pushState, then popstate. */
async function push(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    history.pushState(null, '', to);
    dispatchEvent(new PopStateEvent('popstate', { state: null }));
  }, path);
}

/** An unknown path: the app's 404 page, drawn at once (it is not loaded on demand). */
const BETWEEN = '/a11y-walk/between';
const NOT_FOUND = 'main h1:text-is("404")';

/**
 * Opens `path` in the app without reloading it, so the app and axe stay loaded: through the 404
 * page, so that the screen is drawn anew even when it is the same component as the one before
 * (orders/view → orders/edit); `reload` loads the page instead (for the 404 page itself).
 */
async function go(page: Page, path: string, reload?: boolean): Promise<void> {
  if (reload) {
    await page.goto(`${e.baseUrl}${path}`);
    return;
  }
  await push(page, BETWEEN);
  await page.locator(NOT_FOUND).waitFor();
  await push(page, path);
  await page.locator(NOT_FOUND).waitFor({ state: 'detached' });
}

/** Scans the page as it is at each size, in `order`, leaving it at the last one. */
async function scanSizes(page: Page, label: string, order: readonly number[]) {
  const found: AxeFinding[] = [];
  for (const i of order) {
    const size = SIZES[i]!;
    if (page.viewportSize()?.width !== size.width) {
      await page.setViewportSize(size);
      await settle(page);
    }
    found.push(...(await axeFindings(page, `${label} @${size.width}×${size.height}`)));
  }
  return found;
}

/** Walks the screens: each loaded once, scanned at both sizes, then its dialog at both sizes. */
async function walk(page: Page, screens: Screen[], role: string): Promise<AxeFinding[]> {
  const found: AxeFinding[] = [];
  for (const screen of screens) {
    const path = screen.path(world);
    await go(page, path, screen.reload);
    await settle(page, screen.ready).catch((err: Error) => {
      throw new Error(`${role} ${path} did not settle: ${err.message}`);
    });
    found.push(...(await scanSizes(page, `${role} ${path}`, [0, 1])));
    if (screen.open) {
      await screen.open.run(page);
      await settle(page);
      found.push(...(await scanSizes(page, `${role} ${path} + ${screen.open.name}`, [1, 0])));
    }
  }
  return found;
}

describe('accessibility (axe-core, WCAG 2 AA) in Chromium', () => {
  it('every screen, for the administrator and the cashier, at 1280×800 and 800×1280', async () => {
    const found: AxeFinding[] = [];

    const anonymous = await newContext();
    const login = await anonymous.newPage();
    await login.goto(`${e.baseUrl}/login`);
    await settle(login, 'form');
    found.push(...(await scanSizes(login, 'anonymous /login', [0, 1])));
    await anonymous.close();

    const admin = await newContext();
    const adminPage = await admin.newPage();
    await signIn(adminPage, e.baseUrl, ADMIN.username, ADMIN.password);
    found.push(...(await walk(adminPage, ADMIN_SCREENS, 'admin')));
    await admin.close();

    const cashier = await newContext();
    const cashierPage = await cashier.newPage();
    await signIn(cashierPage, e.baseUrl, CASHIER.username, CASHIER.password);
    found.push(...(await walk(cashierPage, CASHIER_SCREENS, 'cashier')));
    await cashier.close();

    expect(found, `serious or critical axe violations:\n${formatFindings(found)}`).toEqual([]);
    // About a minute on a quiet 2-core machine; the bound leaves room for a busy one.
  }, 300_000);
});
