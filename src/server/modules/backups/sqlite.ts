import SQLite from 'better-sqlite3';
import { sql } from 'kysely';
import { AppError } from '../../../domain/errors';
import type { Db } from '../../db/types';
import type { ReplaceHooks } from './sessions';
import { BACKUP_TABLES, TABLES_NOT_BACKED_UP } from './tables';

/** Double-quoted SQLite identifier (our own constant table names). */
const ident = (name: string) => `"${name.replace(/"/g, '""')}"`;

/**
 * An online, consistent copy of the live SQLite database into the new file `dest` with
 * `VACUUM INTO` (one read transaction: sales committed before it are in, later ones are not;
 * sales go on meanwhile). Then, in the copy only, drops the sign-in sessions (TABLES_NOT_BACKED_UP)
 * and counts each table's rows.
 * @returns rows per table and the copy's latest migration name.
 */
export async function snapshotSqlite(
  db: Db,
  dest: string,
): Promise<{ tables: Record<string, number>; schemaVersion: string }> {
  await sql`VACUUM INTO ${dest}`.execute(db);
  const copy = new SQLite(dest, { fileMustExist: true });
  try {
    for (const t of TABLES_NOT_BACKED_UP) copy.prepare(`DELETE FROM ${ident(t)}`).run();
    copy.exec('VACUUM');
    return { tables: countRows(copy), schemaVersion: latestMigration(copy) };
  } finally {
    copy.close();
  }
}

function countRows(db: SQLite.Database): Record<string, number> {
  const out: Record<string, number> = {};
  for (const t of BACKUP_TABLES)
    out[t] = (db.prepare(`SELECT COUNT(*) AS n FROM ${ident(t)}`).get() as { n: number }).n;
  return out;
}

function latestMigration(db: SQLite.Database): string {
  const row = db.prepare('SELECT name FROM kysely_migration ORDER BY name DESC LIMIT 1').get() as
    { name: string } | undefined;
  return row?.name ?? '';
}

/**
 * Opens the extracted SQLite copy `file` read-only and checks it all the way through:
 * `PRAGMA integrity_check` is `ok`, every table of BACKUP_TABLES is there, and its own latest
 * migration is `schemaVersion`. Nothing of the live database is touched.
 * @returns rows per table (the caller compares them with the manifest).
 * @throws AppError backup_corrupt (422) for a file SQLite cannot open or that fails a check.
 */
export function inspectSqliteCopy(file: string, schemaVersion: string): Record<string, number> {
  let db: SQLite.Database | undefined;
  try {
    db = new SQLite(file, { readonly: true, fileMustExist: true });
    const check = db.pragma('integrity_check') as Array<{ integrity_check: string }>;
    if (check.length !== 1 || check[0]!.integrity_check !== 'ok')
      throw new AppError('backup_corrupt', { details: check.slice(0, 5) });
    if (latestMigration(db) !== schemaVersion) throw new AppError('backup_corrupt');
    return countRows(db);
  } catch (err) {
    if (err instanceof AppError) throw err;
    throw new AppError('backup_corrupt', { details: String(err) });
  } finally {
    db?.close();
  }
}

/**
 * Replaces every row of the live database with those of the checked copy `file`, in ONE
 * transaction on the app's own connection (so `ctx.db` keeps working and concurrent requests
 * simply wait): the copy is attached, each table emptied and refilled column by column, the
 * AUTOINCREMENT counters copied, foreign keys checked at commit. `hooks` run inside the same
 * transaction before and after the tables are replaced (sessions carried over, the audit record). Any failure rolls everything back.
 */
export async function swapInSqlite(db: Db, file: string, hooks: ReplaceHooks): Promise<void> {
  await sql`ATTACH DATABASE ${file} AS restored`.execute(db);
  try {
    await db.transaction().execute(async (trx) => {
      await sql`PRAGMA defer_foreign_keys = ON`.execute(trx);
      await hooks.beforeReplace(trx);
      for (const t of [...BACKUP_TABLES].reverse())
        await sql.raw(`DELETE FROM main.${ident(t)}`).execute(trx);
      for (const t of BACKUP_TABLES) {
        const info = await sql<{
          name: string;
        }>`SELECT name FROM pragma_table_info(${t}, 'main')`.execute(trx);
        const cols = info.rows.map((r) => ident(r.name)).join(', ');
        await sql
          .raw(`INSERT INTO main.${ident(t)} (${cols}) SELECT ${cols} FROM restored.${ident(t)}`)
          .execute(trx);
      }
      await sql.raw('DELETE FROM main.sqlite_sequence').execute(trx);
      await sql
        .raw(
          'INSERT INTO main.sqlite_sequence (name, seq) SELECT name, seq FROM restored.sqlite_sequence',
        )
        .execute(trx);
      await hooks.afterReplace(trx);
    });
  } finally {
    await sql`DETACH DATABASE restored`.execute(db);
  }
}
