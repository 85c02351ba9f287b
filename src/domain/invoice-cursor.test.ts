import { describe, expect, it } from 'vitest';
import { decodeInvoiceCursor, encodeInvoiceCursor } from './invoice-cursor';

describe('invoice page cursor', () => {
  it('round-trips an instant and a number', () => {
    const c = { issuedAt: Date.parse('2026-11-30T20:30:00Z'), number: 1042 };
    expect(encodeInvoiceCursor(c)).toBe('1796070600000-1042'); // 20,787 days + 20.5 h after 1970-01-01;
    expect(decodeInvoiceCursor(encodeInvoiceCursor(c))).toEqual(c);
    expect(decodeInvoiceCursor('0-0')).toEqual({ issuedAt: 0, number: 0 });
  });

  it('refuses any other text', () => {
    for (const bad of ['', '1764534600000', '-1-2', '1.5-2', '1-2-3', 'a-b', `${'9'.repeat(16)}-1`])
      expect(decodeInvoiceCursor(bad), bad).toBeUndefined();
  });
});
