import { describe, expect, it } from 'vitest';
import { BUSINESS_KINDS, KIND_RULES, isBusinessKind, offeredPaymentMeans } from './business-kinds';
import { PAYMENT_MEANS_CODES, isDeliveryAppMeans } from './payment-means';
import { ROLES } from './permissions';

describe('KIND_RULES (what differs between businesses is their kind)', () => {
  it('a trading business offers cash, mada and credit; a restaurant also the delivery apps', () => {
    expect([...offeredPaymentMeans('trading')].sort()).toEqual(['10', '24', '48']);
    expect([...offeredPaymentMeans('restaurant')].sort()).toEqual(['10', '24', '42', '45', '48']);
    expect(offeredPaymentMeans('restaurant')).toEqual(PAYMENT_MEANS_CODES);
  });

  it('only a restaurant prices delivery apps (pricedv)', () => {
    expect(KIND_RULES.restaurant.deliveryPrice).toBe(true);
    expect(KIND_RULES.trading.deliveryPrice).toBe(false);
    expect(PAYMENT_MEANS_CODES.filter(isDeliveryAppMeans)).toEqual(['42', '45']);
  });

  it('every role has tiles in every kind, without repeats', () => {
    for (const kind of BUSINESS_KINDS)
      for (const role of ROLES) {
        const tiles = KIND_RULES[kind].tiles[role];
        expect(tiles.length).toBeGreaterThan(0);
        expect(new Set(tiles).size).toBe(tiles.length);
      }
  });

  it.each([
    ['trading', true],
    ['restaurant', true],
    ['cafe', false],
    ['', false],
  ] as const)('isBusinessKind(%j) → %s', (v, ok) => {
    expect(isBusinessKind(v)).toBe(ok);
  });
});
