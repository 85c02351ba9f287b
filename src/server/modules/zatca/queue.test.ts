// The ZATCA reporting/clearance queue (decision 0036) against a real database and an
// in-process fake transport: enqueued in the invoice's transaction, leased claims, back-off,
// first answer wins, racing workers, a claim abandoned by a dead process.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { RETRY_BASE_MS, RETRY_CAP_MS } from '../../../domain/zatca/reporting';
import { KEBRIT_ID } from '../../testing/catalogue-fixtures';
import {
  businessByKey,
  fakeTransport,
  issueSigned,
  REJECTION,
  stallUntilAborted,
  VAT_BUYER,
} from '../../testing/zatca-queue';
import { createTestApp, type TestApp } from '../../testing/test-app';
import type { BusinessRow } from '../businesses/repository';
import { readQr } from '../../testing/documents';
import { readStoredReceipt, renderAndStoreReceipt } from '../invoices/receipt-image';
import { findInvoiceById, listInvoiceLines } from '../invoices/repository';
import { sendNextDue } from './queue';
import { claimDue } from './queue-repository';

const T0 = Date.UTC(2026, 10, 22, 9, 0, 7);
/** Lease of these tests: 60 s of the fake clock (the abort fires after 6 s of real time at most). */
const LEASE = 60_000;

let t: TestApp;
let kebrit: BusinessRow;
beforeAll(async () => {
  t = await createTestApp({ now: T0, config: { zatcaMode: 'offline', zatcaQueue: true } });
  kebrit = await businessByKey(t.app.ctx, 'kebrit');
});
afterAll(async () => t.close());
/** Every test starts with an empty queue (rows of earlier tests are answered or removed). */
beforeEach(async () => {
  await t.app.ctx.db.deleteFrom('zatca_submissions').execute();
});

function rows() {
  return t.app.ctx.db
    .selectFrom('zatca_submissions')
    .innerJoin('invoices', 'invoices.id', 'zatca_submissions.invoice_id')
    .select([
      'invoices.uuid',
      'zatca_submissions.kind',
      'zatca_submissions.status',
      'zatca_submissions.attempts',
      'zatca_submissions.next_attempt_at',
      'zatca_submissions.lease_until',
      'zatca_submissions.last_error',
      'zatca_submissions.messages',
    ])
    .where('zatca_submissions.business_id', '=', KEBRIT_ID)
    .orderBy('invoices.number')
    .execute();
}

describe('enqueue', () => {
  it('a sale is queued in its own transaction: simplified → reporting, standard → clearance', async () => {
    const simplified = await issueSigned(t.app.ctx, kebrit);
    const standard = await issueSigned(t.app.ctx, kebrit, { buyer: VAT_BUYER });
    expect(await rows()).toMatchObject([
      { uuid: simplified.uuid, kind: 'reporting', status: 'pending', attempts: 0 },
      { uuid: standard.uuid, kind: 'clearance', status: 'pending', attempts: 0 },
    ]);
    expect((await rows()).every((r) => r.next_attempt_at === T0 && r.lease_until === null)).toBe(
      true,
    );
  });

  it('a rolled-back sale queues nothing (and leaves no invoice)', async () => {
    const before = await t.app.ctx.db.selectFrom('invoices').select('id').execute();
    await expect(
      issueSigned(t.app.ctx, kebrit, {
        after: () => {
          throw new Error('the till lost power');
        },
      }),
    ).rejects.toThrow('the till lost power');
    expect(await rows()).toEqual([]);
    expect(await t.app.ctx.db.selectFrom('invoices').select('id').execute()).toEqual(before);
  });
});

describe('sending', () => {
  it('reports and clears; the cleared XML becomes the invoice XML; no second send after an answer', async () => {
    const simplified = await issueSigned(t.app.ctx, kebrit);
    const standard = await issueSigned(t.app.ctx, kebrit, { buyer: VAT_BUYER });
    const fake = fakeTransport();
    expect(await sendNextDue(t.app.ctx, fake)).toMatchObject({
      status: 'reported',
      recorded: true,
    });
    expect(await sendNextDue(t.app.ctx, fake)).toMatchObject({ status: 'cleared', recorded: true });
    expect(await sendNextDue(t.app.ctx, fake)).toEqual({ kind: 'idle' });
    expect(fake.seen.map((s) => [s.api, s.doc.uuid])).toEqual([
      ['report', simplified.uuid],
      ['clear', standard.uuid],
    ]);
    const stored = await t.app.ctx.db
      .selectFrom('zatca_documents')
      .select(['xml', 'invoice_hash'])
      .where('invoice_id', '=', simplified.id)
      .executeTakeFirstOrThrow();
    expect(Buffer.from(fake.seen[0]!.doc.xmlBase64, 'base64').toString('utf8')).toBe(stored.xml);
    expect(fake.seen[0]!.doc.invoiceHash).toBe(stored.invoice_hash);
    expect((await rows()).map((r) => [r.status, r.attempts])).toEqual([
      ['reported', 1],
      ['cleared', 1],
    ]);
    const xml = await t.app.inject({
      method: 'GET',
      url: `/api/v1/kebrit/invoices/${standard.uuid}/xml`,
      headers: { authorization: `Bearer ${await t.adminToken()}` },
    });
    expect(xml.body).toBe(
      `${Buffer.from(fake.seen[1]!.doc.xmlBase64, 'base64')}<!-- cleared ${standard.uuid} -->`,
    );
    t.clock.now += 30 * 86_400_000; // a month later: still nothing to send
    expect(await sendNextDue(t.app.ctx, fake)).toEqual({ kind: 'idle' });
    expect(fake.seen).toHaveLength(2);
    t.clock.now = T0;
  });

  it("a cleared invoice's QR becomes the one in ZATCA's stamped XML (PDF and view print it)", async () => {
    const standard = await issueSigned(t.app.ctx, kebrit, { buyer: VAT_BUYER });
    const qrOf = async () =>
      (
        await t.app.ctx.db
          .selectFrom('invoices')
          .select('qr')
          .where('id', '=', standard.id)
          .executeTakeFirstOrThrow()
      ).qr;
    const ours = await qrOf();
    const stamped = Buffer.from('stamped by ZATCA').toString('base64');
    const fake = fakeTransport(async (call) => {
      const xml = Buffer.from(call.doc.xmlBase64, 'base64').toString('utf8');
      expect(xml).toContain(`>${ours}<`);
      return {
        kind: 'cleared',
        messages: [],
        clearedXml: xml.replace(`>${ours}<`, `>${stamped}<`),
      };
    });
    const lines = await listInvoiceLines(t.app.ctx.db, KEBRIT_ID, standard.id);
    await renderAndStoreReceipt(t.app.ctx, kebrit, standard, lines);
    const receiptQr = async () => {
      const row = await findInvoiceById(t.app.ctx.db, KEBRIT_ID, standard.id);
      return (await readQr((await readStoredReceipt(t.app.ctx, row!))!))?.text;
    };
    expect(await receiptQr()).toBe(ours);
    expect(await sendNextDue(t.app.ctx, fake)).toMatchObject({ status: 'cleared', recorded: true });
    expect(await qrOf()).toBe(stamped);
    // The stored receipt image (and the invoice-image archive) is drawn again with it.
    expect(await receiptQr()).toBe(stamped);
  });

  it('a timeout is retried after an exponential, jittered, capped back-off; then reported', async () => {
    const inv = await issueSigned(t.app.ctx, kebrit);
    let failures = 9;
    const fake = fakeTransport(async (_call, opts) =>
      failures-- > 0 ? stallUntilAborted(opts) : { kind: 'reported', messages: [] },
    );
    const random = () => 0.5; // jitter factor 0.75
    const delays: number[] = [];
    const start = t.clock.now;
    for (let i = 0; i < 9; i++) {
      const outcome = await sendNextDue(t.app.ctx, fake, { leaseMs: 200, random });
      expect(outcome).toMatchObject({ kind: 'retry', attempts: i + 1, reason: 'timeout' });
      const [row] = await rows();
      expect(row).toMatchObject({ status: 'pending', attempts: i + 1, lease_until: null });
      expect(row!.last_error).toBe('timeout');
      delays.push(row!.next_attempt_at - t.clock.now);
      t.clock.now = row!.next_attempt_at - 1; // one ms early: not due yet
      expect(await sendNextDue(t.app.ctx, fake, { leaseMs: 200, random })).toEqual({
        kind: 'idle',
      });
      t.clock.now += 1;
    }
    // 30 s doubling each time, capped at 1 hour, times the jitter factor 0.75.
    const expected = [30, 60, 120, 240, 480, 960, 1920, 3600, 3600].map((s) => s * 750);
    expect(delays).toEqual(expected);
    expect(RETRY_BASE_MS).toBe(30_000);
    expect(RETRY_CAP_MS).toBe(3_600_000);
    expect(await sendNextDue(t.app.ctx, fake, { random })).toMatchObject({ status: 'reported' });
    expect(fake.seen.every((s) => s.doc.uuid === inv.uuid)).toBe(true);
    expect(fake.seen).toHaveLength(10);
    expect(await rows()).toMatchObject([{ status: 'reported', attempts: 10, last_error: '' }]);
    t.clock.now = start;
  }, 60_000);

  it('a transport that throws is retried, never loses the row', async () => {
    await issueSigned(t.app.ctx, kebrit);
    const fake = fakeTransport(async () => {
      throw new Error('socket hang up');
    });
    expect(await sendNextDue(t.app.ctx, fake)).toMatchObject({ kind: 'retry', attempts: 1 });
    expect((await rows())[0]!.last_error).toContain('socket hang up');
  });

  it('the first answer recorded wins: a late answer to an expired claim changes nothing', async () => {
    const inv = await issueSigned(t.app.ctx, kebrit);
    let releaseLate!: () => void;
    const late = new Promise<void>((r) => (releaseLate = r));
    let call = 0;
    const fake = fakeTransport(async () => {
      if (++call === 1) {
        await late; // a send that outlives its lease and ignores the abort
        return { kind: 'rejected', messages: REJECTION };
      }
      return { kind: 'reported', messages: [] };
    });
    const first = sendNextDue(t.app.ctx, fake, { leaseMs: LEASE });
    await new Promise((r) => setTimeout(r, 50));
    t.clock.now += LEASE + 1; // the first claim's lease ended
    expect(await sendNextDue(t.app.ctx, fake, { leaseMs: LEASE })).toMatchObject({
      status: 'reported',
      recorded: true,
    });
    releaseLate();
    expect(await first).toMatchObject({ status: 'rejected', recorded: false });
    expect(await rows()).toMatchObject([{ uuid: inv.uuid, status: 'reported', attempts: 2 }]);
    expect(fake.seen).toHaveLength(2); // sent as many times as it was claimed, never more
    t.clock.now = T0;
  });

  it('a claim left by a dead process is taken again only after its lease ends', async () => {
    const inv = await issueSigned(t.app.ctx, kebrit);
    const dead = await claimDue(t.app.ctx.db, t.app.ctx.dialect, T0, T0 + LEASE);
    expect(dead).toMatchObject({ uuid: inv.uuid, attempts: 1 });
    const fake = fakeTransport();
    t.clock.now = T0 + LEASE; // the lease still holds at its last millisecond
    expect(await sendNextDue(t.app.ctx, fake, { leaseMs: LEASE })).toEqual({ kind: 'idle' });
    t.clock.now = T0 + LEASE + 1;
    expect(await sendNextDue(t.app.ctx, fake, { leaseMs: LEASE })).toMatchObject({
      status: 'reported',
    });
    expect(await rows()).toMatchObject([{ status: 'reported', attempts: 2 }]);
    expect(fake.seen.map((s) => s.doc.uuid)).toEqual([inv.uuid]);
    t.clock.now = T0;
  });

  it('four workers racing over 24 documents: each is claimed and sent exactly once', async () => {
    const issued = [];
    for (let i = 0; i < 24; i++)
      issued.push(await issueSigned(t.app.ctx, kebrit, i % 3 === 0 ? { buyer: VAT_BUYER } : {}));
    const fake = fakeTransport(async (call) => {
      await new Promise((r) => setTimeout(r, 5));
      return call.api === 'report'
        ? { kind: 'reported', messages: [] }
        : { kind: 'warnings', messages: REJECTION, clearedXml: '<cleared/>' };
    });
    const worker = async () => {
      let sent = 0;
      while ((await sendNextDue(t.app.ctx, fake, { leaseMs: LEASE })).kind !== 'idle') sent++;
      return sent;
    };
    const counts = await Promise.all([worker(), worker(), worker(), worker()]);
    expect(counts.reduce((a, b) => a + b, 0)).toBe(24);
    expect(fake.seen.map((s) => s.doc.uuid).sort()).toEqual(issued.map((i) => i.uuid).sort());
    const all = await rows();
    expect(all.every((r) => r.attempts === 1)).toBe(true);
    expect(all.filter((r) => r.status === 'warnings')).toHaveLength(8);
    expect(all.filter((r) => r.status === 'reported')).toHaveLength(16);
  }, 60_000);
});
