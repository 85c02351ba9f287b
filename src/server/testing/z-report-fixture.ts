/**
 * A realistic Z report of mengusha (مطعم ومشويات منقوشة) for the document tests and previews
 * (decision 0055). Not used by the application. Every figure is derived from the halala amounts
 * below the way the shift reports sum them, so tests compute their expectations from `Z_FIGURES`
 * rather than copying output: cash, mada, credit and app sales; a credit note refunded in cash;
 * «فكة» brought in and «ثلج» paid out SAR 20.00; a drawer counted SAR 1.00 short; a manager's
 * approval.
 */
import { countValue, type DenominationCount } from '../../domain/denominations';
import { halalasToSar } from '../../domain/money';
import type { ZReportView } from '../../domain/schemas/shift-reports';

/** The shift's sales in halalas, by payment means (VAT-inclusive totals of each invoice). */
const SALES: Record<'10' | '48' | '24' | '42', number[]> = {
  '10': [3450, 9500, 2100, 1800, 12650],
  '48': [4600, 8050, 2300],
  '24': [23000],
  '42': [6900, 3450],
};
const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);

const OPENING: DenominationCount = { n100: 3, n50: 2, n10: 8, n5: 4 };
const CLOSING: DenominationCount = {
  n500: 1,
  n100: 2,
  n50: 1,
  n20: 2,
  n10: 1,
  n5: 2,
  n1: 2,
  c2: 0,
  c1: 0,
  c050: 1,
};
const invoicesGross = sum(Object.values(SALES).flat());
const creditNote = 1150;
const gross = invoicesGross - creditNote;
const net = Math.round((gross * 100) / 115);
const cashIn = 5000;
const cashOut = 2000;
const openingFloat = countValue(OPENING);
const expected = openingFloat + sum(SALES['10']) - creditNote + cashIn - cashOut;
const counted = countValue(CLOSING);

/** The fixture's figures in halalas, for tests to compute what the documents must print. */
export const Z_FIGURES = {
  cashSales: sum(SALES['10']),
  cardSales: sum(SALES['48']),
  creditSales: sum(SALES['24']),
  appSales: sum(SALES['42']),
  invoiceCount: Object.values(SALES).flat().length,
  creditNote,
  discounts: 500,
  gross,
  net,
  vat: gross - net,
  averageTicket: Math.round(invoicesGross / Object.values(SALES).flat().length),
  openingFloat,
  cashIn,
  cashOut,
  expected,
  counted,
  overShort: counted - expected,
} as const;

const s = halalasToSar;

/**
 * The Z report (or, with kind 'X', the same shift's X report: open, no number, not counted).
 * `categories` splits the sales over that many categories (3 by default) to make a longer report.
 */
export function zReportFixture(opts: { kind?: 'X' | 'Z'; categories?: number } = {}): ZReportView {
  const z = (opts.kind ?? 'Z') === 'Z';
  const categories = opts.categories ?? 3;
  const names = ['مشويات', 'معجنات', 'مشروبات'];
  const share = Math.floor(gross / categories);
  const byCategory = Array.from({ length: categories }, (_, i) => ({
    category: i < names.length ? names[i]! : `صنف إضافي ${i + 1}`,
    quantity: 3 + ((i * 7) % 11),
    total: s(i === 0 ? gross - share * (categories - 1) : share),
  }));
  const F = Z_FIGURES;
  return {
    kind: z ? 'Z' : 'X',
    zNumber: z ? 12 : null,
    business: {
      nameAr: 'مطعم ومشويات منقوشة',
      nameEn: 'Mengusha Restaurant & Grills',
      vatNumber: '300075588700003',
    },
    till: { id: 1, name: 'الكاشير الرئيسي' },
    cashier: { id: 7, name: 'سارة العتيبي' },
    openedAt: '2026-11-27T05:00:00.000Z',
    closedAt: z ? '2026-11-27T15:30:00.000Z' : null,
    printedAt: z ? '2026-11-27T15:30:00.000Z' : '2026-11-27T12:45:00.000Z',
    forced: false,
    approvedBy: z ? { id: 3, name: 'خالد المطيري' } : null,
    invoices: { first: 1201, last: 1201 + F.invoiceCount - 1, count: F.invoiceCount },
    byMeans: (['48', '10', '42', '24'] as const).map((code) => ({
      code,
      count: SALES[code].length,
      total: s(sum(SALES[code])),
    })),
    creditNotes: { count: 1, total: s(creditNote) },
    debitNotes: { count: 0, total: 0 },
    discounts: s(F.discounts),
    vat: [{ category: 'S', percent: 15, taxable: s(net), vat: s(gross - net) }],
    net: s(net),
    vatTotal: s(gross - net),
    gross: s(gross),
    averageTicket: s(F.averageTicket),
    byCategory,
    movements: [
      {
        id: 1,
        direction: 'in',
        amount: s(cashIn),
        reason: 'فكة من الإدارة',
        at: '2026-11-27T06:05:00.000Z',
        by: { id: 3, name: 'خالد المطيري' },
      },
      {
        id: 2,
        direction: 'out',
        amount: s(cashOut),
        reason: 'ثلج',
        at: '2026-11-27T10:15:00.000Z',
        by: { id: 7, name: 'سارة العتيبي' },
      },
    ],
    cash: {
      openingFloat: s(openingFloat),
      cashSales: s(F.cashSales),
      cashRefunds: s(creditNote),
      cashCollections: 0,
      cashIn: s(cashIn),
      cashOut: s(cashOut),
      expected: s(expected),
      counted: z ? s(counted) : null,
      overShort: z ? s(counted - expected) : null,
    },
    card: {
      sales: s(F.cardSales),
      batchTotal: z ? s(F.cardSales) : null,
      difference: z ? 0 : null,
    },
    credit: { count: SALES['24'].length, total: s(F.creditSales) },
    apps: { count: SALES['42'].length, total: s(F.appSales) },
    openingCount: OPENING,
    closingCount: z ? CLOSING : null,
  };
}

/** A cash-out reason near the 200 characters a movement may have. */
export const LONG_REASON =
  'دفع نقدي لمورد الثلج والفحم عن توريد الأسبوع الماضي بعد مراجعة الفاتورة مع المدير المناوب وتوقيعه على الإيصال الأصلي المحفوظ في الدرج';
