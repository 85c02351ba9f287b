import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIELD_MESSAGES } from '../../../domain/errors';
import { MAX_IMAGE_BYTES } from '../../files/images';
import { imageInfo } from '../../testing/images';
import { bearer, createTestApp, type TestApp } from '../../testing/test-app';
import { drawImage, uploadImage } from '../../testing/products';

let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.adminToken();
});
afterAll(async () => t.close());

describe('POST /api/v1/{business}/images', () => {
  it.each([
    ['kebrit', 'products'],
    ['mengusha', 'mengusha'],
  ])(
    'stores a PNG for %s as WebP under a generated name and serves it at /static/images/%s/',
    async (business, folder) => {
      const png = drawImage('image/png');
      const res = await uploadImage(t, admin, business, png, { filename: '../../evil name.png' });
      expect(res.statusCode).toBe(201);
      const { success, image, url } = res.json();
      expect(success).toBe(true);
      expect(image).toMatch(/^[0-9a-f]{32}\.webp$/);
      expect(url).toBe(`/static/images/${folder}/${image}`);
      expect(fs.existsSync(path.join(t.dataDir, 'images', folder, image))).toBe(true);
      const served = await t.app.inject({ method: 'GET', url });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/webp');
      // re-encoded: the same 8 × 8 px picture, not the uploaded bytes
      expect(await imageInfo(served.rawPayload)).toEqual({ width: 8, height: 8, format: 'webp' });
      const audit = await t.app.ctx.db
        .selectFrom('audit_log')
        .selectAll()
        .where('entity_id', '=', image)
        .execute();
      expect(audit.map((a) => a.action)).toEqual(['product_image.upload']);
    },
  );

  it('accepts JPEG and WebP by content, whatever the client calls them, stored as WebP', async () => {
    for (const mime of ['image/jpeg', 'image/webp'] as const) {
      const res = await uploadImage(t, admin, 'kebrit', drawImage(mime), {
        filename: 'photo.png',
        type: 'image/png',
      });
      expect(res.statusCode).toBe(201);
      expect(res.json().image).toMatch(/\.webp$/);
      const served = await t.app.inject({ method: 'GET', url: res.json().url });
      expect(served.headers['content-type']).toBe('image/webp');
    }
  });

  it('accepts an image above the 2 MB JSON body limit (up to 5 MB)', async () => {
    const big = Buffer.concat([drawImage('image/png'), Buffer.alloc(3 * 1024 * 1024)]);
    const res = await uploadImage(t, admin, 'mengusha', big);
    expect(res.statusCode).toBe(201);
  });

  it('415 for a text file renamed .png', async () => {
    const res = await uploadImage(
      t,
      admin,
      'kebrit',
      Buffer.from('hello, not an image\n'.repeat(20)),
      { filename: 'fake.png', type: 'image/png' },
    );
    expect(res.statusCode).toBe(415);
    expect(res.json().error.code).toBe('unsupported_media_type');
  });

  it('413 for a file over 5 MB', async () => {
    const huge = Buffer.concat([drawImage('image/png'), Buffer.alloc(MAX_IMAGE_BYTES)]);
    const res = await uploadImage(t, admin, 'kebrit', huge);
    expect(res.statusCode).toBe(413);
    expect(res.json().error.code).toBe('file_too_large');
  });

  it('400 fields.image without a file, with another field name, or for a JSON body', async () => {
    const wrongField = await uploadImage(t, admin, 'kebrit', drawImage(), { field: 'file' });
    expect(wrongField.statusCode).toBe(400);
    expect(wrongField.json().error).toMatchObject({
      code: 'validation_failed',
      fields: { image: FIELD_MESSAGES.imageField('image') },
    });
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/v1/kebrit/images',
      headers: bearer(admin),
      payload: { image: 'x.png' },
    });
    expect(json.statusCode).toBe(400);
    expect(json.json().error).toMatchObject({
      code: 'validation_failed',
      fields: { image: FIELD_MESSAGES.imageRequired },
    });
  });

  it('an image of kebrit is not served under the mengusha folder', async () => {
    const res = await uploadImage(t, admin, 'kebrit');
    const other = await t.app.inject({
      method: 'GET',
      url: `/static/images/mengusha/${res.json().image}`,
    });
    expect(other.statusCode).toBe(404);
  });

  it('401 without a token; 403 for a plain user, a casher on kebrit, a sales user on mengusha, a casher anywhere', async () => {
    const anon = await t.app.inject({ method: 'POST', url: '/api/v1/kebrit/images', payload: {} });
    expect(anon.statusCode).toBe(401);
    const user = await t.userToken('user');
    const casher = await t.userToken('casher');
    const sales = await t.userToken('sales');
    for (const [token, business] of [
      [user, 'kebrit'],
      [user, 'mengusha'],
      [casher, 'kebrit'],
      [casher, 'mengusha'],
      [sales, 'mengusha'],
      [sales, 'kebrit'],
    ] as const) {
      const res = await uploadImage(t, token, business);
      expect(res.statusCode, `${business}`).toBe(403);
    }
    const manager = await t.userToken('manager');
    expect((await uploadImage(t, manager, 'kebrit')).statusCode).toBe(201);
  });
});
