import { halalasToSar } from '../../../domain/money';
import { PAYMENT_MEANS_CODES } from '../../../domain/payment-means';
import {
  legacyVatDiffers,
  legacyVatFormula,
  netVatPayable,
  quarterIssueDates,
  type Quarter,
  reportIssueDates,
  type ReportPeriod,
} from '../../../domain/reports';
import { reportDates, withEmptyMonths } from '../../../domain/report-period';
import { riyadhDate, riyadhDayRange } from '../../../domain/riyadh-time';
import type {
  ItemQuantityRow,
  SalesByDayRow,
  TillAnswer,
  VatBoxes,
  VatReportAnswer,
  VatReportQuery,
  VatReturnAnswer,
  VatReturnQuery,
} from '../../../domain/schemas/reports';
import type { AppContext } from '../../context';
import type { BusinessRow } from '../businesses/service';
import { listInvoicesIn } from '../invoices';
import { purchaseVatSums } from '../purchases/service';
import * as repo from './repository';
import { vatReturnBoxes, type VatBox, type VatReturnBoxes } from '../../../domain/vat-boxes';

/**
 * GET reports/sales (legacy app: reports): the business's sales per Riyadh IssueDate, newest date
 * first (the screen sorts by any column), of this Riyadh month (`month`, at ctx.now()) or of all time.
 */
export async function salesByDay(
  ctx: AppContext,
  business: BusinessRow,
  period: ReportPeriod,
): Promise<SalesByDayRow[]> {
  const rows = await repo.salesByIssueDate(
    ctx.db,
    business.id,
    reportIssueDates(period, ctx.now()),
  );
  return rows.map((r) => ({
    IssueDate: r.issueDate,
    TaxInclusiveAmount: halalasToSar(r.total),
    count: r.count,
  }));
}

/**
 * GET totalmonth: `{ "YYYY-MM": total with VAT in SAR }`, Riyadh months, oldest first, every
 * month from the first sale's to the last's — 0 for a month without sales (withEmptyMonths).
 */
export async function totalPerMonth(
  ctx: AppContext,
  business: BusinessRow,
): Promise<Record<string, number>> {
  const rows = await repo.salesByMonth(ctx.db, business.id);
  return withEmptyMonths(Object.fromEntries(rows.map((r) => [r.month, halalasToSar(r.total)])));
}

/**
 * GET invoiceline (all) / invoicelinemonth (this Riyadh month):
 * `[{ItemName, InvoicedQuantity}]`, quantity descending.
 */
export async function quantitiesSold(
  ctx: AppContext,
  business: BusinessRow,
  period: ReportPeriod,
): Promise<ItemQuantityRow[]> {
  const rows = await repo.quantitiesByItem(
    ctx.db,
    business.id,
    reportIssueDates(period, ctx.now()),
  );
  return rows.map((r) => ({ ItemName: r.itemName, InvoicedQuantity: r.quantity }));
}

const sar = (s: repo.StoredSums) => ({
  count: s.count,
  TaxInclusiveAmount: halalasToSar(s.taxInclusive),
  TaxExclusiveAmount: halalasToSar(s.taxExclusive),
  TaxAmount: halalasToSar(s.tax),
});

/** The VAT return boxes (halalas) in SAR, as the API speaks. */
function boxesInSar(b: VatReturnBoxes): VatBoxes {
  const box = (x: VatBox) => ({
    TaxExclusiveAmount: halalasToSar(x.taxExclusive),
    TaxAmount: halalasToSar(x.tax),
  });
  return {
    standard: box(b.standard),
    zeroRated: box(b.zeroRated),
    exports: box(b.exports),
    exempt: box(b.exempt),
    totalSales: box(b.totalSales),
    outOfScope: box(b.outOfScope),
  };
}

/**
 * GET invoicesvat: the invoices issued on the Riyadh dates
 * `startdate`…`enddate` (both inclusive; the current Riyadh quarter by default — reportDates,
 * decision 0051), less the excluded payment codes and buyer VAT number: count
 * and the sums of their STORED amounts (what the invoices say), per payment means and in all;
 * `legacy` (the legacy total / 1.15 and total × 3 / 23 on the total) only when it differs.
 */
export async function vatReport(
  ctx: AppContext,
  business: BusinessRow,
  q: VatReportQuery,
): Promise<VatReportAnswer> {
  const range = reportDates(q, ctx.now());
  const [groups, categories] = await Promise.all([
    repo.storedSumsByPaymentMeans(ctx.db, business.id, range, q.exclude ?? [], q.excludeVat),
    repo.storedSumsByVatCategory(ctx.db, business.id, range, q.exclude ?? [], q.excludeVat),
  ]);
  const all = groups.reduce<repo.StoredSums>(
    (a, g) => ({
      count: a.count + g.count,
      taxInclusive: a.taxInclusive + g.taxInclusive,
      taxExclusive: a.taxExclusive + g.taxExclusive,
      tax: a.tax + g.tax,
    }),
    { count: 0, taxInclusive: 0, taxExclusive: 0, tax: 0 },
  );
  const legacy = legacyVatFormula(all.taxInclusive);
  const differs = legacyVatDiffers({ beforeTax: all.taxExclusive, vat: all.tax }, legacy);
  return {
    startdate: range.from,
    enddate: range.to,
    ...sar(all),
    byPaymentMeans: groups.map((g) => ({ PaymentMeansCode: g.code, ...sar(g) })),
    ...(differs
      ? {
          legacy: {
            TaxExclusiveAmount: halalasToSar(legacy.beforeTax),
            TaxAmount: halalasToSar(legacy.vat),
          },
        }
      : {}),
    boxes: boxesInSar(vatReturnBoxes(categories)),
  };
}

/**
 * GET till (the till dashboard of the legacy app at {business}/till): the view's invoices (today's
 * or
 * yesterday's in Riyadh) newest first, their count and total with VAT, and the total per payment
 * means code 10, 48, 42, 45, 24 (each present, 0 when none) — all sums computed in SQL.
 */
export async function tillDashboard(
  ctx: AppContext,
  business: BusinessRow,
  view: TillAnswer['view'],
): Promise<TillAnswer> {
  const offset = view === 'invoicesyesterday' ? -1 : 0;
  const day = riyadhDate(riyadhDayRange(ctx.now(), offset).start);
  const [invoices, groups] = await Promise.all([
    listInvoicesIn(ctx, business, view === 'invoicesyesterday' ? 'yesterday' : 'today'),
    repo.storedSumsByPaymentMeans(ctx.db, business.id, { from: day, to: day }),
  ]);
  const byPaymentMeans: Record<string, number> = Object.fromEntries(
    PAYMENT_MEANS_CODES.map((c) => [c, 0]),
  );
  let total = 0;
  let count = 0;
  for (const g of groups) {
    byPaymentMeans[g.code] = halalasToSar(g.taxInclusive);
    total += g.taxInclusive;
    count += g.count;
  }
  return { view, invoices, count, TaxInclusiveAmount: halalasToSar(total), byPaymentMeans };
}

/**
 * GET reports/vatreturn?year&quarter (the return the accountant files): over the
 * Riyadh quarter's dates, output = count and Σ stored amounts of every invoice issued (credit 24
 * included as issued), input = count and Σ stored split of the purchases dated in it
 * (purchaseVatSplit at recording time), net = output VAT − input VAT (netVatPayable; negative is a
 * refund). SAR; sums in SQL.
 */
export async function vatReturn(
  ctx: AppContext,
  business: BusinessRow,
  q: VatReturnQuery,
): Promise<VatReturnAnswer> {
  const range = quarterIssueDates(q.year, q.quarter as Quarter);
  const [sales, categories, purchases] = await Promise.all([
    repo.storedSalesSums(ctx.db, business.id, range),
    repo.storedSumsByVatCategory(ctx.db, business.id, range),
    purchaseVatSums(ctx, business, { start: range.from, end: range.to }),
  ]);
  const bought = purchases.all;
  return {
    year: q.year,
    quarter: q.quarter,
    startdate: range.from,
    enddate: range.to,
    output: sar(sales),
    input: sar({
      count: bought.count,
      taxInclusive: bought.total,
      taxExclusive: bought.taxExclusive,
      tax: bought.tax,
    }),
    net: halalasToSar(netVatPayable(sales.tax, bought.tax)),
    boxes: boxesInSar(vatReturnBoxes(categories)),
  };
}
