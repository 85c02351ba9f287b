import path from 'node:path';
import SQLite from 'better-sqlite3';
import { sqlitePath, type Config } from '../config';
import { StartupError } from './startup-error';
import { storageFailure } from './storage-errors';
import {
  fileStatus,
  isFolder,
  makeFolder,
  pathExists,
  proveWritable,
  readFileHeader,
  type FileStatus,
} from '../storage/database-files';

/** The first 16 bytes of every SQLite 3 database file (https://sqlite.org/fileformat.html §1.3). */
const SQLITE_HEADER = Buffer.from('SQLite format 3\0', 'latin1');

/** The errno name of a Node error (`EACCES`, `ENOTDIR`…), or its message. */
function errno(err: unknown): string {
  const code = (err as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : String((err as Error)?.message ?? err);
}

/** The closest folder or file above `dir` that exists (what blocks creating `dir`). */
function existingAncestor(dir: string): string {
  let at = path.dirname(dir);
  while (!pathExists(at) && path.dirname(at) !== at) at = path.dirname(at);
  return at;
}

/**
 * DATA_DIR must be a folder Sanad can write in: created when missing (with its parents), then
 * proven writable by writing and removing a small file — `access(W_OK)` is not enough, as it says
 * yes to root on a read-only folder and knows nothing of a full disk.
 * @throws StartupError data_dir_cannot_create, data_dir_not_folder, data_dir_not_writable, disk_full.
 */
export function checkDataDir(dir: string): void {
  if (!pathExists(dir)) {
    try {
      makeFolder(dir);
    } catch (err) {
      if (errno(err) === 'ENOSPC') throw new StartupError('disk_full', dir, { cause: err });
      const above = existingAncestor(dir);
      const blocker = pathExists(above) && !isFolder(above);
      const detail = blocker ? `${errno(err)}: ${above} is a file` : `${errno(err)} on ${above}`;
      throw new StartupError('data_dir_cannot_create', dir, { detail, cause: err });
    }
  }
  if (!isFolder(dir)) throw new StartupError('data_dir_not_folder', dir);
  try {
    proveWritable(dir);
  } catch (err) {
    if (errno(err) === 'ENOSPC') throw new StartupError('disk_full', dir, { cause: err });
    throw new StartupError('data_dir_not_writable', dir, { detail: errno(err), cause: err });
  }
}

/**
 * Runs `PRAGMA quick_check` (https://sqlite.org/pragma.html#pragma_quick_check): every page and
 * record readable and well formed, without the slower index-to-table cross-check of
 * integrity_check. Done on its own connection, closed afterwards.
 * @throws StartupError database_corrupt (the first problem quick_check names), database_unreadable.
 */
function quickCheck(file: string): void {
  let problems: string[];
  let db: SQLite.Database | undefined;
  try {
    db = new SQLite(file, { fileMustExist: true });
    const rows = db.pragma('quick_check') as Array<{ quick_check: string }>;
    problems = rows.map((r) => r.quick_check).filter((r) => r !== 'ok');
  } catch (err) {
    // A page too damaged to walk stops quick_check itself with SQLITE_CORRUPT.
    const kind = storageFailure(err);
    const detail = `PRAGMA quick_check: ${(err as Error).message} (${errno(err)})`;
    if (kind === 'corrupt')
      throw new StartupError('database_corrupt', file, { detail, cause: err });
    const problem = kind === 'full' ? 'disk_full' : 'database_unreadable';
    throw new StartupError(problem, file, { detail, cause: err });
  } finally {
    db?.close();
  }
  if (problems.length > 0) {
    const detail = `PRAGMA quick_check: ${problems[0]}${problems.length > 1 ? ` (+${problems.length - 1} more)` : ''}`;
    throw new StartupError('database_corrupt', file, { detail });
  }
}

/**
 * The SQLite file must be absent (a new install), or a readable, writable SQLite database that
 * passes quick_check. A zero-byte file is what a failed copy or a disk that filled up mid-write
 * leaves behind; SQLite would take it for a new database (a new administrator, invoice numbers
 * from 1), so it is refused unless `init` says this is a new install. `init` never empties
 * anything: on a non-empty file it changes nothing.
 * @returns whether Sanad starts on a new database.
 * @throws StartupError database_empty, database_not_sqlite, database_unreadable, database_corrupt.
 */
export function checkSqliteFile(file: string, init: boolean): { newInstall: boolean } {
  let stat: FileStatus;
  try {
    stat = fileStatus(file);
  } catch (err) {
    if (errno(err) === 'ENOENT') return { newInstall: true };
    throw new StartupError('database_unreadable', file, { detail: errno(err), cause: err });
  }
  let header: Buffer;
  try {
    if (!stat.isFile) throw Object.assign(new Error('not a file'), { code: 'EISDIR' });
    header = readFileHeader(file, SQLITE_HEADER.length);
  } catch (err) {
    throw new StartupError('database_unreadable', file, { detail: errno(err), cause: err });
  }
  if (stat.size === 0) {
    if (init) return { newInstall: true };
    throw new StartupError('database_empty', file);
  }
  if (!header.equals(SQLITE_HEADER)) throw new StartupError('database_not_sqlite', file);
  quickCheck(file);
  return { newInstall: false };
}

/**
 * Checks made before the database is opened: DATA_DIR exists or is created and is
 * writable; with SQLite (`databaseUrl` unset) `DATA_DIR/sanad.db` is absent (new install) or a
 * sound database. PostgreSQL checks its own files; its failures are classified as they happen
 * (storage-errors.ts). `init` (`--init`, `SANAD_INIT=1`): a zero-byte SQLite file is a new install.
 * @throws StartupError naming the path and what to do.
 */
export function preflight(config: Pick<Config, 'dataDir' | 'databaseUrl' | 'init'>): void {
  checkDataDir(config.dataDir);
  if (!config.databaseUrl) checkSqliteFile(sqlitePath(config), config.init);
}
