// Valid requests of the backup uploads (decision 0050) for the abuse suite: each one a file no
// list holds yet, so that every administrator's request adds a backup.
import { randomInt } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { multipart } from '../../src/server/testing/products';
import type { TestApp } from '../../src/server/testing/test-app';
import type { SuiteClient } from './client';

const ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';

/**
 * The multipart body of a valid upload to `opPath`, or null for another operation: the world's
 * database backup (`backupName`) under a fresh name, or a fresh export of `business`'s invoices
 * taken out of its folder so that the upload puts it back.
 */
export async function backupUpload(
  ctx: { t: TestApp; client: SuiteClient; admin: string; backupName: string },
  opPath: string,
  business: string,
): Promise<ReturnType<typeof multipart> | null> {
  const gz = { field: 'file', type: 'application/gzip' };
  if (opPath === '/api/v1/admin/backupdp/upload') {
    const random = Array.from({ length: 6 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
    const bytes = fs.readFileSync(path.join(ctx.t.dataDir, 'backups', ctx.backupName));
    const filename = ctx.backupName.replace(/-[a-z0-9]{6}\.tar\.gz$/, `-${random}.tar.gz`);
    return multipart(bytes, { ...gz, filename });
  }
  if (opPath === '/api/v1/{business}/backuplist') {
    const url = `/api/v1/${business}/export/invoices`;
    const res = await ctx.client.send({ method: 'GET', url, headers: {} }, ctx.admin);
    const name = (res.json() as { name: string }).name;
    const file = path.join(ctx.t.dataDir, 'invoice-backups', business, `${name}.tar.gz`);
    const bytes = fs.readFileSync(file);
    fs.rmSync(file);
    return multipart(bytes, { ...gz, filename: `${name}.tar.gz` });
  }
  return null;
}
