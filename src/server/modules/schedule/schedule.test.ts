// Scheduled work runs once across instances (decision 0061): the run of a job at a scheduled
// minute is claimed by exactly one caller, however many instances wake for it at once.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scheduledBackupTick } from '../backups/service';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { claimExclusiveRun, claimScheduledRun, SCHEDULED_RUNS_KEPT_MS } from '.';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

/** 2026-11-28 03:00 Riyadh = 00:00Z, the default backup time. */
const AT = Date.UTC(2026, 10, 28, 0, 0, 0);

describe('claimScheduledRun', () => {
  it('of 10 simultaneous claims of one run, exactly one wins; timers a few ms apart name the same run', async () => {
    const claims = await Promise.all(
      Array.from({ length: 10 }, (_, i) => claimScheduledRun(t.app.ctx, 'test-job', AT + i * 7)),
    );
    expect(claims.filter(Boolean)).toHaveLength(1);
    expect(await claimScheduledRun(t.app.ctx, 'test-job', AT + 59_999)).toBe(false);
  });

  it('the next minute and another job are runs of their own', async () => {
    expect(await claimScheduledRun(t.app.ctx, 'test-job', AT + 60_000)).toBe(true);
    expect(await claimScheduledRun(t.app.ctx, 'other-job', AT)).toBe(true);
  });

  it('forgets runs older than SCHEDULED_RUNS_KEPT_MS', async () => {
    const later = AT + SCHEDULED_RUNS_KEPT_MS + 120_000;
    expect(await claimScheduledRun(t.app.ctx, 'test-job', later)).toBe(true);
    const slots = await t.app.ctx.db
      .selectFrom('scheduled_runs')
      .select('slot')
      .where('job', '=', 'test-job')
      .execute();
    expect(slots.map((s) => Number(s.slot))).toEqual([later]);
  });
});

describe('claimExclusiveRun (decision 0064)', () => {
  it('one holder at a time; released, or older than its TTL, it is claimed again', async () => {
    const [first, second] = await Promise.all([
      claimExclusiveRun(t.app.ctx, 'solo-job', 60_000),
      claimExclusiveRun(t.app.ctx, 'solo-job', 60_000),
    ]);
    expect([first, second].filter((r) => r !== null)).toHaveLength(1);
    await (first ?? second)!();
    const third = await claimExclusiveRun(t.app.ctx, 'solo-job', 60_000);
    expect(third).not.toBeNull();
    // Its holder died: after the TTL another takes over, and the dead one's release frees nothing.
    t.clock.now += 60_001;
    const taken = await claimExclusiveRun(t.app.ctx, 'solo-job', 60_000);
    expect(taken).not.toBeNull();
    await third!();
    expect(await claimExclusiveRun(t.app.ctx, 'solo-job', 60_000)).toBeNull();
    await taken!();
  });
});

describe('the scheduled database backup', () => {
  it('two instances waking for the same run write one backup', async () => {
    const dir = path.join(t.dataDir, 'backups');
    const before = fs.existsSync(dir) ? fs.readdirSync(dir).length : 0;
    const at = AT + 24 * 60 * 60 * 1000;
    const [a, b] = await Promise.all([
      scheduledBackupTick(t.app.ctx, at),
      scheduledBackupTick(t.app.ctx, at + 3),
    ]);
    expect([a, b].filter((x) => x !== null)).toHaveLength(1);
    expect(fs.readdirSync(dir).length).toBe(before + 1);
  });
});
