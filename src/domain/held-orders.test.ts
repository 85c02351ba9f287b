import { describe, expect, it } from 'vitest';
import {
  equalLineShares,
  kitchenAge,
  KITCHEN_AMBER_AFTER_MS,
  KITCHEN_RED_AFTER_MS,
  splitByLinesProblem,
} from './held-orders';

describe('equalLineShares', () => {
  it('shares every line so lines and the whole sum exactly, parts within a halala', () => {
    const lines = [1300, 700, 1, 2501];
    const shares = equalLineShares(lines, 3);
    lines.forEach((amount, j) => expect(shares.reduce((s, p) => s + p[j]!, 0)).toBe(amount));
    const totals = shares.map((p) => p.reduce((s, v) => s + v, 0));
    expect(totals.reduce((s, v) => s + v, 0)).toBe(4502);
    expect(Math.max(...totals) - Math.min(...totals)).toBeLessThanOrEqual(1);
  });
  it('refuses one part or more than ten', () => {
    expect(() => equalLineShares([100], 1)).toThrow(RangeError);
    expect(() => equalLineShares([100], 11)).toThrow(RangeError);
  });
});

describe('kitchenAge', () => {
  it('turns amber, then red, at the thresholds', () => {
    expect(kitchenAge(0, KITCHEN_AMBER_AFTER_MS - 1)).toBe('fresh');
    expect(kitchenAge(0, KITCHEN_AMBER_AFTER_MS)).toBe('amber');
    expect(kitchenAge(0, KITCHEN_RED_AFTER_MS)).toBe('red');
  });
});

describe('splitByLinesProblem', () => {
  it('wants each unpaid line in exactly one non-empty part', () => {
    expect(splitByLinesProblem([1, 2, 3], [[1], [2, 3]])).toBeNull();
    expect(splitByLinesProblem([1, 2, 3], [[1], [2]])).toBe('missing');
    expect(splitByLinesProblem([1, 2], [[1, 2], [2]])).toBe('twice');
    expect(splitByLinesProblem([1, 2], [[1, 9], [2]])).toBe('unknown');
    expect(splitByLinesProblem([1, 2], [[1, 2], []])).toBe('empty_part');
  });
});
