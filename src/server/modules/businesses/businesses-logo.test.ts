// Businesses: uploading a logo (POST /api/v1/businesses/{key}/logo).
import { deflateSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { imageInfo } from '../../testing/images';
import type { TestApp } from '../../testing/test-app';
import { businessesFixture, type BusinessesFixture } from '../../testing/businesses';

let t: TestApp, admin: Record<string, string>;
let as: BusinessesFixture['as'];
beforeAll(async () => {
  ({ t, admin, as } = await businessesFixture());
});
afterAll(async () => t.close());

/** A real 2×2 PNG (signature, IHDR, IDAT, IEND with CRCs). */
function tinyPng(): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (buf: Buffer) => {
    let c = 0xffffffff;
    for (const b of buf) c = crcTable[(c ^ b) & 0xff]! ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const sum = Buffer.alloc(4);
    sum.writeUInt32BE(crc(body));
    return Buffer.concat([len, body, sum]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(2, 0);
  ihdr.writeUInt32BE(2, 4);
  ihdr.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  const rows = Buffer.from([0, 255, 0, 0, 0, 128, 128, 0, 0, 0, 255, 255, 255, 255]);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A multipart/form-data body with one file field. */
function multipart(content: Buffer, filename: string, type: string, field = 'file') {
  const boundary = '----sanad' + Math.random().toString(16).slice(2);
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
    ),
    content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

describe('POST /api/v1/businesses/{key}/logo', () => {
  it('stores a PNG and serves it at logoUrl as image/png', async () => {
    const png = tinyPng();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/businesses/mengusha/logo',
      ...withAuth(multipart(png, 'logo.png', 'image/png'), admin),
    });
    expect(res.statusCode).toBe(200);
    const logoUrl = res.json().business.logoUrl as string;
    expect(logoUrl).toMatch(/^\/static\/logos\/[0-9a-f]{32}\.png$/);
    expect(logoUrl).not.toContain('logo.png');
    const img = await t.app.inject({ method: 'GET', url: logoUrl });
    expect(img.statusCode).toBe(200);
    expect(img.headers['content-type']).toBe('image/png');
    // re-encoded, so not the same bytes, but the same 2 × 2 px image
    expect(await imageInfo(img.rawPayload)).toEqual({ width: 2, height: 2, format: 'png' });
    const got = (
      await t.app.inject({ method: 'GET', url: '/api/v1/businesses/mengusha', headers: admin })
    ).json();
    expect(got.logoUrl).toBe(logoUrl);
  });

  it('refuses the file under any field name but `file` with 400 on fields.file', async () => {
    for (const field of ['logo', 'image', 'File']) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/v1/businesses/kebrit/logo',
        ...withAuth(multipart(tinyPng(), 'x.png', 'image/png', field), admin),
      });
      expect(res.statusCode, field).toBe(400);
      expect(res.json().error.code).toBe('validation_failed');
      expect(res.json().error.fields.file).toMatch(/[\u0600-\u06FF]/);
    }
    const profile = await t.app.inject({
      method: 'GET',
      url: '/api/v1/businesses/kebrit',
      headers: admin,
    });
    expect(profile.json().logoUrl).toBeNull();
  });

  it('refuses a non-image with 415, whatever its name and declared type say', async () => {
    const text = Buffer.from('this is not an image at all, just text pretending to be one');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/businesses/kebrit/logo',
      ...withAuth(multipart(text, 'evil.png', 'image/png'), admin),
    });
    expect(res.statusCode).toBe(415);
    expect(res.json().error.code).toBe('unsupported_media_type');
  });

  it('refuses a file over 5 MB with 413', async () => {
    const big = Buffer.concat([tinyPng(), Buffer.alloc(5 * 1024 * 1024 + 10)]);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/businesses/kebrit/logo',
      ...withAuth(multipart(big, 'big.png', 'image/png'), admin),
    });
    expect(res.statusCode).toBe(413);
  });

  it('refuses a request without a file with 400 on the file field', async () => {
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/v1/businesses/kebrit/logo',
      headers: admin,
      payload: { file: 'nope' },
    });
    expect(json.statusCode).toBe(400);
    expect(json.json().error.fields.file).toMatch(/[\u0600-\u06FF]/);
    const boundary = '----sanadempty';
    const empty = await t.app.inject({
      method: 'POST',
      url: '/api/v1/businesses/kebrit/logo',
      headers: { ...admin, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: `--${boundary}\r\nContent-Disposition: form-data; name="note"\r\n\r\nhello\r\n--${boundary}--\r\n`,
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.fields.file).toMatch(/[\u0600-\u06FF]/);
  });

  it.each(['manager', 'casher', 'user'])('answers 403 to a %s', async (role) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/businesses/mengusha/logo',
      ...withAuth(multipart(tinyPng(), 'l.png', 'image/png'), as(role)),
    });
    expect(res.statusCode).toBe(403);
  });

  it('answers 401 without a token', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/businesses/mengusha/logo',
      ...multipart(tinyPng(), 'l.png', 'image/png'),
    });
    expect(res.statusCode).toBe(401);
  });
});

function withAuth(
  req: { payload: Buffer; headers: Record<string, string> },
  auth: Record<string, string>,
) {
  return { payload: req.payload, headers: { ...req.headers, ...auth } };
}
