import { describe, expect, it } from 'vitest';
import {
  canSaleOrder,
  deliveredNotInvoiced,
  nextSaleOrderState,
  progressState,
  remainingToDeliver,
  saleOrderState,
} from './sale-orders';
import { linesBeyondRemaining } from './order-lines';

describe('sale order states (decision 0069)', () => {
  it('edits and confirms only a draft, cancels only before any delivery', () => {
    expect(canSaleOrder('draft', 'edit')).toBe(true);
    expect(canSaleOrder('confirmed', 'edit')).toBe(false);
    expect(nextSaleOrderState('draft', 'confirm')).toBe('confirmed');
    expect(nextSaleOrderState('confirmed', 'confirm')).toBeNull();
    expect(nextSaleOrderState('confirmed', 'cancel')).toBe('cancelled');
    expect(nextSaleOrderState('partly_delivered', 'cancel')).toBeNull();
    expect(nextSaleOrderState('invoiced', 'cancel')).toBeNull();
  });

  it('delivers a confirmed or partly delivered order; invoices what was delivered', () => {
    expect(canSaleOrder('draft', 'deliver')).toBe(false);
    expect(canSaleOrder('confirmed', 'deliver')).toBe(true);
    expect(canSaleOrder('partly_delivered', 'deliver')).toBe(true);
    expect(canSaleOrder('delivered', 'deliver')).toBe(false);
    expect(canSaleOrder('confirmed', 'invoice')).toBe(false);
    expect(canSaleOrder('delivered', 'invoice')).toBe(true);
  });

  it('derives the state from delivered and invoiced pieces', () => {
    expect(progressState([{ ordered: 5, delivered: 0, invoiced: 0 }])).toBe('confirmed');
    expect(progressState([{ ordered: 5, delivered: 2, invoiced: 2 }])).toBe('partly_delivered');
    expect(
      progressState([
        { ordered: 5, delivered: 5, invoiced: 2 },
        { ordered: 1, delivered: 1, invoiced: 0 },
      ]),
    ).toBe('delivered');
    expect(progressState([{ ordered: 5, delivered: 5, invoiced: 5 }])).toBe('invoiced');
  });

  it('counts what remains and refuses more than that', () => {
    expect(remainingToDeliver({ ordered: 5, delivered: 7, invoiced: 0 })).toBe(0);
    expect(deliveredNotInvoiced({ ordered: 5, delivered: 4, invoiced: 1 })).toBe(3);
    const remaining = new Map([
      [1, 3],
      [2, 0],
    ]);
    expect(linesBeyondRemaining([{ line: 1, quantity: 3 }], remaining)).toEqual([]);
    expect(
      linesBeyondRemaining(
        [
          { line: 1, quantity: 2 },
          { line: 1, quantity: 2 },
          { line: 2, quantity: 1 },
        ],
        remaining,
      ),
    ).toEqual([
      { line: 1, asked: 4, remaining: 3 },
      { line: 2, asked: 1, remaining: 0 },
    ]);
    expect(saleOrderState('bogus')).toBe('draft');
  });
});
