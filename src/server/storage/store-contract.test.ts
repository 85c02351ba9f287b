import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestS3, type TestS3 } from '../testing/s3rver';
import { bufferOf, localStore, s3Store, sha256Of, type ObjectStore } from './index';
import { MULTIPART_PART_BYTES } from './s3';

// The same cases against both drivers (decision 0062): `local` on a temporary folder and `s3` on
// an in-process s3rver, listing two keys per page so that the s3 listing pages.
let s3: TestS3;
let dir: string;
const stores: Record<'local' | 's3', () => ObjectStore> = {
  local: () => localStore(dir),
  s3: () => s3Store(s3.options('tenant/a', { listPageSize: 2 })),
};
beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sanad-store-'));
  s3 = await startTestS3();
});
afterAll(async () => {
  await s3.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

const keys = async (store: ObjectStore, prefix: string) => {
  const out: string[] = [];
  for await (const o of store.list(prefix)) out.push(o.key);
  return out;
};

describe.each(['local', 's3'] as const)('the %s driver', (driver) => {
  let store: ObjectStore;
  beforeAll(() => {
    store = stores[driver]();
  });

  it('puts, heads, gets, reads, replaces and deletes an object', async () => {
    expect(store.driver).toBe(driver);
    const put = await store.put('images/p/one.webp', Buffer.from('first'));
    expect(put).toMatchObject({ key: 'images/p/one.webp', size: 5 });
    expect(put.etag).toMatch(/^".+"$/);
    const head = await store.head('images/p/one.webp');
    expect(head).toMatchObject({ size: 5, etag: put.etag });
    expect(Math.abs(head!.lastModified - Date.now())).toBeLessThan(5000);
    const got = await store.get('images/p/one.webp');
    expect(got).toMatchObject({ size: 5, etag: put.etag });
    expect((await bufferOf(got!.body)).toString()).toBe('first');
    expect((await store.read('images/p/one.webp'))?.toString()).toBe('first');

    const again = await store.put('images/p/one.webp', Buffer.from('other'));
    expect(again.etag).not.toBe(put.etag);
    expect((await store.read('images/p/one.webp'))?.toString()).toBe('other');

    await store.delete('images/p/one.webp');
    await store.delete('images/p/one.webp'); // nothing there: no error
    expect(await store.head('images/p/one.webp')).toBeNull();
    expect(await store.get('images/p/one.webp')).toBeNull();
    expect(await store.read('images/p/one.webp')).toBeNull();
    await expect(store.put('../outside', Buffer.from('x'))).rejects.toThrow(/invalid storage key/);
    await expect(store.read('a//b')).rejects.toThrow(/invalid storage key/);
  });

  it('lists by prefix in key order, across pages', async () => {
    for (const k of ['l/b/2.png', 'l/a.png', 'l/b/1.png', 'l/ab.png', 'l/b/3.png', 'm/x.png'])
      await store.put(k, Buffer.from(k));
    expect(await keys(store, 'l/b/')).toEqual(['l/b/1.png', 'l/b/2.png', 'l/b/3.png']);
    expect(await keys(store, 'l/a')).toEqual(['l/a.png', 'l/ab.png']);
    const all = await keys(store, '');
    expect(all).toEqual([...all].sort());
    expect(all).toEqual(expect.arrayContaining(['l/a.png', 'l/b/3.png', 'm/x.png']));
    for await (const info of store.list('m/'))
      expect(info).toMatchObject({ key: 'm/x.png', size: 7 });
  });

  it('refuses to replace an object with ifAbsent', async () => {
    await store.put('once/x.bin', Buffer.from('kept'), { ifAbsent: true });
    await expect(
      store.put('once/x.bin', Buffer.from('lost'), { ifAbsent: true }),
    ).rejects.toMatchObject({ name: 'ObjectExistsError', key: 'once/x.bin' });
    expect((await store.read('once/x.bin'))?.toString()).toBe('kept');
  });

  it('uploads a stream over 8 MB in parts without changing a byte', async () => {
    const size = MULTIPART_PART_BYTES + 1024 * 1024 + 7;
    const chunk = (i: number) => Buffer.alloc(1024 * 1024, i % 251);
    async function* source() {
      for (let sent = 0, i = 0; sent < size; i++) {
        const c = chunk(i).subarray(0, Math.min(1024 * 1024, size - sent));
        sent += c.length;
        yield c;
      }
    }
    const expected = createHash('sha256');
    for await (const c of source()) expected.update(c);
    const info = await store.put('backups/big.bin', Readable.from(source()));
    expect(info.size).toBe(size);
    const got = await store.get('backups/big.bin');
    expect(got?.size).toBe(size);
    expect(await sha256Of(got!.body)).toBe(expected.digest('hex'));
  });

  it('gives a presigned link only where the store can serve one, and passes its check', async () => {
    await store.put('logos/l.png', Buffer.from('logo'));
    const url = await store.presignedGetUrl('logos/l.png', 60);
    if (driver === 'local') expect(url).toBeNull();
    else {
      const res = await fetch(url!);
      expect(res.status).toBe(200);
      expect(await res.text()).toBe('logo');
      expect(res.headers.get('content-type')).toBe('image/png');
    }
    await store.check();
    expect(await keys(store, '.readyz/')).toEqual([]);
  });
});

it('keeps s3 keys under the URL folder, apart from another folder of the same bucket', async () => {
  const other = s3Store(s3.options('tenant/b'));
  await other.put('images/p/one.webp', Buffer.from('b'));
  const a = s3Store(s3.options('tenant/a'));
  expect(await a.head('images/p/one.webp')).toBeNull();
  expect(await keys(other, '')).toEqual(['images/p/one.webp']);
  expect(other.describe()).toBe(`s3 sanad-test/tenant/b at ${s3.endpoint}`);
});
