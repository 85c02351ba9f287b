import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { insertTestProduct, KEBRIT_ID } from './catalogue-fixtures';

/** A new empty folder under the system temp folder (the caller removes it). */
export function tempDir(prefix = 'sanad-start-'): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), prefix));
}

/**
 * A real Sanad SQLite database in `dataDir` (migrated, seeded, administrator `admin` with
 * `password`) holding `products` kebrit products, closed and checkpointed so that everything is
 * in `sanad.db` itself. Returns the file's path.
 */
export async function createSanadDatabase(
  dataDir: string,
  opts: { products?: number; password?: string } = {},
): Promise<string> {
  const config = {
    ...loadConfig({ SEED_BUSINESSES: 'default' }),
    dataDir,
    databaseUrl: undefined,
    adminPassword: opts.password ?? 'admin-pass-123',
  };
  const app = await buildApp({ config, logger: false });
  for (let i = 0; i < (opts.products ?? 0); i++)
    await insertTestProduct(app.ctx.db, KEBRIT_ID, {
      name: `صنف ${i} ${'و'.repeat(40)}`,
      price: i,
    });
  await app.close();
  const file = path.join(dataDir, 'sanad.db');
  const db = new SQLite(file);
  db.pragma('wal_checkpoint(TRUNCATE)');
  db.close();
  return file;
}

/**
 * What `PRAGMA quick_check` says of `file`: `['ok']` when sound, else its rows, or the error that
 * stopped it (a page too damaged to walk).
 */
export function quickCheck(file: string): string[] {
  const db = new SQLite(file, { fileMustExist: true });
  try {
    return (db.pragma('quick_check') as Array<{ quick_check: string }>).map((r) => r.quick_check);
  } catch (err) {
    return [(err as Error).message];
  } finally {
    db.close();
  }
}

/**
 * Overwrites bytes of the page in the middle of the SQLite `file` with 0x55, as a bad sector or a
 * torn write would, leaving the header (page 1) intact so the file still opens. By default the
 * whole page (quick_check stops with SQLITE_CORRUPT); `bytes` damages only part of it (quick_check
 * then lists the broken cells) — of the first page from the middle on where it does.
 */
export function corruptMiddlePage(file: string, bytes?: { from: number; length: number }): void {
  const db = new SQLite(file, { fileMustExist: true });
  const pageSize = db.pragma('page_size', { simple: true }) as number;
  const pageCount = db.pragma('page_count', { simple: true }) as number;
  db.close();
  const { from, length } = bytes ?? { from: 0, length: pageSize };
  const middle = Math.floor(pageCount / 2); // 1-based page number, well past page 1
  const damage = (page: number) => {
    const fd = fs.openSync(file, 'r+');
    const before = Buffer.alloc(length);
    fs.readSync(fd, before, 0, length, (page - 1) * pageSize + from);
    fs.writeSync(fd, Buffer.alloc(length, 0x55), 0, length, (page - 1) * pageSize + from);
    fs.closeSync(fd);
    return before;
  };
  if (!bytes) {
    damage(middle);
    return;
  }
  // Partial damage: the first page from the middle on where quick_check then lists broken cells
  // as rows. Which page that is depends on the file's layout (free space is zeros that no check
  // reads; on some pages the same damage makes SQLite throw "malformed" instead), so each
  // candidate is tried and put back when it does not give rows.
  for (let page = middle; page <= pageCount; page++) {
    const before = damage(page);
    // quickCheck answers a thrown error as its one row; listed cells name their tree and page.
    if (/Tree \d+ page \d+/.test(quickCheck(file)[0] ?? '')) return;
    const fd = fs.openSync(file, 'r+');
    fs.writeSync(fd, before, 0, length, (page - 1) * pageSize + from);
    fs.closeSync(fd);
  }
  throw new Error(`no page of ${file} from ${middle} on gives quick_check rows when damaged`);
}
