// The per-day invoice image archive (legacy app: images) and its signed links
// (decision 0027): Riyadh day boundaries, newest first, images and thumbnails opened
// without the bearer header, only for users of that business, only that day, until expiry; a
// missing receipt is drawn again. SQLite and — with TEST_DATABASE_URL — PostgreSQL.
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ARCHIVE_MESSAGES } from '../../../domain/schemas/files';
import { apiCaller, type ApiCaller } from '../../testing/api-caller';
import { posFixture, type PosFixture } from '../../testing/pos';
import { sell } from '../../testing/sales';
import type { TestApp } from '../../testing/test-app';

let t: TestApp, admin: string, p: PosFixture['p'], call: ApiCaller;
let seller: string; // a `sales` user: member of kebrit only
let casher: string; // a `casher`: member of mengusha only

/** Riyadh wall-clock time on 2026-11-25 (UTC+3) → UTC ms. */
const riyadh = (hh: number, mm: number, ss = 0, ms = 0) =>
  Date.UTC(2026, 10, 25, hh - 3, mm, ss, ms);
const D = '2026-11-25';

/** The kebrit sales of the test, by when they happened. */
const sales: Record<string, { at: number; ID: number }> = {};

beforeAll(async () => {
  ({ t, p } = await posFixture());
  call = apiCaller(t);
  const moments: Record<string, number> = {
    dayBefore: riyadh(0, 0) - 1, // 23:59:59.999 on D-1
    first: riyadh(0, 0), // 00:00:00.000 on D
    noon: riyadh(12, 0),
    late: riyadh(23, 30), // 23:30 on D: still D
    nextDay: riyadh(24, 0), // 00:00 on D+1
  };
  for (const [label, at] of Object.entries(moments)) {
    t.clock.now = at;
    t.forgetAdminToken(); // sessions last 12 hours: sign in again at each moment
    const sale = await sell(t, await t.adminToken(), 'kebrit', {
      PaymentMeansCode: '10',
      InvoiceLine: [{ ID: p.kebrit!, InvoicedQuantity: 1 }],
    });
    sales[label] = { at, ID: sale.ID };
  }
  t.clock.now = riyadh(23, 45);
  t.forgetAdminToken();
  admin = await t.adminToken();
  seller = await t.userToken('sales');
  casher = await t.userToken('casher');
});
afterAll(async () => t.close());

const nameOf = (label: string) => `${sales[label]!.at}_${sales[label]!.ID}.png`;
/** Opens a link as an <img> or a new window would: no Authorization header. */
const open = (url: string) => t.app.inject({ method: 'GET', url });

async function archive(token: string, query = `date=${D}&tz=Asia/Riyadh`, business = 'kebrit') {
  return call('GET', `/${business}/images?${query}`, token);
}

describe('GET {business}/images?date&tz', () => {
  it("lists the day's receipts in Riyadh time, newest first; 23:30 on D is in D, not D+1", async () => {
    const res = await archive(admin);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.files).toEqual([nameOf('late'), nameOf('noon'), nameOf('first')]);
    expect(body.date).toBe(D);
    expect(body.tz).toBe('Asia/Riyadh');
    expect(body.base_url).toMatch(/^\/api\/v1\/kebrit\/invo\/[\w-]+\.[\w-]{43}\/$/);
    expect(body.thumbs_url).toBe(`${body.base_url}thumbs/`);
    const next = (await archive(admin, 'date=2026-11-26')).json();
    expect(next.files).toEqual([nameOf('nextDay')]);
    expect(next.tz).toBe('Asia/Riyadh'); // the default zone
    // The same instants read in UTC fall on other days.
    const utc = (await archive(admin, `date=${D}&tz=UTC`)).json();
    expect(utc.files).toEqual([nameOf('nextDay'), nameOf('late'), nameOf('noon')]);
  });

  it('without a date it is today in the zone', async () => {
    // The clock stands at 23:45 Riyadh on D = 20:45 UTC, still D in UTC too.
    const today = (await archive(admin, '')).json();
    expect(today.date).toBe(D);
    expect(today.files).toEqual([nameOf('late'), nameOf('noon'), nameOf('first')]);
    t.clock.now = riyadh(24, 30); // 00:30 on D+1 in Riyadh, 21:30 UTC on D
    try {
      expect((await archive(admin, '')).json().date).toBe('2026-11-26');
      expect((await archive(admin, 'tz=UTC')).json().date).toBe(D);
    } finally {
      t.clock.now = riyadh(23, 45);
    }
  });

  it('a day without sales is an empty list, another business lists its own only', async () => {
    expect((await archive(admin, 'date=2026-11-20')).json().files).toEqual([]);
    expect((await archive(admin, `date=${D}`, 'mengusha')).json().files).toEqual([]);
  });

  it.each([
    ['date=2026-02-30', 'date', ARCHIVE_MESSAGES.date],
    ['date=25-11-2026', 'date', ARCHIVE_MESSAGES.date],
    ['date=', 'date', ARCHIVE_MESSAGES.date],
    [`date=${D}&tz=Mars%2FOlympus`, 'tz', ARCHIVE_MESSAGES.tz],
    [`date=${D}&tz=`, 'tz', ARCHIVE_MESSAGES.tz],
  ])('?%s → 400 with the Arabic reason', async (query, field, message) => {
    const res = await archive(admin, query);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('validation_failed');
    expect(res.json().error.fields[field]).toBe(message);
  });

  it('is for users of that business only: 403 for a member of another, 404 for none', async () => {
    expect((await archive(seller)).statusCode).toBe(200);
    const other = await archive(casher);
    expect(other.statusCode).toBe(403);
    expect(other.json().error.code).toBe('business_forbidden');
    expect((await archive(admin, `date=${D}`, 'nosuchshop')).statusCode).toBe(404);
    expect((await call('GET', `/kebrit/images?date=${D}`, null)).statusCode).toBe(401);
  });
});

describe('the signed base_url', () => {
  it('opens each receipt and a 240 px WebP thumbnail without the bearer header', async () => {
    const { base_url, thumbs_url, files } = (await archive(seller)).json();
    const img = await open(base_url + encodeURIComponent(files[0]));
    expect(img.statusCode).toBe(200);
    expect(img.headers['content-type']).toBe('image/png');
    const stored = path.join(t.dataDir, 'kebrit', 'invo', files[0]);
    expect(img.rawPayload.equals(fs.readFileSync(stored))).toBe(true);

    const thumb = await open(thumbs_url + encodeURIComponent(files[0]));
    expect(thumb.statusCode).toBe(200);
    expect(thumb.headers['content-type']).toBe('image/webp');
    const meta = await sharp(thumb.rawPayload).metadata();
    expect(meta.format).toBe('webp');
    expect(meta.width).toBe(240);
    // Small; the 2-bit receipt PNG itself may be lighter still (decision 0065), so its size is no
    // yardstick any more.
    expect(thumb.rawPayload.length).toBeLessThan(32 * 1024);
    // Made once: cached on disk, and the cached file is what is served next time.
    const cached = path.join(t.dataDir, 'kebrit', 'invo-thumbs', files[0].replace('.png', '.webp'));
    expect(fs.readFileSync(cached).equals(thumb.rawPayload)).toBe(true);
    fs.writeFileSync(cached, Buffer.concat([thumb.rawPayload, Buffer.from('x')]));
    const again = await open(thumbs_url + encodeURIComponent(files[0]));
    expect(again.rawPayload.length).toBe(thumb.rawPayload.length + 1);
  });

  it('opens only files of its own day and business', async () => {
    const { base_url } = (await archive(admin)).json();
    const sig = base_url.split('/')[5];
    const otherDay = await open(base_url + nameOf('nextDay'));
    expect(otherDay.statusCode).toBe(403);
    expect(otherDay.json().error.code).toBe('link_wrong_file');
    // The kebrit link on a mengusha path: refused even though its user (admin) opens mengusha.
    const otherBusiness = await open(`/api/v1/mengusha/invo/${sig}/${nameOf('noon')}`);
    expect(otherBusiness.statusCode).toBe(403);
    expect(otherBusiness.json().error.code).toBe('link_wrong_file');
    const [claimPart, mac] = sig!.split('.') as [string, string];
    const flipped = `${claimPart}.${mac[0] === 'A' ? 'B' : 'A'}${mac.slice(1)}`;
    const tampered = await open(`/api/v1/kebrit/invo/${flipped}/${nameOf('noon')}`);
    expect(tampered.statusCode).toBe(401);
    expect(tampered.json().error.code).toBe('link_invalid');
    // A name of that day that is no invoice: 404; a name that is no archive name: 400.
    expect((await open(`${base_url}${riyadh(13, 0)}_999.png`)).statusCode).toBe(404);
    expect((await open(`${base_url}..%2F..%2Fsanad.db`)).statusCode).toBe(400);
  });

  it('stops at its expiry', async () => {
    const { base_url, expires_at } = (await archive(seller)).json();
    const saved = t.clock.now;
    try {
      t.clock.now = Date.parse(expires_at) - 1;
      expect((await open(base_url + nameOf('late'))).statusCode).toBe(200);
      t.clock.now = Date.parse(expires_at);
      const res = await open(base_url + nameOf('late'));
      expect(res.statusCode).toBe(401);
      expect(res.json().error.code).toBe('link_expired');
    } finally {
      t.clock.now = saved;
    }
  });

  it('stops at once when its user leaves the business', async () => {
    const username = `leaver_${Date.now().toString(36)}`;
    const leaver = await t.userToken('sales', username);
    const { base_url } = (await archive(leaver)).json();
    expect((await open(base_url + nameOf('noon'))).statusCode).toBe(200);
    const users = (await call('GET', '/users', admin)).json() as Array<{
      UUID: string;
      username: string;
    }>;
    const uuid = users.find((u) => u.username === username)!.UUID;
    const put = await call('PUT', `/users/${uuid}`, admin, { businesses: ['mengusha'] });
    expect(put.statusCode, put.body).toBe(200);
    const res = await open(base_url + nameOf('noon'));
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe('business_forbidden');
  });
});

describe('a receipt image that is missing or unwritable', () => {
  it('is drawn again and stored when deleted; invoicetopng answers 200 too', async () => {
    const { base_url } = (await archive(admin)).json();
    const file = path.join(t.dataDir, 'kebrit', 'invo', nameOf('first'));
    const original = fs.readFileSync(file);
    fs.rmSync(file);
    const res = await open(base_url + nameOf('first'));
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.equals(original)).toBe(true);
    expect(fs.readFileSync(file).equals(original)).toBe(true);

    fs.rmSync(file);
    const png = await call('GET', `/kebrit/invoicetopng/${sales.first!.ID}`, admin);
    expect(png.statusCode).toBe(200);
    expect(Buffer.from(png.json().img, 'base64').equals(original)).toBe(true);
    // An emptied file is drawn again as well.
    fs.writeFileSync(file, '');
    const emptied = await call('GET', `/kebrit/invoicetopng/${sales.first!.ID}`, admin);
    expect(emptied.statusCode).toBe(200);
    expect(Buffer.from(emptied.json().img, 'base64').equals(original)).toBe(true);
  });

  it('is served (image and thumbnail) when the folders cannot be written', async () => {
    const { base_url, thumbs_url } = (await archive(admin)).json();
    const folder = path.join(t.dataDir, 'kebrit', 'invo');
    const thumbs = path.join(t.dataDir, 'kebrit', 'invo-thumbs');
    const saved = fs.mkdtempSync(path.join(t.dataDir, 'saved-'));
    fs.renameSync(folder, path.join(saved, 'invo'));
    fs.rmSync(thumbs, { recursive: true, force: true });
    // Files where the folders should be: mkdir and write fail even for root.
    fs.writeFileSync(folder, 'not a folder');
    fs.writeFileSync(thumbs, 'not a folder');
    try {
      const img = await open(base_url + nameOf('noon'));
      expect(img.statusCode).toBe(200);
      expect(img.rawPayload.subarray(1, 4).toString()).toBe('PNG');
      const thumb = await open(thumbs_url + nameOf('noon'));
      expect(thumb.statusCode).toBe(200);
      expect((await sharp(thumb.rawPayload).metadata()).width).toBe(240);
      const png = await call('GET', `/kebrit/invoicetopng/${sales.noon!.ID}`, admin);
      expect(png.statusCode).toBe(200);
    } finally {
      fs.rmSync(folder);
      fs.rmSync(thumbs);
      fs.renameSync(path.join(saved, 'invo'), folder);
    }
  });
});
