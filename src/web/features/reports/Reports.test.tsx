// The report screens in jsdom: the figures the server sums are shown as sent, the
// this-month / all toggle asks the other call, the VAT screen shows the legacy formula only when
// the server sends it, and the till shows totals per payment means and today's invoices.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { currentQuarterIssueDates } from '../../../domain/report-period';
import { riyadhMonthIssueDates } from '../../../domain/reports';
import type { VatReportAnswer } from '../../../domain/schemas/reports';
import { fakeBusiness, renderApp } from '../../testing/render-app';

const kebrit = { body: fakeBusiness({ key: 'kebrit', kind: 'trading' }) };
const mengusha = {
  body: fakeBusiness({
    key: 'mengusha',
    kind: 'restaurant',
    id: 17,
    paymentMeans: ['10', '48', '42', '45', '24'],
  }),
};

describe('reports', () => {
  it('sales per day (newest first, sortable) with the month/all toggle, monthly totals and ranking', async () => {
    const user = userEvent.setup();
    const { sent } = renderApp('/kebrit/reports', {
      'GET /businesses/kebrit': kebrit,
      'GET /kebrit/reports/sales?period=month': {
        body: [
          { IssueDate: '2026-12-05', TaxInclusiveAmount: 13.49, count: 2 },
          { IssueDate: '2026-12-01', TaxInclusiveAmount: 1.99, count: 1 },
        ],
      },
      'GET /kebrit/reports/sales?period=all': {
        body: [{ IssueDate: '2026-11-30', TaxInclusiveAmount: 23, count: 1 }],
      },
      'GET /kebrit/totalmonth': { body: { '2026-11': 42.46, '2026-12': 15.48 } },
      'GET /kebrit/invoicelinemonth': { body: [{ ItemName: 'شاي', InvoicedQuantity: 2 }] },
      'GET /kebrit/invoiceline': { body: [{ ItemName: 'شاي', InvoicedQuantity: 6 }] },
    });
    const table = await screen.findByTestId('sales-by-day', {}, { timeout: 5000 });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => r.textContent)).toEqual([
      expect.stringContaining('2026-12-05'),
      expect.stringContaining('2026-12-01'),
    ]);
    expect(rows[0]!.textContent).toContain('13.49');
    // Sorting by the count column (decision 0051) — here the same order; by date is the default.
    expect(within(screen.getByTestId('sales-sort')).getByText('عدد الفواتير')).toBeTruthy();
    expect(within(await screen.findByTestId('items-ranking')).getByText('شاي')).toBeTruthy();

    await user.click(screen.getByText('كل الفواتير'));
    await waitFor(() =>
      expect(within(screen.getByTestId('sales-by-day')).getByText('2026-11-30')).toBeTruthy(),
    );
    expect(sent.map((r) => r.path)).toContain('/kebrit/invoiceline');
  });

  it('a restaurant sees its sales by modifier for the period, or the empty state (decision 0056)', async () => {
    const user = userEvent.setup();
    const month = riyadhMonthIssueDates(Date.now());
    renderApp('/mengusha/reports', {
      'GET /businesses/mengusha': mengusha,
      'GET /mengusha/reports/sales?period=month': { body: [] },
      'GET /mengusha/reports/sales?period=all': { body: [] },
      'GET /mengusha/totalmonth': { body: {} },
      'GET /mengusha/invoicelinemonth': { body: [] },
      'GET /mengusha/invoiceline': { body: [] },
      [`GET /mengusha/reports/sales-by-modifier?from=${month.from}&to=${month.to}`]: {
        body: {
          from: month.from,
          to: month.to,
          rows: [{ group: 'الحجم', option: 'كبير', quantity: 3, amount: 13.5 }],
        },
      },
      [`GET /mengusha/reports/sales-by-modifier?from=2000-01-01&to=${month.to}`]: {
        body: { from: '2000-01-01', to: month.to, rows: [] },
      },
    });
    const table = await screen.findByTestId('sales-by-modifier', {}, { timeout: 5000 });
    const row = within(table).getAllByRole('row')[1]!;
    expect(row.textContent).toContain('الحجم');
    expect(row.textContent).toContain('كبير');
    expect(row.textContent).toContain('3');
    expect(row.textContent).toContain('13.50');
    await user.click(screen.getByText('كل الفواتير'));
    expect(await screen.findByText('لا توجد إضافات مبيعة في هذه الفترة')).toBeTruthy();
  });

  it('the reports tile opens the reports screen', async () => {
    renderApp('/kebrit', { 'GET /businesses/kebrit': kebrit });
    const tile = await screen.findByTestId('tile-reports');
    expect(tile.getAttribute('href')).toBe('/kebrit/reports');
  });
});

describe('invoicesvat', () => {
  const answer = (patch: Partial<VatReportAnswer> = {}): VatReportAnswer => ({
    startdate: '2025-04-01',
    enddate: '2025-07-01',
    count: 2,
    TaxInclusiveAmount: 2.2,
    TaxExclusiveAmount: 1.92,
    TaxAmount: 0.28,
    byPaymentMeans: [
      {
        PaymentMeansCode: '10',
        count: 2,
        TaxInclusiveAmount: 2.2,
        TaxExclusiveAmount: 1.92,
        TaxAmount: 0.28,
      },
    ],
    boxes: {
      standard: { TaxExclusiveAmount: 1.92, TaxAmount: 0.28 },
      zeroRated: { TaxExclusiveAmount: 0, TaxAmount: 0 },
      exports: { TaxExclusiveAmount: 0, TaxAmount: 0 },
      exempt: { TaxExclusiveAmount: 0, TaxAmount: 0 },
      totalSales: { TaxExclusiveAmount: 1.92, TaxAmount: 0.28 },
      outOfScope: { TaxExclusiveAmount: 0, TaxAmount: 0 },
    },
    ...patch,
  });

  it('opens on the current quarter, stating the period rule; the legacy formula only when sent; filters go to the server', async () => {
    const user = userEvent.setup();
    // Decision 0051: the current Riyadh quarter, both dates inclusive.
    const q = currentQuarterIssueDates(Date.now());
    const dates = `startdate=${q.from}&enddate=${q.to}`;
    const { sent } = renderApp('/kebrit/invoicesvat', {
      'GET /businesses/kebrit': kebrit,
      [`GET /kebrit/invoicesvat?${dates}`]: { body: answer() },
      [`GET /kebrit/invoicesvat?${dates}&exclude=24&excludeVat=311111111111113`]: {
        body: answer({ legacy: { TaxExclusiveAmount: 1.91, TaxAmount: 0.29 } }),
      },
    });
    expect((await screen.findByTestId('vat-tax', {}, { timeout: 5000 })).textContent).toContain(
      '0.28',
    );
    expect(screen.getByTestId('period-rule').textContent).toContain('تاريخ البداية وتاريخ النهاية');
    expect(screen.queryByTestId('vat-legacy')).toBeNull();

    await user.click(screen.getByTestId('vat-exclude-24'));
    await user.type(screen.getByTestId('vat-exclude-vat'), '311111111111113');
    await user.click(screen.getByTestId('vat-show'));
    const legacy = await screen.findByTestId('vat-legacy');
    expect(legacy.textContent).toContain('1.91');
    expect(legacy.textContent).toContain('0.29');
    expect(sent.at(-1)!.path).toContain('exclude=24');
  });
});

describe('till', () => {
  it("today's totals per payment means and the invoices", async () => {
    renderApp(
      '/mengusha/till',
      {
        'GET /businesses/mengusha': mengusha,
        'GET /mengusha/till?view=invoicestodayall': {
          body: {
            view: 'invoicestodayall',
            invoices: [],
            count: 2,
            TaxInclusiveAmount: 13.49,
            byPaymentMeans: { '10': 0, '48': 0, '42': 11.5, '45': 0, '24': 1.99 },
          },
        },
      },
      'casher',
    );
    expect((await screen.findByTestId('till-total-42')).textContent).toContain('11.50');
    expect(screen.getByTestId('till-total-24').textContent).toContain('1.99');
    expect(screen.getByTestId('till-total-all').textContent).toContain('13.49');
  });

  it('403 page for a plain user', async () => {
    renderApp(
      '/mengusha/till',
      {
        'GET /businesses/mengusha': {
          body: fakeBusiness({ key: 'mengusha', kind: 'restaurant', role: 'user' }),
        },
      },
      'user',
    );
    expect(await screen.findByText(/صلاحية/)).toBeTruthy();
  });
});
