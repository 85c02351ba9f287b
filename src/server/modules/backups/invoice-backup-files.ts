/**
 * The invoice backups of each business in the file store (decisions 0026, 0063): objects
 * `invoice-backups/{key}/{name}.tar.gz` (DATA_DIR/invoice-backups/{key}/ with the local driver) —
 * their list, one by name (never outside the business's folder), and storing a new one under a
 * free name. Making, proving and restoring them is invoice-backups.ts.
 */
import type { Readable } from 'node:stream';
import {
  INVOICE_BACKUP_EXTENSION,
  invoiceBackupName,
  parseInvoiceBackupName,
  type InvoiceBackupScope,
} from '../../../domain/invoice-backups';
import { AppError } from '../../../domain/errors';
import type { InvoiceBackupList } from '../../../domain/schemas/invoice-backups';
import type { AppContext } from '../../context';
import { DATA_FOLDERS } from '../../files/data-folders';
import { ObjectExistsError, type ObjectInfo } from '../../storage/types';
import type { BusinessRow } from '../businesses/service';
import { objectIn, objectsIn } from './files';

/** The store folder of a business's invoice backups: `invoice-backups/{key}`. */
const folderOf = (business: Pick<BusinessRow, 'key'>) =>
  `${DATA_FOLDERS.invoiceBackups}/${business.key}`;

/** The store key of invoice backup `name` of the business: `invoice-backups/{key}/{name}.tar.gz`. */
export function invoiceBackupKey(business: Pick<BusinessRow, 'key'>, name: string): string {
  return `${folderOf(business)}/${name}${INVOICE_BACKUP_EXTENSION}`;
}

/** The MIME type of an invoice backup archive in the store. */
const CONTENT_TYPE = 'application/gzip';

/** The names (without the extension) of the business's invoice backups in the store, as made. */
async function storedNames(ctx: AppContext, business: BusinessRow): Promise<string[]> {
  return [...(await objectsIn(ctx.storage, folderOf(business))).keys()]
    .filter((f) => f.endsWith(INVOICE_BACKUP_EXTENSION))
    .map((f) => f.slice(0, -INVOICE_BACKUP_EXTENSION.length))
    .filter((name) => parseInvoiceBackupName(name) !== null);
}

/**
 * GET {business}/backuplist: the business's invoice backups, newest first — only objects named as
 * Sanad names them (INVOICE_BACKUP_NAME + `.tar.gz`), directly in its folder; `name` without the
 * extension.
 */
export async function listInvoiceBackups(
  ctx: AppContext,
  business: BusinessRow,
): Promise<InvoiceBackupList> {
  const list = (await storedNames(ctx, business))
    .map((name) => ({ name, at: parseInvoiceBackupName(name)!.at }))
    .sort((a, b) => b.at - a.at || b.name.localeCompare(a.name))
    .map((b) => ({ name: b.name }));
  return { list };
}

/**
 * Invoice backup `name` of the business in the store. Only a name Sanad makes is looked up, in
 * the business's own folder, so no name reaches another folder or another business's object.
 * @throws AppError invoice_backup_not_found (404) for any other name, a missing object or (local
 *   driver) a symbolic link.
 */
export async function findInvoiceBackup(
  ctx: AppContext,
  business: BusinessRow,
  name: string,
): Promise<ObjectInfo> {
  const info = parseInvoiceBackupName(name)
    ? await objectIn(ctx.storage, folderOf(business), name + INVOICE_BACKUP_EXTENSION)
    : null;
  if (!info) throw new AppError('invoice_backup_not_found');
  return info;
}

/**
 * Stores the archive made by `archive` (called again for each try: a stream is read once) under the first free name of `scope` from second
 * `seconds` on: each name is written only if absent (put with ifAbsent), so two exports in the
 * same second — on one instance or two — take consecutive seconds, never one object.
 * @returns the name taken.
 */
export async function storeUnderFreeName(
  ctx: AppContext,
  business: BusinessRow,
  scope: InvoiceBackupScope,
  seconds: number,
  archive: () => Readable,
): Promise<string> {
  const taken = new Set(await storedNames(ctx, business));
  for (let s = seconds; ; s++) {
    const name = invoiceBackupName(scope, s);
    if (taken.has(name)) continue;
    try {
      await ctx.storage.put(invoiceBackupKey(business, name), archive(), {
        ifAbsent: true,
        contentType: CONTENT_TYPE,
      });
      return name;
    } catch (err) {
      if (!(err instanceof ObjectExistsError)) throw err;
    }
  }
}
