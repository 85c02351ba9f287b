/**
 * Backups uploaded from the browser (decisions 0050, 0063): a database backup into the store's
 * `backups/`, an invoice backup into `invoice-backups/{key}/` (DATA_DIR/… with the local driver).
 * The file is streamed to a scratch folder (never held in memory), proved with the very checks of
 * a restore from the list (readArchive, judgeManifest / judgeInvoiceManifest, SHA-256, size, rows;
 * verifiedPayload, verifiedInvoices), then streamed into the store under its own name, only if
 * that name is free. A refused file leaves nothing behind.
 */
import { scratchReader, scratchWriter } from '../../storage/scratch';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { FastifyRequest } from 'fastify';
import { backupNameOfUpload } from '../../../domain/backups';
import { AppError } from '../../../domain/errors';
import { invoiceBackupNameOfUpload } from '../../../domain/invoice-backups';
import { FIELD_MESSAGES } from '../../../domain/messages';
import type { BackupView } from '../../../domain/schemas/backups';
import type { AppContext, SessionUser } from '../../context';
import { writeAudit } from '../audit/service';
import type { BusinessRow } from '../businesses/service';
import { ObjectExistsError, type ObjectInfo, type ObjectStore } from '../../storage/types';
import { MAX_BACKUP_PAYLOAD_BYTES, withScratchDir } from './archive';
import { backupKey, viewOf } from './files';
import { invoiceBackupKey, verifiedInvoices } from './invoice-backups';
import { BACKUP_CONTENT_TYPE, oneAtATime, verifiedPayload } from './service';

/** The multipart field of an uploaded backup file. */
export const UPLOAD_FIELD = 'file';

/**
 * The largest uploaded file, in bytes: the restore cap (MAX_BACKUP_PAYLOAD_BYTES, 8 GiB) plus
 * 1 MiB for the manifest and the tar and gzip framing around a payload that does not compress.
 */
export const MAX_UPLOAD_BYTES = MAX_BACKUP_PAYLOAD_BYTES + 1024 ** 2;

/**
 * Streams the one file of multipart field `file` of `req` to `dest`, at most `maxBytes`.
 * @returns the file name the browser sent.
 * @throws AppError validation_failed (400, fields.file) when the request is not multipart, is
 *   malformed, or has no file in that field; backup_too_large (422) past `maxBytes`.
 */
export async function receiveUpload(
  req: FastifyRequest,
  dest: string,
  maxBytes = MAX_UPLOAD_BYTES,
): Promise<string> {
  const missing = (message: string = FIELD_MESSAGES.backupFileRequired) =>
    new AppError('validation_failed', { fields: { [UPLOAD_FIELD]: message } });
  if (!req.isMultipart()) throw missing();
  const file = await req.file({ limits: { fileSize: maxBytes, files: 1 } }).catch(() => {
    throw missing(FIELD_MESSAGES.uploadUnreadable);
  });
  if (!file) throw missing();
  if (file.fieldname !== UPLOAD_FIELD) {
    file.file.resume(); // drain the stream so the request can finish
    throw missing();
  }
  await pipeline(file.file, scratchWriter(dest)).catch(() => {
    throw missing(FIELD_MESSAGES.uploadUnreadable);
  });
  if (file.file.truncated) throw new AppError('backup_too_large');
  return file.filename;
}

/**
 * Puts the proved file `from` into the store at `key`, unless an object is there (put with
 * ifAbsent: atomic on either driver); the scratch file then goes with its folder.
 * @returns the stored object's size and ETag.
 * @throws AppError backup_exists (409).
 */
async function placeNew(store: ObjectStore, from: string, key: string): Promise<ObjectInfo> {
  try {
    return await store.put(key, scratchReader(from), {
      ifAbsent: true,
      contentType: BACKUP_CONTENT_TYPE,
    });
  } catch (err) {
    if (err instanceof ObjectExistsError) throw new AppError('backup_exists');
    throw err;
  }
}

/**
 * POST /admin/backupdp/upload (multipart, field `file`): a database backup from another machine
 * or an earlier download joins the store's `backups/` under its own name, once proved restorable here
 * exactly as restoreBackup proves it; it is then restored from the list. Audited
 * `database.backup_upload`.
 * @returns the backup as listed.
 * @throws AppError validation_failed (400); backup_foreign (422: not a Sanad backup name of the
 *   manifest's kind, another database kind, not a backup), backup_schema_mismatch,
 *   backup_corrupt, backup_too_large (422); backup_exists (409). Nothing is left behind.
 */
export function uploadBackup(
  ctx: AppContext,
  actor: SessionUser,
  req: FastifyRequest,
): Promise<BackupView> {
  return oneAtATime(ctx, () =>
    withScratchDir(async (work) => {
      const upload = path.join(work, 'upload');
      const filename = await receiveUpload(req, upload);
      if (!backupNameOfUpload(filename)) throw new AppError('backup_foreign');
      const { manifest } = await verifiedPayload(ctx, upload, path.join(work, 'payload'));
      const name = backupNameOfUpload(filename, manifest.kind);
      if (!name) throw new AppError('backup_foreign');
      const stored = await placeNew(ctx.storage, upload, backupKey(name));
      await writeAudit(ctx.db, {
        at: ctx.now(),
        userId: actor.id,
        action: 'database.backup_upload',
        entity: 'backup',
        entityId: name,
        details: { kind: manifest.kind, bytes: stored.size },
      });
      return viewOf(name, stored)!;
    }),
  );
}

/**
 * POST {business}/backuplist (multipart, field `file`): an invoice backup of THIS business joins
 * its list under its own name (`inva…`/`invm…`), once proved as restoreInvoices proves it; it is
 * then restored from the list. Audited `invoices.backup_upload`.
 * @returns `{name}`.
 * @throws AppError validation_failed (400); invoice_backup_foreign (422: not a Sanad invoice
 *   backup name of the manifest's scope, not an invoice backup), invoice_backup_other_business,
 *   invoice_backup_corrupt, backup_too_large (422); backup_exists (409). Nothing is left behind.
 */
export function uploadInvoiceBackup(
  ctx: AppContext,
  actor: SessionUser,
  business: BusinessRow,
  req: FastifyRequest,
): Promise<{ name: string }> {
  return withScratchDir(async (work) => {
    const upload = path.join(work, 'upload');
    const filename = await receiveUpload(req, upload);
    if (!invoiceBackupNameOfUpload(filename)) throw new AppError('invoice_backup_foreign');
    const { manifest, invoices } = await verifiedInvoices(upload, work, business);
    const name = invoiceBackupNameOfUpload(filename, manifest.scope);
    if (!name) throw new AppError('invoice_backup_foreign');
    await placeNew(ctx.storage, upload, invoiceBackupKey(business, name));
    await writeAudit(ctx.db, {
      at: ctx.now(),
      userId: actor.id,
      businessId: business.id,
      action: 'invoices.backup_upload',
      entity: 'invoice_backup',
      entityId: name,
      details: { scope: manifest.scope, invoices: invoices.length },
    });
    return { name };
  });
}
