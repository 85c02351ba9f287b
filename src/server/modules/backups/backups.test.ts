// Database backups that provably restore (decision 0020), on SQLite and — with
// TEST_DATABASE_URL — PostgreSQL.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import SQLite from 'better-sqlite3';
import tar from 'tar-stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKUP_NAME, type BackupManifest } from '../../../domain/backups';
import { ERROR_MESSAGES } from '../../../domain/errors';
import { writeBackupBomb } from '../../testing/backup-bombs';
import { apiCaller, type ApiCaller } from '../../testing/api-caller';
import { insertTestProduct, MENGUSHA_ID } from '../../testing/catalogue-fixtures';
import { postSale } from '../../testing/sales';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { readArchive } from './archive';
import { fingerprint, rewriteManifest, rewritePayload } from '../../testing/backups';

let t: TestApp;
let call: ApiCaller;
let admin: string;
let cashier: string;
let product: number;
let dir: string;

beforeAll(async () => {
  t = await createTestApp({ config: { receiptImages: false, backupSchedule: null } });
  call = apiCaller(t);
  admin = await t.adminToken();
  cashier = await t.userToken('casher');
  product = await insertTestProduct(t.app.ctx.db, MENGUSHA_ID, { price: 1500 });
  dir = path.join(t.dataDir, 'backups');
});
afterAll(async () => t.close());

const cart = () => ({
  PaymentMeansCode: '10' as const,
  InvoiceLine: [{ ID: product, InvoicedQuantity: 2 }],
});

async function createBackup(): Promise<{ name: string; size: number; date: string }> {
  const res = await call('POST', '/admin/backupdp', admin);
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

/** Invoices with their lines, keyed by UUID, as the database holds them. */
async function invoicesByUuid() {
  const db = t.app.ctx.db;
  const invoices = await db.selectFrom('invoices').selectAll().execute();
  const lines = await db.selectFrom('invoice_lines').selectAll().orderBy('id').execute();
  return new Map(
    invoices.map((inv) => [inv.uuid, { inv, lines: lines.filter((l) => l.invoice_id === inv.id) }]),
  );
}

/** Signs the administrator in again (a restore signs everyone out). */
async function signInAgain() {
  t.forgetAdminToken();
  admin = await t.adminToken();
  cashier = await t.userToken('casher');
}

describe('backup while 200 sales run, then restore', () => {
  it('brings back every invoice acknowledged before the backup, identical, and nothing half-written', async () => {
    const acked: string[] = [];
    let ackedAtBackupStart: string[] = [];
    let backup: { name: string } | undefined;
    const sales = Array.from({ length: 200 }, async (_, i) => {
      const res = await postSale(t, cashier, 'mengusha', cart());
      expect(res.statusCode, res.body).toBe(201);
      acked.push(res.json().UUID as string);
      if (i === 60) {
        ackedAtBackupStart = [...acked];
        backup = await createBackup();
      }
    });
    await Promise.all(sales);
    expect(acked).toHaveLength(200);
    expect(backup!.name).toMatch(BACKUP_NAME);
    const live = await invoicesByUuid();

    const res = await call('POST', '/admin/restoredp', admin, { filename: backup!.name });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ success: true, name: backup!.name, signInAgain: false });
    expect(body.safetyBackup).toMatch(/^sanad-\d{8}-\d{6}-safety-[a-z0-9]{6}\.tar\.gz$/);

    const restored = await invoicesByUuid();
    expect(ackedAtBackupStart.length).toBeGreaterThan(0);
    for (const uuid of ackedAtBackupStart) expect(restored.has(uuid), uuid).toBe(true);
    // Every restored invoice is exactly the one that was sold, lines and all.
    for (const [uuid, r] of restored) expect(r).toEqual(live.get(uuid));
    // A consistent instant: the invoice numbers are 1..n with no gap.
    const numbers = [...restored.values()]
      .filter((r) => r.inv.business_id === MENGUSHA_ID)
      .map((r) => r.inv.number)
      .sort((a, b) => a - b);
    expect(numbers).toEqual(numbers.map((_, i) => i + 1));
    expect(restored.size).toBeLessThan(live.size);

    // The administrator and the cashier are in the backup unchanged: still signed in. The app's
    // database connection goes on — the next sale takes the next number.
    expect((await call('GET', '/admin/backupdp', admin)).statusCode).toBe(200);
    const next = await postSale(t, cashier, 'mengusha', cart());
    expect(next.statusCode, next.body).toBe(201);
    expect(next.json().ID).toBe(numbers.length + 1);
  });

  it('restoring the safety backup brings the replaced database back', async () => {
    const before = await fingerprint(t.app.ctx.db);
    const first = await createBackup();
    await postSale(t, cashier, 'mengusha', cart());
    const res = await call('POST', '/admin/restoredp', admin, { filename: first.name });
    expect(res.statusCode, res.body).toBe(200);
    const changed = await fingerprint(t.app.ctx.db);
    const undo = await call('POST', '/admin/restoredp', admin, {
      filename: res.json().safetyBackup,
    });
    expect(undo.statusCode, undo.body).toBe(200);
    const after = await fingerprint(t.app.ctx.db);
    expect(after.invoices).toHaveLength(before.invoices!.length + 1);
    expect(changed.invoices).toEqual(before.invoices);
  });
});

describe('who stays signed in after a restore', () => {
  it('accounts unchanged since the backup stay signed in; a newer account or a changed password signs in again', async () => {
    const backup = await createBackup();
    const newcomer = await t.userToken('sales');
    const res = await call('POST', '/admin/restoredp', admin, { filename: backup.name });
    expect(res.json()).toMatchObject({ signInAgain: false });
    expect((await call('GET', '/users/me', admin)).statusCode).toBe(200);
    expect((await call('GET', '/users/me', cashier)).statusCode).toBe(200);
    expect((await call('GET', '/users/me', newcomer)).statusCode).toBe(401);

    // The administrator's password changes after the backup: the restore brings the old one back,
    // so their session ends and the answer says so.
    const second = await createBackup();
    await t.app.ctx.db
      .updateTable('users')
      .set({ password_hash: 'changed-after-the-backup' })
      .where('username', '=', 'admin')
      .execute();
    const again = await call('POST', '/admin/restoredp', admin, { filename: second.name });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toMatchObject({ signInAgain: true });
    expect(again.json().message).toMatch(/سجّل الدخول من جديد/);
    expect((await call('GET', '/users/me', admin)).statusCode).toBe(401);
    expect((await call('GET', '/users/me', cashier)).statusCode).toBe(200);
    await signInAgain();
  });
});

describe('list and download', () => {
  it('lists only the files Sanad made, newest first, with size in bytes and an ISO date', async () => {
    fs.writeFileSync(path.join(dir, 'notes.txt'), 'x');
    fs.writeFileSync(path.join(dir, 'sanad-20260101-000000-manual-abc.tar.gz'), 'x');
    const made = await createBackup();
    const res = await call('GET', '/admin/backupdp', admin);
    expect(res.statusCode).toBe(200);
    const list = res.json() as Array<{ name: string; size: number; date: string }>;
    expect(list.every((b) => BACKUP_NAME.test(b.name))).toBe(true);
    const item = list.find((b) => b.name === made.name)!;
    expect(item.size).toBe(fs.statSync(path.join(dir, made.name)).size);
    expect(item.date).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.000Z$/);
    expect(list.map((b) => b.date)).toEqual([...list.map((b) => b.date)].sort().reverse());
  });

  it('downloads the archive byte for byte', async () => {
    const made = await createBackup();
    const res = await call('GET', `/admin/backupdp/${made.name}`, admin);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/gzip');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="${made.name}"`);
    expect(res.rawPayload.equals(fs.readFileSync(path.join(dir, made.name)))).toBe(true);
  });
});

describe('refused backups leave the live database untouched', () => {
  let good: string;
  beforeAll(async () => {
    good = path.join(dir, (await createBackup()).name);
  });

  const named = (kind: string) =>
    path.join(dir, `sanad-20260102-030000-manual-${kind.padEnd(6, '0').slice(0, 6)}.tar.gz`);

  async function expectRefused(file: string, code: string) {
    const before = await fingerprint(t.app.ctx.db);
    const listed = fs.readdirSync(dir).length;
    const res = await call('POST', '/admin/restoredp', admin, { filename: path.basename(file) });
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json()).toEqual({
      error: { code, message: ERROR_MESSAGES[code as keyof typeof ERROR_MESSAGES] },
    });
    expect(await fingerprint(t.app.ctx.db)).toEqual(before);
    expect(fs.readdirSync(dir).length).toBe(listed); // no safety backup, no scratch left
    expect((await call('GET', '/admin/backupdp', admin)).statusCode).toBe(200); // still signed in
  }

  it('a corrupt file (bytes flipped in the middle) → 422 backup_corrupt', async () => {
    const bytes = fs.readFileSync(good);
    for (let i = 0; i < 64; i++) bytes[Math.floor(bytes.length / 2) + i]! ^= 0xff;
    fs.writeFileSync(named('corrup'), bytes);
    await expectRefused(named('corrup'), 'backup_corrupt');
  });

  it('a truncated file → 422 backup_corrupt', async () => {
    const bytes = fs.readFileSync(good);
    fs.writeFileSync(named('trunc'), bytes.subarray(0, Math.floor(bytes.length * 0.6)));
    await expectRefused(named('trunc'), 'backup_corrupt');
  });

  it('a payload that does not match its SHA-256 → 422 backup_corrupt', async () => {
    await rewriteManifest(good, named('sha'), (m) => ({
      ...m,
      payload: { ...m.payload, sha256: 'a'.repeat(64) },
    }));
    await expectRefused(named('sha'), 'backup_corrupt');
  });

  it('row counts that differ from the manifest → 422 backup_corrupt', async () => {
    await rewriteManifest(good, named('counts'), (m) => ({
      ...m,
      tables: { ...m.tables, invoices: (m.tables.invoices ?? 0) + 1 },
    }));
    await expectRefused(named('counts'), 'backup_corrupt');
  });

  it('a restore bomb (2 bytes declared, 32 MiB of zeros inside) → 422 backup_corrupt', async () => {
    const scratch = path.join(t.dataDir, 'bomb-manifest');
    const m = (await readArchive(good, scratch)).manifest as BackupManifest;
    fs.rmSync(scratch);
    await writeBackupBomb(
      named('bomb'),
      { ...m, payload: { ...m.payload, bytes: 2 } },
      32 * 1024 * 1024,
    );
    await expectRefused(named('bomb'), 'backup_corrupt');
  });

  it('a file that is not a backup (text, another tar.gz) → 422 backup_foreign', async () => {
    fs.writeFileSync(named('text'), 'hello, not a backup');
    await expectRefused(named('text'), 'backup_foreign');
    const pack = tar.pack();
    pack.entry({ name: 'photo.jpg' }, 'not a database');
    pack.finalize();
    const chunks: Buffer[] = [];
    for await (const c of pack) chunks.push(c as Buffer);
    fs.writeFileSync(named('othtar'), zlib.gzipSync(Buffer.concat(chunks)));
    await expectRefused(named('othtar'), 'backup_foreign');
  });

  it('a backup of the other kind of database → 422 backup_foreign', async () => {
    await rewriteManifest(good, named('dialec'), (m) => ({
      ...m,
      dialect: m.dialect === 'sqlite' ? 'postgres' : 'sqlite',
    }));
    await expectRefused(named('dialec'), 'backup_foreign');
  });

  it('a backup of another schema version → 422 backup_schema_mismatch', async () => {
    await rewriteManifest(good, named('schema'), (m) => ({ ...m, schemaVersion: '001-initial' }));
    await expectRefused(named('schema'), 'backup_schema_mismatch');
  });
});

describe('a backup that passes the file checks but breaks a foreign key', () => {
  it('is rolled back whole at the swap: 422 backup_corrupt, live data as it was', async () => {
    const good = path.join(dir, (await createBackup()).name);
    const bad = path.join(dir, 'sanad-20260103-000000-manual-fkfkfk.tar.gz');
    // Business 17 (mengusha) removed while its categories, products and invoices stay.
    await rewritePayload(good, bad, (file) => {
      if (t.app.ctx.dialect === 'sqlite') {
        const db = new SQLite(file);
        db.pragma('foreign_keys = OFF');
        db.prepare('DELETE FROM businesses WHERE id = ?').run(MENGUSHA_ID);
        db.close();
      } else {
        const data = JSON.parse(fs.readFileSync(file, 'utf8'));
        data.tables.businesses = data.tables.businesses.filter(
          (b: { id: number }) => b.id !== MENGUSHA_ID,
        );
        fs.writeFileSync(file, JSON.stringify(data));
      }
    });
    const before = await fingerprint(t.app.ctx.db);
    const res = await call('POST', '/admin/restoredp', admin, { filename: path.basename(bad) });
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json().error.code).toBe('backup_corrupt');
    // Only the record of the safety backup taken just before the swap was added.
    const after = await fingerprint(t.app.ctx.db);
    expect({ ...after, audit_log: [] }).toEqual({ ...before, audit_log: [] });
    expect(after.audit_log!.length).toBe(before.audit_log!.length + 1);
    expect((await call('GET', '/users/me', admin)).statusCode).toBe(200);
    const sale = await postSale(t, cashier, 'mengusha', cart());
    expect(sale.statusCode, sale.body).toBe(201);
  });
});
