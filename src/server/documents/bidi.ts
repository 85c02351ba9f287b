/**
 * Right-to-left text for pdfkit (decision 0005-pdf-bidi).
 *
 * What pdfkit + fontkit do, and what they leave to us (pdfkit 0.20, fontkit 2.0):
 * - fontkit shapes Arabic (init/medi/fina forms, the lam-alef and other ligatures of `rlig`) from
 *   the string in LOGICAL order, detects the Arabic script, and then reverses the glyphs itself,
 *   so a logical Arabic string comes out in visual order. It does not apply `rtlm` mirroring with
 *   Cairo (the font has no such lookup) and knows nothing of mixed directions.
 * - pdfkit has no bidi at all. Without `features` it lays out word by word (split on spaces) and
 *   puts the words left to right, so a multi-word Arabic string prints its words backwards. With a
 *   `features` array it hands the whole string to fontkit in one run, which then reverses the
 *   whole run: words in the right order, but any number inside would be reversed too.
 *
 * So this helper runs the Unicode bidi algorithm (bidi-js, base direction RTL) and cuts the text
 * into level runs in visual order, left to right. An RTL run is handed to pdfkit in LOGICAL order
 * with `features` (fontkit joins the letters and reverses the run); mirrored characters (brackets)
 * are swapped first. An LTR run (digits, dates, times, VAT numbers, amounts, Latin) is drawn as is.
 * A run of RTL neutrals only (no Arabic letter, e.g. " / "), which fontkit would not reverse, is
 * reversed here. `pdftotext` reads the glyphs left to right and undoes the RTL runs, which gives
 * the words back in logical order; the ligature fix in pdf-text.ts covers multi-letter glyphs.
 */
import bidiFactory from 'bidi-js';

const bidi = bidiFactory();

/** One piece of a line, in visual order (left to right), ready for `doc.text`. */
export interface PdfRun {
  /** Text to draw: logical order for RTL runs (fontkit reverses it), as is for LTR runs. */
  text: string;
  /** True for a right-to-left run: draw with a `features` array so fontkit lays it out whole. */
  rtl: boolean;
}

const STRONG_RTL = /[\u0590-\u08FF\uFB1D-\uFDFF\uFE70-\uFEFF]/u;
const STRONG_LATIN = /[A-Za-z\u00C0-\u024F]/u;
const LRI = '\u2066';
const PDI = '\u2069';
/** Numbers, amounts, dates, times, VAT numbers, percentages: kept left to right as one unit. */
const NUMERIC =
  /(?:(?<=^|\s)[-+])?[0-9\u0660-\u0669\u06F0-\u06F9]+(?:[.,:/-][0-9\u0660-\u0669\u06F0-\u06F9]+)*%?/gu;

/** Last strong letter before a position is Latin: the number belongs to that LTR phrase. */
const AFTER_LATIN =
  /[A-Za-z\u00C0-\u024F][^A-Za-z\u00C0-\u024F\u0590-\u08FF\uFB1D-\uFDFF\uFE70-\uFEFF]*$/u;

/**
 * Wraps numeric tokens in LRI…PDI (UAX #9 isolates). Without it, rule W2 turns digits after an
 * Arabic letter into Arabic numbers, and "2026-11-22" would print as 22-11-2026. A number after a
 * Latin word ("Pepsi 330") is left alone so it stays in that word's left-to-right run.
 */
function isolateNumbers(text: string): string {
  return text.replace(NUMERIC, (token: string, offset: number) =>
    AFTER_LATIN.test(text.slice(0, offset)) ? token : `${LRI}${token}${PDI}`,
  );
}

/**
 * Splits one line of logical text (no line breaks) into runs in visual order, left to right.
 * `base` is the paragraph direction: 'rtl' for Arabic documents (the default), 'ltr' for English.
 * Empty text gives no runs. Pure; never throws.
 */
export function pdfRuns(logical: string, base: 'rtl' | 'ltr' = 'rtl'): PdfRun[] {
  const key = `${base}:${logical}`;
  let runs = cache.get(key);
  if (!runs) {
    if (cache.size >= CACHE_LIMIT) cache.clear();
    runs = computeRuns(logical, base);
    cache.set(key, runs);
  }
  return runs.map((run) => ({ ...run }));
}

/** Labels and measurements repeat (wrapping measures every prefix): memoise, bounded. */
const cache = new Map<string, PdfRun[]>();
const CACHE_LIMIT = 5000;

function computeRuns(logical: string, base: 'rtl' | 'ltr'): PdfRun[] {
  if (logical.length === 0) return [];
  base = lineDirection(logical, base);
  logical = isolateNumbers(logical);
  const levels = bidi.getEmbeddingLevels(logical, base);
  const mirrored = bidi.getMirroredCharactersMap(logical, levels.levels);
  const order = bidi.getReorderedIndices(logical, levels);
  const runs: PdfRun[] = [];
  let start = 0;
  while (start < order.length) {
    const first = order[start] as number;
    const rtl = ((levels.levels[first] as number) & 1) === 1;
    const step = rtl ? -1 : 1;
    let end = start + 1;
    while (end < order.length && order[end] === (order[end - 1] as number) + step) {
      const level = levels.levels[order[end] as number] as number;
      if (((level & 1) === 1) !== rtl) break;
      end++;
    }
    const from = Math.min(first, order[end - 1] as number);
    const to = Math.max(first, order[end - 1] as number);
    const run = makeRun(logical, from, to, rtl, mirrored);
    if (run.text) runs.push(run);
    start = end;
  }
  return mergeRuns(runs);
}

function makeRun(
  s: string,
  from: number,
  to: number,
  rtl: boolean,
  mirrored: Map<number, string>,
): PdfRun {
  let text = '';
  for (let i = from; i <= to; i++)
    if (s[i] !== LRI && s[i] !== PDI) text += mirrored.get(i) ?? s[i];
  // fontkit reverses only runs it detects as Arabic script; reverse neutral-only RTL runs here.
  if (rtl && !STRONG_RTL.test(text)) text = [...text].reverse().join('');
  return { text, rtl };
}

/** Joins neighbours of the same direction that dropping the isolate marks left apart. */
function mergeRuns(runs: PdfRun[]): PdfRun[] {
  const merged: PdfRun[] = [];
  for (const run of runs) {
    const last = merged[merged.length - 1];
    if (last && last.rtl === run.rtl && !run.rtl) last.text += run.text;
    else merged.push({ ...run });
  }
  return merged;
}

/**
 * The whole line in visual order as one string (RTL runs reversed character by character):
 * what a left-to-right renderer without shaping would need. Used by tests and for debugging.
 */
export function visualString(logical: string, base: 'rtl' | 'ltr' = 'rtl'): string {
  return pdfRuns(logical, base)
    .map((run) =>
      run.rtl && STRONG_RTL.test(run.text) ? [...run.text].reverse().join('') : run.text,
    )
    .join('');
}

/**
 * The paragraph direction one line of a document is laid out in (decision 0052): `preferred`
 * ('rtl' on Arabic documents), except that a line whose only letters are Latin — an English name
 * such as "Kebrit Trading Est.", an English title, a product named in English — is 'ltr', as
 * HTML's `dir="auto"` would have it (UAX #9, rules P2–P3). Laid out RTL, the neutral characters at
 * the ends of such a line take the RTL direction (rules N1–N2) and move to the wrong end:
 * ".Kebrit Trading Est". A line with an Arabic letter, or with no letter at all (numbers, amounts),
 * keeps `preferred`. Pure; never throws.
 */
export function lineDirection(text: string, preferred: 'rtl' | 'ltr' = 'rtl'): 'rtl' | 'ltr' {
  return preferred === 'rtl' && !STRONG_RTL.test(text) && STRONG_LATIN.test(text)
    ? 'ltr'
    : preferred;
}

/** True when the text holds at least one Arabic (or other right-to-left) letter. */
export function hasRtl(text: string): boolean {
  return STRONG_RTL.test(text);
}
