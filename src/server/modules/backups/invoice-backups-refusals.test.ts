// Invoice backups: files that are not this business's sound export, names that
// would leave its folder, and roles other than an administrator are refused, nothing written.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { InvoiceBackupManifest } from '../../../domain/invoice-backups';
import { writeBackupBomb } from '../../testing/backup-bombs';
import { MENGUSHA_ID } from '../../testing/catalogue-fixtures';
import { writeArchive } from '../../testing/backups';
import { fileDigest, readArchive } from './archive';
import {
  admin,
  call,
  exportAll,
  fileOf,
  loseInvoices,
  restore,
  restoreOk,
  snapshot,
  sold,
  t,
  useInvoiceBackupWorld,
} from '../../testing/invoice-backups';

useInvoiceBackupWorld();
describe('files that are not this business’s sound export are refused, nothing written', () => {
  it('a file of another business', async () => {
    const kebrit = await exportAll();
    const asMengusha = `inva${Math.floor(t.clock.now / 1000) + 100}`;
    // Mengusha's folder exists once it has exported; this file's first test must not rely on that.
    fs.mkdirSync(path.dirname(fileOf('mengusha', asMengusha)), { recursive: true });
    fs.copyFileSync(fileOf('kebrit', kebrit.name), fileOf('mengusha', asMengusha));
    const before = await snapshot(MENGUSHA_ID);
    const res = await restore(asMengusha, 'invoices', 'mengusha');
    expect(res.statusCode).toBe(422);
    expect(res.json().error.code).toBe('invoice_backup_other_business');
    expect(await snapshot(MENGUSHA_ID)).toEqual(before);
    // …and a name of kebrit's is not looked up in mengusha's folder.
    const other = await restore(kebrit.name, 'invoices', 'mengusha');
    expect(other.statusCode).toBe(404);
    expect(other.json().error.code).toBe('invoice_backup_not_found');
  });

  it.each([
    ['truncated', (b: Buffer) => b.subarray(0, Math.floor(b.length / 2)), 'invoice_backup_corrupt'],
    ['not gzip', () => Buffer.from('{"invoices": []}'), 'invoice_backup_foreign'],
    [
      'one byte changed',
      (b: Buffer) => {
        const c = Buffer.from(b);
        c[c.length - 30] = c[c.length - 30]! ^ 0xff;
        return c;
      },
      'invoice_backup_corrupt',
    ],
  ])('%s', async (_label, damage, code) => {
    const good = await exportAll();
    const name = `inva${Math.floor(t.clock.now / 1000) + 500}`;
    fs.writeFileSync(fileOf('kebrit', name), damage(fs.readFileSync(fileOf('kebrit', good.name))));
    await loseInvoices([sold[2]!.UUID]);
    const before = await snapshot();
    for (const what of ['invoices', 'invoiceline']) {
      const res = await restore(name, what);
      expect(res.statusCode, res.body).toBe(422);
      expect(res.json().error.code).toBe(code);
    }
    expect(await snapshot()).toEqual(before);
    fs.rmSync(fileOf('kebrit', name));
    expect((await restoreOk(good.name)).invoices).toBe(1);
  });

  it('a restore bomb (a few bytes declared, 32 MiB of zeros inside) is refused before it is written', async () => {
    const good = await exportAll();
    const name = `inva${Math.floor(t.clock.now / 1000) + 800}`;
    const work = fs.mkdtempSync(path.join(t.dataDir, 'bomb-'));
    const opened = await readArchive(fileOf('kebrit', good.name), path.join(work, 'p'), [
      'invoices.json',
    ]);
    const m = opened.manifest as InvoiceBackupManifest;
    await writeBackupBomb(
      fileOf('kebrit', name),
      { ...m, payload: { ...m.payload, bytes: 2 } },
      32 * 1024 * 1024,
    );
    const before = await snapshot();
    const res = await restore(name);
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json().error.code).toBe('invoice_backup_corrupt');
    expect(await snapshot()).toEqual(before);
    fs.rmSync(work, { recursive: true });
    fs.rmSync(fileOf('kebrit', name));
  });

  it('a payload changed after export (an amount edited, the manifest kept) fails its SHA-256', async () => {
    const good = await exportAll();
    const name = `inva${Math.floor(t.clock.now / 1000) + 700}`;
    const work = fs.mkdtempSync(path.join(t.dataDir, 'tamper-'));
    const payload = path.join(work, 'invoices.json');
    const opened = await readArchive(fileOf('kebrit', good.name), payload, ['invoices.json']);
    const json = JSON.parse(fs.readFileSync(payload, 'utf8'));
    json.invoices[0].tax_inclusive_amount += 100;
    fs.writeFileSync(payload, JSON.stringify(json));
    const manifest = opened.manifest as InvoiceBackupManifest;
    await writeArchive(fileOf('kebrit', name), manifest, payload);
    const res = await restore(name);
    expect(res.statusCode).toBe(422);
    expect(res.json().error.code).toBe('invoice_backup_corrupt');
    // The same edit with the checksum recomputed passes the file checks, and is then judged as
    // data: invoice 1 is present with another amount → left as is, nothing else written.
    await writeArchive(
      fileOf('kebrit', name),
      { ...manifest, payload: { ...manifest.payload, ...(await fileDigest(payload)) } },
      payload,
    );
    const before = await snapshot();
    expect((await restoreOk(name)).invoices).toBe(0);
    expect(await snapshot()).toEqual(before);
    fs.rmSync(work, { recursive: true });
    fs.rmSync(fileOf('kebrit', name));
  });

  it('a database backup archive is foreign here', async () => {
    const db = await call('POST', '/admin/backupdp', admin);
    expect(db.statusCode).toBe(201);
    const name = `inva${Math.floor(t.clock.now / 1000) + 900}`;
    fs.copyFileSync(path.join(t.dataDir, 'backups', db.json().name), fileOf('kebrit', name));
    const res = await restore(name);
    expect(res.statusCode).toBe(422);
    expect(res.json().error.code).toBe('invoice_backup_foreign');
    fs.rmSync(fileOf('kebrit', name));
  });
});

describe('names never leave the business’s folder', () => {
  const bad = [
    '../sanad.db',
    '..',
    '/etc/passwd',
    'inva1764000000/../../sanad.db',
    'inva1764000000.tar.gz',
    'inva176400000',
    'INVA1764000000',
    'invx1764000000',
    'inva1764000000\u0000',
    '..\\sanad.db',
    '',
  ];
  it.each(bad)('POST restore/invoices and restore/invoiceline {name: %j} → 400', async (name) => {
    for (const what of ['invoices', 'invoiceline']) {
      const res = await restore(name, what);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().error.code).toBe('validation_failed');
    }
  });

  it('a well-formed name that is not a file, or a link, is 404 and never listed', async () => {
    const missing = await restore('inva1999999999');
    expect(missing.statusCode).toBe(404);
    const link = 'inva1888888888';
    fs.symlinkSync(path.join(t.dataDir, 'sanad.db'), fileOf('kebrit', link));
    const res = await restore(link);
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe('invoice_backup_not_found');
    const names = (await call('GET', '/kebrit/backuplist', admin)).json().list;
    expect(names).not.toContainEqual({ name: link });
    fs.writeFileSync(path.join(path.dirname(fileOf('kebrit', link)), 'notes.txt'), 'x');
    for (const n of (await call('GET', '/kebrit/backuplist', admin)).json().list)
      expect(n.name).toMatch(/^inv[am]\d{10}$/);
  });

  it.each(['..%2Fkebrit', '..', '%2E%2E'])(
    'the business segment %s names no business',
    async (b) => {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/v1/${b}/backuplist`,
        headers: { authorization: `Bearer ${admin}` },
      });
      expect(res.statusCode).toBe(404);
    },
  );
});

describe('administrators only', () => {
  const routes: Array<['GET' | 'POST', string]> = [
    ['GET', '/kebrit/backuplist'],
    ['GET', '/kebrit/export/invoices'],
    ['GET', '/kebrit/export/invoicesthismonth'],
    ['POST', '/kebrit/restore/invoices'],
    ['POST', '/kebrit/restore/invoiceline'],
  ];
  it.each(['manager', 'casher', 'sales', 'user'])('%s → 403 on every route', async (role) => {
    const token = await t.userToken(role);
    const files = fs.readdirSync(path.dirname(fileOf('kebrit', 'x'))).length;
    for (const [method, url] of routes) {
      const res = await call(
        method,
        url,
        token,
        method === 'POST' ? { name: 'inva1764000000' } : undefined,
      );
      expect(res.statusCode, `${method} ${url}`).toBe(403);
    }
    expect(fs.readdirSync(path.dirname(fileOf('kebrit', 'x')))).toHaveLength(files);
  });

  it('no token → 401', async () => {
    for (const [method, url] of routes)
      expect((await call(method, url, null)).statusCode).toBe(401);
  });
});
