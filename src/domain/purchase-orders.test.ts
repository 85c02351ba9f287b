import { describe, expect, it } from 'vitest';
import {
  canPurchaseOrder,
  nextPurchaseOrderState,
  orderLineAmounts,
  receivedState,
  remainingPieces,
  serialList,
  serialProblem,
} from './purchase-orders';
import { addDays, allocateLots, movingAverageCost, nearExpiry, stockValue } from './lots';
import { linesBeyondRemaining } from './order-lines';

describe('purchase order states (decision 0070)', () => {
  it('edits and sends only a draft, receives sent orders, cancels before any receipt', () => {
    expect(canPurchaseOrder('draft', 'edit')).toBe(true);
    expect(canPurchaseOrder('sent', 'edit')).toBe(false);
    expect(nextPurchaseOrderState('draft', 'send')).toBe('sent');
    expect(nextPurchaseOrderState('sent', 'send')).toBeNull();
    expect(canPurchaseOrder('draft', 'receive')).toBe(false);
    expect(canPurchaseOrder('partly_received', 'receive')).toBe(true);
    expect(canPurchaseOrder('received', 'receive')).toBe(false);
    expect(nextPurchaseOrderState('sent', 'cancel')).toBe('cancelled');
    expect(nextPurchaseOrderState('partly_received', 'cancel')).toBeNull();
    expect(nextPurchaseOrderState('partly_received', 'close')).toBe('closed');
  });

  it('is received when every line is complete, partly when some pieces came', () => {
    expect(receivedState([{ ordered: 5, received: 0 }])).toBe('sent');
    expect(
      receivedState([
        { ordered: 5, received: 5 },
        { ordered: 2, received: 0 },
      ]),
    ).toBe('partly_received');
    expect(
      receivedState([
        { ordered: 5, received: 5 },
        { ordered: 2, received: 2 },
      ]),
    ).toBe('received');
    expect(remainingPieces({ ordered: 5, received: 7 })).toBe(0);
  });

  it('refuses asking more than remains, summing a line named twice', () => {
    const remaining = new Map([
      [1, 4],
      [2, 10],
    ]);
    expect(linesBeyondRemaining([{ line: 1, quantity: 4 }], remaining)).toEqual([]);
    expect(
      linesBeyondRemaining(
        [
          { line: 1, quantity: 3 },
          { line: 1, quantity: 2 },
          { line: 2, quantity: 1 },
        ],
        remaining,
      ),
    ).toEqual([{ line: 1, asked: 5, remaining: 4 }]);
  });

  it('wants one serial per piece, none repeated for the product', () => {
    expect(serialList(' SN1 ')).toEqual(['SN1']);
    expect(serialList(['a', '', 'b'])).toEqual(['a', 'b']);
    const seen = new Set<string>();
    expect(serialProblem(7, 2, ['a'], seen)).toEqual({ kind: 'count' });
    expect(serialProblem(7, 2, ['a', 'b'], seen)).toBeNull();
    expect(serialProblem(7, 1, ['b'], seen)).toEqual({ kind: 'duplicate', serial: 'b' });
    expect(serialProblem(8, 1, ['b'], seen)).toBeNull();
  });

  it('prices a line VAT-exclusive with 15% on standard-rated lines only', () => {
    expect(orderLineAmounts(1050, 3, 'S')).toEqual({ net: 3150, vat: 473, total: 3623 });
    expect(orderLineAmounts(1050, 3, 'Z')).toEqual({ net: 3150, vat: 0, total: 3150 });
  });
});

describe('lots first-expiry-first-out (decision 0070)', () => {
  const lots = [
    { lotNumber: 'B', expiryDate: '2026-03-01', quantity: 10 },
    { lotNumber: 'N', expiryDate: null, quantity: 5 },
    { lotNumber: 'A', expiryDate: '2026-01-15', quantity: 10 },
  ];

  it('keeps every lot whole when unlotted sales are covered by unlotted receipts', () => {
    const r = allocateLots(lots, 30); // 25 in lots, 5 unlotted still on hand
    expect(r.unlotted).toBe(5);
    expect(r.lots.map((l) => [l.lotNumber, l.onHand])).toEqual([
      ['A', 10],
      ['B', 10],
      ['N', 5],
    ]);
  });

  it('takes unlotted sales from the earliest expiry first, lots without expiry last', () => {
    const r = allocateLots(lots, 12); // 13 sold beyond unlotted stock
    expect(r.lots.map((l) => [l.lotNumber, l.onHand])).toEqual([
      ['A', 0],
      ['B', 7],
      ['N', 5],
    ]);
    expect(r.unlotted).toBe(0);
    expect(allocateLots(lots, -2).unlotted).toBe(-2);
  });

  it('lists lots expiring within the days, flags expired ones, on Riyadh dates', () => {
    expect(addDays('2026-12-20', 30)).toBe('2027-01-19');
    expect(nearExpiry({ expiryDate: '2027-01-19', onHand: 1 }, '2026-12-20', 30)).toEqual({
      near: true,
      expired: false,
    });
    expect(nearExpiry({ expiryDate: '2027-01-20', onHand: 1 }, '2026-12-20', 30).near).toBe(false);
    expect(nearExpiry({ expiryDate: '2026-12-19', onHand: 1 }, '2026-12-20', 30)).toEqual({
      near: true,
      expired: true,
    });
    expect(nearExpiry({ expiryDate: '2026-12-19', onHand: 0 }, '2026-12-20', 30).near).toBe(false);
  });
});

describe('moving-average cost (decision 0070)', () => {
  it('weights each costed receipt by the pieces on hand', () => {
    // 10 at 5.00, sell 4, 6 at 6.00 → (6·500 + 6·600) / 12 = 550
    const avg = movingAverageCost([
      { quantity: 10, unitCost: 500 },
      { quantity: -4, unitCost: null },
      { quantity: 6, unitCost: 600 },
    ]);
    expect(avg).toBe(550);
    expect(stockValue(12, avg)).toBe(6600);
  });

  it('starts over when nothing is on hand, and values uncosted opening pieces at the first cost', () => {
    expect(
      movingAverageCost([
        { quantity: 20, unitCost: null },
        { quantity: 10, unitCost: 300 },
      ]),
    ).toBe(300);
    expect(
      movingAverageCost([
        { quantity: 2, unitCost: 100 },
        { quantity: -2, unitCost: null },
        { quantity: 1, unitCost: 900 },
      ]),
    ).toBe(900);
    expect(movingAverageCost([{ quantity: 5, unitCost: null }])).toBeNull();
    expect(stockValue(5, null)).toBe(0);
  });
});
