import { z } from 'zod';
import { BACKUP_KINDS, BACKUP_NAME, MAX_BACKUP_NAME_LENGTH } from '../backups';
import { identifierText } from './common';

const NAME_MESSAGE = 'اسم النسخة الاحتياطية غير صالح';

/**
 * A backup's file name on the wire: only the names Sanad makes (BACKUP_NAME), so no path, no
 * `..`, no other file of the server can be named. Anything else → 400.
 */
export const backupNameText = identifierText(MAX_BACKUP_NAME_LENGTH).refine(
  (v) => BACKUP_NAME.test(v),
  { error: NAME_MESSAGE },
);

/** `GET /admin/backupdp/{name}` */
export const backupNameParam = z.object({ name: backupNameText });

/** `POST /admin/restoredp` (`{filename}`). */
export const restoreBody = z.object({ filename: backupNameText });

/** One database backup as listed (name, size in bytes, date) — `date` ISO 8601 UTC. */
export const backupView = z.object({
  name: z.string(),
  size: z.number(),
  date: z.string(),
  kind: z.enum(BACKUP_KINDS),
});
export type BackupView = z.infer<typeof backupView>;

/**
 * What a restore answers when it succeeded: the restored name, the safety backup taken of the
 * database it replaced, and `signInAgain` — true when the caller's own session did not survive
 * (their account is not in the backup as it is now; decision 0020).
 */
export const restoreResult = z.object({
  success: z.literal(true),
  message: z.string(),
  name: z.string(),
  safetyBackup: z.string(),
  signInAgain: z.boolean(),
});
export type RestoreResult = z.infer<typeof restoreResult>;
