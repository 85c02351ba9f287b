import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { buildApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import type { App } from '../../src/server/context';
import { sharedBrowser } from './chromium';

export const ADMIN = { username: 'admin', password: 'admin-pass-123' };
export const ARTIFACTS = path.resolve('tests/e2e/artifacts');

export interface E2E {
  app: App;
  baseUrl: string;
  browser: Browser;
  dataDir: string;
  /** Bearer token of the administrator, for setting up data through the API. */
  adminToken: string;
  /** Calls the API as the administrator. */
  api<T = unknown>(method: string, url: string, body?: unknown): Promise<T>;
  close(): Promise<void>;
}

/**
 * Starts Sanad (built web app from dist/web, fresh SQLite in a temp DATA_DIR) on a free port and
 * takes the worker's headless Chromium (chromium.ts), shared with the other test files; `close`
 * closes the contexts and pages opened in it, not the browser. `env` is read like the process
 * environment (e.g. `{ SEED_BUSINESSES: 'none' }` for a one-shop install). Run `npm run build`
 * first (test:e2e does).
 */
export async function startE2E(env: NodeJS.ProcessEnv = {}): Promise<E2E> {
  if (!fs.existsSync('dist/web/index.html'))
    throw new Error('dist/web is missing: run `npm run build` first');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sanad-e2e-'));
  const config = { ...loadConfig({ SEED_BUSINESSES: 'default', ...env }), dataDir, adminPassword: ADMIN.password, logLevel: 'warn' };
  const app = await buildApp({ config, logger: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const baseUrl = `http://127.0.0.1:${port}`;
  const browser = await sharedBrowser();
  const login = await fetch(`${baseUrl}/api/v1/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  const adminToken = ((await login.json()) as { token: string }).token;
  fs.mkdirSync(ARTIFACTS, { recursive: true });
  return {
    app,
    baseUrl,
    browser,
    dataDir,
    adminToken,
    async api<T>(method: string, url: string, body?: unknown): Promise<T> {
      const isForm = body instanceof FormData;
      const res = await fetch(`${baseUrl}/api/v1${url}`, {
        method,
        headers: {
          authorization: `Bearer ${adminToken}`,
          ...(body && !isForm ? { 'content-type': 'application/json' } : {}),
        },
        body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
      });
      if (!res.ok) throw new Error(`${method} ${url} → ${res.status} ${await res.text()}`);
      return (await res.json()) as T;
    },
    async close() {
      // The files run one after the other: every context still open is this file's.
      await Promise.all(browser.contexts().map((c) => c.close()));
      await app.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Signs in through the login screen and waits for the home page. */
export async function signIn(
  page: Page,
  baseUrl: string,
  username: string,
  password: string,
): Promise<void> {
  await page.goto(`${baseUrl}/login`);
  await page.getByLabel('اسم المستخدم').fill(username);
  await page.getByLabel('كلمة المرور').fill(password);
  await page.getByRole('button', { name: 'دخول' }).click();
  await page.waitForURL(`${baseUrl}/`);
}

/** Saves a full-page screenshot under tests/e2e/artifacts/ (to be looked at, not committed). */
export async function screenshot(page: Page, name: string): Promise<string> {
  const file = path.join(ARTIFACTS, `${name}.png`);
  await page.screenshot({ path: file, fullPage: true });
  return file;
}
