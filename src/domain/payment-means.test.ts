import { describe, expect, it } from 'vitest';
import { COLLECTION_MEANS, PAYMENT_MEANS_CODES, isCreditSale } from './payment-means';
import { collectionMeans } from './schemas/collection';

describe('isCreditSale', () => {
  it.each(PAYMENT_MEANS_CODES.map((c) => [c, c === '24'] as const))('%s → %s', (code, credit) => {
    expect(isCreditSale(code)).toBe(credit);
  });

  it('is false for anything that is not a known code', () => {
    expect(isCreditSale('')).toBe(false);
    expect(isCreditSale('24 ')).toBe(false);
  });
});

describe('COLLECTION_MEANS', () => {
  it('is cash (10) and card/mada (48), never credit', () => {
    expect(COLLECTION_MEANS).toEqual(['10', '48']);
    expect(COLLECTION_MEANS.some(isCreditSale)).toBe(false);
  });

  it('is what the request schema accepts', () => {
    expect(collectionMeans.options).toEqual([...COLLECTION_MEANS]);
    expect(collectionMeans.safeParse('24').success).toBe(false);
  });
});
