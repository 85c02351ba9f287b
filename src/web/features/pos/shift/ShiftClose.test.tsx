import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ShiftSummary } from '../../../../domain/schemas/shifts';
import { fakeShift, fakeTill, fakeZReport, shortByOne } from '../../../testing/fake-shifts-pos';
import { fakeBusiness, renderApp, type FakeRoutes } from '../../../testing/render-app';

const refused = 'المستخدم ليس مديراً في هذه المنشأة';

/** kebrit's POS on till 1 with shift 9 open, and the close and report routes. */
function world() {
  const shift: { current: ShiftSummary | null } = { current: fakeShift() };
  const closes: unknown[] = [];
  const routes: FakeRoutes = {
    'GET /businesses/kebrit': { body: fakeBusiness({ key: 'kebrit', kind: 'trading' }) },
    'GET /kebrit/pos/products': { body: { imageBase: '/i/', products: [] } },
    'GET /kebrit/categories': { body: [] },
    'GET /kebrit/tills': () => ({ body: { tills: [fakeTill(1, 'الكاونتر', shift.current)] } }),
    'GET /kebrit/tills/1/shift': () => ({ body: { shift: shift.current } }),
    'GET /kebrit/shifts/9/report': {
      body: { report: fakeZReport({ kind: 'X', zNumber: null, closedAt: null }) },
    },
    'POST /kebrit/shifts/9/movements': (body) => ({
      status: 201,
      body: {
        success: true,
        movement: {
          id: 5,
          ...(body as object),
          at: '2026-11-27T09:00:00.000Z',
          by: { id: 3, name: 'سارة' },
        },
      },
    }),
    // 1st: the blind count, over the limit; 2nd: a refused approval; 3rd: approved, closed.
    'POST /kebrit/shifts/9/close': (body) => {
      closes.push(body);
      if (closes.length === 1) {
        return {
          status: 409,
          body: {
            error: {
              code: 'shift_approval_required',
              message: 'يلزم اعتماد مدير',
              details: shortByOne,
            },
          },
        };
      }
      if (closes.length === 2) {
        return {
          status: 403,
          body: { error: { code: 'shift_approval_refused', message: refused } },
        };
      }
      shift.current = null;
      const closed = fakeShift({ state: 'closed', zNumber: 4, overShort: -1 });
      return {
        body: { success: true, shift: closed, comparison: shortByOne, report: fakeZReport() },
      };
    },
    'POST /kebrit/shifts/9/print': {
      status: 409,
      body: { error: { code: 'printer_not_configured', message: 'لا توجد طابعة' } },
    },
    'GET /kebrit/shifts/9/zreport.png': { body: 'png' },
  };
  return { routes, closes };
}

afterEach(() => vi.unstubAllGlobals());

describe('the shift menu and the blind close (jsdom)', () => {
  it('cash out with a reason, and the X report as a readable summary', async () => {
    const user = userEvent.setup({ delay: null });
    localStorage.setItem('sanad.pos.till.kebrit', '1');
    const { sent } = renderApp('/kebrit/pos', world().routes);
    await user.click(await screen.findByTestId('shift-menu'));
    await user.click(await screen.findByTestId('shift-cash-out'));
    await user.type(await screen.findByTestId('movement-amount'), '20');
    await user.type(screen.getByTestId('movement-reason'), 'ثلج');
    await user.click(screen.getByTestId('movement-submit'));
    await waitFor(() =>
      expect(sent.find((r) => r.path === '/kebrit/shifts/9/movements')?.body).toEqual({
        direction: 'out',
        amount: 20,
        reason: 'ثلج',
      }),
    );
    await user.click(screen.getByTestId('shift-menu'));
    await user.click(await screen.findByTestId('shift-x-report'));
    expect((await screen.findByTestId('zreport-title')).textContent).toContain('تقرير X');
    expect(screen.getByTestId('zreport-expected').textContent).toContain('237.50');
    expect(screen.getByTestId('zreport-movements').textContent).toContain('ثلج');
  });

  it('nothing expected on screen before the count is sent; over the limit a manager approves; then the Z report prints', async () => {
    const user = userEvent.setup({ delay: null });
    localStorage.setItem('sanad.pos.till.kebrit', '1');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:z' }));
    const { routes, closes } = world();
    const { sent } = renderApp('/kebrit/pos', routes);
    await user.click(await screen.findByTestId('shift-menu'));
    await user.click(await screen.findByTestId('shift-close'));

    // Step 1, blind: the count and the batch, and no expected amount anywhere in the page.
    await user.type(await screen.findByTestId('count-n200'), '1');
    for (const key of ['n20', 'n10', 'n5', 'c1', 'c050']) {
      await user.click(screen.getByTestId(`count-${key}-plus`));
    }
    expect(screen.getByTestId('count-total').textContent).toContain('236.50');
    await user.type(screen.getByTestId('close-card-batch-input'), '23');
    expect(screen.queryByTestId('close-expected')).toBeNull();
    expect(document.body.textContent).not.toContain('237.50');
    expect(document.body.textContent).not.toContain('النقد المتوقع');
    await user.click(screen.getByTestId('close-send'));

    // Step 2: the comparison and the manager's sign-in on the same screen.
    await screen.findByTestId('close-approval');
    expect(screen.getByTestId('close-expected').textContent).toContain('237.50');
    expect(screen.getByTestId('close-over-short').textContent).toMatch(/عجز\s*-1\.00/);
    await user.type(screen.getByTestId('approval-username'), 'sales1');
    await user.type(screen.getByTestId('approval-password'), 'secret');
    await user.click(screen.getByTestId('approval-submit'));
    expect((await screen.findByTestId('approval-error')).textContent).toBe(refused);
    await user.clear(screen.getByTestId('approval-username'));
    await user.type(screen.getByTestId('approval-username'), 'manager');
    await user.click(screen.getByTestId('approval-submit'));

    // The same count each time; the approval added only when the manager signs in.
    const count = { n200: 1, n20: 1, n10: 1, n5: 1, c1: 1, c050: 1 };
    expect(closes[0]).toEqual({ count, cardBatchTotal: 23 });
    expect(closes[2]).toEqual({
      count,
      cardBatchTotal: 23,
      approval: { username: 'manager', password: 'secret' },
    });
    expect((await screen.findByTestId('close-result')).textContent).toContain('تقرير Z رقم 4');
    expect(screen.getByTestId('close-card-batch').textContent).toContain('23.00');

    // Step 3: the Z report; no printer → the PNG prints through the browser.
    await user.click(screen.getByTestId('close-to-z'));
    expect(screen.getByTestId('zreport-over-short').textContent).toMatch(/عجز\s*-1\.00/);
    await user.click(screen.getByTestId('z-print'));
    await waitFor(() =>
      expect(sent.some((r) => r.path === '/kebrit/shifts/9/zreport.png')).toBe(true),
    );
    await user.click(screen.getByTestId('z-done'));
    expect(await screen.findByText('لا توجد وردية مفتوحة')).toBeTruthy();
  });
});
