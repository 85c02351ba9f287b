import { describe, expect, it } from 'vitest';
import { decodeLookupCursor, encodeLookupCursor } from './lookup-cursor';

describe('lookup cursor', () => {
  it('round-trips an id as base64url, bound to its kind', () => {
    const c = encodeLookupCursor({ kind: 'products', after: 42 });
    expect(c).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(decodeLookupCursor(c, 'products')).toBe(42);
    expect(decodeLookupCursor(c, 'customers')).toBeUndefined();
    expect(
      decodeLookupCursor(encodeLookupCursor({ kind: 'vats', after: 2 ** 31 - 1 }), 'vats'),
    ).toBe(2 ** 31 - 1);
  });

  it('refuses anything else', () => {
    const enc = (v: unknown) => btoa(JSON.stringify(v)).replace(/=+$/, '');
    for (const bad of [
      '',
      'not base64!',
      '%%%',
      btoa('not json'),
      enc(null),
      enc([1]),
      enc({ k: 'products', a: 0 }),
      enc({ k: 'products', a: 1.5 }),
      enc({ k: 'products', a: 2 ** 31 }),
      enc({ k: 'products', a: 'S' }),
      enc({ k: 'products', a: '5' }),
      enc({ k: 'products' }),
      'A'.repeat(500),
    ])
      expect(decodeLookupCursor(bad, 'products'), bad).toBeUndefined();
  });
});
