import { describe, expect, it } from 'vitest';
import { createScanBuffer, SCAN_KEY_GAP_MS } from './scanner';

const typeAt = (
  buffer: ReturnType<typeof createScanBuffer>,
  text: string,
  start: number,
  gap: number,
) => [...text].forEach((c, i) => buffer.key(c, start + i * gap));

describe('the keyboard-wedge scan buffer (decision 0048)', () => {
  it('gives a burst of characters ended by Enter as one code', () => {
    const b = createScanBuffer();
    typeAt(b, '6281007035546', 1000, 5);
    expect(b.enter(1000 + 13 * 5)).toBe('6281007035546');
    expect(b.enter(1100)).toBeNull();
  });

  it('drops slow typing, a late Enter and codes shorter than three characters', () => {
    const b = createScanBuffer();
    typeAt(b, '1234', 0, SCAN_KEY_GAP_MS + 1);
    expect(b.enter(4 * (SCAN_KEY_GAP_MS + 1))).toBeNull();
    typeAt(b, 'ABCD', 5000, 4);
    expect(b.enter(5012 + SCAN_KEY_GAP_MS + 1)).toBeNull();
    typeAt(b, '12', 9000, 4);
    expect(b.enter(9005)).toBeNull();
  });

  it('starts a new code after a pause', () => {
    const b = createScanBuffer();
    typeAt(b, 'xx', 0, 5);
    typeAt(b, 'SKU-1', 1000, 5);
    expect(b.enter(1025)).toBe('SKU-1');
  });
});
