// readArchive never writes more than a backup's manifest declares: the "restore bomb" (a tiny
// gzip whose payload inflates to far more than its manifest says) is refused before its bytes
// reach the disk, whoever restores it (database or invoice backups).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import tar from 'tar-stream';
import { afterAll, describe, expect, it } from 'vitest';
import { AppError } from '../../../domain/errors';
import { writeBackupBomb } from '../../testing/backup-bombs';
import { writeArchive } from '../../testing/backups';
import { readArchive } from './archive';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sanad-archive-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const BOMB_BYTES = 32 * 1024 * 1024;
const manifest = (bytes: number) => ({
  createdAt: '2026-01-02T03:00:00.000Z',
  payload: { file: 'sanad.db', bytes },
});

async function refusalOf(promise: Promise<unknown>): Promise<string> {
  const err = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(AppError);
  return (err as AppError).code;
}

describe('readArchive and a payload larger than its manifest', () => {
  it('stops at the payload entry: no payload, nothing written', async () => {
    const bomb = path.join(dir, 'bomb.tar.gz');
    await writeBackupBomb(bomb, manifest(2), BOMB_BYTES);
    expect(fs.statSync(bomb).size).toBeLessThan(BOMB_BYTES / 100); // a small file…
    const out = path.join(dir, 'payload-1');
    const opened = await readArchive(bomb, out);
    expect(opened.payload).toBeNull(); // …refused by every caller as corrupt
    expect(fs.existsSync(out)).toBe(false);
  });

  it('an extra entry after an honest payload is foreign, refused at once', async () => {
    const bomb = path.join(dir, 'trailing.tar.gz');
    await writeBackupBomb(bomb, manifest(2), BOMB_BYTES, true);
    const out = path.join(dir, 'payload-2');
    expect(await refusalOf(readArchive(bomb, out))).toBe('backup_foreign');
    expect(fs.statSync(out, { throwIfNoEntry: false })?.size ?? 0).toBeLessThanOrEqual(2);
  });

  it('a payload after a manifest that is not JSON, or with none before it, is not extracted', async () => {
    const out = path.join(dir, 'payload-3');
    const notJson = await packed('not-json.tar.gz', [
      ['manifest.json', '{not json'],
      ['sanad.db', 'ab'],
    ]);
    expect(await refusalOf(readArchive(notJson, out))).toBe('backup_corrupt');
    expect(fs.existsSync(out)).toBe(false);
    const payloadFirst = await packed('payload-first.tar.gz', [
      ['sanad.db', 'ab'],
      ['manifest.json', JSON.stringify(manifest(2))],
    ]);
    expect(await refusalOf(readArchive(payloadFirst, out))).toBe('backup_foreign');
    expect(fs.existsSync(out)).toBe(false);
  });

  it('a manifest declaring more than the hard maximum → backup_too_large, nothing written', async () => {
    const file = path.join(dir, 'large.tar.gz');
    await writeArchive(file, manifest(10), writeText(path.join(dir, 'ten'), '0123456789'));
    const out = path.join(dir, 'payload-4');
    expect(await refusalOf(readArchive(file, out, undefined, 9))).toBe('backup_too_large');
    expect(fs.existsSync(out)).toBe(false);
    expect((await readArchive(file, out, undefined, 10)).payload?.bytes).toBe(10);
  });
});

/** A gzip tar of `entries` (name, text) in that order, written to `name` in the test folder. */
async function packed(name: string, entries: [string, string][]): Promise<string> {
  const pack = tar.pack();
  for (const [entry, text] of entries) pack.entry({ name: entry }, text);
  pack.finalize();
  const chunks: Buffer[] = [];
  for await (const c of pack) chunks.push(c as Buffer);
  const file = path.join(dir, name);
  fs.writeFileSync(file, zlib.gzipSync(Buffer.concat(chunks)));
  return file;
}

function writeText(file: string, text: string): string {
  fs.writeFileSync(file, text);
  return file;
}
