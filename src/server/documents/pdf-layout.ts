/**
 * Shared A4 layout for the pdfkit documents: millimetre units, page geometry,
 * colours, the embedded Cairo font (drawing helpers: pdf-draw.ts).
 * Coordinates are pdfkit's: points from the top-left corner.
 */
import { readProgramFile } from '../storage/program-files';
import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';
import { CAIRO_BOLD, CAIRO_REGULAR } from './fonts';
import { PDFA3B_OPTIONS } from './pdfa';

export type Doc = InstanceType<typeof PDFDocument>;

/** Millimetres → PDF points (1 mm = 72 / 25.4 pt). */
export function mm(value: number): number {
  return (value * 72) / 25.4;
}

/** A4 in mm, with the margins every page keeps. */
export const PAGE = { width: 210, height: 297, margin: 14 } as const;
/** Left and right edges of the content, and its width, in mm. */
export const LEFT = PAGE.margin;
export const RIGHT = PAGE.width - PAGE.margin;
export const CONTENT_WIDTH = RIGHT - LEFT;
/** Lowest y (mm) content may reach before the page footer. */
export const CONTENT_BOTTOM = PAGE.height - 16;

export const COLOR = {
  text: '#1f2937',
  muted: '#6b7280',
  accent: '#0f766e',
  accentSoft: '#e6f4f1',
  rule: '#cbd5e1',
  zebra: '#f8fafc',
  white: '#ffffff',
} as const;

// Registered under their PostScript names: pdfkit files the constructor's default font under that
// name, so doc.font(FONT_REGULAR) finds it in its cache instead of re-opening and comparing the
// font on every call (which cost ~8 ms per invoice).
const FONT_REGULAR = 'Cairo-Regular';
const FONT_BOLD = 'Cairo-Bold';

/**
 * Cairo parsed once per process with pdfkit's own fontkit (pdfkit ≥ 0.16 accepts a fontkit font
 * object as a font source). Parsing the TTF and its GSUB tables per document cost ~40 ms of the
 * ~60 ms an invoice took. fontkit is reached through pdfkit's resolution, as pdfkit's dependency.
 */
let fonts: { regular: unknown; bold: unknown } | null = null;
function loadFonts(): { regular: unknown; bold: unknown } {
  const fontkit = createRequire(createRequire(import.meta.url).resolve('pdfkit'))('fontkit') as {
    create(b: Buffer): FontkitFont;
  };
  return {
    regular: withCurrentCodePoints(fontkit.create(readProgramFile(CAIRO_REGULAR))),
    bold: withCurrentCodePoints(fontkit.create(readProgramFile(CAIRO_BOLD))),
  };
}

interface FontkitGlyph {
  codePoints: number[];
}
interface FontkitFont {
  getGlyph(id: number, characters?: number[]): FontkitGlyph | null;
}

/**
 * fontkit keeps one glyph object per glyph id for the font's life, with the code points of the
 * text that first produced it, and pdfkit writes those code points into each document's ToUnicode
 * map (what pdftotext, copy and paste and screen readers read). With the font parsed once per
 * process, a name typed in presentation forms (U+FExx, which Cairo maps to the same glyphs as the
 * plain letters) made every later invoice's text come out in presentation forms, and a glyph first
 * reached without code points came out as nothing. This gives each glyph the code points of the
 * layout asking for it, so a document's text map comes from that document's own text.
 */
function withCurrentCodePoints(font: FontkitFont): FontkitFont {
  const getGlyph = font.getGlyph.bind(font);
  font.getGlyph = (id, characters = []) => {
    const glyph = getGlyph(id, characters);
    if (glyph && characters.length > 0) glyph.codePoints = characters;
    return glyph;
  };
  return font;
}

/**
 * A new A4 document with Cairo registered (embedded and subset on use) and fixed metadata, so
 * the same invoice renders to the same bytes. `created` becomes CreationDate and ModDate.
 * `pdfa`: a PDF/A-3b document (PDF 1.7, XMP metadata, sRGB output intent; pdfa.ts, decision
 * 0047) instead of plain PDF 1.3. Either way every font is the embedded Cairo: the default
 * Helvetica is never selected.
 */
export function newA4(title: string, created: Date, pdfa = false): Doc {
  fonts ??= loadFonts();
  const doc = new PDFDocument({
    ...(pdfa ? PDFA3B_OPTIONS : {}),
    size: 'A4',
    margin: 0,
    // Cairo from the start, so pdfkit does not load its default Helvetica metrics per document.
    font: fonts.regular as string,
    bufferPages: true,
    autoFirstPage: true,
    lang: 'ar-SA',
    displayTitle: true,
    info: {
      Title: title,
      Author: 'Sanad',
      Creator: 'Sanad',
      Producer: 'Sanad (pdfkit)',
      CreationDate: created,
      ModDate: created,
    },
  });
  doc.registerFont(FONT_REGULAR, fonts.regular as Buffer);
  doc.registerFont(FONT_BOLD, fonts.bold as Buffer);
  doc.font(FONT_REGULAR);
  return doc;
}

/** Collects the document's bytes; resolves once `doc.end()` has flushed everything. */
export function collect(doc: Doc): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
}

/** Selects Cairo Regular or Bold at `size` pt. */
export function setFont(doc: Doc, bold: boolean, size: number): void {
  doc.font(bold ? FONT_BOLD : FONT_REGULAR).fontSize(size);
}
