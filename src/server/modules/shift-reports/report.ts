import { AppError } from '../../../domain/errors';
import { halalasToSar } from '../../../domain/money';
import {
  isPaymentMeansCode,
  POS_PAYMENT_ORDER,
  type PaymentMeansCode,
} from '../../../domain/payment-means';
import type { ZReportView } from '../../../domain/schemas/shift-reports';
import {
  averageTicket,
  DRAWER_MEANS,
  expectedCash,
  overShort,
} from '../../../domain/shift-figures';
import { perPaymentPart } from '../../../domain/split-payment';
import { isVatCategory, VAT_CATEGORY_CODES } from '../../../domain/vat-categories';
import type { DbOrTrx } from '../../db/types';
import * as repo from './repository';

const INVOICE = '388';
const CREDIT = '381';
const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());
const sar = (h: number | null) => (h === null ? null : halalasToSar(h));
const parseCount = (json: string | null) =>
  json === null ? null : (JSON.parse(json) as Record<string, number>);

/** The cash figures (halalas) of a shift as summed from its rows; see shiftReport. */
export interface ShiftCashSums {
  openingFloat: number;
  cashSales: number;
  cashRefunds: number;
  cashCollections: number;
  cashIn: number;
  cashOut: number;
  /** expectedCash(...) of the sums above (src/domain/shift-figures.ts). */
  expected: number;
  /** Card (48) documents plus card collections, halalas. */
  cardSales: number;
}

type Doc = Awaited<ReturnType<typeof repo.shiftDocuments>>[number];
/** A document once per payment part (decision 0056); `counted` on one copy only. */
type PartDoc = Doc & { counted: boolean };

/** The shift's documents and their split invoices seen per part (perPaymentPart). */
async function shiftDocumentsByPart(
  db: DbOrTrx,
  businessId: number,
  shiftId: number,
): Promise<{ docs: Doc[]; parts: PartDoc[] }> {
  const [docs, split] = await Promise.all([
    repo.shiftDocuments(db, businessId, shiftId),
    repo.shiftPaymentParts(db, businessId, shiftId),
  ]);
  return { docs, parts: docs.flatMap((d) => perPaymentPart(d, split.get(d.id))) };
}

/**
 * Σ of the stored cash figures of `docs` (per payment part: a split invoice's cash part is cash,
 * its card part card; decision 0056), vouchers and movements, halalas (decision 0055).
 */
function cashSums(
  openingFloat: number,
  docs: PartDoc[],
  vouchers: Map<string, number>,
  movements: Array<{ direction: string; amount: number }>,
): ShiftCashSums {
  let cashSales = 0;
  let cashRefunds = 0;
  let cardSales = vouchers.get('48') ?? 0;
  for (const d of docs) {
    if (d.payment_means_code === '48') cardSales += d.tax_inclusive_amount;
    if (!DRAWER_MEANS.includes(d.payment_means_code)) continue;
    if (d.invoice_type_code === CREDIT) cashRefunds -= d.tax_inclusive_amount;
    else cashSales += d.tax_inclusive_amount;
  }
  const moved = (dir: string) =>
    movements.filter((m) => m.direction === dir).reduce((s, m) => s + m.amount, 0);
  const f = {
    openingFloat,
    cashSales,
    cashRefunds,
    cashCollections: vouchers.get('10') ?? 0,
    cashIn: moved('in'),
    cashOut: moved('out'),
  };
  return { ...f, expected: expectedCash(f), cardSales };
}

/**
 * The cash figures of a shift summed from its rows now, halalas: what a close stores as
 * `expected_cash` (the shifts module calls it inside its closing transaction, decision 0055).
 * @throws AppError not_found when the shift is not the business's.
 */
export async function shiftCashSums(
  db: DbOrTrx,
  businessId: number,
  shiftId: number,
): Promise<ShiftCashSums> {
  const shift = await repo.findShift(db, businessId, shiftId);
  if (!shift) throw new AppError('not_found');
  const [{ parts }, vouchers, movements] = await Promise.all([
    shiftDocumentsByPart(db, businessId, shiftId),
    repo.collectionsByMeans(db, businessId, shiftId),
    repo.shiftMovements(db, businessId, shiftId),
  ]);
  return cashSums(shift.opening_float, parts, vouchers, movements);
}

const countTotal = (docs: Array<Doc & { counted?: boolean }>) => ({
  count: docs.filter((d) => d.counted !== false).length,
  total: halalasToSar(docs.reduce((s, d) => s + d.tax_inclusive_amount, 0)),
});

/**
 * The X report of an open shift (kind 'X', zNumber and counted null) or the Z report of a closed
 * one (decision 0055). Every figure is a sum over the shift's rows: its invoices and notes
 * (`invoices.shift_id`; credit notes stored negative), their lines, its receipt vouchers
 * (`receipt_vouchers.shift_id`) and its movements. Cash: expected = float + cash sales (means 10
 * and 45, invoices and debit notes) − cash refunds (credit notes of those) + cash collections
 * (vouchers in cash) + cash in − cash out; a closed shift answers its stored expected cash,
 * counted cash and card batch total. Sums are exact in halalas; the answer is SAR. `now` (UTC
 * ms) is the report's printedAt.
 * @throws AppError not_found when the shift is not the business's.
 */
export async function shiftReport(
  db: DbOrTrx,
  businessId: number,
  shiftId: number,
  now: number,
): Promise<ZReportView> {
  const shift = await repo.findShift(db, businessId, shiftId);
  if (!shift) throw new AppError('not_found');
  const [business, { docs, parts }, vouchers, movements, vat, categories, approvedBy] =
    await Promise.all([
      repo.businessHeader(db, businessId),
      shiftDocumentsByPart(db, businessId, shiftId),
      repo.collectionsByMeans(db, businessId, shiftId),
      repo.shiftMovements(db, businessId, shiftId),
      repo.vatByCategory(db, businessId, shiftId),
      repo.salesByCategory(db, businessId, shiftId),
      shift.approved_by === null ? null : repo.personName(db, shift.approved_by),
    ]);
  const invoices = docs.filter((d) => d.invoice_type_code === INVOICE);
  // By means: each part's amount under its means, the invoice counted once (its stored means).
  const invoiceParts = parts.filter((d) => d.invoice_type_code === INVOICE);
  const sum = (rows: Doc[], k: 'tax_exclusive_amount' | 'tax_amount' | 'tax_inclusive_amount') =>
    rows.reduce((s, d) => s + d[k], 0);
  const byMeans = POS_PAYMENT_ORDER.flatMap((code: PaymentMeansCode) => {
    const rows = invoiceParts.filter((d) => d.payment_means_code === code);
    return rows.length === 0 ? [] : [{ code, ...countTotal(rows) }];
  });
  // Codes outside the POS order (e.g. 30 credit transfer) follow it.
  for (const d of invoices)
    if (
      isPaymentMeansCode(d.payment_means_code) &&
      !POS_PAYMENT_ORDER.includes(d.payment_means_code)
    )
      if (!byMeans.some((m) => m.code === d.payment_means_code))
        byMeans.push({
          code: d.payment_means_code,
          ...countTotal(invoiceParts.filter((x) => x.payment_means_code === d.payment_means_code)),
        });
  const cash = cashSums(shift.opening_float, parts, vouchers, movements);
  const closed = shift.state === 'closed';
  const expected = closed && shift.expected_cash !== null ? shift.expected_cash : cash.expected;
  const counted = closed ? shift.counted_cash : null;
  const batch = closed ? shift.card_batch_total : null;
  const numbers = invoices.map((d) => d.number);
  const cashIn = cash.cashIn;
  return {
    kind: closed ? 'Z' : 'X',
    zNumber: closed ? shift.z_number : null,
    business: {
      nameAr: business.name_ar,
      nameEn: business.name_en,
      vatNumber: business.vat_number,
    },
    till: { id: shift.till_id, name: shift.till_name },
    cashier: { id: shift.user_id, name: shift.cashier_name },
    openedAt: iso(shift.opened_at)!,
    closedAt: iso(shift.closed_at),
    printedAt: new Date(now).toISOString(),
    forced: shift.forced === 1,
    approvedBy,
    invoices: {
      first: numbers.length ? Math.min(...numbers) : null,
      last: numbers.length ? Math.max(...numbers) : null,
      count: invoices.length,
    },
    byMeans,
    creditNotes: countTotal(docs.filter((d) => d.invoice_type_code === CREDIT)),
    debitNotes: countTotal(docs.filter((d) => d.invoice_type_code === '383')),
    discounts: halalasToSar(invoices.reduce((s, d) => s + d.allowance_total_amount, 0)),
    vat: vat
      .map((v) => ({
        category: isVatCategory(v.category) ? v.category : ('S' as const),
        percent: v.percent,
        taxable: halalasToSar(v.taxable),
        vat: halalasToSar(v.vat),
      }))
      .sort(
        (a, b) =>
          VAT_CATEGORY_CODES.indexOf(a.category) - VAT_CATEGORY_CODES.indexOf(b.category) ||
          b.percent - a.percent,
      ),
    net: halalasToSar(sum(docs, 'tax_exclusive_amount')),
    vatTotal: halalasToSar(sum(docs, 'tax_amount')),
    gross: halalasToSar(sum(docs, 'tax_inclusive_amount')),
    averageTicket: halalasToSar(
      averageTicket(sum(invoices, 'tax_inclusive_amount'), invoices.length),
    ),
    byCategory: categories
      .map((c) => ({ category: c.category, quantity: c.quantity, total: halalasToSar(c.total) }))
      .sort((a, b) => b.total - a.total || String(a.category).localeCompare(String(b.category))),
    movements: movements.map((m) => ({
      id: m.id,
      direction: m.direction,
      amount: halalasToSar(m.amount),
      reason: m.reason,
      at: iso(m.created_at)!,
      by: { id: m.user_id, name: m.username },
    })),
    cash: {
      openingFloat: halalasToSar(shift.opening_float),
      cashSales: halalasToSar(cash.cashSales),
      cashRefunds: halalasToSar(cash.cashRefunds),
      cashCollections: halalasToSar(cash.cashCollections),
      cashIn: halalasToSar(cashIn),
      cashOut: halalasToSar(cash.cashOut),
      expected: halalasToSar(expected),
      counted: sar(counted),
      overShort: sar(overShort(counted, expected)),
    },
    card: {
      sales: halalasToSar(cash.cardSales),
      batchTotal: sar(batch),
      difference: sar(batch === null ? null : batch - cash.cardSales),
    },
    credit: countTotal(invoices.filter((d) => d.payment_means_code === '24')),
    apps: countTotal(invoices.filter((d) => d.payment_means_code === '42')),
    openingCount: parseCount(shift.opening_count),
    closingCount: closed ? parseCount(shift.closing_count) : null,
  };
}
