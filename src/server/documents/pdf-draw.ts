/**
 * Drawing helpers for the A4 documents in millimetres: bidi-aware text through
 * pdf-text.ts (decision 0005-pdf-bidi), boxes, rules, bilingual rows and the vector QR code.
 */
import { COLOR, mm, setFont, type Doc } from './pdf-layout';
import { drawLine, drawWrapped, lineWidth, type LineOptions } from './pdf-text';

export interface TextStyle extends LineOptions {
  /** Size in pt; default 9. */
  size?: number;
  bold?: boolean;
  color?: string;
}

function applyStyle(doc: Doc, style: TextStyle): void {
  setFont(doc, style.bold ?? false, style.size ?? 9);
  doc.fillColor(style.color ?? COLOR.text);
}

/**
 * One line of text, top at (x, y) mm inside a box `width` mm wide (default: starts at x).
 * Arabic by default (right-aligned, RTL paragraph); pass base 'ltr' and align 'left' for English.
 */
export function text(
  doc: Doc,
  value: string,
  x: number,
  y: number,
  width: number | undefined,
  style: TextStyle = {},
): void {
  applyStyle(doc, style);
  drawLine(doc, value, mm(x), mm(y), {
    ...style,
    ...(width === undefined ? {} : { width: mm(width) }),
  });
}

/**
 * The largest size (pt) from `size` down to `min`, in steps of 0.5, at which `value` fits
 * `width` mm on one line; `min` when nothing fits.
 */
export function fitSize(
  doc: Doc,
  value: string,
  width: number,
  size: number,
  min: number,
  style: TextStyle = {},
): number {
  for (let s = size; s > min; s -= 0.5) {
    setFont(doc, style.bold ?? false, s);
    if (lineWidth(doc, value, style.base ?? 'rtl') <= mm(width)) return s;
  }
  return min;
}

/** Wrapped text in a box `width` mm wide; returns the height used in mm. */
export function paragraph(
  doc: Doc,
  value: string,
  x: number,
  y: number,
  width: number,
  lineHeight: number,
  style: TextStyle = {},
): number {
  applyStyle(doc, style);
  return drawWrapped(doc, value, mm(x), mm(y), mm(width), mm(lineHeight), style) / mm(1);
}

/** A filled and/or stroked rectangle in mm. */
export function box(
  doc: Doc,
  x: number,
  y: number,
  w: number,
  h: number,
  opts: { fill?: string; stroke?: string; radius?: number } = {},
): void {
  doc.save().lineWidth(0.6);
  const shape = () =>
    opts.radius
      ? doc.roundedRect(mm(x), mm(y), mm(w), mm(h), mm(opts.radius))
      : doc.rect(mm(x), mm(y), mm(w), mm(h));
  if (opts.fill && opts.stroke) shape().fillAndStroke(opts.fill, opts.stroke);
  else if (opts.fill) shape().fill(opts.fill);
  else if (opts.stroke) shape().stroke(opts.stroke);
  doc.restore();
}

/** A horizontal rule from x1 to x2 at y, in mm. */
export function rule(
  doc: Doc,
  x1: number,
  x2: number,
  y: number,
  color: string = COLOR.rule,
  dash = false,
): void {
  doc.save().lineWidth(0.6).strokeColor(color);
  if (dash) doc.dash(mm(1), { space: mm(1) });
  doc.moveTo(mm(x1), mm(y)).lineTo(mm(x2), mm(y)).stroke();
  doc.restore();
}

/**
 * A bilingual label/value row inside [x, x + w] mm: Arabic label at the right edge, English
 * label at the left edge, value in the middle band. Returns the row height in mm.
 */
export function bilingualRow(
  doc: Doc,
  x: number,
  y: number,
  w: number,
  labels: { ar: string; en: string },
  value: string,
  opts: { bold?: boolean; size?: number; valueBase?: 'rtl' | 'ltr' } = {},
): number {
  const size = opts.size ?? 9;
  const labelW = w * 0.32;
  text(doc, labels.ar, x + w - labelW - 2, y, labelW, { size, bold: true, color: COLOR.text });
  text(doc, labels.en, x + 2, y + 0.4, labelW, {
    size: size - 1.5,
    color: COLOR.muted,
    base: 'ltr',
    align: 'left',
  });
  const valueStyle = { bold: opts.bold ?? false, base: opts.valueBase ?? 'rtl' } as const;
  const valueW = w - 2 * labelW;
  const valueSize = fitSize(doc, value, valueW - 2, size, 6.5, valueStyle);
  const dy = (size - valueSize) / 5;
  text(doc, value, x + labelW, y + dy, valueW, { ...valueStyle, size: valueSize, align: 'center' });
  return 6.2;
}

/**
 * A QR code as vector squares, `size` mm wide with a quiet zone of one module, top-left at
 * (x, y) mm. `modules` comes from qrModules(); horizontal runs are merged into one rectangle.
 */
export function qrVector(doc: Doc, modules: boolean[][], x: number, y: number, size: number): void {
  const cell = mm(size) / (modules.length + 2);
  const SEAM = cell * 0.04;
  const left = mm(x) + cell;
  const top = mm(y) + cell;
  doc.save().rect(mm(x), mm(y), mm(size), mm(size)).fill(COLOR.white);
  modules.forEach((row, r) => {
    let c = 0;
    while (c < row.length) {
      if (!row[c]) {
        c++;
        continue;
      }
      const start = c;
      while (c < row.length && row[c]) c++;
      // A hair of overlap so anti-aliased viewers show no seams between neighbouring squares.
      doc.rect(left + start * cell, top + r * cell, (c - start) * cell + SEAM, cell + SEAM);
    }
  });
  doc.fill('#000000').restore();
}
