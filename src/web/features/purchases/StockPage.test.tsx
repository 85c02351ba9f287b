import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { StockCategoryView, StockRowView } from '../../../domain/schemas/purchases';
import { fakeBusiness, renderApp, type FakeRoutes } from '../../testing/render-app';

const DRINKS = '00000000-0000-4000-8000-0000000000d1';
const SNACKS = '00000000-0000-4000-8000-0000000000d2';

const row = (
  ID: number,
  name: string,
  q: [number, number, number],
  threshold = 0,
): StockRowView => {
  const [opening, received, sold] = q;
  const remaining = opening + received - sold;
  return {
    ID,
    UUID: `00000000-0000-4000-8000-0000000000c${ID}`,
    name,
    productName: name,
    image: '',
    url: `/static/images/products/p${ID}.webp`,
    categoryid: DRINKS,
    category: 'مشروبات',
    opening,
    received,
    sold,
    remaining,
    lowStockThreshold: threshold,
    low: remaining <= threshold,
    unit_cost: null,
    value: 0,
  };
};

// ماء: 10 + 20 − 5 = 25; عصير: 4 + 0 − 3 = 1 ≤ 2 (low); قهوة: 2 + 0 − 5 = −3 (negative).
const DRINK_ROWS = [
  row(1, 'ماء', [10, 20, 5]),
  row(2, 'عصير', [4, 0, 3], 2),
  row(3, 'قهوة', [2, 0, 5]),
];
const SNACK_ROWS = [{ ...row(4, 'بسكويت', [6, 0, 0]), categoryid: SNACKS, category: 'وجبات' }];
const CATEGORIES: StockCategoryView[] = [
  {
    UUID: DRINKS,
    name: 'مشروبات',
    products: 3,
    opening: 16,
    received: 20,
    sold: 13,
    remaining: 23,
    lowCount: 2,
  },
  {
    UUID: SNACKS,
    name: 'وجبات',
    products: 1,
    opening: 6,
    received: 0,
    sold: 0,
    remaining: 6,
    lowCount: 0,
  },
];

function api(
  role: 'manager' | 'casher' | 'sales',
  kind: 'restaurant' | 'trading' = 'restaurant',
): FakeRoutes {
  return {
    'GET /businesses/mengusha': { body: fakeBusiness({ key: 'mengusha', kind, role }) },
    'GET /mengusha/stock': { body: [...DRINK_ROWS, ...SNACK_ROWS] },
    [`GET /mengusha/stock?category=${DRINKS}`]: { body: DRINK_ROWS },
    [`GET /mengusha/stock?category=${SNACKS}`]: { body: SNACK_ROWS },
    'GET /mengusha/stock/categories': { body: CATEGORIES },
  };
}

describe('the stock screen (Testing Library, jsdom)', () => {
  it('shows a card per product, low in orange and negative in red, and filters by category', async () => {
    const user = userEvent.setup({ delay: null });
    const { sent } = renderApp('/mengusha/stock', api('manager'), 'manager');
    const cards = await screen.findAllByTestId('stock-card');
    expect(cards).toHaveLength(4);
    expect(cards.map((c) => c.getAttribute('data-state'))).toEqual(['ok', 'low', 'negative', 'ok']);
    const water = within(cards[0]!);
    for (const n of ['10', '20', '5', '25']) expect(water.getByText(n)).toBeTruthy();
    expect(within(cards[1]!).getByText('مخزون منخفض')).toBeTruthy();
    expect(within(cards[2]!).getByText('بالسالب')).toBeTruthy();
    expect(within(cards[2]!).getByText('-3')).toBeTruthy();

    await user.click(screen.getByTestId('stock-category'));
    await user.click(await screen.findByRole('option', { name: 'وجبات', hidden: true }));
    await waitFor(() => expect(screen.getAllByTestId('stock-card')).toHaveLength(1));
    expect(sent.some((r) => r.path === `/mengusha/stock?category=${SNACKS}`)).toBe(true);
    expect(screen.getByTestId('stock-category-report').getAttribute('href')).toBe(
      `/mengusha/invoicesline/${SNACKS}`,
    );
  });

  it("invoicesline/{UUID}: a category's stock with a bar of sold and a totals row", async () => {
    renderApp(`/mengusha/invoicesline/${DRINKS}`, api('manager'), 'manager');
    expect(await screen.findByText('مخزون مشروبات')).toBeTruthy();
    const rows = screen.getAllByTestId('category-stock-row');
    expect(rows).toHaveLength(3);
    // ماء: stock 10 + 20 = 30, sold 5 → a sixth of its bar (16.67 %).
    expect(within(rows[0]!).getByText('30')).toBeTruthy();
    const bars = screen.getAllByRole('progressbar');
    expect(Number(bars[0]!.getAttribute('aria-valuenow'))).toBeCloseTo(100 / 6, 1);
    // قهوة sold more than it had: a full bar.
    expect(bars[2]!.getAttribute('aria-valuenow')).toBe('100');
    const totals = within(screen.getByTestId('category-stock-totals'));
    // stock 30 + 4 + 2 = 36, sold 5 + 3 + 5 = 13, remaining 25 + 1 − 3 = 23
    expect(totals.getByText('36')).toBeTruthy();
    expect(totals.getByText('13')).toBeTruthy();
    expect(totals.getByText('23')).toBeTruthy();
  });

  it('the stock tile leads to the screen for a role with stock.read', async () => {
    renderApp('/mengusha', api('manager'), 'manager');
    expect((await screen.findByTestId('tile-stock')).getAttribute('href')).toBe('/mengusha/stock');
  });

  it('403 for a restaurant cashier (no stock.read there)', async () => {
    const { sent } = renderApp('/mengusha/stock', api('casher'), 'casher');
    expect(await screen.findByText('403')).toBeTruthy();
    expect(sent.some((r) => r.path.startsWith('/mengusha/stock'))).toBe(false);
  });
});
