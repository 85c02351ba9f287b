// The QR tool (legacy app: POST /qr), on SQLite and — with TEST_DATABASE_URL — PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_QR_TEXT_LENGTH } from '../../../domain/limits';
import { apiCaller, type ApiCaller } from '../../testing/api-caller';
import { readQr } from '../../testing/documents';
import { createTestApp, type TestApp } from '../../testing/test-app';

let t: TestApp;
let call: ApiCaller;
let admin: string;

beforeAll(async () => {
  t = await createTestApp({ config: { receiptImages: false, backupSchedule: null } });
  call = apiCaller(t);
  admin = await t.adminToken();
});
afterAll(async () => t.close());

async function qrText(token: string, text: string): Promise<string | undefined> {
  const res = await call('POST', '/qr', token, { text });
  expect(res.statusCode, res.body).toBe(200);
  const { img } = res.json() as { img: string };
  return (await readQr(Buffer.from(img, 'base64')))?.text;
}

describe('POST /qr', () => {
  it('answers a PNG that reads back to the text (Arabic, a URL, the longest text)', async () => {
    expect(await qrText(admin, 'مؤسسة كبريت للتجارة')).toBe('مؤسسة كبريت للتجارة');
    expect(await qrText(admin, 'https://example.com/a?b=1')).toBe('https://example.com/a?b=1');
    const longest = 'ق'.repeat(MAX_QR_TEXT_LENGTH);
    expect(await qrText(admin, longest)).toBe(longest);
  });

  it('lets a manager use it too', async () => {
    expect(await qrText(await t.userToken('manager'), 'sanad')).toBe('sanad');
  });

  it.each([
    ['empty', ''],
    ['blank', '   '],
    ['too long', 'x'.repeat(MAX_QR_TEXT_LENGTH + 1)],
    ['a bidi control', 'abc\u202Edef'],
  ])('refuses %s text with 400 and an Arabic field error', async (_, text) => {
    const res = await call('POST', '/qr', admin, { text });
    expect(res.statusCode).toBe(400);
    const body = res.json() as {
      error: { code: string; message: string; fields?: Record<string, string> };
    };
    expect(body.error.fields?.text).toMatch(/[\u0600-\u06FF]/);
  });

  it('refuses a missing body field with 400', async () => {
    const res = await call('POST', '/qr', admin, {});
    expect(res.statusCode).toBe(400);
  });

  it('needs a signed-in user (401) with qr.generate (403 for a cashier, sales, user)', async () => {
    expect((await call('POST', '/qr', null, { text: 'x' })).statusCode).toBe(401);
    for (const role of ['casher', 'sales', 'user']) {
      const res = await call('POST', '/qr', await t.userToken(role), { text: 'x' });
      expect(res.statusCode, role).toBe(403);
      expect((res.json() as { error: { code: string } }).error.code).toBe('forbidden');
    }
  });
});
