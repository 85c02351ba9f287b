import { describe, expect, it } from 'vitest';
import {
  buildSearchIndex,
  createSearcher,
  findByCode,
  normalizeForSearch,
  searchIndex,
} from './arabic-search';

describe('normalizeForSearch', () => {
  it.each([
    ['أحمر', 'احمر'],
    ['إبريق', 'ابريق'],
    ['آلة', 'اله'],
    ['ٱلقهوة', 'القهوه'],
    ['قهوة', 'قهوه'],
    ['مستشفى', 'مستشفي'],
    ['كَبِيرٌ', 'كبير'],
    ['شَدَّة', 'شده'],
    ['رحمٰن', 'رحمن'],
    ['كبـــير', 'كبير'],
    ['١٢٣', '123'],
    ['۴۵۶', '456'],
    ['٠٩', '09'],
    ['  Chicken   SHAWARMA ', 'chicken shawarma'],
    ['مفتاح\tكبير', 'مفتاح كبير'],
    ['', ''],
  ])('%s → %s', (input, expected) => {
    expect(normalizeForSearch(input)).toBe(expected);
  });
});

describe('searchIndex', () => {
  const products = [
    { ID: 7, name: 'قهوة عربية', productName: 'Arabic coffee' },
    { ID: 12, name: 'إبريق شاي', productName: 'Teapot' },
    { ID: 123, name: 'مفتاح كبير', productName: 'Large wrench' },
    { ID: 1234, name: 'مفتاح صغير', productName: 'Small wrench' },
  ];
  const index = buildSearchIndex(
    products,
    (p) => [p.name, p.productName, String(p.ID)],
    (p) => [String(p.ID)],
  );
  const ids = (q: string) => searchIndex(index, q).map((p) => p.ID);

  it.each([
    ['قهوه', [7]],
    ['القهوة', []],
    ['ابريق', [12]],
    ['أبريق', [12]],
    ['قَهْوَة', [7]],
    ['عربيه', [7]],
    ['COFFEE', [7]],
    ['مفتاح', [123, 1234]],
    ['كبير مفتاح', [123]],
    ['123', [123, 1234]],
    ['١٢٣', [123, 1234]],
    ['wrench small', [1234]],
    ['', [7, 12, 123, 1234]],
    ['   ', [7, 12, 123, 1234]],
    ['غير موجود', []],
  ])('%j → %j', (query, expected) => {
    expect(ids(query)).toEqual(expected);
  });

  it('does not match a term across two fields', () => {
    // "كبير" ends the name and "large" begins the English name: "كبيرlarge" must not match.
    expect(ids('كبيرlarge')).toEqual([]);
  });

  it('does not match a term across two products, and lists a product once however often it matches', () => {
    // Product 7's key ends with its number and product 12's begins with its name.
    expect(ids('7ابريق')).toEqual([]);
    // "ي" is in every key, twice in some.
    expect(ids('ي')).toEqual([7, 12, 123, 1234]);
    expect(ids('ي wrench')).toEqual([123, 1234]);
  });

  it('finds an exact product number typed by a scanner, Arabic-Indic digits too', () => {
    expect(findByCode(index, '123')?.ID).toBe(123);
    expect(findByCode(index, '١٢٣٤')?.ID).toBe(1234);
    expect(findByCode(index, '12 ')?.ID).toBe(12);
    expect(findByCode(index, '99')).toBeUndefined();
  });
});

describe('createSearcher', () => {
  const names = ['قهوة عربية', 'قهوة تركية', 'شاي أحمر', 'قهوة عربي 12', 'عربة'];
  const index = buildSearchIndex(names, (n) => [n]);

  it('answers each keystroke of a query as searchIndex does, narrowing and widening', () => {
    const search = createSearcher(index);
    for (const q of ['ق', 'قه', 'قهوه', 'قهوه ع', 'قهوة عربي', 'قهوة عربي 1', 'قهوة', 'عرب', ''])
      expect(search(q)).toEqual(searchIndex(index, q));
  });
});
