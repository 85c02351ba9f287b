// kill -9 during a close (decision 0055): a child process closes a shift and is killed with
// SIGKILL inside the close's transaction, after each of its writes in turn; the shift is then
// still open with no count and no Z number spent. A close killed just after it answered stays
// closed with Z number 1 (no number lost to the killed ones). On either database.
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { insertTestProduct, MENGUSHA_ID } from '../../testing/catalogue-fixtures';
import { sell } from '../../testing/sales';
import { shiftCalls } from '../../testing/shifts';
import { createTestApp, type TestApp } from '../../testing/test-app';

const ROOT = fileURLToPath(new URL('../../../..', import.meta.url));
let t: TestApp;
let s: ReturnType<typeof shiftCalls>;
let cashier: { token: string; id: number };
const children: ChildProcess[] = [];
const db = () => t.app.ctx.db;

beforeAll(async () => {
  t = await createTestApp();
  s = shiftCalls(t, 'mengusha');
  const token = await t.userToken('casher', 'kill_cashier');
  const user = await db()
    .selectFrom('users')
    .select('id')
    .where('username', '=', 'kill_cashier')
    .executeTakeFirstOrThrow();
  cashier = { token, id: user.id };
});
afterAll(async () => {
  for (const c of children) if (c.exitCode === null && c.signalCode === null) c.kill('SIGKILL');
  await t.close();
});

/** Starts a child closing `shiftId` with 100.00 counted; resolves on `paused` or `closed N`. */
function closeInChild(shiftId: number, pauseAt: string): Promise<ChildProcess> {
  const child = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      'src/server/testing/shift-close-child.ts',
      JSON.stringify({
        sqlitePath: path.join(t.dataDir, 'sanad.db'),
        databaseUrl: process.env.TEST_DATABASE_URL,
        schema: t.schema,
        business: 'mengusha',
        shiftId,
        userId: cashier.id,
        amount: 100,
        pauseAt,
      }),
    ],
    { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  children.push(child);
  return new Promise((resolve, reject) => {
    let out = '';
    let err = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      if (/^(paused|closed \d+)$/m.test(out)) resolve(child);
    });
    child.stderr!.on('data', (chunk: Buffer) => (err += chunk.toString()));
    child.on('exit', () =>
      reject(new Error(`child (${pauseAt}) ended before it paused: ${out}${err}`)),
    );
  });
}

function kill(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    child.on('exit', () => resolve());
    child.kill('SIGKILL');
  });
}

async function state(shiftId: number, tillId: number) {
  const shift = await db()
    .selectFrom('shifts')
    .select(['state', 'z_number', 'counted_at', 'counted_cash', 'closed_at'])
    .where('id', '=', shiftId)
    .executeTakeFirstOrThrow();
  const till = await db()
    .selectFrom('tills')
    .select('z_counter')
    .where('id', '=', tillId)
    .executeTakeFirstOrThrow();
  const audits = await db()
    .selectFrom('audit_log')
    .select('action')
    .where('action', '=', 'shift.close')
    .where('entity_id', '=', String(shiftId))
    .execute();
  return {
    state: shift.state,
    zNumber: shift.z_number === null ? null : Number(shift.z_number),
    counted: shift.counted_at === null ? null : Number(shift.counted_cash),
    closed: shift.closed_at !== null,
    zCounter: Number(till.z_counter),
    closeAudits: audits.length,
  };
}

it('SIGKILL after each write of a close: open, uncounted, no Z number; killed after it: closed with Z 1', async () => {
  const till = await s.createTill(await t.adminToken(), 'درج الاختبار');
  const product = await insertTestProduct(db(), MENGUSHA_ID, { price: 5000 });
  const shift = (await s.open(cashier.token, till, { amount: 50 })).json().shift.id as number;
  const sale = {
    PaymentMeansCode: '10' as const,
    InvoiceLine: [{ ID: product, InvoicedQuantity: 1 }],
    tillId: till,
  };
  await sell(t, cashier.token, 'mengusha', sale);

  const untouched = {
    state: 'open',
    zNumber: null,
    counted: null,
    closed: false,
    zCounter: 0,
    closeAudits: 0,
  };
  // The close's first write (the count), the Z number, and its last write (the audit row).
  for (const pauseAt of ['update:shifts:1', 'update:tills:1', 'insert:audit_log:1']) {
    await kill(await closeInChild(shift, pauseAt));
    expect(await state(shift, till), pauseAt).toEqual(untouched);
  }

  // Killed right after its answer: the close stands (100.00 counted = 50.00 float + a 50.00 cash sale).
  await kill(await closeInChild(shift, 'none'));
  expect(await state(shift, till)).toEqual({
    state: 'closed',
    zNumber: 1,
    counted: 10_000,
    closed: true,
    zCounter: 1,
    closeAudits: 1,
  });
}, 120_000);
