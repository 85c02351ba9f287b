import { openNewScratchFile, readScratchTextSync } from '../../storage/scratch';
import { sql } from 'kysely';
import { AppError } from '../../../domain/errors';
import type { Db, DbOrTrx } from '../../db/types';
import type { ReplaceHooks } from './sessions';
import { BACKUP_TABLES, TABLES_NOT_BACKED_UP, type BackupTable } from './tables';

/** PostgreSQL's payload: every table's rows as JSON, in BACKUP_TABLES order. */
export interface PgPayload {
  tables: Record<string, Array<Record<string, unknown>>>;
}

/** PostgreSQL accepts at most 65 535 bind parameters per statement. */
const MAX_PARAMS = 60_000;

// Table names are our own constants (BACKUP_TABLES); Kysely's typed builder cannot take them as a
// union, hence the one cast.
const anyTable = (db: DbOrTrx) =>
  db as unknown as import('kysely').Kysely<Record<string, Record<string, unknown>>>;

/**
 * A logical export of the live PostgreSQL database into the JSON file `dest` (a scratch file,
 * decision 0063): every table of BACKUP_TABLES read inside ONE `REPEATABLE READ` read-only
 * transaction, so all tables are of the same instant while sales go on, and written to the file
 * table by table — one table's rows in memory at a time, not the whole database. The file reads
 * as `{"tables":{"businesses":[…],…}}`. Sessions are left out (TABLES_NOT_BACKED_UP).
 * @returns rows per table.
 */
export async function snapshotPostgres(
  db: Db,
  dest: string,
): Promise<{ tables: Record<string, number> }> {
  const tables: Record<string, number> = {};
  const file = await openNewScratchFile(dest);
  try {
    await file.write('{"tables":{');
    await db
      .transaction()
      .setIsolationLevel('repeatable read')
      .execute(async (trx) => {
        await sql`SET TRANSACTION READ ONLY`.execute(trx);
        for (const [i, t] of BACKUP_TABLES.entries()) {
          const rows = TABLES_NOT_BACKED_UP.has(t)
            ? []
            : await anyTable(trx).selectFrom(t).selectAll().execute();
          tables[t] = rows.length;
          await file.write(`${i ? ',' : ''}${JSON.stringify(t)}:${JSON.stringify(rows)}`);
        }
      });
    await file.write('}}');
  } finally {
    await file.close();
  }
  return { tables };
}

/**
 * Reads and checks the extracted JSON payload `file`: an object `{tables}` with an array of row
 * objects for exactly the tables of BACKUP_TABLES.
 * @returns the payload and its rows per table (the caller compares them with the manifest).
 * @throws AppError backup_corrupt (422) otherwise.
 */
export function inspectPostgresPayload(file: string): {
  payload: PgPayload;
  counts: Record<string, number>;
} {
  let parsed: unknown;
  try {
    parsed = JSON.parse(readScratchTextSync(file)); // a scratch file, extracted by readArchive
  } catch {
    throw new AppError('backup_corrupt');
  }
  const tables = (parsed as Partial<PgPayload> | null)?.tables;
  if (typeof tables !== 'object' || tables === null) throw new AppError('backup_corrupt');
  const counts: Record<string, number> = {};
  for (const [t, rows] of Object.entries(tables)) {
    if (
      !Array.isArray(rows) ||
      !rows.every((r) => typeof r === 'object' && r !== null && !Array.isArray(r))
    )
      throw new AppError('backup_corrupt');
    counts[t] = rows.length;
  }
  return { payload: { tables }, counts };
}

/**
 * Replaces every row of the live database with the payload's, in ONE transaction: all tables
 * truncated in one statement, refilled parents first, each serial `id` sequence moved past the
 * largest id; `hooks` run before and after inside the same transaction (sessions carried over,
 * the audit record). Any failure (a row the schema refuses) rolls everything back.
 */
export async function swapInPostgres(
  db: Db,
  payload: PgPayload,
  hooks: ReplaceHooks,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await hooks.beforeReplace(trx);
    await sql.raw(`TRUNCATE TABLE ${BACKUP_TABLES.map((t) => `"${t}"`).join(', ')}`).execute(trx);
    for (const t of BACKUP_TABLES) await insertRows(trx, t, payload.tables[t] ?? []);
    const serial = await sql<{ table_name: string }>`
      SELECT table_name FROM information_schema.columns
      WHERE table_schema = current_schema() AND column_name = 'id'
        AND column_default LIKE 'nextval%'`.execute(trx);
    for (const { table_name: t } of serial.rows) {
      if (!(BACKUP_TABLES as readonly string[]).includes(t)) continue;
      await sql`SELECT setval(pg_get_serial_sequence(${t}, 'id'), COALESCE(MAX(id), 1), MAX(id) IS NOT NULL) FROM ${sql.table(t)}`.execute(
        trx,
      );
    }
    await hooks.afterReplace(trx);
  });
}

async function insertRows(
  trx: DbOrTrx,
  table: BackupTable,
  rows: Array<Record<string, unknown>>,
): Promise<void> {
  if (TABLES_NOT_BACKED_UP.has(table) || rows.length === 0) return;
  const columns = Math.max(1, Object.keys(rows[0]!).length);
  const chunk = Math.max(1, Math.floor(MAX_PARAMS / columns));
  for (let i = 0; i < rows.length; i += chunk)
    await anyTable(trx)
      .insertInto(table)
      .values(rows.slice(i, i + chunk))
      .execute();
}
