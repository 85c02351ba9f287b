/**
 * The database backup files in DATA_DIR/backups (decisions 0020, 0027): which
 * files are backups Sanad made, their list, the path of one by name (never outside the folder),
 * and its signed download link. Making and restoring backups is service.ts.
 */
import fs from 'node:fs';
import path from 'node:path';
import { parseBackupName } from '../../../domain/backups';
import { AppError } from '../../../domain/errors';
import type { BackupView } from '../../../domain/schemas/backups';
import type { SignedLink } from '../../../domain/schemas/files';
import type { AppContext, SessionUser } from '../../context';
import { DATA_FOLDERS } from '../../files/data-folders';
import { expiryFrom, signFileClaim } from '../../files/signed-urls';

/** The folder of the database backups inside DATA_DIR. */
export const BACKUPS_FOLDER = DATA_FOLDERS.databaseBackups;

/** The folder of the database backups: DATA_DIR/backups (made when missing). */
export function backupDir(ctx: AppContext): string {
  const dir = path.join(ctx.config.dataDir, BACKUPS_FOLDER);
  fs.mkdirSync(dir, { recursive: true });
  return dir;
}

/**
 * Backup `name` in folder `dir` as listed — `{name, size (bytes), date (ISO UTC), kind}` — or null
 * when the name is not one Sanad makes or the file is not a regular file.
 */
export function viewOf(dir: string, name: string): BackupView | null {
  const parsed = parseBackupName(name);
  if (!parsed) return null;
  // lstat: a symbolic link placed in the folder under a backup's name is not a backup.
  const stat = fs.lstatSync(path.join(dir, name), { throwIfNoEntry: false });
  if (!stat?.isFile()) return null;
  return { name, size: stat.size, date: new Date(parsed.at).toISOString(), kind: parsed.kind };
}

/**
 * GET /admin/backupdp: the backups Sanad made (only names matching BACKUP_NAME, regular files),
 * newest first, each `{name, size (bytes), date (ISO UTC, from the name), kind}`.
 */
export function listBackups(ctx: AppContext): BackupView[] {
  const dir = backupDir(ctx);
  return fs
    .readdirSync(dir)
    .map((name) => viewOf(dir, name))
    .filter((b): b is BackupView => b !== null)
    .sort((a, b) => b.date.localeCompare(a.date) || b.name.localeCompare(a.name));
}

/**
 * The path of backup `name` inside DATA_DIR/backups, for download or restore. Only a name Sanad
 * makes is looked up, so no name reaches outside the folder.
 * @throws AppError backup_not_found (404) for any other name or a missing file.
 */
export function backupFile(ctx: AppContext, name: string): string {
  const dir = backupDir(ctx);
  if (!parseBackupName(name) || !viewOf(dir, name)) throw new AppError('backup_not_found');
  return path.join(dir, name);
}

/**
 * A signed download link of backup `name` for `user` (decision 0027): opened in a
 * new window without the bearer header, it works for SIGNED_URL_TTL_SECONDS (rounded up to the
 * minute) and only while that user may still manage backups.
 * @throws AppError backup_not_found (404) as backupFile.
 */
export function backupDownloadLink(ctx: AppContext, user: SessionUser, name: string): SignedLink {
  backupFile(ctx, name);
  const expiresAt = expiryFrom(ctx.now(), ctx.config.signedUrlTtlSeconds);
  const sig = signFileClaim(ctx.config.signingSecret, {
    userId: user.id,
    businessId: 0,
    path: `${BACKUPS_FOLDER}/${name}`,
    expiresAt,
  });
  return {
    url: `/api/v1/admin/backupdp/${encodeURIComponent(name)}?sig=${sig}`,
    expiresAt: new Date(expiresAt * 1000).toISOString(),
  };
}
