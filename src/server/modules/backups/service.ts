import { randomInt } from 'node:crypto';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { Cron } from 'croner';
import { claimScheduledRun } from '../schedule';
import {
  autoBackupsToPrune,
  backupName,
  countsMatch,
  judgeManifest,
  type BackupKind,
  type BackupManifest,
} from '../../../domain/backups';
import type { AuditAction } from '../../../domain/audit-actions';
import { AppError } from '../../../domain/errors';
import type { BackupView } from '../../../domain/schemas/backups';
import type { AppContext, SessionUser } from '../../context';
import { LATEST_MIGRATION } from '../../db/migrate';
import { writeAudit } from '../audit/service';
import { archiveStream, fileDigest, PAYLOAD_ENTRIES, readArchive, withScratchDir } from './archive';
import {
  inspectPostgresPayload,
  snapshotPostgres,
  swapInPostgres,
  type PgPayload,
} from './postgres';
import { BACKUPS_FOLDER, backupKey, findBackup, objectsIn, viewOf } from './files';
import { carrySessionsOver, openSessions, type LiveSession, type ReplaceHooks } from './sessions';
import { inspectSqliteCopy, snapshotSqlite, swapInSqlite } from './sqlite';

export { BACKUPS_FOLDER, backupDownloadLink, backupKey, findBackup, listBackups } from './files';

/** The MIME type of a backup archive, stored with the object and answered on download. */
export const BACKUP_CONTENT_TYPE = 'application/gzip';

// One backup or restore at a time per app: a restore must not run under a backup's copy, nor two
// restores at once. Later calls wait their turn.
const queues = new WeakMap<AppContext, Promise<unknown>>();
/** Runs `work` after every backup, restore or upload of this app already under way. */
export function oneAtATime<T>(ctx: AppContext, work: () => Promise<T>): Promise<T> {
  const prev = queues.get(ctx) ?? Promise.resolve();
  const next = prev.catch(() => {}).then(work);
  queues.set(ctx, next);
  return next;
}

const ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';
const randomPart = () =>
  Array.from({ length: 6 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');

async function makeBackup(ctx: AppContext, actor: SessionUser | null, kind: BackupKind) {
  const createdAt = ctx.now();
  const name = backupName(createdAt, kind, randomPart());
  const audit = (action: AuditAction) =>
    writeAudit(ctx.db, {
      at: ctx.now(),
      userId: actor?.id ?? null,
      action,
      entity: 'backup',
      entityId: name,
      details: { kind },
    });
  // Recorded before the copy, so that the backup holds the record of its own making.
  await audit('database.backup');
  try {
    const stored = await withScratchDir(async (work) => {
      const file = PAYLOAD_ENTRIES[ctx.dialect];
      const payload = path.join(work, file);
      const tables =
        ctx.dialect === 'sqlite'
          ? (await snapshotSqlite(ctx.db, payload)).tables
          : (await snapshotPostgres(ctx.db, payload)).tables;
      const manifest: BackupManifest = {
        format: 'sanad-backup',
        formatVersion: 1,
        dialect: ctx.dialect,
        schemaVersion: LATEST_MIGRATION,
        createdAt: new Date(createdAt).toISOString(),
        kind,
        tables,
        payload: { file, ...(await fileDigest(payload)) },
      };
      return ctx.storage.put(backupKey(name), archiveStream(manifest, payload), {
        contentType: BACKUP_CONTENT_TYPE,
      });
    });
    return viewOf(name, stored)!;
  } catch (err) {
    await audit('database.backup_failed').catch(() => {});
    throw err;
  }
}

/**
 * POST /admin/backupdp (and the schedule, and a restore's safety copy): an online, consistent copy
 * of the whole database while sales go on — SQLite `VACUUM INTO`, PostgreSQL one REPEATABLE READ
 * export — packed as `sanad-…-<kind>-….tar.gz` (manifest.json: schema version, rows per table,
 * SHA-256 of the payload), streamed into the file store at `backups/{name}` (DATA_DIR/backups with
 * the local driver), and audited. The copy is made in a scratch folder first (SQLite's file,
 * PostgreSQL's JSON: withScratchDir). Decisions 0020, 0063.
 * @returns the new backup as listed.
 */
export function createBackup(
  ctx: AppContext,
  actor: SessionUser | null,
  kind: BackupKind = 'manual',
): Promise<BackupView> {
  return oneAtATime(ctx, () => makeBackup(ctx, actor, kind));
}

/** Restore's answer on success (the route adds the message). */
export interface RestoreOutcome {
  name: string;
  /** The backup taken of the database the restore replaced. */
  safetyBackup: string;
  /**
   * True when the restoring user's own session did not survive: their account is not in the
   * backup as it is now (another id, UUID or password).
   */
  signInAgain: boolean;
}

/**
 * Reads backup `source` (the stored object's stream, or an uploaded file's path) and proves it restorable before anything is touched: a Sanad manifest of
 * this database kind and schema version, the payload's SHA-256 and size as the manifest says, the
 * payload itself sound (SQLite integrity_check; PostgreSQL's JSON shape) with the rows per table
 * the manifest counted. The payload is left at `payloadPath`.
 * @returns the manifest, and PostgreSQL's rows (null for SQLite, whose copy is attached from
 *   `payloadPath`).
 * @throws AppError backup_foreign, backup_schema_mismatch, backup_corrupt, backup_too_large (422).
 */
export async function verifiedPayload(
  ctx: AppContext,
  source: Readable | string,
  payloadPath: string,
): Promise<{ manifest: BackupManifest; rows: PgPayload | null }> {
  const opened = await readArchive(source, payloadPath);
  const refusal = judgeManifest(opened.manifest, {
    dialect: ctx.dialect,
    schemaVersion: LATEST_MIGRATION,
  });
  if (refusal) throw new AppError(refusal);
  const manifest = opened.manifest as BackupManifest;
  const payload = opened.payload;
  if (
    !payload ||
    payload.entry !== PAYLOAD_ENTRIES[ctx.dialect] ||
    payload.entry !== manifest.payload.file ||
    payload.sha256 !== manifest.payload.sha256 ||
    payload.bytes !== manifest.payload.bytes
  )
    throw new AppError('backup_corrupt');
  if (ctx.dialect === 'sqlite') {
    const counts = inspectSqliteCopy(payloadPath, manifest.schemaVersion);
    if (!countsMatch(manifest.tables, counts)) throw new AppError('backup_corrupt');
    return { manifest, rows: null };
  }
  const { payload: rows, counts } = inspectPostgresPayload(payloadPath);
  if (!countsMatch(manifest.tables, counts)) throw new AppError('backup_corrupt');
  return { manifest, rows };
}

/**
 * POST /admin/restoredp: replaces the whole database with backup `name` of the store — read as a
 * stream, its payload extracted to a scratch file (SQLite attaches it) — only after the archive
 * proved sound (verifiedPayload: manifest, SHA-256, integrity_check, rows per table). Then a safety backup of the current database, then
 * the swap in one transaction (the audit record of the restore inside it). Sessions are never in
 * a backup: the open sessions of accounts the backup holds unchanged (id, UUID, password) stay
 * valid, every other user signs in again.
 * @throws AppError backup_not_found (404); backup_foreign, backup_schema_mismatch, backup_corrupt
 *   (422) — each with the live database untouched.
 */
export function restoreBackup(
  ctx: AppContext,
  actor: SessionUser,
  name: string,
): Promise<RestoreOutcome> {
  return oneAtATime(ctx, async () => {
    const info = await findBackup(ctx, name);
    return withScratchDir(async (work) => {
      const object = await ctx.storage.get(info.key);
      if (!object) throw new AppError('backup_not_found'); // deleted since it was found
      const payloadPath = path.join(work, 'payload');
      const { rows } = await verifiedPayload(ctx, object.body, payloadPath);
      const safety = await makeBackup(ctx, actor, 'safety');
      let open: LiveSession[] = [];
      let kept = new Set<string>();
      const hooks: ReplaceHooks = {
        async beforeReplace(trx) {
          open = await openSessions(trx, ctx.now());
        },
        async afterReplace(trx) {
          kept = await carrySessionsOver(trx, open);
          await writeAudit(trx, {
            at: ctx.now(),
            userId: actor.id,
            action: 'database.restore',
            entity: 'backup',
            entityId: name,
            details: { safetyBackup: safety.name, sessionsKept: kept.size },
          });
        },
      };
      await refusedAsCorrupt(ctx, () =>
        rows ? swapInPostgres(ctx.db, rows, hooks) : swapInSqlite(ctx.db, payloadPath, hooks),
      );
      ctx.log.info(
        { backup: name, safetyBackup: safety.name, sessionsKept: kept.size },
        'database restored from a backup',
      );
      return { name, safetyBackup: safety.name, signInAgain: !kept.has(actor.tokenHash) };
    });
  });
}

/**
 * Runs the swap; a database error inside it (the transaction is rolled back, nothing changed)
 * means rows the schema refuses: logged with its cause and answered as backup_corrupt.
 */
async function refusedAsCorrupt(ctx: AppContext, swap: () => Promise<void>): Promise<void> {
  try {
    await swap();
  } catch (err) {
    if (err instanceof AppError) throw err;
    ctx.log.error({ err }, 'restore rolled back: the backup holds rows the database refuses');
    throw new AppError('backup_corrupt');
  }
}

/**
 * One scheduled backup: a backup of kind `auto`, then the oldest `auto` backups beyond
 * BACKUP_KEEP deleted (manual and safety backups are never deleted here).
 * @returns the new backup and the names deleted.
 */
export async function runScheduledBackup(
  ctx: AppContext,
): Promise<{ backup: BackupView; pruned: string[] }> {
  const backup = await createBackup(ctx, null, 'auto');
  const names = [...(await objectsIn(ctx.storage, BACKUPS_FOLDER)).keys()];
  const pruned = autoBackupsToPrune(names, ctx.config.backupKeep);
  for (const name of pruned) await ctx.storage.delete(backupKey(name));
  return { backup, pruned };
}

/** The scheduled database backup's name in `scheduled_runs`. */
export const SCHEDULED_BACKUP_JOB = 'database-backup';

/**
 * One tick of the backup schedule, for the run scheduled at `scheduledAt` (UTC ms): claims it
 * (claimScheduledRun, decision 0061) and, when this instance won it, writes the backup and prunes.
 * Of several instances on one database only one does. A failure is logged, never thrown.
 * @returns the backup written, or null when another instance took the run or it failed.
 */
export async function scheduledBackupTick(
  ctx: AppContext,
  scheduledAt: number,
): Promise<BackupView | null> {
  try {
    if (!(await claimScheduledRun(ctx, SCHEDULED_BACKUP_JOB, scheduledAt))) {
      ctx.log.debug('scheduled database backup taken by another instance');
      return null;
    }
    const { backup, pruned } = await runScheduledBackup(ctx);
    ctx.log.info({ backup: backup.name, pruned }, 'scheduled database backup written');
    return backup;
  } catch (err) {
    ctx.log.error({ err }, 'scheduled database backup failed');
    return null;
  }
}

/**
 * Starts the BACKUP_SCHEDULE timer (croner, Asia/Riyadh; not started when the schedule is off);
 * each firing is a scheduledBackupTick. @returns a function that stops it.
 */
export function startBackupSchedule(ctx: AppContext): () => void {
  const schedule = ctx.config.backupSchedule;
  if (!schedule) return () => {};
  const job = new Cron(
    schedule,
    { timezone: 'Asia/Riyadh', protect: true, unref: true },
    async (self: Cron) => {
      await scheduledBackupTick(ctx, self.currentRun()?.getTime() ?? ctx.now());
    },
  );
  return () => job.stop();
}
