import { describe, expect, it } from 'vitest';
import { foldArabic, matchesSearch } from './search';

describe('matchesSearch (home chooser and businesses list search)', () => {
  const mengusha = ['مطعم ومشويات منقوشة', 'Mengusha Restaurant & Grill', 'mengusha'];
  it.each([
    ['', true],
    ['منقوشة', true],
    ['منقوشه', true],
    ['مَطعم', true],
    ['MENG', true],
    ['grill', true],
    ['كبريت', false],
    ['  منقو  ', true],
  ])('%j → %s', (query, hit) => {
    expect(matchesSearch(query, mengusha)).toBe(hit);
  });

  it('folds alef forms, taa marbuta, alef maqsura and tatweel', () => {
    expect(foldArabic('إأآا')).toBe('اااا');
    expect(foldArabic('مستشفى الـزهرة')).toBe('مستشفي الزهره');
  });
});
