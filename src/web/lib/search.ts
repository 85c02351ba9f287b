/**
 * Folds Arabic spelling variants a person types interchangeably — hamza forms of alef (أ إ آ → ا),
 * taa marbuta (ة → ه), alef maqsura (ى → ي), tatweel and diacritics (dropped) — and case, so a
 * search for «منقوشه» finds «منقوشة».
 */
export function foldArabic(text: string): string {
  return text
    .toLowerCase()
    .replace(/[\u064B-\u065F\u0670\u0640]/g, '')
    .replace(/[أإآ]/g, 'ا')
    .replace(/ة/g, 'ه')
    .replace(/ى/g, 'ي')
    .trim();
}

/** True when the query (folded) is part of any of the texts (folded); an empty query matches all. */
export function matchesSearch(query: string, texts: readonly string[]): boolean {
  const q = foldArabic(query);
  return q === '' || texts.some((t) => foldArabic(t).includes(q));
}
