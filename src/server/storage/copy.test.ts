import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestS3, type TestS3 } from '../testing/s3rver';
import { copyStore } from './copy';
import { bufferOf, localStore, s3Store, type ObjectStore } from './index';

let s3: TestS3;
let dataDir: string;
const files: Record<string, Buffer> = {
  'images/mengusha/a.webp': Buffer.from('image a'),
  'logos/l.png': Buffer.from('logo'),
  'kebrit/invo/1764000000000_7.png': Buffer.alloc(300_000, 3),
  'backups/sanad-2026.db.gz': Buffer.from('a backup'),
};
beforeAll(async () => {
  s3 = await startTestS3();
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sanad-copy-'));
  for (const [key, bytes] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dataDir, key)), { recursive: true });
    fs.writeFileSync(path.join(dataDir, key), bytes);
  }
  // The running database and a write in progress are not files to copy.
  for (const name of ['sanad.db', 'sanad.db-wal', 'sanad.db-shm', 'logos/.l.png.123.tmp'])
    fs.writeFileSync(path.join(dataDir, name), 'state');
});
afterAll(async () => {
  await s3.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('storage:copy (copyStore), DATA_DIR → s3', () => {
  it('copies every file but the database and temp files, each verified by SHA-256', async () => {
    const to = s3Store(s3.options('copy'));
    const report = await copyStore(localStore(dataDir), to);
    expect(report).toMatchObject({ copied: 4, mismatches: [] });
    expect(report.skipped.sort()).toEqual(['sanad.db', 'sanad.db-shm', 'sanad.db-wal']);
    for (const [key, bytes] of Object.entries(files))
      expect((await to.read(key))?.equals(bytes), key).toBe(true);
    expect((await to.get('logos/l.png'))?.contentType).toBe('image/png');
    expect(await to.head('sanad.db')).toBeNull();
  });

  it('names an object that reads back different from its source', async () => {
    const real = s3Store(s3.options('copy-bad'));
    // A destination that damages what it is given for one key (a proxy, a full disk…).
    const damaging: ObjectStore = {
      ...real,
      put: async (key, body, opts) => {
        if (key !== 'logos/l.png') return real.put(key, body, opts);
        await bufferOf(body as Readable);
        return real.put(key, Buffer.from('damaged'), opts);
      },
    };
    const report = await copyStore(localStore(dataDir), damaging);
    expect(report.copied).toBe(4);
    expect(report.mismatches).toEqual(['logos/l.png']);
  });
});
