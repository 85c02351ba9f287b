// The shift list (decision 0055): the Riyadh date range, till and cashier go to GET shifts as the
// query; every column sorts; the totals row shows the server's totals; over/short is coloured
// (short red, over amber); an open shift past its day is flagged; the export asks
// GET shifts/export with the same filters; a row opens the shift page.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { riyadhDate } from '../../../domain/riyadh-time';
import type { ShiftListAnswer } from '../../../domain/schemas/shift-reports';
import { fakeShift, fakeTill } from '../../testing/fake-shifts';
import { fakeBusiness, renderApp } from '../../testing/render-app';

const kebrit = { body: fakeBusiness({ key: 'kebrit', kind: 'trading' }) };
const now = Date.now();
const from = riyadhDate(now - 6 * 86_400_000);
const to = riyadhDate(now);

const shifts = [
  fakeShift({
    id: 11,
    openedAt: '2026-11-25T05:00:00.000Z',
    overShort: -12.5,
    salesTotal: 90,
    zNumber: 4,
  }),
  fakeShift({
    id: 12,
    openedAt: '2026-11-26T05:00:00.000Z',
    cashier: { id: 8, name: 'أحمد' },
    tillId: 2,
    tillName: 'الصندوق 2',
    overShort: 3,
    salesTotal: 410.25,
    zNumber: 1,
  }),
  fakeShift({
    id: 13,
    openedAt: '2026-11-24T05:00:00.000Z',
    state: 'open',
    closedAt: null,
    pastBusinessDay: true,
    zNumber: null,
    expectedCash: null,
    countedCash: null,
    overShort: null,
    salesTotal: 20,
  }),
];
const answer = (list = shifts): ShiftListAnswer => ({
  from,
  to,
  shifts: list,
  totals: { count: list.length, salesTotal: 520.25, overShort: -9.5 },
});

const ids = () =>
  within(screen.getByTestId('shifts-table'))
    .getAllByRole('row')
    .map((r) => r.getAttribute('data-testid'))
    .filter((x) => x?.startsWith('shift-row-'));

describe('shift list', () => {
  it('filters go to the query, columns sort, totals and flags show, export and row links', async () => {
    const user = userEvent.setup({ delay: null });
    const saved: string[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation(() => 'blob:shifts');
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push(this.download);
    });
    const { sent, router } = renderApp('/kebrit/shifts', {
      'GET /businesses/kebrit': kebrit,
      'GET /kebrit/tills?archived=1': {
        body: {
          tills: [fakeTill({ id: 1, name: 'الصندوق 1' }), fakeTill({ id: 2, name: 'الصندوق 2' })],
        },
      },
      [`GET /kebrit/shifts?from=${from}&to=${to}`]: { body: answer() },
      [`GET /kebrit/shifts?from=2026-11-01&to=2026-11-30&till=2&cashier=8`]: {
        body: answer([shifts[1]!]),
      },
      [`GET /kebrit/shifts/export?from=2026-11-01&to=2026-11-30&till=2&cashier=8&format=csv`]: {
        body: 'csv',
      },
      'GET /kebrit/shifts/12': {
        status: 404,
        body: { error: { code: 'not_found', message: 'x' } },
      },
    });
    await screen.findByTestId('shifts-table', {}, { timeout: 5000 });
    // Newest first by default; the open one past its day is flagged; the totals row.
    expect(ids()).toEqual(['shift-row-12', 'shift-row-11', 'shift-row-13']);
    expect(screen.getByTestId('past-day-13')).toBeTruthy();
    const totals = screen.getByTestId('shifts-totals');
    expect(totals.textContent).toContain('520.25');
    expect(totals.textContent).toContain('-9.50');
    const row11 = screen.getByTestId('shift-row-11');
    expect(row11.querySelector('[data-tone="short"]')!.textContent).toContain('-12.50');
    expect(screen.getByTestId('shift-row-12').querySelector('[data-tone="over"]')).toBeTruthy();

    // Sorting: over/short descending puts the over first and the uncounted last; again ascends.
    await user.click(screen.getByTestId('sort-overShort'));
    expect(ids()).toEqual(['shift-row-12', 'shift-row-11', 'shift-row-13']);
    await user.click(screen.getByTestId('sort-overShort'));
    expect(ids()).toEqual(['shift-row-11', 'shift-row-12', 'shift-row-13']);
    await user.click(screen.getByTestId('sort-cashier'));
    expect(ids()[0]).toBe('shift-row-11'); // سالم after أحمد, descending first
    await user.click(screen.getByTestId('sort-salesTotal'));
    expect(ids()).toEqual(['shift-row-12', 'shift-row-11', 'shift-row-13']);

    // Filters: the range, the till and a cashier seen in the list go to the server.
    const fromField = screen.getByTestId('shifts-from');
    await user.clear(fromField);
    await user.type(fromField, '2026-11-01');
    const toField = screen.getByTestId('shifts-to');
    await user.clear(toField);
    await user.type(toField, '2026-11-30');
    await user.click(screen.getByTestId('shifts-till'));
    await user.click(await screen.findByRole('option', { name: 'الصندوق 2', hidden: true }));
    await user.click(screen.getByTestId('shifts-cashier'));
    await user.click(await screen.findByRole('option', { name: 'أحمد', hidden: true }));
    await user.click(screen.getByTestId('shifts-show'));
    await waitFor(() => expect(ids()).toEqual(['shift-row-12']));
    expect(sent.map((r) => r.path)).toContain(
      '/kebrit/shifts?from=2026-11-01&to=2026-11-30&till=2&cashier=8',
    );

    await user.click(screen.getByTestId('shifts-csv'));
    await waitFor(() => expect(saved).toEqual(['shifts-kebrit-2026-11-01-2026-11-30.csv']));

    await user.click(screen.getByTestId('shift-row-12'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/kebrit/shifts/12'));
  });
});
