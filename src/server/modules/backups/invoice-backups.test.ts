// Invoice backups per business (decision 0026): export → lose → restore → identical,
// idempotent, collisions refused whole, restore/invoiceline, this month in Riyadh; on SQLite and
// — with TEST_DATABASE_URL — PostgreSQL.
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ERROR_MESSAGES } from '../../../domain/errors';
import { KEBRIT_ID, MENGUSHA_ID } from '../../testing/catalogue-fixtures';
import { sell } from '../../testing/sales';
import {
  admin,
  call,
  exportAll,
  fileOf,
  grill,
  loseInvoices,
  moveClock,
  restore,
  restoreOk,
  rice,
  setCounter,
  snapshot,
  sold,
  t,
  useInvoiceBackupWorld,
} from '../../testing/invoice-backups';

useInvoiceBackupWorld();
describe('export', () => {
  it('writes a file of THIS business only, listed by backuplist with a 4-character prefix and Unix seconds', async () => {
    const before = await snapshot();
    const res = await exportAll();
    expect(res).toMatchObject({ type: true, invoices: 6, payments: 3 });
    expect(res.lines).toBe(before.lines.length);
    expect(res.name).toBe(`inva${Math.floor(t.clock.now / 1000)}`);
    expect(res.message).toContain(res.name);
    expect(fs.statSync(fileOf('kebrit', res.name)).isFile()).toBe(true);
    const list = await call('GET', '/kebrit/backuplist', admin);
    expect(list.json().list).toContainEqual({ name: res.name });
    const mengusha = await exportAll('mengusha');
    expect(mengusha).toMatchObject({ invoices: 1, lines: 1, payments: 0 });
    const listed = (await call('GET', '/mengusha/backuplist', admin)).json().list;
    expect(listed).toEqual([{ name: mengusha.name }]);
    expect(await snapshot()).toEqual(before);
  });

  it('two exports in the same second get two names, newest first in the list', async () => {
    const a = await call('GET', '/mengusha/export/invoices', admin);
    const b = await call('GET', '/mengusha/export/invoices', admin);
    expect(a.json().name).not.toBe(b.json().name);
    const names = (await call('GET', '/mengusha/backuplist', admin))
      .json()
      .list.map((x: { name: string }) => x.name);
    expect(names.indexOf(b.json().name)).toBeLessThan(names.indexOf(a.json().name));
  });

  it('is audited with the business', async () => {
    const res = await exportAll();
    const row = await t.app.ctx.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'invoices.export')
      .where('entity_id', '=', res.name)
      .where('business_id', '=', KEBRIT_ID)
      .executeTakeFirstOrThrow();
    expect(JSON.parse(row.details)).toMatchObject({ scope: 'all', invoices: 6, payments: 3 });
  });
});

describe('export → lose → restore', () => {
  it('brings lost invoices back identical — number, UUID, lines, payments — and the counter untouched', async () => {
    const before = await snapshot();
    const backup = await exportAll();
    const lost = [sold[1]!, sold[2]!, sold[3]!];
    await loseInvoices(lost.map((s) => s.UUID));
    const damaged = await snapshot();
    expect(damaged.invoices.length).toBe(before.invoices.length - 3);
    const res = await restoreOk(backup.name);
    expect(res).toMatchObject({
      type: true,
      invoices: 3,
      payments: 2,
      present: before.invoices.length - 3,
      missingNumbers: 0,
    });
    expect(await snapshot()).toEqual(before);
    const again = await restoreOk(backup.name);
    expect(again).toMatchObject({ invoices: 0, lines: 0, payments: 0, present: 6 });
    expect(await snapshot()).toEqual(before);
    const detail = await call('GET', `/kebrit/invoices/${sold[3]!.UUID}`, admin);
    expect(detail.statusCode).toBe(200);
    expect(detail.json().invoice.ID).toBe(sold[3]!.ID);
  });

  it('moves the counter past a restored number above it, so the next sale never reuses it', async () => {
    const before = await snapshot();
    const backup = await exportAll();
    const last = sold[5]!;
    // A database that lost the newest invoice and its number (as an older database backup would).
    await loseInvoices([last.UUID]);
    await setCounter(last.ID - 1);
    const res = await restoreOk(backup.name);
    expect(res).toMatchObject({ invoices: 1, missingNumbers: 0 });
    expect(await snapshot()).toEqual(before);
    const next = await sell(t, admin, 'kebrit', {
      PaymentMeansCode: '10',
      InvoiceLine: [{ ID: rice, InvoicedQuantity: 1 }],
    });
    expect(next.ID).toBe(last.ID + 1);
    sold.push(next);
  });

  it('says how many numbers stay missing when a lost invoice is in no file', async () => {
    const backup = await exportAll();
    const newest = await sell(t, admin, 'kebrit', {
      PaymentMeansCode: '10',
      InvoiceLine: [{ ID: rice, InvoicedQuantity: 3 }],
    });
    await loseInvoices([newest.UUID, sold[0]!.UUID]);
    const res = await restoreOk(backup.name);
    expect(res).toMatchObject({ invoices: 1, missingNumbers: 1 });
    expect(res.message).toContain('مفقودة');
    // The number of the invoice in no file is never given again.
    const next = await sell(t, admin, 'kebrit', {
      PaymentMeansCode: '10',
      InvoiceLine: [{ ID: rice, InvoicedQuantity: 1 }],
    });
    expect(next.ID).toBe(newest.ID + 1);
    sold.push(next);
  });
});

describe('restore while sales go on', () => {
  it('sales made during a restore take new numbers; restored ones keep theirs, no number twice', async () => {
    const db = t.app.ctx.db;
    const numbersNow = async () =>
      (
        await db
          .selectFrom('invoices')
          .select('number')
          .where('business_id', '=', KEBRIT_ID)
          .orderBy('number')
          .execute()
      ).map((r) => Number(r.number));
    const backup = await exportAll();
    const held = await numbersNow();
    const last = Number(
      (
        await db
          .selectFrom('invoice_counters')
          .select('last_number')
          .where('business_id', '=', KEBRIT_ID)
          .executeTakeFirstOrThrow()
      ).last_number,
    );
    await loseInvoices([sold[1]!.UUID, sold[3]!.UUID]);
    const sale = () =>
      sell(t, admin, 'kebrit', {
        PaymentMeansCode: '10',
        InvoiceLine: [{ ID: rice, InvoicedQuantity: 1 }],
      });
    const [restored, ...sales] = await Promise.all([
      restoreOk(backup.name),
      sale(),
      sale(),
      sale(),
      sale(),
    ]);
    expect(restored).toMatchObject({ invoices: 2, missingNumbers: last - held.length });
    const news = sales.map((x) => x.ID).sort((a, b) => a - b);
    expect(news).toEqual([1, 2, 3, 4].map((i) => last + i));
    expect(await numbersNow()).toEqual([...held, ...news]);
    sold.push(...sales);
  });
});

describe('collisions are refused whole', () => {
  it('a file whose number is now held by a DIFFERENT invoice restores nothing, the database untouched', async () => {
    const backup = await exportAll();
    const lastTwo = sold.slice(-2);
    await loseInvoices(lastTwo.map((s) => s.UUID));
    await setCounter(lastTwo[0]!.ID - 1);
    // A new sale takes the first lost number under another UUID.
    const other = await sell(t, admin, 'kebrit', {
      PaymentMeansCode: '10',
      InvoiceLine: [{ ID: rice, InvoicedQuantity: 7 }],
    });
    expect(other.ID).toBe(lastTwo[0]!.ID);
    const before = await snapshot();
    const audits = await t.app.ctx.db.selectFrom('audit_log').select('id').execute();
    const res = await restore(backup.name);
    expect(res.statusCode).toBe(409);
    expect(res.json().error.code).toBe('invoice_backup_collision');
    expect(res.json().error.message).toContain(ERROR_MESSAGES.invoice_backup_collision);
    expect(res.json().error.message).toContain(String(other.ID));
    // Not even the second lost invoice (no collision of its own) came back.
    expect(await snapshot()).toEqual(before);
    expect(await t.app.ctx.db.selectFrom('audit_log').select('id').execute()).toHaveLength(
      audits.length,
    );
    // Put the world back for the next tests: the colliding sale goes, the file restores.
    await loseInvoices([other.UUID]);
    await setCounter(lastTwo[0]!.ID - 1);
    expect((await restoreOk(backup.name)).invoices).toBe(2);
  });
});

describe('restore/invoiceline', () => {
  it('brings back the lost lines of invoices still present; restore/invoices leaves them as they are', async () => {
    const before = await snapshot();
    const backup = await exportAll();
    const target = sold[4]!;
    const row = await t.app.ctx.db
      .selectFrom('invoices')
      .select('id')
      .where('uuid', '=', target.UUID)
      .executeTakeFirstOrThrow();
    await t.app.ctx.db.deleteFrom('invoice_lines').where('invoice_id', '=', row.id).execute();
    const asInvoices = await restoreOk(backup.name);
    expect(asInvoices).toMatchObject({ invoices: 0, lines: 0 });
    expect(await snapshot()).not.toEqual(before);
    const res = await restoreOk(backup.name, 'invoiceline');
    expect(res.lines).toBeGreaterThan(0);
    expect(res).toMatchObject({ type: true, invoices: 0, absent: 0 });
    expect(await snapshot()).toEqual(before);
    expect(await restoreOk(backup.name, 'invoiceline')).toMatchObject({ lines: 0 });
    expect(await snapshot()).toEqual(before);
  });

  it('leaves out invoices not in the database and says so; a line that differs is a collision', async () => {
    const backup = await exportAll();
    await loseInvoices([sold[0]!.UUID]);
    const res = await restoreOk(backup.name, 'invoiceline');
    expect(res).toMatchObject({ absent: 1, lines: 0 });
    expect(await restoreOk(backup.name)).toMatchObject({ invoices: 1 });
    const row = await t.app.ctx.db
      .selectFrom('invoices')
      .select('id')
      .where('uuid', '=', sold[1]!.UUID)
      .executeTakeFirstOrThrow();
    await t.app.ctx.db
      .updateTable('invoice_lines')
      .set({ item_name: 'صنف آخر' })
      .where('invoice_id', '=', row.id)
      .execute();
    const before = await snapshot();
    const refused = await restore(backup.name, 'invoiceline');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.code).toBe('invoice_backup_collision');
    expect(await snapshot()).toEqual(before);
  });
});

describe('export this month (Asia/Riyadh)', () => {
  it('holds the invoices issued since the first of the month in Riyadh, not the UTC month', async () => {
    // 2026-11-30 21:30Z is already 2026-12-01 00:30 in Riyadh.
    await moveClock(Date.UTC(2026, 10, 30, 21, 30, 0));
    const december = await sell(t, admin, 'mengusha', {
      PaymentMeansCode: '10',
      InvoiceLine: [{ ID: grill, InvoicedQuantity: 1 }],
    });
    const res = await call('GET', '/mengusha/export/invoicesthismonth', admin);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ type: true, invoices: 1, lines: 1 });
    expect(res.json().name).toMatch(/^invm\d{10}$/);
    // Restoring the month file after losing that invoice brings it back.
    const db = t.app.ctx.db;
    const before = await snapshot(MENGUSHA_ID);
    const row = await db
      .selectFrom('invoices')
      .select('id')
      .where('uuid', '=', december.UUID)
      .executeTakeFirstOrThrow();
    await db.deleteFrom('invoice_lines').where('invoice_id', '=', row.id).execute();
    await db.deleteFrom('idempotency_keys').where('invoice_id', '=', row.id).execute();
    await db.deleteFrom('invoices').where('id', '=', row.id).execute();
    const back = await restore(res.json().name, 'invoices', 'mengusha');
    expect(back.statusCode, back.body).toBe(200);
    expect(await snapshot(MENGUSHA_ID)).toEqual(before);
    await moveClock(Date.UTC(2026, 11, 2, 9, 0, 0));
  });
});
