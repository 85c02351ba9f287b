// Backups uploaded from the browser (decision 0050): a sound file joins the list and restores from
// it; a file of the wrong kind, a bad checksum, a foreign file or one too large is refused with a
// 4xx and leaves nothing behind. On SQLite and — with TEST_DATABASE_URL — PostgreSQL.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ERROR_MESSAGES } from '../../../domain/errors';
import { writeBackupBomb } from '../../testing/backup-bombs';
import { rewriteManifest } from '../../testing/backups';
import { KEBRIT_ID } from '../../testing/catalogue-fixtures';
import {
  admin,
  call,
  exportAll,
  fileOf,
  loseInvoices,
  restoreOk,
  snapshot,
  sold,
  t,
  useInvoiceBackupWorld,
} from '../../testing/invoice-backups';
import { multipart } from '../../testing/products';
import { bearer } from '../../testing/test-app';

useInvoiceBackupWorld();

function upload(url: string, file: Buffer, filename: string, token = admin) {
  const { payload, headers } = multipart(file, {
    field: 'file',
    filename,
    type: 'application/gzip',
  });
  return t.app.inject({
    method: 'POST',
    url: `/api/v1${url}`,
    headers: { ...headers, ...bearer(token) },
    payload,
  });
}
const uploadDb = (file: Buffer, filename: string) =>
  upload('/admin/backupdp/upload', file, filename);
const uploadInvoices = (file: Buffer, filename: string, business = 'kebrit') =>
  upload(`/${business}/backuplist`, file, filename);

/** Every file under the two backup folders, hidden scratch folders included. */
function filesOnDisk(): string[] {
  const roots = ['backups', 'invoice-backups'].map((f) => path.join(t.dataDir, f));
  return (
    roots
      .filter((r) => fs.existsSync(r))
      .flatMap((r) =>
        fs.readdirSync(r, { recursive: true, encoding: 'utf8' }).map((f) => `${r}/${f}`),
      )
      // A business's own folder is made when its list is first read; anything else counts.
      .filter((f) => !/invoice-backups\/[a-z0-9-]+$/.test(f))
      .sort()
  );
}

async function expectRefused(
  send: () => ReturnType<typeof upload>,
  status: number,
  code: string,
): Promise<void> {
  const before = filesOnDisk();
  const res = await send();
  expect(res.statusCode, res.body).toBe(status);
  expect(res.json().error.code).toBe(code);
  if (code !== 'validation_failed')
    expect(res.json().error.message).toBe(ERROR_MESSAGES[code as never]);
  expect(filesOnDisk()).toEqual(before);
}

async function takeBackup(): Promise<{ name: string; bytes: Buffer }> {
  const res = await call('POST', '/admin/backupdp', admin);
  expect(res.statusCode, res.body).toBe(201);
  const name = res.json().name as string;
  return { name, bytes: fs.readFileSync(path.join(t.dataDir, 'backups', name)) };
}

describe('a database backup uploaded', () => {
  it('joins the list under its own name, is audited, and restores from the list', async () => {
    const { name, bytes } = await takeBackup();
    fs.rmSync(path.join(t.dataDir, 'backups', name)); // as on a new machine
    const before = await snapshot();
    await loseInvoices([sold[0]!.UUID]);
    // A browser saves a second download as "… (1).tar.gz".
    const res = await uploadDb(bytes, name.replace('.tar.gz', ' (1).tar.gz'));
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ name, size: bytes.length, kind: 'manual' });
    const list = await call('GET', '/admin/backupdp', admin);
    expect(list.json().map((b: { name: string }) => b.name)).toContain(name);
    expect(fs.readFileSync(path.join(t.dataDir, 'backups', name))).toEqual(bytes);
    const audit = await call('GET', '/admin/audit?action=database.backup_upload', admin);
    expect(audit.json().items[0]).toMatchObject({
      action: 'database.backup_upload',
      entityId: name,
    });
    await expectRefused(() => uploadDb(bytes, name), 409, 'backup_exists');

    const restored = await call('POST', '/admin/restoredp', admin, { filename: name });
    expect(restored.statusCode, restored.body).toBe(200);
    expect(await snapshot()).toEqual(before);
  });

  it('refuses the wrong kind, a bad checksum, a foreign file, a name not Sanad’s, too large', async () => {
    const { name, bytes } = await takeBackup();
    fs.rmSync(path.join(t.dataDir, 'backups', name));
    const other = name.replace(/-[a-z0-9]{6}\.tar\.gz$/, '-zzzzzz.tar.gz');
    const invoices = fs.readFileSync(fileOf('kebrit', (await exportAll()).name));
    await expectRefused(() => uploadDb(invoices, other), 422, 'backup_foreign');
    const damaged = Buffer.from(bytes);
    damaged[damaged.length - 40] = damaged[damaged.length - 40]! ^ 0xff;
    await expectRefused(() => uploadDb(damaged, other), 422, 'backup_corrupt');
    await expectRefused(() => uploadDb(Buffer.from('ليست نسخة'), other), 422, 'backup_foreign');
    await expectRefused(() => uploadDb(bytes, 'backup.tar.gz'), 422, 'backup_foreign');
    await expectRefused(
      () => uploadDb(bytes, other.replace('manual', 'auto')),
      422,
      'backup_foreign',
    );
    await expectRefused(
      () => upload('/admin/backupdp/upload', bytes, other, ''),
      401,
      'unauthenticated',
    );

    const scratch = path.join(t.dataDir, 'scratch-upload');
    fs.mkdirSync(scratch, { recursive: true });
    const manifestOf = path.join(scratch, 'm.tar.gz');
    fs.writeFileSync(manifestOf, bytes);
    await rewriteManifest(manifestOf, path.join(scratch, 'old.tar.gz'), (m) => ({
      ...m,
      schemaVersion: '001-initial',
    }));
    const old = fs.readFileSync(path.join(scratch, 'old.tar.gz'));
    await expectRefused(() => uploadDb(old, other), 422, 'backup_schema_mismatch');
    const payloadFile = t.app.ctx.dialect === 'sqlite' ? 'sanad.db' : 'data.json';
    await writeBackupBomb(
      path.join(scratch, 'big.tar.gz'),
      { format: 'sanad-backup', payload: { file: payloadFile, bytes: 9 * 1024 ** 3 } },
      1024,
    );
    const big = fs.readFileSync(path.join(scratch, 'big.tar.gz'));
    await expectRefused(() => uploadDb(big, other), 422, 'backup_too_large');
    fs.rmSync(scratch, { recursive: true });
    // Not multipart, or the file under another field.
    await expectRefused(
      () => call('POST', '/admin/backupdp/upload', admin, { filename: other }),
      400,
      'validation_failed',
    );
  });
});

describe('an invoice backup uploaded', () => {
  it('joins the business’s list and restores from it; refusals leave nothing', async () => {
    const exported = await exportAll();
    const file = fileOf('kebrit', exported.name);
    const bytes = fs.readFileSync(file);
    fs.rmSync(file);
    await expectRefused(
      () => uploadInvoices(bytes, `${exported.name}.tar.gz`, 'mengusha'),
      422,
      'invoice_backup_other_business',
    );
    const damaged = Buffer.from(bytes);
    damaged[damaged.length - 30] = damaged[damaged.length - 30]! ^ 0xff;
    const named = `${exported.name}.tar.gz`;
    await expectRefused(() => uploadInvoices(damaged, named), 422, 'invoice_backup_corrupt');
    const db = (await takeBackup()).bytes;
    await expectRefused(() => uploadInvoices(db, named), 422, 'invoice_backup_foreign');
    await expectRefused(
      () => uploadInvoices(bytes, named.replace('inva', 'invm')),
      422,
      'invoice_backup_foreign',
    );
    await expectRefused(
      () => uploadInvoices(bytes, 'invoices.tar.gz'),
      422,
      'invoice_backup_foreign',
    );

    const before = await snapshot(KEBRIT_ID);
    await loseInvoices([sold[1]!.UUID]);
    const res = await uploadInvoices(bytes, named);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toEqual({ name: exported.name });
    const list = await call('GET', '/kebrit/backuplist', admin);
    expect(list.json().list.map((b: { name: string }) => b.name)).toContain(exported.name);
    await expectRefused(() => uploadInvoices(bytes, named), 409, 'backup_exists');
    await restoreOk(exported.name);
    expect(await snapshot(KEBRIT_ID)).toEqual(before);
  });
});
