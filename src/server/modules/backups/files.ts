/**
 * The database backups in the file store (decisions 0020, 0027, 0063): objects `backups/{name}`
 * (DATA_DIR/backups with the local driver), which objects are backups Sanad made, their list, one
 * by name (never outside the folder), and its signed download link. Making and restoring backups
 * is service.ts.
 */
import { parseBackupName } from '../../../domain/backups';
import { AppError } from '../../../domain/errors';
import type { BackupView } from '../../../domain/schemas/backups';
import type { SignedLink } from '../../../domain/schemas/files';
import type { AppContext, SessionUser } from '../../context';
import { DATA_FOLDERS } from '../../files/data-folders';
import { expiryFrom, signFileClaim } from '../../files/signed-urls';
import type { ObjectInfo, ObjectStore } from '../../storage/types';

/** The folder (key prefix, without its `/`) of the database backups in the store. */
export const BACKUPS_FOLDER = DATA_FOLDERS.databaseBackups;

/** The store key of backup `name`: `backups/{name}`. */
export const backupKey = (name: string) => `${BACKUPS_FOLDER}/${name}`;

/**
 * The objects directly in the store folder `folder` (key prefix without its `/`), by their name
 * in it — objects deeper down are left out. Listed, not looked up with head: the local driver's
 * listing skips symbolic links, so a link placed in a folder under a backup's name is never
 * taken for a backup (it could point anywhere).
 */
export async function objectsIn(
  store: ObjectStore,
  folder: string,
): Promise<Map<string, ObjectInfo>> {
  const prefix = `${folder}/`;
  const out = new Map<string, ObjectInfo>();
  for await (const o of store.list(prefix)) {
    const name = o.key.slice(prefix.length);
    if (name !== '' && !name.includes('/')) out.set(name, o);
  }
  return out;
}

/**
 * The object `name` directly in store folder `folder`, or null — through the listing (objectsIn),
 * so a symbolic link is never found.
 */
export async function objectIn(
  store: ObjectStore,
  folder: string,
  name: string,
): Promise<ObjectInfo | null> {
  for await (const o of store.list(`${folder}/${name}`))
    if (o.key === `${folder}/${name}`) return o;
  return null;
}

/**
 * Backup `name` as listed — `{name, size (bytes), date (ISO UTC, from the name), kind}` — or null
 * when the name is not one Sanad makes.
 */
export function viewOf(name: string, info: Pick<ObjectInfo, 'size'>): BackupView | null {
  const parsed = parseBackupName(name);
  if (!parsed) return null;
  return { name, size: info.size, date: new Date(parsed.at).toISOString(), kind: parsed.kind };
}

/**
 * GET /admin/backupdp: the backups Sanad made (only names matching BACKUP_NAME), newest first,
 * each `{name, size (bytes), date (ISO UTC, from the name), kind}`.
 */
export async function listBackups(ctx: AppContext): Promise<BackupView[]> {
  return [...(await objectsIn(ctx.storage, BACKUPS_FOLDER))]
    .map(([name, info]) => viewOf(name, info))
    .filter((b): b is BackupView => b !== null)
    .sort((a, b) => b.date.localeCompare(a.date) || b.name.localeCompare(a.name));
}

/**
 * Backup `name` in the store, for download or restore. Only a name Sanad makes is looked up, so
 * no name reaches outside the folder.
 * @returns the object's key, size and ETag.
 * @throws AppError backup_not_found (404) for any other name or a missing object.
 */
export async function findBackup(ctx: AppContext, name: string): Promise<ObjectInfo> {
  const info = parseBackupName(name) ? await objectIn(ctx.storage, BACKUPS_FOLDER, name) : null;
  if (!info) throw new AppError('backup_not_found');
  return info;
}

/**
 * A signed download link of backup `name` for `user` (decision 0027): opened in a
 * new window without the bearer header, it works for SIGNED_URL_TTL_SECONDS (rounded up to the
 * minute) and only while that user may still manage backups.
 * @throws AppError backup_not_found (404) as findBackup.
 */
export async function backupDownloadLink(
  ctx: AppContext,
  user: SessionUser,
  name: string,
): Promise<SignedLink> {
  await findBackup(ctx, name);
  const expiresAt = expiryFrom(ctx.now(), ctx.config.signedUrlTtlSeconds);
  const sig = signFileClaim(ctx.config.signingSecret, {
    userId: user.id,
    businessId: 0,
    path: backupKey(name),
    expiresAt,
  });
  return {
    url: `/api/v1/admin/backupdp/${encodeURIComponent(name)}?sig=${sig}`,
    expiresAt: new Date(expiresAt * 1000).toISOString(),
  };
}
