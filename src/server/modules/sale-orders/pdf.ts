import { halalasToSarText, sarToHalalas } from '../../../domain/money';
import { riyadhDate } from '../../../domain/riyadh-time';
import { SALE_ORDER_STATE_LABELS } from '../../../domain/sale-orders';
import type { DeliveryOrderView, SaleOrderView } from '../../../domain/schemas/sale-orders';
import { box, rule, text } from '../../documents/pdf-draw';
import {
  COLOR,
  collect,
  CONTENT_BOTTOM,
  LEFT,
  mm,
  newA4,
  RIGHT,
  type Doc,
} from '../../documents/pdf-layout';
import type { AppContext } from '../../context';
import type { BusinessRow } from '../businesses/service';
import { deliverySignature, getDelivery } from './deliver';
import { getOrder } from './service';

const ROW = 7;
const sar = (v: number) => halalasToSarText(sarToHalalas(v));

/** Draws a table of `rows` under right-to-left `columns` ([header, width mm]); returns the y after. */
function table(doc: Doc, y: number, columns: ReadonlyArray<[string, number]>, rows: string[][]) {
  const header = (top: number) => {
    box(doc, LEFT, top, RIGHT - LEFT, ROW, { fill: COLOR.accentSoft });
    let x = RIGHT;
    for (const [label, w] of columns) {
      text(doc, label, x - w + 1, top + 1.2, w - 2, { bold: true, size: 9 });
      x -= w;
    }
    return top + ROW;
  };
  y = header(y);
  rows.forEach((cells, i) => {
    if (y + ROW > CONTENT_BOTTOM - 45) {
      doc.addPage();
      y = header(14);
    }
    if (i % 2 === 1) box(doc, LEFT, y, RIGHT - LEFT, ROW, { fill: COLOR.zebra });
    let x = RIGHT;
    columns.forEach(([, w], c) => {
      text(doc, cells[c]!, x - w + 1, y + 1.2, w - 2, { size: 9 });
      x -= w;
    });
    y += ROW;
  });
  rule(doc, LEFT, RIGHT, y + 1);
  return y + 4;
}

/** The title, business and label: value facts, right to left; returns the y after. */
function head(doc: Doc, title: string, business: BusinessRow, facts: Array<[string, string]>) {
  text(doc, title, LEFT, 14, RIGHT - LEFT, { bold: true, size: 18, color: COLOR.accent });
  text(doc, business.name_ar, LEFT, 24, RIGHT - LEFT, { bold: true, size: 11 });
  let y = 34;
  for (const [label, value] of facts) {
    text(doc, `${label}:`, RIGHT - 40, y, 40, { size: 10, color: COLOR.muted });
    const ltr = /^[\d\-—]+$/.test(value);
    text(doc, value, RIGHT - 110, y, 68, { size: 10, ...(ltr ? { base: 'ltr' as const } : {}) });
    y += 6;
  }
  return y + 2;
}

/**
 * GET sale_orders/{UUID}/pdf: the order on A4, Arabic right to left (decision 0069) — number,
 * dates, client, state, the lines (pieces, VAT-inclusive unit price, discount %, VAT, total) and
 * the totals on the right. Amounts SAR with two decimals. @throws AppError not_found (404).
 */
export async function saleOrderPdf(ctx: AppContext, business: BusinessRow, uuid: string) {
  const o: SaleOrderView = await getOrder(ctx, business, uuid);
  const doc = newA4(`أمر بيع ${o.number}`, new Date(ctx.now()));
  const done = collect(doc);
  let y = head(doc, 'أمر بيع', business, [
    ['رقم أمر البيع', String(o.number)],
    ['التاريخ', o.date],
    ['تاريخ الاستحقاق', o.due_date ?? '—'],
    ['العميل', o.customer_name],
    ['الحالة', SALE_ORDER_STATE_LABELS[o.state]],
    ['المرجع', o.reference_number || '—'],
  ]);
  y = table(
    doc,
    y,
    [
      ['الصنف', 70],
      ['الكمية', 18],
      ['سعر الوحدة', 26],
      ['الخصم %', 18],
      ['الضريبة', 24],
      ['الإجمالي', 26],
    ],
    o.lines.map((l) => [
      l.description ? `${l.name} - ${l.description}` : l.name,
      String(l.quantity),
      sar(l.unit_price),
      String(l.discount),
      sar(l.vat_amount),
      sar(l.line_total),
    ]),
  );
  const totals: Array<[string, number]> = [
    ['الإجمالي قبل الضريبة', o.tax_exclusive],
    ['ضريبة القيمة المضافة', o.vat_amount],
    ['الإجمالي شامل الضريبة', o.total],
  ];
  for (const [label, value] of totals) {
    text(doc, label, RIGHT - 60, y, 60, { bold: true, size: 10 });
    text(doc, `${sar(value)} ر.س`, RIGHT - 100, y, 38, { size: 10 });
    y += 6;
  }
  doc.end();
  return { pdf: await done, fileName: `sale-order${o.number}.pdf` };
}

/**
 * GET delivery_orders/{UUID}/pdf: the delivery note on A4, Arabic right to left (decision 0069) —
 * number, date, order, client, the delivered lines, and a signature area for the receiver with
 * the drawn signature when one was captured. @throws AppError not_found (404).
 */
export async function deliveryPdf(ctx: AppContext, business: BusinessRow, uuid: string) {
  const n: DeliveryOrderView = await getDelivery(ctx, business, uuid);
  const o = await getOrder(ctx, business, n.sale_order_id);
  const doc = newA4(`إشعار تسليم ${n.number}`, new Date(n.delivered_at));
  const done = collect(doc);
  let y = head(doc, 'إشعار تسليم', business, [
    ['رقم الإشعار', String(n.number)],
    ['التاريخ', riyadhDate(n.delivered_at)],
    ['أمر البيع', String(o.number)],
    ['العميل', o.customer_name],
  ]);
  y = table(
    doc,
    y,
    [
      ['الصنف', 150],
      ['الكمية المسلَّمة', 32],
    ],
    n.lines.map((l) => [l.name, String(l.quantity)]),
  );
  if (n.note)
    text(doc, `ملاحظة: ${n.note}`, LEFT, y, RIGHT - LEFT, { size: 9, color: COLOR.muted });
  const top = Math.min(y + 10, CONTENT_BOTTOM - 40);
  text(doc, 'توقيع المستلم', RIGHT - 80, top, 80, { bold: true, size: 11 });
  box(doc, RIGHT - 80, top + 7, 80, 30, { stroke: COLOR.muted });
  if (n.signed) {
    const png = await deliverySignature(ctx, business, uuid);
    try {
      doc.image(png, mm(RIGHT - 78), mm(top + 8), {
        fit: [mm(76), mm(28)],
        align: 'center',
        valign: 'center',
      });
    } catch {
      // A PNG the PDF library cannot read (only its header was checked): the box stays empty.
    }
  }
  doc.end();
  return { pdf: await done, fileName: `delivery-note${n.number}.pdf` };
}
