/**
 * Database backups as rules (legacy app: backupdp/restoredp; decision 0020): the
 * names Sanad gives its backup files, the manifest every backup carries and what a restore checks
 * of it, and which scheduled backups are kept. Pure: the files and the database live in
 * src/server/modules/backups.
 */

/** Why a backup was made: by an administrator, by the schedule, or just before a restore. */
export const BACKUP_KINDS = ['manual', 'auto', 'safety'] as const;
export type BackupKind = (typeof BACKUP_KINDS)[number];

/**
 * The only names Sanad makes and the only names it lists, serves or restores:
 * `sanad-YYYYMMDD-HHMMSS-<kind>-<6 random [a-z0-9]>.tar.gz`, the time in UTC. No slash, no dot
 * before the extension, so a name can never leave the backups folder.
 */
export const BACKUP_NAME = /^sanad-(\d{8})-(\d{6})-(manual|auto|safety)-([a-z0-9]{6})\.tar\.gz$/;

/** The longest backup name (the pattern is fixed-width but for the kind). */
export const MAX_BACKUP_NAME_LENGTH = 44;

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/**
 * The file name of a backup made at `at` (UTC ms) for `kind`, with `random` (6 × [a-z0-9]) so
 * two backups of the same second never collide.
 * @throws Error when `random` is not 6 lowercase letters or digits.
 */
export function backupName(at: number, kind: BackupKind, random: string): string {
  if (!/^[a-z0-9]{6}$/.test(random)) throw new Error(`backup name random part: ${random}`);
  const d = new Date(at);
  const date = `${d.getUTCFullYear()}${pad(d.getUTCMonth() + 1)}${pad(d.getUTCDate())}`;
  const time = `${pad(d.getUTCHours())}${pad(d.getUTCMinutes())}${pad(d.getUTCSeconds())}`;
  return `sanad-${date}-${time}-${kind}-${random}.tar.gz`;
}

/**
 * A name Sanad made → when (UTC ms, to the second) and why; null for any other name (a traversal
 * attempt, a file someone put in the folder, an impossible date).
 */
export function parseBackupName(name: string): { at: number; kind: BackupKind } | null {
  const m = BACKUP_NAME.exec(name);
  if (!m) return null;
  const [date, time, kind] = [m[1]!, m[2]!, m[3] as BackupKind];
  const parts = [
    date.slice(0, 4),
    date.slice(4, 6),
    date.slice(6),
    time.slice(0, 2),
    time.slice(2, 4),
    time.slice(4),
  ].map(Number);
  const [y, mo, d, h, mi, s] = parts as [number, number, number, number, number, number];
  const at = Date.UTC(y, mo - 1, d, h, mi, s);
  const back = new Date(at);
  if (back.getUTCMonth() !== mo - 1 || back.getUTCDate() !== d || h > 23 || mi > 59 || s > 59)
    return null;
  return { at, kind };
}

/**
 * Scheduled backups to delete so that the newest `keep` remain (BACKUP_KEEP). Only `auto` backups
 * are pruned: manual and safety backups stay until an administrator removes them. `names` in any
 * order; unknown names are ignored.
 */
export function autoBackupsToPrune(names: readonly string[], keep: number): string[] {
  const auto = names
    .map((name) => ({ name, parsed: parseBackupName(name) }))
    .filter((b) => b.parsed?.kind === 'auto')
    .sort((a, b) => b.parsed!.at - a.parsed!.at || b.name.localeCompare(a.name));
  return auto.slice(Math.max(0, keep)).map((b) => b.name);
}

/** What `manifest.json` inside every backup says (format version 1). */
export interface BackupManifest {
  format: 'sanad-backup';
  formatVersion: 1;
  /** The database the backup was taken from: its payload differs (a SQLite file or JSON rows). */
  dialect: 'sqlite' | 'postgres';
  /** The name of the last migration applied to the backed-up database. */
  schemaVersion: string;
  /** When the backup was taken, ISO 8601 UTC. */
  createdAt: string;
  kind: BackupKind;
  /** Rows per table at the moment of the copy. */
  tables: Record<string, number>;
  /** The payload file in the archive: its name, size in bytes and SHA-256 (hex). */
  payload: { file: string; bytes: number; sha256: string };
}

/** Why a backup file cannot be restored (the error codes of src/domain/errors.ts). */
export type BackupRefusal = 'backup_corrupt' | 'backup_foreign' | 'backup_schema_mismatch';

/**
 * Judges a parsed `manifest.json` before anything is restored: `backup_foreign` unless it is a
 * Sanad manifest of this database kind (`dialect`), `backup_schema_mismatch` unless it was taken
 * at `schemaVersion` (the latest migration of this server). Null when it may be restored (the
 * payload's checksum and contents are checked next).
 */
export function judgeManifest(
  manifest: unknown,
  expected: { dialect: 'sqlite' | 'postgres'; schemaVersion: string },
): BackupRefusal | null {
  if (!isManifest(manifest)) return 'backup_foreign';
  if (manifest.dialect !== expected.dialect) return 'backup_foreign';
  if (manifest.schemaVersion !== expected.schemaVersion) return 'backup_schema_mismatch';
  return null;
}

/** True when `value` has the shape of a version-1 Sanad manifest. */
export function isManifest(value: unknown): value is BackupManifest {
  if (typeof value !== 'object' || value === null) return false;
  const m = value as Partial<BackupManifest>;
  const p = m.payload as Partial<BackupManifest['payload']> | undefined;
  return (
    m.format === 'sanad-backup' &&
    m.formatVersion === 1 &&
    (m.dialect === 'sqlite' || m.dialect === 'postgres') &&
    typeof m.schemaVersion === 'string' &&
    typeof m.createdAt === 'string' &&
    (BACKUP_KINDS as readonly unknown[]).includes(m.kind) &&
    typeof m.tables === 'object' &&
    m.tables !== null &&
    Object.values(m.tables).every((n) => Number.isSafeInteger(n) && n >= 0) &&
    typeof p === 'object' &&
    p !== null &&
    typeof p.file === 'string' &&
    Number.isSafeInteger(p.bytes) &&
    typeof p.sha256 === 'string' &&
    /^[0-9a-f]{64}$/.test(p.sha256)
  );
}

/**
 * True when the rows counted in the restored copy are exactly the manifest's, table by table
 * (same tables, same counts): otherwise the payload is not what was backed up.
 */
export function countsMatch(
  manifest: Readonly<Record<string, number>>,
  counted: Readonly<Record<string, number>>,
): boolean {
  const a = Object.keys(manifest).sort();
  const b = Object.keys(counted).sort();
  return a.length === b.length && a.every((t, i) => t === b[i] && manifest[t] === counted[t]);
}

/**
 * The backup name of an uploaded file (decision 0050): the file's own name when it is one Sanad
 * makes, also after a browser's copy mark (`… (1).tar.gz`) or a path the browser sent before it
 * is dropped; null for any other name (the upload is refused as backup_foreign). The name's kind
 * must be the manifest's (`manifestKind`), else null too.
 */
export function backupNameOfUpload(filename: string, manifestKind?: BackupKind): string | null {
  const base = filename.split(/[\\/]/).pop() ?? '';
  const name = base.replace(/ ?\(\d{1,3}\)(?=\.tar\.gz$)/, '');
  const parsed = parseBackupName(name);
  if (!parsed || (manifestKind !== undefined && parsed.kind !== manifestKind)) return null;
  return name;
}
