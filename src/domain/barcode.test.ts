import { describe, expect, it } from 'vitest';
import { isBarcode, MAX_BARCODE_LENGTH, normalizeBarcode } from './barcode';

describe('product barcodes (decision 0048)', () => {
  it('trims a code and makes Arabic-Indic digits ASCII, keeping the case of letters', () => {
    expect(normalizeBarcode('  ٦٢٨١٠٠٧٠٣٥٥٤٦ ')).toBe('6281007035546');
    expect(normalizeBarcode('۱۲۳-Ab')).toBe('123-Ab');
  });

  it('accepts EAN-13 and SKU shapes, refuses spaces, Arabic letters and over-long codes', () => {
    expect(isBarcode('6281007035546')).toBe(true);
    expect(isBarcode('SKU-12/b_3.x')).toBe(true);
    expect(isBarcode('12 34')).toBe(false);
    expect(isBarcode('قهوة')).toBe(false);
    expect(isBarcode('')).toBe(false);
    expect(isBarcode('1'.repeat(MAX_BARCODE_LENGTH))).toBe(true);
    expect(isBarcode('1'.repeat(MAX_BARCODE_LENGTH + 1))).toBe(false);
  });
});
