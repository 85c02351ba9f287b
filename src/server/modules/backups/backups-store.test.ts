// Backups in a store that is not DATA_DIR (decision 0063): with several instances on PostgreSQL the
// files live in a shared S3 store. Here the store is a Map (testing/memory-store.ts): a backup made
// through the API lands in it and nowhere on disk, is listed, downloads byte-identical, uploads
// back, is pruned by the schedule and restores; an invoice backup is exported to it and restored
// from it. On SQLite and — with TEST_DATABASE_URL — PostgreSQL.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCaller, type ApiCaller } from '../../testing/api-caller';
import { insertTestProduct, KEBRIT_ID } from '../../testing/catalogue-fixtures';
import { memoryStore } from '../../testing/memory-store';
import { multipart } from '../../testing/products';
import { postSale } from '../../testing/sales';
import { bearer, createTestApp, type TestApp } from '../../testing/test-app';
import { runScheduledBackup } from './service';

const store = memoryStore();
let t: TestApp, call: ApiCaller, admin: string, rice: number;

beforeAll(async () => {
  t = await createTestApp({
    storage: store,
    config: { receiptImages: false, backupSchedule: null, backupKeep: 1 },
  });
  call = apiCaller(t);
  admin = await t.adminToken();
  rice = await insertTestProduct(t.app.ctx.db, KEBRIT_ID, { price: 1500 });
});
afterAll(async () => t.close());

const sale = async () => {
  const res = await postSale(t, admin, 'kebrit', {
    PaymentMeansCode: '10',
    InvoiceLine: [{ ID: rice, InvoicedQuantity: 1 }],
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().UUID as string;
};
const invoiceUuids = async () =>
  (await t.app.ctx.db.selectFrom('invoices').select('uuid').execute()).map((r) => r.uuid).sort();
const keysUnder = (prefix: string) => [...store.objects.keys()].filter((k) => k.startsWith(prefix));
const onDisk = (folder: string) => fs.existsSync(path.join(t.dataDir, folder));

describe('database backups in a store other than DATA_DIR', () => {
  it('made, listed, downloaded, uploaded, pruned and restored through the store only', async () => {
    await sale();
    const before = await invoiceUuids();
    const made = await call('POST', '/admin/backupdp', admin);
    expect(made.statusCode, made.body).toBe(201);
    const { name, size } = made.json() as { name: string; size: number };
    const stored = store.objects.get(`backups/${name}`)!;
    expect(stored.bytes.length).toBe(size);
    expect(onDisk('backups')).toBe(false);

    const list = (await call('GET', '/admin/backupdp', admin)).json() as Array<{ name: string }>;
    expect(list).toContainEqual(expect.objectContaining({ name, size }));
    const download = await call('GET', `/admin/backupdp/${name}`, admin);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-length']).toBe(String(size));
    expect(download.rawPayload.equals(stored.bytes)).toBe(true);

    // As on a new set of instances: the object is gone, the downloaded file is uploaded back.
    store.objects.delete(`backups/${name}`);
    const { payload, headers } = multipart(download.rawPayload, {
      field: 'file',
      filename: name,
      type: 'application/gzip',
    });
    const uploaded = await t.app.inject({
      method: 'POST',
      url: '/api/v1/admin/backupdp/upload',
      headers: { ...headers, ...bearer(admin) },
      payload,
    });
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    expect(store.objects.get(`backups/${name}`)!.bytes.equals(download.rawPayload)).toBe(true);

    // The schedule keeps BACKUP_KEEP (1 here) auto backups in the store; manual ones stay.
    const first = await runScheduledBackup(t.app.ctx);
    t.clock.now += 60_000; // the next run, a minute later
    const second = await runScheduledBackup(t.app.ctx);
    expect(second.pruned).toEqual([first.backup.name]);
    expect(keysUnder('backups/').filter((k) => k.includes('-auto-'))).toEqual([
      `backups/${second.backup.name}`,
    ]);

    const after = await sale();
    const restored = await call('POST', '/admin/restoredp', admin, { filename: name });
    expect(restored.statusCode, restored.body).toBe(200);
    expect(await invoiceUuids()).toEqual(before);
    expect(before).not.toContain(after);
    expect(store.objects.has(`backups/${restored.json().safetyBackup}`)).toBe(true);
    expect(onDisk('backups')).toBe(false);
  });
});

describe('invoice backups in a store other than DATA_DIR', () => {
  it('exported to the store, listed, and restored from it', async () => {
    const exported = await call('GET', '/kebrit/export/invoices', admin);
    expect(exported.statusCode, exported.body).toBe(200);
    const name = exported.json().name as string;
    expect(keysUnder('invoice-backups/kebrit/')).toEqual([`invoice-backups/kebrit/${name}.tar.gz`]);
    // Two exports in the same second take consecutive names, never one object.
    const again = await call('GET', '/kebrit/export/invoices', admin);
    expect(again.json().name).toBe(`inva${Number(name.slice(4)) + 1}`);
    const list = (await call('GET', '/kebrit/backuplist', admin)).json().list;
    expect(list).toEqual([{ name: again.json().name }, { name }]);

    const uuids = await invoiceUuids();
    const lost = await t.app.ctx.db
      .selectFrom('invoices')
      .select('id')
      .where('business_id', '=', KEBRIT_ID)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    for (const table of ['receipt_vouchers', 'invoice_lines', 'idempotency_keys'] as const)
      await t.app.ctx.db.deleteFrom(table).where('invoice_id', '=', lost.id).execute();
    await t.app.ctx.db.deleteFrom('invoices').where('id', '=', lost.id).execute();
    expect(await invoiceUuids()).toHaveLength(uuids.length - 1);
    const res = await call('POST', '/kebrit/restore/invoices', admin, { name });
    expect(res.statusCode, res.body).toBe(200);
    expect(await invoiceUuids()).toEqual(uuids);
    expect(onDisk('invoice-backups')).toBe(false);
  });
});
