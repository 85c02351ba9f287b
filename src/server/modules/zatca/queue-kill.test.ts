// kill -9 during reporting (it loses nothing and sends nothing twice; decision 0036):
// a child process runs the queue worker on a SQLite file and is killed with SIGKILL mid-send,
// twice; a third finishes. Always SQLite (a file shared by processes), also in the PostgreSQL run.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildApp } from '../../app';
import type { App } from '../../context';
import { testConfig } from '../../testing/template-db';
import { businessByKey, issueSigned, VAT_BUYER } from '../../testing/zatca-queue';

const ROOT = fileURLToPath(new URL('../../../..', import.meta.url));
const DOCUMENTS = 12;
/** The children's lease: short, so the test does not wait long for a dead child's claim. */
const LEASE_MS = 1_500;

let dir: string;
let app: App;
const children: ChildProcess[] = [];
beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sanad-zatca-kill-'));
  app = await buildApp({
    config: { ...testConfig(dir, undefined), zatcaMode: 'offline', zatcaQueue: true },
    logger: false,
  });
  const kebrit = await businessByKey(app.ctx, 'kebrit');
  for (let i = 0; i < DOCUMENTS; i++)
    await issueSigned(app.ctx, kebrit, i % 4 === 0 ? { buyer: VAT_BUYER } : {});
}, 120_000);
afterAll(async () => {
  for (const c of children) if (c.exitCode === null && c.signalCode === null) c.kill('SIGKILL');
  await app.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

function worker(mode: 'stall' | 'answer', log: string, gate?: string): ChildProcess {
  const child = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      'src/server/testing/zatca-queue-child.ts',
      path.join(dir, 'sanad.db'),
      log,
      mode,
      String(LEASE_MS),
      ...(gate ? [gate] : []),
    ],
    { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  children.push(child);
  return child;
}

function lines(log: string): string[][] {
  if (!fs.existsSync(log)) return [];
  return fs
    .readFileSync(log, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((l) => l.split(' '));
}

async function until(what: string, test: () => boolean | Promise<boolean>, ms = 60_000) {
  for (const end = Date.now() + ms; Date.now() < end;) {
    if (await test()) return;
    await new Promise((r) => setTimeout(r, 10));
  }
  throw new Error(`timed out waiting for ${what}`);
}

function ready(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    let out = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      if (out.includes('child ready')) resolve();
    });
  });
}

function pendingCount(): Promise<number> {
  return app.ctx.db
    .selectFrom('zatca_submissions')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('status', '=', 'pending')
    .executeTakeFirstOrThrow()
    .then((r) => Number(r.n));
}

function killed(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    child.on('exit', () => resolve());
    child.kill('SIGKILL');
  });
}

it('SIGKILL mid-send twice: every document ends with one answer, sent at most once per claim', async () => {
  const log = path.join(dir, 'sends.log');
  const sends = (pid?: number) =>
    lines(log).filter((l) => l[0] === 'send' && (pid === undefined || l[1] === String(pid)));

  // 1. A worker whose send hangs; killed while the first document is in flight.
  const first = worker('stall', log);
  await until('the first send', () => sends(first.pid).length === 1);
  await killed(first);
  const hung = sends(first.pid)[0]![2]!;

  // 2. A worker killed in the middle of its third send (each send takes 200 ms).
  const second = worker('answer', log);
  await until('a third send', () => sends(second.pid).length === 3);
  await killed(second);
  const interrupted = sends(second.pid)[2]![2]!;

  // 3. A worker that finishes: every document answered.
  const third = worker('answer', log);
  await until('every document answered', async () => (await pendingCount()) === 0, 90_000);
  await killed(third);

  const rows = await app.ctx.db
    .selectFrom('zatca_submissions')
    .innerJoin('invoices', 'invoices.id', 'zatca_submissions.invoice_id')
    .select(['invoices.uuid', 'status', 'attempts', 'answered_at', 'kind'])
    .execute();
  expect(rows).toHaveLength(DOCUMENTS);
  const all = lines(log);
  for (const r of rows) {
    expect(r.status).toBe(r.kind === 'clearance' ? 'cleared' : 'reported');
    expect(r.answered_at).not.toBeNull();
    const sent = all.filter((l) => l[0] === 'send' && l[2] === r.uuid).length;
    const answered = all.filter((l) => l[0] === 'answer' && l[2] === r.uuid).length;
    expect(answered, r.uuid).toBe(1); // one answer, recorded once
    expect(sent, r.uuid).toBeGreaterThanOrEqual(1);
    expect(sent, r.uuid).toBeLessThanOrEqual(r.attempts); // never more sends than claims
  }
  // Only the documents in flight at a kill were sent again (same UUID and hash), once per kill:
  // usually two documents twice each; the same one three times when the hung document's lease
  // ran out just before the second worker's third claim (a slow machine).
  const killedDuringSend = (uuid: string) => Number(uuid === hung) + Number(uuid === interrupted);
  for (const r of rows) {
    const sent = all.filter((l) => l[0] === 'send' && l[2] === r.uuid).length;
    expect(sent, r.uuid).toBe(1 + killedDuringSend(r.uuid));
    expect(r.attempts, r.uuid).toBe(sent);
  }
}, 240_000);

it('two worker processes racing on one SQLite file: each document claimed and sent exactly once', async () => {
  const kebrit = await businessByKey(app.ctx, 'kebrit');
  const fresh = new Set<string>();
  for (let i = 0; i < DOCUMENTS * 2; i++)
    fresh.add((await issueSigned(app.ctx, kebrit, i % 4 === 0 ? { buyer: VAT_BUYER } : {})).uuid);
  const log = path.join(dir, 'race.log');
  const gate = path.join(dir, 'go');
  const racers = [worker('answer', log, gate), worker('answer', log, gate)];
  await Promise.all(racers.map(ready));
  fs.writeFileSync(gate, ''); // both start claiming at once
  await until('every document answered', async () => (await pendingCount()) === 0, 90_000);
  await Promise.all(racers.map(killed));

  const sent = lines(log).filter((l) => l[0] === 'send');
  expect(sent.map((l) => l[2]).sort()).toEqual([...fresh].sort()); // each exactly once
  for (const r of racers) expect(sent.some((l) => l[1] === String(r.pid))).toBe(true);
  const rows = await app.ctx.db
    .selectFrom('zatca_submissions')
    .innerJoin('invoices', 'invoices.id', 'zatca_submissions.invoice_id')
    .select(['invoices.uuid', 'attempts', 'status'])
    .execute();
  for (const r of rows.filter((row) => fresh.has(row.uuid))) {
    expect(r.attempts).toBe(1);
    expect(r.status).not.toBe('pending');
  }
}, 240_000);
