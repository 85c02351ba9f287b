// The ageing screens (decision 0068) in jsdom: today's Riyadh date is asked by default, the rows
// and totals are shown as the server sums them, another date asks again, Excel downloads through
// the export route with the same date, and an empty report says so.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { riyadhDate } from '../../../domain/riyadh-time';
import { fakeBusiness, renderApp } from '../../testing/render-app';

const kebrit = { body: fakeBusiness({ key: 'kebrit', kind: 'trading' }) };
const zero = { current: 0, d1_30: 0, d31_60: 0, d61_90: 0, over90: 0, total: 0 };

describe('ageing screens', () => {
  it('receivables: rows and totals for today in Riyadh, another date, Excel of that date', async () => {
    const user = userEvent.setup();
    vi.spyOn(URL, 'createObjectURL').mockImplementation(() => 'blob:x');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    const today = riyadhDate(Date.now());
    const { sent } = renderApp('/kebrit/ageing/receivables', {
      'GET /businesses/kebrit': kebrit,
      [`GET /kebrit/reports/receivables_ageing?as_of=${today}`]: {
        body: {
          asOf: today,
          rows: [
            { key: 'c1', name: 'مؤسسة الساحل', ...zero, current: 100, d31_60: 50.5, total: 150.5 },
            { key: 'c2', name: 'شركة الأفق', ...zero, over90: 20, total: 20 },
          ],
          totals: { ...zero, current: 100, d31_60: 50.5, over90: 20, total: 170.5 },
        },
      },
      'GET /kebrit/reports/receivables_ageing?as_of=2026-01-31': {
        body: { asOf: '2026-01-31', rows: [], totals: zero },
      },
      'GET /kebrit/reports/receivables_ageing/export?as_of=2026-01-31&format=xlsx': { body: {} },
    });
    const table = await screen.findByTestId('ageing-table', {}, { timeout: 5000 });
    const rows = within(table).getAllByRole('row');
    expect(rows[0]!.textContent).toContain('أكثر من 90 يوماً');
    expect(rows[1]!.textContent).toContain('مؤسسة الساحل');
    expect(rows[1]!.textContent).toContain('150.50');
    expect(screen.getByTestId('ageing-totals').textContent).toContain('170.50');

    const field = screen.getByTestId('ageing-as-of');
    await user.clear(field);
    await user.type(field, '2026-01-31');
    expect(await screen.findByText('لا مبالغ مستحقة على العملاء في هذا التاريخ')).toBeTruthy();
    await user.click(screen.getByTestId('ageing-xlsx'));
    await waitFor(() =>
      expect(sent.map((r) => r.path)).toContain(
        '/kebrit/reports/receivables_ageing/export?as_of=2026-01-31&format=xlsx',
      ),
    );
  });
});
