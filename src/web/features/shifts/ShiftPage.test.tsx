// A shift's page and the dashboard card (decision 0055): the report through ZReportSummary, the
// sales linking to the invoice view, the movements; a manager force-closes an open shift after a
// confirmation and enters the late count by denomination; reprint falls back to the PNG when no
// printer is configured; the till dashboard shows open shifts and today's over/short per cashier;
// the shifts tile leads a cashier to their shifts.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { ShiftDetailAnswer } from '../../../domain/schemas/shift-reports';
import { fakeReport, fakeShift } from '../../testing/fake-shifts';
import { fakeBusiness, renderApp } from '../../testing/render-app';

const mengusha = (role: 'manager' | 'casher') => ({
  body: fakeBusiness({ key: 'mengusha', kind: 'restaurant', role }),
});
const openShift = fakeShift({
  id: 30,
  state: 'open',
  closedAt: null,
  zNumber: null,
  expectedCash: null,
  countedCash: null,
  overShort: null,
  pastBusinessDay: true,
});
const forced = fakeShift({ ...openShift, state: 'closed', forced: true, zNumber: 9 });
const detail = (shift = openShift): ShiftDetailAnswer => ({
  shift,
  report: fakeReport(),
  invoices: [
    {
      ID: 1,
      UUID: 'uuid-101',
      invoid: 101,
      kind: 'invoice',
      PaymentMeansCode: '10',
      TaxInclusiveAmount: 100,
      IssueDate: '2026-11-27',
    },
  ],
});

describe('shift page', () => {
  it('report, sales and movements; force-close after confirmation; the late count', async () => {
    const user = userEvent.setup({ delay: null });
    let current = detail();
    const closed = () => ({
      body: { success: true, shift: forced, comparison: null, report: fakeReport({ kind: 'Z' }) },
    });
    const { sent } = renderApp(
      '/mengusha/shifts/30',
      {
        'GET /businesses/mengusha': mengusha('manager'),
        'GET /mengusha/shifts/30': () => ({ body: current }),
        'POST /mengusha/shifts/30/force-close': () => {
          current = detail(forced);
          return closed();
        },
        'POST /mengusha/shifts/30/count': () => {
          current = detail({ ...forced, countedCash: 379, overShort: -1 });
          return closed();
        },
      },
      'manager',
    );
    expect((await screen.findByTestId('zreport-expected')).textContent).toContain('380.00');
    expect(screen.getByTestId('shift-past-day')).toBeTruthy();
    const sale = within(screen.getByTestId('shift-invoices')).getByRole('link');
    expect(sale.getAttribute('href')).toBe('/mengusha/invoice/uuid-101');
    expect(screen.getByTestId('shift-movements').textContent).toContain('ثلج');
    expect(screen.queryByTestId('shift-enter-count')).toBeNull();

    await user.click(screen.getByTestId('shift-force-close'));
    await user.click(await screen.findByTestId('shift-force-close-confirm'));
    await waitFor(() => expect(screen.getByTestId('shift-enter-count')).toBeTruthy());
    expect(sent.some((r) => r.path === '/mengusha/shifts/30/force-close')).toBe(true);

    await user.click(screen.getByTestId('shift-enter-count'));
    await user.type(await screen.findByTestId('count-n200'), '1');
    await user.type(screen.getByTestId('count-n100'), '1');
    await user.type(screen.getByTestId('count-n50'), '1');
    await user.type(screen.getByTestId('count-n20'), '1');
    await user.type(screen.getByTestId('count-n5'), '1');
    await user.type(screen.getByTestId('count-c2'), '2');
    expect(screen.getByTestId('count-total').textContent).toContain('379.00');
    await user.click(screen.getByTestId('count-save'));
    await waitFor(() => expect(screen.queryByTestId('shift-enter-count')).toBeNull());
    expect(sent.find((r) => r.path === '/mengusha/shifts/30/count')!.body).toEqual({
      count: { n200: 1, n100: 1, n50: 1, n20: 1, n5: 1, c2: 2 },
    });
    expect(screen.getByTestId('shift-over-short').textContent).toContain('-1.00');
  });

  it('a cashier sees no manager buttons; reprint falls back to the PNG without a printer', async () => {
    const user = userEvent.setup({ delay: null });
    vi.spyOn(URL, 'createObjectURL').mockImplementation(() => 'blob:z');
    const { sent } = renderApp(
      '/mengusha/shifts/30',
      {
        'GET /businesses/mengusha': mengusha('casher'),
        'GET /mengusha/shifts/30': { body: detail() },
        'POST /mengusha/shifts/30/print': {
          status: 409,
          body: { error: { code: 'printer_not_configured', message: 'لا توجد طابعة' } },
        },
        'GET /mengusha/shifts/30/zreport.png': { body: 'png' },
      },
      'casher',
    );
    await screen.findByTestId('zreport');
    expect(screen.queryByTestId('shift-force-close')).toBeNull();
    await user.click(screen.getByTestId('shift-reprint'));
    await waitFor(() =>
      expect(sent.map((r) => r.path)).toContain('/mengusha/shifts/30/zreport.png'),
    );
  });

  it("the till dashboard card: open shifts flagged past their day, today's over/short", async () => {
    renderApp(
      '/mengusha/till',
      {
        'GET /businesses/mengusha': mengusha('manager'),
        'GET /mengusha/till?view=invoicestodayall': {
          body: {
            view: 'invoicestodayall',
            invoices: [],
            count: 0,
            TaxInclusiveAmount: 0,
            byPaymentMeans: {},
          },
        },
        'GET /mengusha/shifts/today': {
          body: {
            open: [openShift],
            byCashier: [{ cashier: { id: 7, name: 'سالم' }, shifts: 2, overShort: -12.5 }],
          },
        },
      },
      'manager',
    );
    const open = await screen.findByTestId('open-shift-30');
    expect(open.textContent).toContain('تجاوزت يوم عملها');
    expect(within(open).getByRole('link').getAttribute('href')).toBe('/mengusha/shifts/30');
    expect(
      screen.getByTestId('cashier-7').querySelector('[data-tone="short"]')!.textContent,
    ).toContain('-12.50');
  });
});

describe('shifts tile', () => {
  it("the casher's home leads to the shift list", async () => {
    renderApp('/mengusha', { 'GET /businesses/mengusha': mengusha('casher') }, 'casher');
    const tile = await screen.findByTestId('tile-shifts');
    expect(tile.getAttribute('href')).toBe('/mengusha/shifts');
    expect(tile.textContent).toContain('الورديات');
  });
});
