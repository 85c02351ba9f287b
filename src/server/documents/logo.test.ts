import { createCanvas, loadImage } from '@napi-rs/canvas';
import { describe, expect, it } from 'vitest';
import { logoPng } from './logo';

const PNG_SIGNATURE = '89504e470d0a1a0a';

async function pixel(png: Buffer, x: number, y: number): Promise<number[]> {
  const image = await loadImage(png);
  const ctx = createCanvas(image.width, image.height).getContext('2d');
  ctx.drawImage(image, 0, 0);
  return [...ctx.getImageData(x, y, 1, 1).data];
}

describe('logoPng', () => {
  it('generates a 256 px teal disc with the first Arabic letter when there is no file', async () => {
    const png = await logoPng({ upload: null, nameAr: 'مطعم ومشويات منقوشة' });
    expect(png.subarray(0, 8).toString('hex')).toBe(PNG_SIGNATURE);
    const image = await loadImage(png);
    expect([image.width, image.height]).toEqual([256, 256]);
    expect(await pixel(png, 30, 128)).toEqual([15, 118, 110, 255]);
    expect((await pixel(png, 2, 2))[3]).toBe(0);
  });

  it('converts an uploaded JPEG to PNG, scaling a large one down to 512 px', async () => {
    const canvas = createCanvas(1024, 512);
    const ctx = canvas.getContext('2d');
    ctx.fillStyle = '#ff0000';
    ctx.fillRect(0, 0, 1024, 512);
    const upload = await canvas.encode('jpeg', 90);
    const png = await logoPng({ upload, nameAr: 'كبريت' });
    expect(png.subarray(0, 8).toString('hex')).toBe(PNG_SIGNATURE);
    const image = await loadImage(png);
    expect([image.width, image.height]).toEqual([512, 256]);
    const [r, g, b] = await pixel(png, 100, 100);
    expect(r).toBeGreaterThan(240);
    expect(g! + b!).toBeLessThan(20);
  });

  it('throws when the stored file is not an image', async () => {
    const upload = Buffer.from('not an image');
    await expect(logoPng({ upload, nameAr: 'كبريت' })).rejects.toThrow(/not a readable image/);
  });
});
