import { describe, expect, it } from 'vitest';
import { AppError } from './errors';
import {
  decodeZatcaQr,
  encodeZatcaQr,
  encodeZatcaQrFields,
  fitsZatcaQrValue,
  utf8ByteLength,
  zatcaTimestamp,
  ZATCA_QR_VALUE_MAX_BYTES,
} from './zatca-qr';

const toBase64 = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64');
const fromBase64 = (text: string) => new Uint8Array(Buffer.from(text, 'base64'));

/** Independent reference: the platform's btoa/atob over a binary string. */
const refDecode = (b64: string) => Uint8Array.from(atob(b64), (c) => c.charCodeAt(0));

/** The phase 1 vectors of vendor/zatca/README.md. */
const VECTORS = [
  {
    fields: {
      sellerName: 'Bobs Records',
      vatNumber: '310122393500003',
      timestamp: '2022-04-25T15:30:00Z',
      total: '1000.00',
      vat: '150.00',
    },
    halalas: { total: 100000, vat: 15000 },
    base64:
      'AQxCb2JzIFJlY29yZHMCDzMxMDEyMjM5MzUwMDAwMwMUMjAyMi0wNC0yNVQxNTozMDowMFoEBzEwMDAuMDAFBjE1MC4wMA==',
  },
  {
    fields: {
      sellerName: 'Bobs Basement Records',
      vatNumber: '100025906700003',
      timestamp: '2022-04-25T15:30:00Z',
      total: '2100100.99',
      vat: '315015.15',
    },
    halalas: { total: 210010099, vat: 31501515 },
    base64:
      'ARVCb2JzIEJhc2VtZW50IFJlY29yZHMCDzEwMDAyNTkwNjcwMDAwMwMUMjAyMi0wNC0yNVQxNTozMDowMFoECjIxMDAxMDAuOTkFCTMxNTAxNS4xNQ==',
  },
  {
    fields: {
      sellerName: 'Salla',
      vatNumber: '1234567891',
      timestamp: '2021-07-12T14:25:09Z',
      total: '100.00',
      vat: '15.00',
    },
    halalas: { total: 10000, vat: 1500 },
    base64: 'AQVTYWxsYQIKMTIzNDU2Nzg5MQMUMjAyMS0wNy0xMlQxNDoyNTowOVoEBjEwMC4wMAUFMTUuMDA=',
  },
];

describe('ZATCA phase 1 QR — official vectors', () => {
  it.each(VECTORS)('encodes $fields.sellerName exactly', (v) => {
    expect(encodeZatcaQrFields(v.fields)).toBe(v.base64);
    const fromInvoice = encodeZatcaQr({
      sellerName: v.fields.sellerName,
      vatNumber: v.fields.vatNumber,
      timestamp: Date.parse(v.fields.timestamp),
      ...v.halalas,
    });
    expect(fromInvoice).toBe(v.base64);
  });

  it.each(VECTORS)('decodes $fields.sellerName to its fields', (v) => {
    expect(decodeZatcaQr(v.base64)).toEqual(v.fields);
  });

  it('agrees with an independent base64 (atob/btoa) on the vector bytes', () => {
    for (const v of VECTORS) {
      const bytes = refDecode(v.base64);
      expect(toBase64(bytes)).toBe(v.base64);
      expect(fromBase64(v.base64)).toEqual(bytes);
    }
  });
});

describe('Arabic seller name', () => {
  const input = {
    sellerName: 'مطعم ومشويات منقوشة',
    vatNumber: '300075588700003',
    timestamp: Date.UTC(2026, 10, 22, 9, 30, 0, 789),
    total: 11500,
    vat: 1500,
  };

  it('counts the length in UTF-8 bytes and round-trips', () => {
    const b64 = encodeZatcaQr(input);
    const bytes = fromBase64(b64);
    expect(bytes[0]).toBe(1);
    expect(bytes[1]).toBe(new TextEncoder().encode(input.sellerName).length);
    expect(bytes[1]).toBeGreaterThan(input.sellerName.length); // two bytes per Arabic letter
    expect(decodeZatcaQr(b64)).toEqual({
      sellerName: input.sellerName,
      vatNumber: '300075588700003',
      timestamp: '2026-11-22T09:30:00Z',
      total: '115.00',
      vat: '15.00',
    });
    expect(b64).toBe(toBase64(bytes));
  });
});

describe('limits and malformed input', () => {
  const base = VECTORS[0]!.fields;

  it('accepts a 255-byte value and refuses 256 bytes with qr_value_too_long', () => {
    const ok = encodeZatcaQrFields({ ...base, sellerName: 'a'.repeat(255) });
    expect(decodeZatcaQr(ok).sellerName).toHaveLength(255);
    // 128 Arabic letters = 256 UTF-8 bytes although only 128 characters
    const err = (() => {
      try {
        encodeZatcaQrFields({ ...base, sellerName: 'م'.repeat(128) });
      } catch (e) {
        return e;
      }
    })();
    expect(err).toBeInstanceOf(AppError);
    expect((err as AppError).code).toBe('qr_value_too_long');
    expect((err as AppError).status).toBe(422);
    expect(Object.keys((err as AppError).fields ?? {})).toEqual(['sellerName']);
  });

  it.each([
    // text, UTF-8 bytes, fits one TLV value
    ['a'.repeat(255), 255, true],
    ['م'.repeat(127), 254, true],
    ['م'.repeat(128), 256, false],
    // Arabic presentation forms (copied from PDFs) are 3 bytes each: 100 letters = 300 bytes
    ['\uFEE3'.repeat(100), 300, false],
    ['😀'.repeat(63), 252, true],
    ['😀'.repeat(64), 256, false],
  ])('utf8ByteLength / fitsZatcaQrValue (%#)', (text, bytes, fits) => {
    expect(utf8ByteLength(text)).toBe(bytes);
    expect(fitsZatcaQrValue(text)).toBe(fits);
    expect(ZATCA_QR_VALUE_MAX_BYTES).toBe(255);
    // the save-time check and the encoder agree
    const encode = () => encodeZatcaQrFields({ ...base, sellerName: text });
    if (fits) expect(encode).not.toThrow();
    else expect(encode).toThrow(AppError);
  });

  it('refuses truncated TLV, missing tags and non-base64 text', () => {
    const full = fromBase64(VECTORS[2]!.base64);
    expect(() => decodeZatcaQr(toBase64(full.subarray(0, full.length - 2)))).toThrow(RangeError);
    expect(() => decodeZatcaQr(toBase64(full.subarray(0, 7)))).toThrow(/missing TLV tag 2/);
    expect(() => decodeZatcaQr('not*base64')).toThrow(RangeError);
  });

  it('skips unknown tags (e.g. phase 2 tag 6)', () => {
    const bytes = fromBase64(VECTORS[2]!.base64);
    const withExtra = new Uint8Array([...bytes, 6, 3, 0x61, 0x62, 0x63]);
    expect(decodeZatcaQr(toBase64(withExtra))).toEqual(VECTORS[2]!.fields);
  });
});

describe('zatcaTimestamp', () => {
  it.each([
    [Date.UTC(2022, 3, 25, 15, 30), '2022-04-25T15:30:00Z'],
    [Date.UTC(2026, 10, 22, 20, 30, 59, 999), '2026-11-22T20:30:59Z'],
    [Date.UTC(2026, 11, 31, 21, 0, 0), '2026-12-31T21:00:00Z'],
  ])('%i → %s (UTC, seconds)', (ms, want) => {
    expect(zatcaTimestamp(ms)).toBe(want);
  });
});
