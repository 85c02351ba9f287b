// Requests are logged at debug, so the info log stays readable; failures and slow
// answers stand out.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import type { App } from '../context';
import { requestLogLevel, SLOW_REQUEST_MS } from './request-log';

interface LogLine {
  level: number;
  msg: string;
  reqId?: string;
  business?: string;
  userId?: number;
  req?: { method: string; url: string };
  res?: { statusCode: number };
  responseTime?: number;
}
const LEVEL = { debug: 20, info: 30, warn: 40, error: 50 };

const apps: App[] = [];
const dirs: string[] = [];
afterEach(async () => {
  while (apps.length) await apps.pop()!.close();
  while (dirs.length) fs.rmSync(dirs.pop()!, { recursive: true, force: true });
});

/** An app on a fresh SQLite DATA_DIR whose JSON log lines (at `level` and above) are kept. */
async function start(level: string, requestLog: 'debug' | 'info' = 'debug') {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sanad-log-'));
  dirs.push(dataDir);
  const lines: LogLine[] = [];
  const stream = { write: (l: string) => lines.push(JSON.parse(l) as LogLine) };
  const config = {
    ...loadConfig({ ADMIN_PASSWORD: 'chosen-password-1' }),
    dataDir,
    databaseUrl: undefined,
    webDir: dataDir, // no web app: `/` answers the plain 404
    requestLog,
    seedBusinesses: 'default' as const,
  };
  const app = await buildApp({ config, logger: { level, stream } });
  app.get('/test-failure', async () => {
    throw new Error('boom');
  });
  apps.push(app);
  lines.length = 0; // start-up lines are not under test
  return { app, lines };
}

describe('request logging', () => {
  it('a request writes nothing at info (static files and API alike)', async () => {
    const { app, lines } = await start('info');
    for (const url of ['/', '/static/logos/missing.png', '/api/v1/businesses', '/api/docs/json'])
      await app.inject({ method: 'GET', url });
    // A request that took over SLOW_REQUEST_MS on a loaded machine is rightly at warn.
    expect(lines.filter((l) => !(Number(l.responseTime) > SLOW_REQUEST_MS))).toEqual([]);
  });

  it('at debug, one line per request with method, URL, status and time', async () => {
    const { app, lines } = await start('debug');
    await app.inject({ method: 'GET', url: '/api/v1/businesses' });
    const done = lines.filter((l) => l.req || l.res);
    expect(done).toHaveLength(1);
    expect(done[0]).toMatchObject({
      level: LEVEL.debug,
      msg: 'request completed',
      req: { method: 'GET', url: '/api/v1/businesses' },
      res: { statusCode: 401 },
    });
    expect(done[0]!.responseTime).toBeGreaterThanOrEqual(0);
  });

  it('a 500 answer: its cause once at error (error handler), the request line at warn', async () => {
    const { app, lines } = await start('warn');
    const res = await app.inject({ method: 'GET', url: '/test-failure' });
    expect(res.statusCode).toBe(500);
    const done = lines.find((l) => l.msg === 'request completed');
    expect(done).toMatchObject({ level: LEVEL.warn, res: { statusCode: 500 } });
    expect(lines.filter((l) => l.level >= LEVEL.error)).toHaveLength(1);
  });
});

describe('request logging in production (REQUEST_LOG=info)', () => {
  it('one info line per request with its id (answered as x-request-id), business key and user id, no query, token or body', async () => {
    const { app, lines } = await start('info', 'info');
    const login = await app.inject({
      method: 'POST',
      url: '/api/v1/login',
      payload: { username: 'admin', password: 'chosen-password-1' },
    });
    const token = (login.json() as { token: string }).token;
    lines.length = 0;
    const res = await app.inject({
      method: 'GET',
      url: '/api/v1/kebrit/invoices?secret-looking=abc',
      headers: { authorization: `Bearer ${token}` },
    });
    const done = lines.filter((l) => l.msg === 'request completed');
    expect(done).toHaveLength(1);
    expect(done[0]).toMatchObject({
      level: LEVEL.info,
      reqId: res.headers['x-request-id'],
      req: { method: 'GET', url: '/api/v1/kebrit/invoices' },
      res: { statusCode: res.statusCode },
      business: 'kebrit',
    });
    expect(done[0]!.userId).toBeGreaterThan(0);
    const written = JSON.stringify(lines);
    expect(written).not.toContain(token);
    expect(written).not.toContain('secret-looking');
    expect(written).not.toContain('chosen-password-1');
  });

  it("keeps a proxy's x-request-id when it is a plain token, and makes a new one otherwise", async () => {
    const { app } = await start('warn');
    const kept = await app.inject({ url: '/healthz', headers: { 'x-request-id': 'lb-7f3a9c21' } });
    expect(kept.headers['x-request-id']).toBe('lb-7f3a9c21');
    const bad = await app.inject({ url: '/healthz', headers: { 'x-request-id': 'a b\nforged' } });
    expect(bad.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const none = await app.inject({ url: '/healthz' });
    expect(none.headers['x-request-id']).not.toBe(bad.headers['x-request-id']);
  });
});

describe('requestLogLevel', () => {
  it.each([
    [200, 5, 'debug'],
    [304, 5, 'debug'],
    [401, 5, 'debug'],
    [404, 5, 'debug'],
    [200, SLOW_REQUEST_MS, 'debug'],
    [200, SLOW_REQUEST_MS + 1, 'warn'],
    [404, SLOW_REQUEST_MS * 3, 'warn'],
    [500, 5, 'warn'],
    [503, SLOW_REQUEST_MS * 3, 'warn'],
  ] as const)('status %i in %i ms → %s', (status, ms, level) => {
    expect(requestLogLevel(status, ms)).toBe(level);
  });

  it('REQUEST_LOG=info raises only the ordinary answers', () => {
    expect(requestLogLevel(200, 5, 'info')).toBe('info');
    expect(requestLogLevel(500, 5, 'info')).toBe('warn');
  });
});
