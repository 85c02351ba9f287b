// The VAT return and purchases/vat screens in jsdom: the default quarter is the
// Riyadh one, the three figures with their counts are shown as the server sends them, changing
// the quarter asks again, and the purchases/vat table lists suppliers with or without VAT number.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeBusiness, renderApp } from '../../testing/render-app';

const mengusha = { body: fakeBusiness({ key: 'mengusha', kind: 'restaurant', id: 17 }) };
const figures = (count: number, inc: number, exc: number, tax: number) => ({
  count,
  TaxInclusiveAmount: inc,
  TaxExclusiveAmount: exc,
  TaxAmount: tax,
});

const box = (exc: number, tax = 0) => ({ TaxExclusiveAmount: exc, TaxAmount: tax });
const boxes = (standard: number, tax: number, zero = 0, exports = 0, exempt = 0, oos = 0) => ({
  standard: box(standard, tax),
  zeroRated: box(zero),
  exports: box(exports),
  exempt: box(exempt),
  totalSales: box(standard + zero + exports + exempt, tax),
  outOfScope: box(oos),
});

afterEach(() => vi.useRealTimers());

describe('VAT return screen', () => {
  it('opens on the Riyadh quarter (00:10 on 1 Oct is Q4) and shows output, input, net', async () => {
    // 21:10 UTC on 30 September is 00:10 on 1 October in Riyadh.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-09-30T21:10:00Z'));
    const user = userEvent.setup();
    const { sent } = renderApp('/mengusha/vatreturn', {
      'GET /businesses/mengusha': mengusha,
      'GET /mengusha/reports/vatreturn?year=2026&quarter=4': {
        body: {
          year: 2026,
          quarter: 4,
          startdate: '2026-10-01',
          enddate: '2026-12-31',
          output: figures(2, 116.99, 101.73, 15.26),
          input: figures(2, 33, 28.7, 4.3),
          net: 10.96,
          boxes: boxes(81.73, 15.26, 12, 5, 3, 40),
        },
      },
      'GET /mengusha/reports/vatreturn?year=2026&quarter=3': {
        body: {
          year: 2026,
          quarter: 3,
          startdate: '2026-07-01',
          enddate: '2026-09-30',
          output: figures(3, 36.49, 31.73, 4.76),
          input: figures(2, 125, 108.7, 16.3),
          net: -11.54,
          boxes: boxes(31.73, 4.76),
        },
      },
    });
    const output = await screen.findByTestId('vatreturn-output');
    // Sales by VAT category (decision 0046): each box, and out of scope apart.
    expect(screen.getByTestId('vatreturn-boxes-standard').textContent).toContain('81.73');
    expect(screen.getByTestId('vatreturn-boxes-zeroRated').textContent).toContain('12.00');
    expect(screen.getByTestId('vatreturn-boxes-exports').textContent).toContain('الصادرات');
    expect(screen.getByTestId('vatreturn-boxes-exempt').textContent).toContain('3.00');
    expect(screen.getByTestId('vatreturn-boxes-totalSales').textContent).toContain('101.73');
    expect(screen.getByTestId('vatreturn-boxes-outOfScope').textContent).toContain('40.00');
    expect(output.textContent).toContain('15.26');
    expect(output.textContent).toContain('من فاتورتي مبيعات');
    expect(screen.getByTestId('vatreturn-input').textContent).toContain('4.30');
    expect(screen.getByTestId('vatreturn-input').textContent).toContain('من فاتورتي مشتريات');
    expect(screen.getByTestId('vatreturn-net').textContent).toContain('10.96');
    expect(screen.getByTestId('vatreturn-net').textContent).toContain('صافي الضريبة المستحقة');
    expect(screen.getByTestId('export-vatreturn-xlsx')).toBeTruthy();

    await user.click(screen.getByText('الربع الثالث (يوليو–سبتمبر)'));
    await waitFor(() =>
      expect(screen.getByTestId('vatreturn-net').textContent).toContain('استرداد'),
    );
    expect(screen.getByTestId('vatreturn-net').textContent).toContain('11.54');
    expect(sent.map((r) => r.path)).toContain('/mengusha/reports/vatreturn?year=2026&quarter=3');
  });
});

describe('purchases/vat screen', () => {
  it('this Riyadh month by default; totals and suppliers with and without VAT number', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-09-15T09:00:00Z'));
    renderApp('/mengusha/purchases/vat', {
      'GET /businesses/mengusha': mengusha,
      'GET /mengusha/purchases/vat?start=2026-09-01&end=2026-09-30': {
        body: {
          start: '2026-09-01',
          end: '2026-09-30',
          count: 2,
          total: 125,
          taxExclusive: 108.7,
          tax: 16.3,
          bySupplier: [
            {
              supplierUUID: 'u1',
              supplier: 'مطاحن الأولى',
              vatid: '300055566600003',
              count: 1,
              total: 115,
              taxExclusive: 100,
              tax: 15,
            },
            {
              supplierUUID: 'u2',
              supplier: 'بقالة الحي',
              vatid: '',
              count: 1,
              total: 10,
              taxExclusive: 8.7,
              tax: 1.3,
            },
          ],
        },
      },
    });
    expect((await screen.findByTestId('purchases-vat-tax')).textContent).toContain('16.30');
    expect(screen.getByTestId('purchases-vat-total').textContent).toContain('125.00');
    expect(screen.getByTestId('purchases-vat-before').textContent).toContain('108.70');
    const rows = within(screen.getByTestId('purchases-vat-suppliers')).getAllByRole('row').slice(1);
    expect(rows[0]!.textContent).toContain('300055566600003');
    expect(rows[1]!.textContent).toContain('بدون رقم ضريبي');
  });
});
