/**
 * Arabic-aware search for the POS: a catalogue of 20,000 products is searched on
 * every keystroke, so each product's text is normalized once into an index, and a query is
 * normalized the same way and matched by substring.
 *
 * Normalization (normalizeForSearch), the usual one of Arabic search engines (Lucene's
 * ArabicNormalizer) plus digits:
 * - hamza and madda forms of alef (أ إ آ ٱ) → bare alef ا;
 * - teh marbuta ة → heh ه (a name typed with either ending is found);
 * - alef maksura ى → yeh ي;
 * - tashkeel (harakat U+064B–U+065F, superscript alef U+0670, Quranic marks U+06D6–U+06ED) and
 *   tatweel ـ (U+0640) removed;
 * - Arabic-Indic (٠–٩) and Extended Arabic-Indic (۰–۹) digits → ASCII 0–9, so a product number
 *   typed on an Arabic keyboard matches;
 * - Latin lower-cased, runs of white space → one space, trimmed.
 */

const ALEF_FORMS = /[أإآٱ]/g;
const MARKS = /[\u064B-\u065F\u0670\u06D6-\u06ED\u0640]/g;
const INDIC_DIGITS = /[\u0660-\u0669\u06F0-\u06F9]/g;

/** The normalized form of `text` for searching (see the module comment); pure, no allocation cache. */
export function normalizeForSearch(text: string): string {
  return text
    .normalize('NFC')
    .replace(MARKS, '')
    .replace(ALEF_FORMS, 'ا')
    .replace(/ة/g, 'ه')
    .replace(/ى/g, 'ي')
    .replace(INDIC_DIGITS, (d) => String((d.charCodeAt(0) - 0x0660) % (0x06f0 - 0x0660)))
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

/** Separates the items' keys in `SearchIndex.text`; a normalized key never contains it. */
const ITEM_SEPARATOR = '\u0000';

/**
 * A search index over `items`: one normalized key per item, exact codes (product numbers), and
 * every key in one string (`text`, keys separated by NUL; key i starts at `starts[i]`), so that a
 * search of the whole catalogue is a run of `indexOf` over one string rather than 20,000 calls.
 */
export interface SearchIndex<T> {
  readonly items: readonly T[];
  readonly keys: readonly string[];
  readonly byCode: ReadonlyMap<string, T>;
  readonly text: string;
  readonly starts: Int32Array;
}

/**
 * Builds the index once per catalogue: `texts(item)` are the searchable fields (names, product
 * number, barcode), joined with a line feed so that no term matches across two fields; `codes(item)`
 * are exact identifiers a scanner types (the first item wins on a duplicate).
 */
export function buildSearchIndex<T>(
  items: readonly T[],
  texts: (item: T) => readonly string[],
  codes: (item: T) => readonly string[] = () => [],
): SearchIndex<T> {
  const byCode = new Map<string, T>();
  for (const item of items)
    for (const code of codes(item)) {
      const key = normalizeForSearch(code);
      if (key && !byCode.has(key)) byCode.set(key, item);
    }
  const keys = items.map((item) =>
    texts(item)
      .map((t) => normalizeForSearch(t).replaceAll(ITEM_SEPARATOR, ''))
      .join('\n'),
  );
  const starts = new Int32Array(keys.length + 1);
  for (let i = 0; i < keys.length; i++) starts[i + 1] = starts[i]! + keys[i]!.length + 1;
  return { items, keys, byCode, text: keys.join(ITEM_SEPARATOR), starts };
}

/** The position of the item whose key holds character `at` of `index.text` (binary search). */
function itemAt(starts: Int32Array, at: number): number {
  let lo = 0;
  let hi = starts.length - 2;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (starts[mid]! <= at) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}

/**
 * Positions (ascending) of the items whose key contains every one of `terms` (non-empty,
 * normalized): the longest term is found with `indexOf` over the joined text, each item it falls
 * in is then checked for the other terms.
 */
function scanAll(index: SearchIndex<unknown>, terms: readonly string[]): number[] {
  const { text, starts, keys } = index;
  const longest = terms.reduce((a, b) => (b.length > a.length ? b : a));
  const hits: number[] = [];
  let at = text.indexOf(longest);
  while (at !== -1) {
    const i = itemAt(starts, at);
    const key = keys[i]!;
    if (terms.every((term) => term === longest || key.includes(term))) hits.push(i);
    at = text.indexOf(longest, starts[i + 1]!);
  }
  return hits;
}

/**
 * The items whose fields contain every word of `query` (normalized; order of the words free), in
 * index order. An empty query matches every item.
 */
export function searchIndex<T>(index: SearchIndex<T>, query: string): T[] {
  const terms = normalizeForSearch(query).split(' ').filter(Boolean);
  if (terms.length === 0) return [...index.items];
  return scanAll(index, terms).map((i) => index.items[i]!);
}

/** The item whose code (product number, barcode) is exactly `query` once normalized, if any. */
export function findByCode<T>(index: SearchIndex<T>, query: string): T | undefined {
  return index.byCode.get(normalizeForSearch(query));
}

/**
 * A search over `index` that remembers its last answer (item positions): a query whose normalized
 * form extends the previous one — the cashier typing on — can only match a subset of the previous
 * matches, so only those are searched; any other query searches the whole index. Same answers as
 * searchIndex, in index order; on a 20,000-product catalogue the second keystroke on looks at
 * hundreds of keys instead of 20,000.
 */
export function createSearcher<T>(index: SearchIndex<T>): (query: string) => T[] {
  let last = '';
  let lastHits: number[] = [];
  return (query) => {
    const normalized = normalizeForSearch(query);
    const terms = normalized.split(' ').filter(Boolean);
    if (terms.length === 0) {
      last = '';
      return [...index.items];
    }
    const within = last && normalized.startsWith(last) ? lastHits : null;
    const { keys } = index;
    const hits = within
      ? within.filter((i) => terms.every((term) => keys[i]!.includes(term)))
      : scanAll(index, terms);
    last = normalized;
    lastHits = hits;
    return hits.map((i) => index.items[i]!);
  };
}
