// Every upload (product image, business logo) is decoded in full, capped in pixels,
// re-encoded to a bounded size and only then stored.
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_MESSAGES } from '../../domain/errors';
import { multipart } from '../testing/products';
import {
  corruptPng,
  exifRotatedJpeg,
  hugePng,
  imageInfo,
  polyglotPng,
  solidImage,
  truncatedPng,
} from '../testing/images';
import { bearer, createTestApp, type TestApp } from '../testing/test-app';
import { IMAGE_KINDS, MAX_IMAGE_BYTES, MAX_INPUT_PIXELS } from './images';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.adminToken();
});
afterAll(async () => t.close());

/** The two upload routes: where they post, which field they read, where the stored file lands. */
const routes = [
  {
    kind: 'product' as const,
    url: '/api/v1/kebrit/images',
    field: 'image',
    ok: 201,
    dir: () => path.join(t.dataDir, 'images', 'products'),
    storedUrl: (body: { url: string }) => body.url,
  },
  {
    kind: 'logo' as const,
    url: '/api/v1/businesses/kebrit/logo',
    field: 'file',
    ok: 200,
    dir: () => path.join(t.dataDir, 'logos'),
    storedUrl: (body: { business: { logoUrl: string } }) => body.business.logoUrl,
  },
];

function upload(route: (typeof routes)[number], bytes: Buffer) {
  const { payload, headers } = multipart(bytes, { field: route.field, filename: 'x.png' });
  return t.app.inject({
    method: 'POST',
    url: route.url,
    headers: { ...headers, ...bearer(admin) },
    payload,
  });
}

/** Uploads, expects success, and fetches the stored file as the browser would. */
async function uploadAndFetch(route: (typeof routes)[number], bytes: Buffer) {
  const res = await upload(route, bytes);
  expect(res.statusCode, res.body).toBe(route.ok);
  const url = route.storedUrl(res.json());
  const served = await t.app.inject({ method: 'GET', url });
  expect(served.statusCode).toBe(200);
  return { url, served, bytes: served.rawPayload };
}

const files = (dir: string) => (fs.existsSync(dir) ? fs.readdirSync(dir).sort() : []);

describe.each(routes)('$kind upload ($url)', (route) => {
  it('refuses a malformed multipart body (no boundary, cut short) with 400 on the field, not 500', async () => {
    const head = `--b0undary\r\nContent-Disposition: form-data; name="${route.field}"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`;
    const png = await solidImage(8, 8);
    for (const [contentType, payload] of [
      ['multipart/form-data', Buffer.concat([Buffer.from(head), png])],
      ['multipart/form-data; boundary=b0undary', Buffer.concat([Buffer.from(head), png])],
    ] as const) {
      const res = await t.app.inject({
        method: 'POST',
        url: route.url,
        headers: { 'content-type': contentType, ...bearer(admin) },
        payload,
      });
      expect(res.statusCode, contentType).toBe(400);
      expect(res.json().error.code).toBe('validation_failed');
      expect(res.json().error.fields[route.field]).toMatch(/[\u0600-\u06FF]/);
    }
  });

  it('refuses a PNG header followed by garbage with 415 image_unreadable and stores nothing', async () => {
    const before = files(route.dir());
    const res = await upload(route, await corruptPng());
    expect(res.statusCode).toBe(415);
    expect(res.json().error).toEqual({
      code: 'image_unreadable',
      message: ERROR_MESSAGES.image_unreadable,
    });
    expect(files(route.dir())).toEqual(before);
  });

  it('refuses a truncated PNG with 415 image_unreadable', async () => {
    const res = await upload(route, await truncatedPng());
    expect(res.statusCode).toBe(415);
    expect(res.json().error.code).toBe('image_unreadable');
  });

  it('refuses 64 megapixels in a few kilobytes with 413 image_too_many_pixels', async () => {
    const bomb = hugePng(8000, 8000);
    expect(bomb.length).toBeLessThan(64 * 1024);
    expect(8000 * 8000).toBeGreaterThan(MAX_INPUT_PIXELS);
    const before = files(route.dir());
    const res = await upload(route, bomb);
    expect(res.statusCode).toBe(413);
    expect(res.json().error).toEqual({
      code: 'image_too_many_pixels',
      message: ERROR_MESSAGES.image_too_many_pixels,
    });
    expect(files(route.dir())).toEqual(before);
  });

  it('scales a large image down to the kind’s longest side, re-encoded in its format', async () => {
    const { maxSide, format } = IMAGE_KINDS[route.kind];
    const { url, served, bytes } = await uploadAndFetch(
      route,
      await solidImage(3000, 1500, 'jpeg'),
    );
    expect(url.endsWith(`.${format}`)).toBe(true);
    expect(served.headers['content-type']).toBe(`image/${format}`);
    expect(await imageInfo(bytes)).toEqual({ width: maxSide, height: maxSide / 2, format });
  });

  it('never enlarges a small image', async () => {
    const { bytes } = await uploadAndFetch(route, await solidImage(16, 12, 'webp'));
    expect(await imageInfo(bytes)).toMatchObject({ width: 16, height: 12 });
  });

  it('turns a photo upright from its EXIF orientation', async () => {
    const { bytes } = await uploadAndFetch(route, await exifRotatedJpeg());
    expect(await imageInfo(bytes)).toMatchObject({ width: 20, height: 40 });
  });

  it('stores only the pixels of a PNG+HTML polyglot, served with nosniff', async () => {
    const { served, bytes } = await uploadAndFetch(route, await polyglotPng());
    expect(bytes.includes('<script')).toBe(false);
    expect(served.headers['x-content-type-options']).toBe('nosniff');
  });
});

describe('caps and formats', () => {
  it('the Arabic messages quote the caps they enforce', () => {
    expect(ERROR_MESSAGES.image_too_many_pixels).toContain(`(${MAX_INPUT_PIXELS / 1e6} ميغابكسل)`);
    expect(ERROR_MESSAGES.file_too_large).toContain(`(${MAX_IMAGE_BYTES / 1024 / 1024} ميغابايت)`);
  });

  it('keeps a logo’s transparency (PNG; the PDF flattens it on white)', async () => {
    expect(IMAGE_KINDS.logo.format).toBe('png');
    const { bytes } = await uploadAndFetch(routes[1]!, await solidImage(32, 32, 'png'));
    expect((await sharp(bytes).metadata()).hasAlpha).toBe(true);
  });
});
