import { normalizeForSearch } from '../../domain/arabic-search';

/**
 * True when the query is part of any of the texts, both normalized as the POS search does
 * (normalizeForSearch: alef forms, taa marbuta, alef maqsura, tashkeel, tatweel, Arabic-Indic
 * digits, case); an empty query matches all. For short lists (home chooser, businesses list);
 * the POS catalogue uses a prebuilt index (src/domain/arabic-search.ts).
 */
export function matchesSearch(query: string, texts: readonly string[]): boolean {
  const q = normalizeForSearch(query);
  return q === '' || texts.some((t) => normalizeForSearch(t).includes(q));
}
