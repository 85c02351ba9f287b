// Sign-in limits: failed attempts counted in the database, per (address, username)
// and per address, proxy headers ignored unless TRUST_PROXY says so.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  LOGIN_WINDOW_MS,
  MAX_FAILURES_PER_ADDRESS,
  MAX_FAILURES_PER_ADDRESS_AND_USERNAME,
} from '../../../domain/login-limits';
import { buildApp } from '../../app';
import { ADMIN, createTestApp, type TestApp } from '../../testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

let n = 0;
/** A client address no other test of the file uses (TEST-NET-2, RFC 5737). */
const freshAddress = () => `198.51.100.${++n}`;

function login(
  address: string,
  payload: { username: string; password: string },
  headers: Record<string, string> = {},
) {
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/login',
    remoteAddress: address,
    headers,
    payload,
  });
}

async function statuses(count: number, attempt: (i: number) => Promise<{ statusCode: number }>) {
  const out: number[] = [];
  for (let i = 0; i < count; i++) out.push((await attempt(i)).statusCode);
  return out;
}

describe('per (address, username)', () => {
  it('answers 429 in the login screen shape after the allowed failures, with Retry-After', async () => {
    const ip = freshAddress();
    const max = MAX_FAILURES_PER_ADDRESS_AND_USERNAME;
    const before = await statuses(max, (i) => login(ip, { username: 'victim', password: `g${i}` }));
    expect(before).toEqual(Array(max).fill(401));
    const res = await login(ip, { username: 'victim', password: 'again' });
    expect(res.statusCode).toBe(429);
    expect(res.json()).toEqual({
      message: 'too_many_attempts',
      msg: expect.stringMatching(/[\u0600-\u06FF]/),
      error: { code: 'too_many_attempts', message: expect.stringMatching(/[\u0600-\u06FF]/) },
    });
    const retry = Number(res.headers['retry-after']);
    expect(retry).toBeGreaterThan(0);
    expect(retry).toBeLessThanOrEqual(LOGIN_WINDOW_MS / 1000);
    // the same username written differently is the same key
    expect((await login(ip, { username: ' VICTIM ', password: 'x' })).statusCode).toBe(429);
    // another username from the same address still signs in
    expect((await login(ip, ADMIN)).statusCode).toBe(200);
  });

  it('does not let a different X-Forwarded-For on each try escape the limit', async () => {
    const ip = freshAddress();
    const codes = await statuses(MAX_FAILURES_PER_ADDRESS_AND_USERNAME + 2, (i) =>
      login(
        ip,
        { username: 'admin', password: `guess${i}` },
        { 'x-forwarded-for': `203.0.113.${i}` },
      ),
    );
    expect(codes.slice(-2)).toEqual([429, 429]);
  });

  it('does not let anyone lock a victim out by claiming their address in X-Forwarded-For', async () => {
    const victim = freshAddress();
    const attacker = freshAddress();
    await statuses(MAX_FAILURES_PER_ADDRESS_AND_USERNAME + 2, (i) =>
      login(attacker, { username: 'admin', password: `guess${i}` }, { 'x-forwarded-for': victim }),
    );
    expect((await login(victim, ADMIN)).statusCode).toBe(200);
  });

  it('never counts successful sign-ins', async () => {
    const ip = freshAddress();
    const codes = await statuses(MAX_FAILURES_PER_ADDRESS_AND_USERNAME + 5, () => login(ip, ADMIN));
    expect(codes.every((s) => s === 200)).toBe(true);
    // and failures in between are still allowed up to the limit
    const fails = await statuses(MAX_FAILURES_PER_ADDRESS_AND_USERNAME, (i) =>
      login(ip, { username: 'admin', password: `w${i}` }),
    );
    expect(fails).toEqual(Array(MAX_FAILURES_PER_ADDRESS_AND_USERNAME).fill(401));
  });

  it('is a sliding window: the oldest failures leave it and free one attempt each', async () => {
    const ip = freshAddress();
    const start = t.clock.now;
    try {
      for (let i = 0; i < MAX_FAILURES_PER_ADDRESS_AND_USERNAME; i++) {
        expect((await login(ip, { username: 'admin', password: `w${i}` })).statusCode).toBe(401);
        t.clock.now += 1000;
      }
      expect((await login(ip, ADMIN)).statusCode).toBe(429);
      // the first failure leaves the window one window after it happened
      t.clock.now = start + LOGIN_WINDOW_MS + 1;
      expect((await login(ip, ADMIN)).statusCode).toBe(200);
      expect((await login(ip, { username: 'admin', password: 'w' })).statusCode).toBe(401);
      expect((await login(ip, ADMIN)).statusCode).toBe(429);
    } finally {
      t.clock.now = start;
    }
  });
});

describe('per address (password spraying)', () => {
  it('stops one password tried over 100 usernames from one address', async () => {
    const ip = freshAddress();
    const codes = await statuses(100, (i) =>
      login(ip, { username: `staff${i}`, password: 'Ramadan2024' }),
    );
    expect(codes.slice(0, MAX_FAILURES_PER_ADDRESS)).toEqual(
      Array(MAX_FAILURES_PER_ADDRESS).fill(401),
    );
    expect(codes.slice(MAX_FAILURES_PER_ADDRESS).every((s) => s === 429)).toBe(true);
    // another address is not affected
    expect((await login(freshAddress(), ADMIN)).statusCode).toBe(200);
  });
});

describe('shared between instances', () => {
  it('counts failures made through another instance on the same database', async () => {
    const other = await buildApp({
      config: t.app.ctx.config,
      connection: { db: t.app.ctx.db, dialect: t.app.ctx.dialect },
      now: () => t.clock.now,
      logger: false,
    });
    try {
      const ip = freshAddress();
      const half = MAX_FAILURES_PER_ADDRESS_AND_USERNAME / 2;
      for (const app of [t.app, other])
        for (let i = 0; i < half; i++) {
          const res = await app.inject({
            method: 'POST',
            url: '/api/v1/login',
            remoteAddress: ip,
            payload: { username: 'admin', password: `w${i}` },
          });
          expect(res.statusCode).toBe(401);
        }
      expect((await login(ip, ADMIN)).statusCode).toBe(429);
    } finally {
      await other.close();
    }
  });

  it('keeps the counts in the database and purges attempts that left the window', async () => {
    const ip = freshAddress();
    await statuses(3, (i) => login(ip, { username: 'shared', password: `w${i}` }));
    const rows = () =>
      t.app.ctx.db
        .selectFrom('login_attempts')
        .select(['address', 'username', 'at'])
        .where('address', '=', ip)
        .execute();
    expect(await rows()).toHaveLength(3);
    const start = t.clock.now;
    try {
      t.clock.now = start + LOGIN_WINDOW_MS + 1;
      await login(freshAddress(), ADMIN);
      expect(await rows()).toHaveLength(0);
    } finally {
      t.clock.now = start;
    }
  });
});
