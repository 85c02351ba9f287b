import { normalizeForSearch } from './arabic-search';

/**
 * Business names are unique (decision 0051): two businesses named «مقهى نجد» cannot be told apart
 * in the chooser, on the receipts or in the audit log. Two names are the same name when their keys
 * are equal.
 */

/**
 * The comparison key of a business's Arabic name (decision 0051): Unicode NFC, spaces trimmed and
 * collapsed, tashkeel and tatweel removed, alef forms (أ إ آ ٱ) → ا, ة → ه, ى → ي, Arabic-Indic
 * digits → 0–9, Latin lower-cased — the normalisation of the POS search (normalizeForSearch), so
 * «مقهى نجد», « مقهي  نجد » and «مَقهى نجد» are one name. Stored in `businesses.name_key`
 * (migration 025) under a unique index.
 */
export function businessNameKey(name: string): string {
  return normalizeForSearch(name);
}

/**
 * Makes the names `names` (in id order) unique by key, for the migration that brings in the rule:
 * the first holder of a key keeps its name; each later one gets « (2)», « (3)»… appended — the
 * first suffix whose key is free. Returns the new name of each index that changed.
 */
export function dedupeBusinessNames(names: readonly string[]): Map<number, string> {
  const taken = new Set(names.map(businessNameKey));
  const seen = new Set<string>();
  const renamed = new Map<number, string>();
  names.forEach((name, i) => {
    const key = businessNameKey(name);
    if (!seen.has(key)) {
      seen.add(key);
      return;
    }
    let n = 2;
    while (taken.has(businessNameKey(`${name} (${n})`))) n++;
    const next = `${name} (${n})`;
    taken.add(businessNameKey(next));
    seen.add(businessNameKey(next));
    renamed.set(i, next);
  });
  return renamed;
}
