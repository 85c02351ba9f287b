/**
 * Drawing bidirectional text with pdfkit through the runs of bidi.ts (decision 0005-pdf-bidi):
 * measuring, aligning, wrapping, and the ToUnicode fix that keeps ligatures extractable.
 */
import type PDFDocument from 'pdfkit';
import { hasRtl, pdfRuns, type PdfRun } from './bidi';

type Doc = InstanceType<typeof PDFDocument>;

/** Any `features` array makes pdfkit lay an RTL run out in one piece (see bidi.ts). */
const WHOLE_RUN: PDFKit.Mixins.OpenTypeFeatures[] = ['rlig'];

export interface LineOptions {
  /** Box width in pt for alignment; without it the text starts at x. */
  width?: number;
  /** Alignment inside the box; default 'right' (start of an RTL line). */
  align?: 'left' | 'right' | 'center';
  /** Paragraph direction; default 'rtl'. */
  base?: 'rtl' | 'ltr';
}

function runWidth(doc: Doc, run: PdfRun): number {
  return doc.widthOfString(run.text, run.rtl ? { features: WHOLE_RUN } : {});
}

/** Width in pt of one logical line at the current font and size. */
export function lineWidth(doc: Doc, logical: string, base: 'rtl' | 'ltr' = 'rtl'): number {
  return pdfRuns(logical, base).reduce((sum, run) => sum + runWidth(doc, run), 0);
}

/**
 * Draws one logical line (no wrapping) with its top at (x, y) in pt, in the current font, size
 * and colour. Returns the drawn width in pt.
 */
export function drawLine(
  doc: Doc,
  logical: string,
  x: number,
  y: number,
  opts: LineOptions = {},
): number {
  const runs = pdfRuns(logical, opts.base ?? 'rtl');
  const widths = runs.map((run) => runWidth(doc, run));
  const total = widths.reduce((a, b) => a + b, 0);
  const box = opts.width ?? total;
  const align = opts.align ?? 'right';
  let cursor = align === 'left' ? x : align === 'right' ? x + box - total : x + (box - total) / 2;
  runs.forEach((run, i) => {
    doc.text(run.text, cursor, y, {
      lineBreak: false,
      ...(run.rtl ? { features: WHOLE_RUN } : {}),
    });
    cursor += widths[i] as number;
  });
  return total;
}

/**
 * Breaks logical text into lines that fit `width` pt (greedy, on spaces; a single word longer
 * than the width stays whole). Each line is reordered on its own when drawn.
 */
export function wrapLines(
  doc: Doc,
  logical: string,
  width: number,
  base: 'rtl' | 'ltr' = 'rtl',
): string[] {
  const lines: string[] = [];
  let current = '';
  for (const word of logical.split(/\s+/).filter(Boolean)) {
    const candidate = current ? `${current} ${word}` : word;
    if (current && lineWidth(doc, candidate, base) > width) {
      lines.push(current);
      current = word;
    } else {
      current = candidate;
    }
  }
  if (current) lines.push(current);
  return lines;
}

/**
 * Draws wrapped text in a box of `width` pt from its top at y; returns the height used in pt
 * (`lineHeight` pt per line).
 */
export function drawWrapped(
  doc: Doc,
  logical: string,
  x: number,
  y: number,
  width: number,
  lineHeight: number,
  opts: LineOptions = {},
): number {
  const lines = wrapLines(doc, logical, width, opts.base);
  lines.forEach((line, i) => drawLine(doc, line, x, y + i * lineHeight, { ...opts, width }));
  return lines.length * lineHeight;
}

interface EmbeddedFontInternals {
  unicode?: number[][];
}

/**
 * Makes Arabic ligatures extract in logical order. A ligature glyph (لا, ضر…) maps in ToUnicode
 * to its letters in logical order; pdftotext spreads them left to right over the glyph and then
 * reverses the RTL run, which would swap them. Storing the letters reversed for RTL ligatures
 * makes the reversal come out right. Call once, just before `doc.end()`. Relies on pdfkit's
 * EmbeddedFont.unicode table (pdfkit 0.20; checked by the pdftotext tests).
 */
export function fixRtlLigatureUnicode(doc: Doc): void {
  const families =
    (doc as unknown as { _fontFamilies?: Record<string, EmbeddedFontInternals> })._fontFamilies ??
    {};
  for (const font of new Set(Object.values(families))) {
    font.unicode?.forEach((codePoints, gid, table) => {
      if (codePoints.length > 1 && hasRtl(String.fromCodePoint(...codePoints)))
        table[gid] = [...codePoints].reverse();
    });
  }
}
