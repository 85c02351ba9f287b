/**
 * Invoice backups per business (legacy app: backuplist/export/restore; decisions
 * 0026, 0063): objects `invoice-backups/{key}/{name}.tar.gz` of the file store
 * (DATA_DIR/invoice-backups/{key}/ with the local driver), each a gzip-compressed tar of
 * `manifest.json` and `invoices.json` (the invoices, lines and payments of that business only,
 * with the payload's SHA-256), and restores that merge a checked file back in one transaction.
 * The files, names and checks are this module's; reading and inserting invoices is the invoices
 * module's (invoices/service: invoicesForBackup, restoreInvoicesFromBackup).
 */
import { readScratchText, writeScratchText } from '../../storage/scratch';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { sql } from 'kysely';
import { AppError } from '../../../domain/errors';
import {
  INVOICE_BACKUP_PAYLOAD,
  judgeInvoiceManifest,
  exportedMessage,
  restoredMessage,
  type InvoiceBackupManifest,
  type InvoiceBackupScope,
} from '../../../domain/invoice-backups';
import { riyadhMonthRange } from '../../../domain/riyadh-time';
import {
  invoiceBackupPayload,
  type ExportedInvoice,
  type InvoiceBackupAnswer,
} from '../../../domain/schemas/invoice-backups';
import type { AppContext, SessionUser } from '../../context';
import { constraintViolation } from '../../db/constraint-errors';
import type { Db } from '../../db/types';
import { writeAudit } from '../audit/service';
import type { BusinessRow } from '../businesses/service';
import {
  invoicesForBackup,
  restoreInvoicesFromBackup,
  type InvoiceRestoreMode,
} from '../invoice-backups';
import { archiveStream, fileDigest, readArchive, withScratchDir } from './archive';
import { findInvoiceBackup, storeUnderFreeName } from './invoice-backup-files';

export { findInvoiceBackup, invoiceBackupKey, listInvoiceBackups } from './invoice-backup-files';

/** The invoices of the business (in `range`), read in one consistent read transaction. */
async function readInvoices(
  db: Db,
  dialect: AppContext['dialect'],
  businessId: number,
  range?: { start: number; end: number },
): Promise<ExportedInvoice[]> {
  if (dialect === 'sqlite')
    return db.transaction().execute((trx) => invoicesForBackup(trx, businessId, range));
  return db
    .transaction()
    .setIsolationLevel('repeatable read')
    .execute(async (trx) => {
      await sql`SET TRANSACTION READ ONLY`.execute(trx);
      return invoicesForBackup(trx, businessId, range);
    });
}

/**
 * GET {business}/export/invoices (scope `all`) and export/invoicesthismonth (`month`: issued in
 * the current Asia/Riyadh calendar month): stores `invoice-backups/{key}/{name}.tar.gz` —
 * the invoices of THIS business with their lines and receipt-voucher payments, the manifest with
 * counts and the payload's SHA-256 — and audits `invoices.export`.
 * @returns `{type: true, message, name, invoices, lines, payments}`.
 */
export async function exportInvoices(
  ctx: AppContext,
  actor: SessionUser,
  business: BusinessRow,
  scope: InvoiceBackupScope,
): Promise<InvoiceBackupAnswer> {
  const now = ctx.now();
  const range = scope === 'month' ? riyadhMonthRange(now) : undefined;
  const invoices = await readInvoices(ctx.db, ctx.dialect, business.id, range);
  const counts = {
    invoices: invoices.length,
    lines: invoices.reduce((n, i) => n + i.lines.length, 0),
    payments: invoices.reduce((n, i) => n + i.payments.length, 0),
  };
  const name = await withScratchDir(async (work) => {
    const payload = path.join(work, INVOICE_BACKUP_PAYLOAD);
    await writeScratchText(payload, JSON.stringify({ invoices }));
    const manifest: InvoiceBackupManifest = {
      format: 'sanad-invoices',
      formatVersion: 1,
      business: { id: business.id, key: business.key },
      scope,
      period: range
        ? { start: new Date(range.start).toISOString(), end: new Date(range.end).toISOString() }
        : null,
      createdAt: new Date(now).toISOString(),
      counts,
      payload: { file: INVOICE_BACKUP_PAYLOAD, ...(await fileDigest(payload)) },
    };
    return storeUnderFreeName(ctx, business, scope, Math.floor(now / 1000), () =>
      archiveStream(manifest, payload),
    );
  });
  await writeAudit(ctx.db, {
    at: ctx.now(),
    userId: actor.id,
    businessId: business.id,
    action: 'invoices.export',
    entity: 'invoice_backup',
    entityId: name,
    details: { scope, ...counts },
  });
  return { type: true, message: exportedMessage(name, counts), name, ...counts };
}

/** readArchive's container refusals, said of an invoice backup. */
const AS_INVOICE_REFUSAL = {
  backup_foreign: 'invoice_backup_foreign',
  backup_corrupt: 'invoice_backup_corrupt',
} as const;

/**
 * Reads and proves invoice backup `source` (the stored object's stream, or an uploaded file's
 * path; the payload is extracted into the scratch folder `work`) before anything is touched: a gzip tar of Sanad's
 * invoice manifest and payload only; the manifest of THIS business's key; the payload's SHA-256
 * and size as the manifest says; its JSON of the exact shape (invoiceBackupPayload) with the
 * manifest's counts.
 * @returns the manifest and the invoices.
 * @throws AppError invoice_backup_foreign, invoice_backup_other_business, invoice_backup_corrupt,
 *   backup_too_large (422).
 */
export async function verifiedInvoices(
  source: Readable | string,
  work: string,
  business: BusinessRow,
): Promise<{ manifest: InvoiceBackupManifest; invoices: ExportedInvoice[] }> {
  const payloadPath = path.join(work, 'payload');
  let opened;
  try {
    opened = await readArchive(source, payloadPath, [INVOICE_BACKUP_PAYLOAD]);
  } catch (err) {
    if (err instanceof AppError && err.code in AS_INVOICE_REFUSAL)
      throw new AppError(AS_INVOICE_REFUSAL[err.code as keyof typeof AS_INVOICE_REFUSAL]);
    throw err;
  }
  const refusal = judgeInvoiceManifest(opened.manifest, business.key);
  if (refusal) throw new AppError(refusal);
  const manifest = opened.manifest as InvoiceBackupManifest;
  const p = opened.payload;
  if (!p || p.sha256 !== manifest.payload.sha256 || p.bytes !== manifest.payload.bytes)
    throw new AppError('invoice_backup_corrupt');
  let parsed;
  try {
    parsed = invoiceBackupPayload.safeParse(JSON.parse(await readScratchText(payloadPath)));
  } catch {
    throw new AppError('invoice_backup_corrupt');
  }
  if (!parsed.success) throw new AppError('invoice_backup_corrupt');
  const invoices = parsed.data.invoices;
  const c = manifest.counts;
  if (
    invoices.length !== c.invoices ||
    invoices.reduce((n, i) => n + i.lines.length, 0) !== c.lines ||
    invoices.reduce((n, i) => n + i.payments.length, 0) !== c.payments
  )
    throw new AppError('invoice_backup_corrupt');
  return { manifest, invoices };
}

/**
 * POST {business}/restore/invoices (`mode` invoices: the invoices the database lost come back
 * whole, with their original number and UUID) and restore/invoiceline (`lines`: the lost lines of
 * invoices still present come back). The file is proved first (verifiedInvoices), then merged in
 * ONE transaction with the audit record `invoices.restore` / `invoices.restore_lines` — a refusal
 * writes nothing. Restoring the same file again changes nothing.
 * @returns `{type: true, message, name, invoices, lines, payments, present, absent, missingNumbers}`.
 * @throws AppError invoice_backup_not_found (404); invoice_backup_foreign,
 *   invoice_backup_other_business, invoice_backup_corrupt (422); invoice_backup_collision (409).
 */
export async function restoreInvoices(
  ctx: AppContext,
  actor: SessionUser,
  business: BusinessRow,
  name: string,
  mode: InvoiceRestoreMode,
): Promise<InvoiceBackupAnswer> {
  const found = await findInvoiceBackup(ctx, business, name);
  const { invoices } = await withScratchDir(async (work) => {
    const object = await ctx.storage.get(found.key);
    if (!object) throw new AppError('invoice_backup_not_found'); // deleted since it was found
    return verifiedInvoices(object.body, work, business);
  });
  let counts;
  try {
    counts = await ctx.db.transaction().execute(async (trx) => {
      const done = await restoreInvoicesFromBackup(trx, business.id, invoices, mode);
      await writeAudit(trx, {
        at: ctx.now(),
        userId: actor.id,
        businessId: business.id,
        action: mode === 'invoices' ? 'invoices.restore' : 'invoices.restore_lines',
        entity: 'invoice_backup',
        entityId: name,
        details: done,
      });
      return done;
    });
  } catch (err) {
    if (err instanceof AppError || !constraintViolation(err)) throw err;
    // The file passed every check yet holds rows the database refuses (a unique or foreign key
    // constraint): rolled back, nothing written.
    ctx.log.error({ err, backup: name }, 'invoice restore rolled back: the database refused a row');
    throw new AppError('invoice_backup_corrupt');
  }
  return { type: true, message: restoredMessage(mode, counts), name, ...counts };
}
