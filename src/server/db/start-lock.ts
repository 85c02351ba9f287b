import { sql } from 'kysely';
import type { Connection } from './connect';
import {
  createFileExclusively,
  readTextCreatingEmpty,
  removeFile,
} from '../storage/database-files';

/** How long a start waits for another instance's migration and seeding, in ms: 2 minutes. */
export const START_LOCK_WAIT_MS = 120_000;
const POLL_MS = 50;

/** Whether process `pid` of this machine still runs. */
function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * SQLite's start lock: the file `lockFile` made exclusively, holding this process's pid, removed
 * when `work` ends. A file whose process is gone (a start that crashed) is taken over.
 * @throws Error naming the file after START_LOCK_WAIT_MS.
 */
async function withLockFile<T>(lockFile: string, work: () => Promise<T>): Promise<T> {
  const deadline = Date.now() + START_LOCK_WAIT_MS;
  for (;;) {
    try {
      createFileExclusively(lockFile, String(process.pid));
      break;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const holder = Number(readTextCreatingEmpty(lockFile));
      if (Number.isInteger(holder) && holder > 0 && !alive(holder)) {
        removeFile(lockFile);
        continue;
      }
      if (Date.now() > deadline)
        throw new Error(
          `${lockFile}: another Sanad has been starting on this database for ${START_LOCK_WAIT_MS / 1000} s; if none runs, delete the file`,
        );
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    }
  }
  try {
    return await work();
  } finally {
    removeFile(lockFile);
  }
}

/**
 * Runs `work` — migrating and the first-start seeding — holding the database's start lock, so
 * that instances starting together do it one after the other: the first migrates and seeds, the
 * next find nothing left to do (decision 0064). Kysely's own migration lock covers only the
 * migrations on PostgreSQL (the seeding after them raced: duplicate businesses refused two of three
 * instances) and nothing across SQLite connections (a second process ran 001-initial again).
 * PostgreSQL: a session advisory lock keyed by the connection's schema
 * (`pg_advisory_lock(hashtext('sanad:start:' || current_schema()))`), held on one reserved
 * connection while `work` uses the others of the pool. SQLite: the file `sqlitePath` +
 * `.start-lock` (withLockFile).
 * @throws what `work` throws; Error when the SQLite lock file stays held START_LOCK_WAIT_MS.
 */
export async function withStartLock<T>(
  conn: Connection,
  sqlitePath: string,
  work: () => Promise<T>,
): Promise<T> {
  if (conn.dialect === 'sqlite') return withLockFile(`${sqlitePath}.start-lock`, work);
  return conn.db.connection().execute(async (locked) => {
    const key = sql`hashtext('sanad:start:' || current_schema())`;
    await sql`select pg_advisory_lock(${key})`.execute(locked);
    try {
      return await work();
    } finally {
      await sql`select pg_advisory_unlock(${key})`.execute(locked);
    }
  });
}
