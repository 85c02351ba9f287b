import type { Page } from 'playwright-core';
import type { A11yWorld } from './a11y-world';

/**
 * One screen of the accessibility walk (a11y.e2e.ts). To cover a new screen, add a line to the
 * list of the role that sees it; `ready` waits for its content when the generic wait (no spinner
 * left) is not enough, and `open` scans a dialog or notice of the screen too.
 */
export interface Screen {
  path: (w: A11yWorld) => string;
  /** A CSS selector that is on the screen once its data has loaded. */
  ready?: string;
  /** Opens a dialog (or raises a notice) on the screen; it is scanned as `<path> + <name>`. */
  open?: { name: string; run: (page: Page) => Promise<void> };
  /** Loaded with a page load instead of the router (the 404 page, which the walk passes through). */
  reload?: boolean;
}

const at = (path: string, extra: Omit<Screen, 'path'> = {}): Screen => ({
  path: () => path,
  ...extra,
});
const testId = (id: string) => `[data-testid="${id}"]`;

/** A trading business's screens (kebrit), with the records of the world. */
const KEBRIT: Screen[] = [
  at('/kebrit', { ready: testId('tile-products') }),
  at('/kebrit/products', { ready: testId('category-tile') }),
  { path: (w) => `/kebrit/products/category/${w.kebrit.category}`, ready: testId('product-tile') },
  at('/kebrit/newcategory'),
  { path: (w) => `/kebrit/editcategory/${w.kebrit.category}`, ready: testId('category-name') },
  { path: (w) => `/kebrit/newproduct/${w.kebrit.category}` },
  { path: (w) => `/kebrit/editproduct/${w.kebrit.product}`, ready: testId('product-name') },
  at('/kebrit/pos', { ready: '.pos-tile' }),
  at('/kebrit/invoices', { ready: 'table tbody tr' }),
  at('/kebrit/invoicex', { ready: 'table tbody tr' }),
  {
    path: (w) => `/kebrit/invoices/view/${w.kebrit.sale}`,
    ready: testId('invoice-title'),
    open: {
      name: 'credit note dialog',
      run: async (page) => {
        await page.getByTestId('invoice-credit-note').click();
        await page.getByTestId('note-submit').waitFor();
      },
    },
  },
  { path: (w) => `/kebrit/invoice/${w.kebritInvoice}`, ready: testId('invoice-title') },
  at('/kebrit/files'),
  at('/kebrit/clients', { ready: 'table tbody tr' }),
  at('/kebrit/clientx'),
  at('/kebrit/clients/new'),
  { path: (w) => `/kebrit/clients/edit/${w.kebrit.client}` },
  { path: (w) => `/kebrit/clientx/view/${w.kebrit.client}` },
  at('/kebrit/orders', {
    ready: 'table tbody tr',
    open: {
      name: 'payment change dialog',
      run: async (page) => {
        await page.getByTestId('order-change-payment').first().click();
        await page.getByTestId('payment-prompt-save').waitFor();
      },
    },
  }),
  at('/kebrit/orderx', {
    open: {
      name: 'delete confirmation',
      run: async (page) => {
        await page.getByTestId('order-delete').first().click();
        await page.locator('[role="dialog"]').waitFor();
      },
    },
  }),
  { path: (w) => `/kebrit/orders/new/${w.kebrit.client}`, ready: testId('order-product') },
  { path: (w) => `/kebrit/orders/view/${w.kebrit.order}` },
  { path: (w) => `/kebrit/orders/edit/${w.kebrit.order}`, ready: testId('order-product') },
  at('/kebrit/admin'),
  at('/kebrit/adminx'),
  at('/kebrit/approve'),
  at('/kebrit/reports', { ready: testId('sales-by-day') }),
  at('/kebrit/insights'),
  at('/kebrit/invoicesline', { ready: testId('items-table') }),
  at('/kebrit/invoicesvat', { ready: testId('vat-total') }),
  at('/kebrit/till', { ready: testId('till-invoices') }),
  at('/kebrit/vatreturn'),
  at('/kebrit/stock'),
];

/** The restaurant's screens that differ from a trading business's (mengusha), and purchases. */
const MENGUSHA: Screen[] = [
  at('/mengusha', { ready: testId('tile-products') }),
  at('/mengusha/pos', { ready: '.pos-tile' }),
  at('/mengusha/products', { ready: testId('category-tile') }),
  at('/mengusha/modifiers', { ready: testId('modifiers-empty') }),
  at('/mengusha/kitchen', { ready: testId('kitchen-empty') }),
  at('/mengusha/kitchen/stations', {
    ready: testId('stations-empty'),
    open: {
      name: 'new station form',
      run: async (page) => {
        await page.getByTestId('new-station').click();
        await page.getByTestId('station-submit').waitFor();
      },
    },
  }),
  at('/mengusha/purchases', { ready: 'table tbody tr' }),
  at('/mengusha/purchases/suppliers'),
  at('/mengusha/purchases/items'),
  at('/mengusha/purchases/products'),
  at('/mengusha/purchases/images'),
  at('/mengusha/purchases/vat'),
  at('/mengusha/purchases/new'),
  { path: (w) => `/mengusha/purchases/edit/${w.mengusha.purchase}` },
  { path: (w) => `/mengusha/invoicesline/${w.mengusha.category}` },
];

/** Every screen the administrator sees: the top-level ones, then both businesses. */
export const ADMIN_SCREENS: Screen[] = [
  at('/', { ready: testId('business-card-kebrit') }),
  at('/users', { ready: 'table tbody tr' }),
  at('/users/new'),
  { path: (w) => `/users/view/${w.cashier}` },
  at('/users/me'),
  at('/users/me/password'),
  at('/admin'),
  at('/admin/backupdp', {
    open: {
      name: 'notice after a backup',
      run: async (page) => {
        await page.getByTestId('create-backup').click();
        await page.locator('.mantine-Notification-root').first().waitFor();
      },
    },
  }),
  at('/admin/backup'),
  at('/admin/qr'),
  at('/admin/zatca'),
  at('/admin/audit', { ready: 'table tbody tr' }),
  at('/admin/api-tokens', { ready: testId('new-api-token') }),
  at('/admin/api-tokens/new', { ready: testId('api-token-name') }),
  at('/kebrit/webhooks', {
    ready: testId('webhook-add'),
    open: {
      name: 'new endpoint',
      run: async (page) => {
        await page.getByTestId('webhook-add').click();
        await page.getByTestId('webhook-form').waitFor();
      },
    },
  }),
  at('/admin/businesses', { ready: 'table tbody tr' }),
  at('/admin/businesses/kebrit'),
  at('/admin/new-business'),
  at('/no/such/page', { reload: true }),
  ...KEBRIT,
  ...MENGUSHA,
];

/**
 * The cashier (restaurant only): home, the business's tiles, the POS with its clear dialog, and
 * the 403 page. (/admin/setup is left out: with a business it leads home; it shares its form with
 * /admin/new-business.)
 */
export const CASHIER_SCREENS: Screen[] = [
  at('/', { ready: testId('business-card-mengusha') }),
  at('/mengusha', { ready: testId('tile-pos') }),
  at('/mengusha/pos', {
    ready: '.pos-tile',
    open: {
      name: 'clear sale dialog',
      run: async (page) => {
        await page.locator('.pos-tile').first().click();
        await page.getByTestId('pos-clear').click();
        await page.getByTestId('pos-clear-confirm').waitFor();
      },
    },
  }),
  at('/mengusha/invoices'),
  at('/mengusha/reports'),
  at('/users/me'),
  // Not a member of the trading business: the 403 page.
  at('/kebrit', { ready: 'main h1:text-is("403")' }),
];
