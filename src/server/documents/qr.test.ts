import { describe, expect, it } from 'vitest';
import { invoiceFixture } from '../testing/invoice-fixture';
import { qrModules, qrPng } from './qr';
import { readQr } from '../testing/documents';

// ZATCA's phase-1 sample (Bobs Records), vendor/zatca/README.md.
const OFFICIAL =
  'AQxCb2JzIFJlY29yZHMCDzMxMDEyMjM5MzUwMDAwMwMUMjAyMi0wNC0yNVQxNTozMDowMFoEBzEwMDAuMDAFBjE1MC4wMA==';

describe('qrPng', () => {
  it('renders the official TLV as a PNG that decodes back to the same text', async () => {
    const png = await qrPng(OFFICIAL);
    expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
    const read = await readQr(png);
    expect(read).toMatchObject({ text: OFFICIAL, width: 256, height: 256 });
  });

  it('decodes an invoice TLV with an Arabic seller name at another size', async () => {
    const { qrBase64 } = invoiceFixture();
    const read = await readQr(await qrPng(qrBase64, 400));
    expect(read?.text).toBe(qrBase64);
    expect(read?.width).toBe(400);
    const tlv = Buffer.from(read?.text ?? '', 'base64');
    expect(tlv.subarray(2, 2 + (tlv[1] as number)).toString('utf8')).toBe('مطعم ومشويات منقوشة');
  });

  it('gives the same module matrix the PDF draws', () => {
    const modules = qrModules(OFFICIAL);
    expect(modules.length).toBeGreaterThanOrEqual(21);
    expect(modules.every((row) => row.length === modules.length)).toBe(true);
    expect(modules[0]?.slice(0, 7)).toEqual([true, true, true, true, true, true, true]);
  });
});
