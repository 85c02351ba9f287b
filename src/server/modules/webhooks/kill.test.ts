// kill -9 mid-delivery (decision 0059): a child process runs Sanad with its webhook worker on a
// SQLite file; it is killed with SIGKILL while a request is in flight, a second one finishes.
// No event is lost, and a request sent twice carries the same event id. Always SQLite (a file
// shared by processes), also in the PostgreSQL run.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildApp } from '../../app';
import type { App } from '../../context';
import { ADMIN, testConfig } from '../../testing/template-db';
import { startReceiver, type Receiver } from '../../testing/webhook-receiver';
import { businessByKey, issueSigned } from '../../testing/zatca-queue';

const ROOT = fileURLToPath(new URL('../../../..', import.meta.url));
const EVENTS = 8;
/** The children's lease: short, so the second child soon takes over the dead one's claim. */
const LEASE_MS = 1_500;

let dir: string;
let app: App;
let receiver: Receiver;
const children: ChildProcess[] = [];
beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sanad-webhook-kill-'));
  app = await buildApp({ config: testConfig(dir, undefined), logger: false, webhookWorker: false });
  receiver = await startReceiver(() => ({ status: 200, delayMs: 200 }));
  const login = await app.inject({
    method: 'POST',
    url: '/api/v1/login',
    payload: { username: ADMIN.username, password: ADMIN.password },
  });
  const made = await app.inject({
    method: 'POST',
    url: '/api/v1/kebrit/webhooks',
    headers: { authorization: `Bearer ${login.json().token}` },
    payload: { url: receiver.url, events: ['invoice.issued'], allowPrivate: true },
  });
  expect(made.statusCode).toBe(201);
  const kebrit = await businessByKey(app.ctx, 'kebrit');
  for (let i = 0; i < EVENTS; i++) await issueSigned(app.ctx, kebrit);
}, 60_000);
afterAll(async () => {
  for (const c of children) if (c.exitCode === null && c.signalCode === null) c.kill('SIGKILL');
  await receiver.close();
  await app.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

function child(): ChildProcess {
  const c = spawn(
    process.execPath,
    ['--import', 'tsx', 'src/server/testing/webhook-child.ts', dir, String(LEASE_MS)],
    { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  children.push(c);
  return c;
}

async function until(what: string, test: () => boolean | Promise<boolean>, ms = 60_000) {
  for (const end = Date.now() + ms; Date.now() < end;) {
    if (await test()) return;
    await new Promise((r) => setTimeout(r, 5));
  }
  throw new Error(`timed out waiting for ${what}`);
}

function killed(c: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    c.on('exit', () => resolve());
    c.kill('SIGKILL');
  });
}

async function undelivered(): Promise<number> {
  const rows = await app.ctx.db
    .selectFrom('webhook_deliveries')
    .select('id')
    .where('status', '!=', 'delivered')
    .execute();
  return rows.length;
}

it('SIGKILL while a request is in flight: every event delivered, a duplicate has the same id', async () => {
  const first = child();
  await until('a request in flight', () => receiver.received.length > receiver.answered);
  await killed(first);
  // Answers go out in arrival order (same delay), so the unanswered ones are the last received.
  const inFlight = receiver.received.slice(receiver.answered).map((r) => r.body.id);
  expect(inFlight.length).toBeGreaterThan(0);

  const second = child();
  await until('every delivery delivered', async () => (await undelivered()) === 0);
  await killed(second);

  const events = await app.ctx.db.selectFrom('webhook_events').select('uuid').execute();
  expect(events).toHaveLength(EVENTS);
  const ids = receiver.received.map((r) => r.body.id);
  expect(new Set(ids)).toEqual(new Set(events.map((e) => e.uuid)));
  for (const r of receiver.received) expect(r.headers['sanad-event-id']).toBe(r.body.id);
  // What was in flight at the kill was sent again, with the same event id and the same invoice.
  for (const id of inFlight) {
    const copies = receiver.received.filter((r) => r.body.id === id);
    expect(copies.length, id).toBeGreaterThanOrEqual(2);
    expect(new Set(copies.map((c) => c.body.data.UUID)).size).toBe(1);
  }
}, 60_000);
