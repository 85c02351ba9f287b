import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { encodeGreyPng } from './grey-png';

/** The PNG's pixels as sharp reads them back: one grey byte each. */
async function decode(png: Buffer): Promise<{ grey: number[]; width: number; depth: number }> {
  const meta = await sharp(png).metadata();
  const { data, info } = await sharp(png)
    .extractChannel(0)
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { grey: [...data], width: info.width, depth: Number(meta.bitsPerSample ?? 0) };
}

describe('encodeGreyPng (the receipt PNG, decision 0065)', () => {
  it('writes 2-bit greyscale whose four levels print every dot as the 8-bit grey did', async () => {
    // Around each boundary: 42|43, the printer's threshold 159|160, 212|213.
    const row = [0, 42, 43, 159, 160, 212, 213, 255];
    for (const width of [8, 7]) {
      const pixels = Uint8Array.from([...row.slice(0, width), ...row.slice(0, width).reverse()]);
      const png = encodeGreyPng({ pixels, width, height: 2 });
      const read = await decode(png);
      expect(read).toMatchObject({ width, depth: 2 });
      const want = [0, 0, 85, 85, 170, 170, 255, 255].slice(0, width);
      expect(read.grey).toEqual([...want, ...want.reverse()]);
      // Black below 160 (RECEIPT_THRESHOLD) before and after.
      expect(read.grey.map((v) => v < 160)).toEqual([...pixels].map((v) => v < 160));
    }
  });
});
