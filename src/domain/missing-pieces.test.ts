import { expect, it } from 'vitest';
import { missingPieces } from './missing-pieces';

it('orders ordered − delivered − on hand per product, never below 0, merging lines of one product', () => {
  const lines = [
    { productId: 1, ordered: 10, delivered: 4 }, // 6 open, 2 on hand → 4
    { productId: 2, ordered: 5, delivered: 0 }, // 5 open, 9 on hand → 0 (left out)
    { productId: 1, ordered: 3, delivered: 0 }, // same product: 9 open in all → 7
    { productId: 3, ordered: 2, delivered: 5 }, // over-delivered: 0, no credit
    { productId: 4, ordered: 8, delivered: 0 }, // −3 on hand counts as 0 → 8
    { productId: 5, ordered: 1, delivered: 0 }, // nothing on hand anywhere → 1
  ];
  const onHand = new Map([
    [1, 2],
    [2, 9],
    [3, 0],
    [4, -3],
  ]);
  expect(missingPieces(lines, onHand)).toEqual([
    { productId: 1, quantity: 7 },
    { productId: 4, quantity: 8 },
    { productId: 5, quantity: 1 },
  ]);
  expect(missingPieces([{ productId: 1, ordered: 4, delivered: 4 }], new Map())).toEqual([]);
});
