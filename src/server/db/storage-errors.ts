/**
 * What went wrong with the storage under the database or DATA_DIR:
 * - `full`: no space left (disk full, quota, SQLite's page limit);
 * - `io`: the operating system could not read or write the file, or the server ran out of a
 *   resource it needs to store data;
 * - `corrupt`: the data on disk is damaged, or the file is not a database.
 */
export type StorageFailure = 'full' | 'io' | 'corrupt';

/** node-postgres errors carry the SQLSTATE (PostgreSQL appendix A, class 53 and XX). */
const PG_CODES: Record<string, StorageFailure> = {
  '53100': 'full', // disk_full
  '53000': 'io', // insufficient_resources: the class itself, not said to be disk space
  XX001: 'corrupt', // data_corrupted
  XX002: 'corrupt', // index_corrupted
};

/** Node's file-system errors (errno names). */
const FS_CODES: Record<string, StorageFailure> = {
  ENOSPC: 'full',
  EDQUOT: 'full',
  EIO: 'io',
};

/**
 * Classifies an error thrown by the database driver or the file system as a storage failure, so
 * the error handler and the start-up can say what happened instead of a generic 500 or a stack.
 *
 * better-sqlite3 errors carry SQLite's extended result code: SQLITE_FULL (also what
 * `PRAGMA max_page_count` gives), SQLITE_IOERR and its SQLITE_IOERR_* family, SQLITE_CORRUPT and
 * SQLITE_CORRUPT_*, SQLITE_NOTADB (https://sqlite.org/rescode.html). Wrapped errors are followed
 * through `cause` (a failed migration wraps the driver's error).
 *
 * @param err anything thrown.
 * @returns the kind of failure, or null when `err` is not about storage.
 */
export function storageFailure(err: unknown): StorageFailure | null {
  for (let e = err, depth = 0; depth < 5 && typeof e === 'object' && e !== null; depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string') {
      const kind = PG_CODES[code] ?? FS_CODES[code] ?? sqliteFailure(code);
      if (kind) return kind;
    }
    e = (e as { cause?: unknown }).cause;
  }
  return null;
}

function sqliteFailure(code: string): StorageFailure | null {
  if (code === 'SQLITE_FULL') return 'full';
  if (code === 'SQLITE_IOERR' || code.startsWith('SQLITE_IOERR_')) return 'io';
  if (code === 'SQLITE_NOTADB' || code === 'SQLITE_CORRUPT' || code.startsWith('SQLITE_CORRUPT_'))
    return 'corrupt';
  return null;
}

/**
 * Names where Sanad stores its data, for log lines and start-up messages: the SQLite file's path,
 * or "PostgreSQL database <name> at <host:port>" (never the user name or password of the URL).
 * A file-system error names its own file instead (`err.path`, see {@link failedPath}).
 */
export function databaseLocation(opts: { databaseUrl?: string; sqlitePath: string }): string {
  if (!opts.databaseUrl) return opts.sqlitePath;
  try {
    const url = new URL(opts.databaseUrl);
    return `PostgreSQL database ${decodeURIComponent(url.pathname.slice(1))} at ${url.host}`;
  } catch {
    return 'PostgreSQL database';
  }
}

/** The file a Node file-system error is about (`err.path`), if it names one. */
export function failedPath(err: unknown): string | undefined {
  const p = typeof err === 'object' && err !== null ? (err as { path?: unknown }).path : undefined;
  return typeof p === 'string' ? p : undefined;
}
