// The statement cache of the SQLite connection (decision 0039), on a real SQLite database.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { type Generated, type Kysely, sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { connect } from './connect';
import { CachingSqliteConnection, STATEMENT_CACHE_SIZE } from './sqlite-statements';

let db: SQLite.Database;
let conn: CachingSqliteConnection;
const run = (text: string, ...parameters: unknown[]) =>
  conn.executeQuery<Record<string, unknown>>({
    sql: text,
    parameters,
    query: { kind: 'RawNode' } as never,
    queryId: { queryId: 'q' },
  });

beforeEach(() => {
  db = new SQLite(':memory:');
  db.exec('CREATE TABLE t (id INTEGER PRIMARY KEY, name TEXT NOT NULL)');
  conn = new CachingSqliteConnection(db);
});
afterEach(() => db.close());

describe('CachingSqliteConnection', () => {
  it('prepares a SQL text once and answers each call with the rows bound to its own values', async () => {
    const prepare = vi.spyOn(db, 'prepare');
    expect(await run('INSERT INTO t (name) VALUES (?)', 'أ')).toMatchObject({
      numAffectedRows: 1n,
      insertId: 1n,
    });
    expect((await run('INSERT INTO t (name) VALUES (?)', 'ب')).insertId).toBe(2n);
    expect((await run('SELECT name FROM t WHERE id = ?', 1)).rows).toEqual([{ name: 'أ' }]);
    expect((await run('SELECT name FROM t WHERE id = ?', 2)).rows).toEqual([{ name: 'ب' }]);
    expect(prepare).toHaveBeenCalledTimes(2);
  });

  it('a cached statement sees a column added after it was prepared', async () => {
    await run('INSERT INTO t (name) VALUES (?)', 'أ');
    expect((await run('SELECT * FROM t')).rows).toEqual([{ id: 1, name: 'أ' }]);
    db.exec("ALTER TABLE t ADD COLUMN city TEXT NOT NULL DEFAULT 'الرياض'");
    expect((await run('SELECT * FROM t')).rows).toEqual([{ id: 1, name: 'أ', city: 'الرياض' }]);
  });

  it('keeps at most STATEMENT_CACHE_SIZE texts, dropping the least recently used', async () => {
    const prepare = vi.spyOn(db, 'prepare');
    await run('SELECT 0 AS n');
    for (let i = 1; i < STATEMENT_CACHE_SIZE; i++) await run(`SELECT ${i} AS n`);
    await run('SELECT 0 AS n'); // used again: now the most recent
    await run(`SELECT ${STATEMENT_CACHE_SIZE} AS n`); // evicts SELECT 1
    expect(prepare).toHaveBeenCalledTimes(STATEMENT_CACHE_SIZE + 1);
    await run('SELECT 0 AS n');
    expect(prepare).toHaveBeenCalledTimes(STATEMENT_CACHE_SIZE + 1);
    expect((await run('SELECT 1 AS n')).rows).toEqual([{ n: 1 }]);
    expect(prepare).toHaveBeenCalledTimes(STATEMENT_CACHE_SIZE + 2);
  });

  it('under connect(): transactions, a failed statement, and a stream of a cached text', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sanad-statements-'));
    const { db: k } = connect({ sqlitePath: path.join(dir, 'x.db') });
    const t = k as unknown as Kysely<{ t: { id: Generated<number>; name: string } }>;
    try {
      await sql`CREATE TABLE t (id INTEGER PRIMARY KEY, name TEXT NOT NULL)`.execute(t);
      await expect(
        t.transaction().execute(async (trx) => {
          await trx.insertInto('t').values({ name: 'أ' }).execute();
          throw new Error('undo');
        }),
      ).rejects.toThrow('undo');
      await t.insertInto('t').values({ name: 'ب' }).execute();
      const dup = sql`INSERT INTO t (id, name) VALUES (${1}, ${'ج'})`;
      await expect(dup.execute(t)).rejects.toThrow(/UNIQUE/);
      await expect(dup.execute(t)).rejects.toThrow(/UNIQUE/); // the cached statement, again
      const q = t.selectFrom('t').select('name').orderBy('id');
      expect(await q.execute()).toEqual([{ name: 'ب' }]);
      const streamed = [];
      for await (const row of q.stream()) streamed.push(row);
      expect(streamed).toEqual([{ name: 'ب' }]);
      expect(await q.execute()).toEqual([{ name: 'ب' }]);
    } finally {
      await k.destroy();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
