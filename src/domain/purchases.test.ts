import { describe, expect, it } from 'vitest';
import { averageUnitCost, isLowStock, purchaseLineTotal, remainingStock } from './purchases';

describe('stock rules', () => {
  it.each([
    [10, 0, 0, 10],
    [10, 5, 3, 12],
    [0, 0, 4, -4],
    [0, 24, 24, 0],
  ])('opening %i + received %i − sold %i = %i', (opening, received, sold, remaining) => {
    expect(remainingStock(opening, received, sold)).toBe(remaining);
  });

  it.each([
    [0, 0, true],
    [1, 0, false],
    [-2, 0, true],
    [5, 5, true],
    [6, 5, false],
  ])('remaining %i with threshold %i is low: %s', (remaining, threshold, low) => {
    expect(isLowStock(remaining, threshold)).toBe(low);
  });

  it('a purchase line total is price × quantity in halalas', () => {
    expect(purchaseLineTotal(1250, 3)).toBe(3750);
    expect(purchaseLineTotal(0, 7)).toBe(0);
  });
});

describe('average unit cost (purchases/products)', () => {
  it.each([
    [18250, 7, 2607], // 26.0714… → 26.07
    [1001, 2, 501], // 5.005 → half up 5.01
    [1000, 3, 333],
    [19999, 1, 19999],
    [500, 0, 0],
  ])('%i halalas over %i pieces → %i', (total, quantity, average) => {
    expect(averageUnitCost(total, quantity)).toBe(average);
  });
});
