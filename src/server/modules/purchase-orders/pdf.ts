import { halalasToSarText, sarToHalalas } from '../../../domain/money';
import { PURCHASE_ORDER_STATE_LABELS } from '../../../domain/purchase-orders';
import { riyadhDate } from '../../../domain/riyadh-time';
import type { PurchaseOrderView } from '../../../domain/schemas/purchase-orders';
import { box, rule, text } from '../../documents/pdf-draw';
import {
  COLOR,
  collect,
  CONTENT_BOTTOM,
  LEFT,
  newA4,
  RIGHT,
  type Doc,
} from '../../documents/pdf-layout';
import type { AppContext } from '../../context';
import type { BusinessRow } from '../businesses/service';
import { getOrder } from './service';

/** The columns of the lines table, right to left: [Arabic header, width mm]. */
const COLUMNS: ReadonlyArray<[string, number]> = [
  ['الصنف', 74],
  ['الكمية', 20],
  ['سعر الوحدة', 26],
  ['قبل الضريبة', 26],
  ['الضريبة', 18],
  ['الإجمالي', 18],
];
const ROW = 7;
const sar = (v: number) => halalasToSarText(sarToHalalas(v));

function tableHeader(doc: Doc, y: number): number {
  box(doc, LEFT, y, RIGHT - LEFT, ROW, { fill: COLOR.accentSoft });
  let x = RIGHT;
  for (const [label, w] of COLUMNS) {
    text(doc, label, x - w + 1, y + 1.2, w - 2, { bold: true, size: 9 });
    x -= w;
  }
  return y + ROW;
}

/**
 * Draws an order on A4, Arabic right to left: title, number, dates, supplier and warehouse, the
 * lines (pieces, VAT-exclusive unit cost, net, VAT, total; the header repeated on a new page) and
 * the totals block on the right. Amounts SAR with two decimals.
 */
function draw(doc: Doc, business: BusinessRow, o: PurchaseOrderView): void {
  text(doc, 'أمر شراء', LEFT, 14, RIGHT - LEFT, { bold: true, size: 18, color: COLOR.accent });
  text(doc, business.name_ar, LEFT, 24, RIGHT - LEFT, { bold: true, size: 11 });
  const facts: Array<[string, string]> = [
    ['رقم أمر الشراء', String(o.number)],
    ['التاريخ', riyadhDate(o.createdAt)],
    ['تاريخ التوريد المتوقع', o.expected_date ?? '—'],
    ['الحالة', PURCHASE_ORDER_STATE_LABELS[o.status]],
    ['المورّد', o.supplier.name],
    ['المستودع', o.warehouse.name],
  ];
  let y = 34;
  for (const [label, value] of facts) {
    text(doc, `${label}:`, RIGHT - 40, y, 40, { size: 10, color: COLOR.muted });
    // Dates and numbers as one left-to-right run (2026-12-20 stays in that order).
    const ltr = /^[\d\-—]+$/.test(value);
    text(doc, value, RIGHT - 110, y, 68, { size: 10, ...(ltr ? { base: 'ltr' as const } : {}) });
    y += 6;
  }
  y = tableHeader(doc, y + 2);
  o.lines.forEach((l, i) => {
    if (y + ROW > CONTENT_BOTTOM - 30) {
      doc.addPage();
      y = tableHeader(doc, 14);
    }
    if (i % 2 === 1) box(doc, LEFT, y, RIGHT - LEFT, ROW, { fill: COLOR.zebra });
    const cells = [
      l.name,
      String(l.quantity),
      sar(l.unit_cost),
      sar(l.net),
      sar(l.vat),
      sar(l.total),
    ];
    let x = RIGHT;
    COLUMNS.forEach(([, w], c) => {
      text(doc, cells[c]!, x - w + 1, y + 1.2, w - 2, { size: 9 });
      x -= w;
    });
    y += ROW;
  });
  rule(doc, LEFT, RIGHT, y + 1);
  y += 4;
  const totals: Array<[string, number]> = [
    ['الإجمالي قبل الضريبة', o.totals.net],
    ['ضريبة القيمة المضافة', o.totals.vat],
    ['الإجمالي شامل الضريبة', o.totals.total],
  ];
  for (const [label, value] of totals) {
    text(doc, label, RIGHT - 60, y, 60, { bold: true, size: 10 });
    text(doc, `${sar(value)} ر.س`, RIGHT - 100, y, 38, { size: 10 });
    y += 6;
  }
  if (o.note)
    text(doc, `ملاحظة: ${o.note}`, LEFT, y + 4, RIGHT - LEFT, { size: 9, color: COLOR.muted });
}

/**
 * GET purchase_orders/{UUID}/pdf: the order as an A4 Arabic PDF `purchase-order{number}.pdf`
 * through the A4 PDF layer (Cairo, bidi text; decision 0070).
 * @throws AppError not_found (404).
 */
export async function orderPdf(
  ctx: AppContext,
  business: BusinessRow,
  uuid: string,
): Promise<{ pdf: Buffer; fileName: string }> {
  const o = await getOrder(ctx, business, uuid);
  const doc = newA4(`أمر شراء ${o.number}`, new Date(o.createdAt));
  const done = collect(doc);
  draw(doc, business, o);
  doc.end();
  return { pdf: await done, fileName: `purchase-order${o.number}.pdf` };
}
