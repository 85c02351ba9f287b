import { describe, expect, it } from 'vitest';
import { matchesSearch } from './search';

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
  it('reads alef forms, taa marbuta, alef maqsura, tatweel and Arabic-Indic digits as the POS search', () => {
    expect(matchesSearch('اااا', ['إأآا'])).toBe(true);
    expect(matchesSearch('مستشفي الزهره', ['مستشفى الـزهرة'])).toBe(true);
    expect(matchesSearch('٣١٠', ['310122393500003'])).toBe(true);
  });
});
