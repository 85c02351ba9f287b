import { describe, expect, it } from 'vitest';
import { exactInteger, parsePgNumeric } from './exact-numbers';

describe('exactInteger (sums stay exact or fail loudly)', () => {
  it.each<[number | string | bigint, number]>([
    [0, 0],
    ['0', 0],
    ['-42', -42],
    [' 17 ', 17],
    [Number.MAX_SAFE_INTEGER, Number.MAX_SAFE_INTEGER],
    ['9007199254740991', Number.MAX_SAFE_INTEGER],
    [-9007199254740991n, -Number.MAX_SAFE_INTEGER],
  ])('%s → %i', (value, want) => {
    expect(exactInteger(value)).toBe(want);
  });

  it.each<[number | string | bigint]>([
    ['9007199254740992'], // 2^53: representable, but 2^53 + 1 would read the same
    ['9007199254740993'],
    [9007199254740992], // what better-sqlite3 hands back for SUM = 2^53 + 1
    [2n ** 63n - 1n],
    ['-9007199254740993'],
    [1.5],
    ['12.5'],
    ['abc'],
    [''],
  ])('refuses %s', (value) => {
    expect(() => exactInteger(value, 'sum')).toThrow(RangeError);
  });
});

describe('parsePgNumeric', () => {
  it('parses integer sums exactly and refuses unsafe ones', () => {
    expect(parsePgNumeric('123456789012')).toBe(123456789012);
    expect(() => parsePgNumeric('90071992547409930')).toThrow(RangeError);
  });
  it('reads a fraction as a number', () => {
    expect(parsePgNumeric('12.50')).toBe(12.5);
  });
});
