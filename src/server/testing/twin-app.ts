import { buildApp, type BuildOptions } from '../app';
import type { TestApp } from './test-app';
import { ADMIN } from './template-db';

/**
 * A second Sanad instance on the database and DATA_DIR of `t` (decision 0064): the same
 * configuration (so the same SIGNING_SECRET and DATA_DIR/zatca.key), the same PostgreSQL schema
 * or SQLite file, the same fake clock — as a second process behind a load balancer would be. It
 * migrates and bootstraps like any start (finding nothing to do). Shaped as a TestApp so the test
 * helpers that take one work through it; `close()` closes this instance only (close it before `t`).
 */
export async function twinApp(
  t: TestApp,
  opts: Pick<BuildOptions, 'zatcaTransport' | 'zatcaWorker'> = {},
): Promise<TestApp> {
  const app = await buildApp({
    config: t.app.ctx.config,
    schema: t.schema,
    now: () => t.clock.now,
    logger: false,
    webhookWorker: false,
    ...opts,
  });
  async function login(username: string, password: string): Promise<string> {
    const res = await app.inject({
      method: 'POST',
      url: '/api/v1/login',
      payload: { username, password },
    });
    if (res.statusCode !== 200) throw new Error(`login ${username} failed: ${res.statusCode}`);
    return res.json().token as string;
  }
  return {
    ...t,
    app,
    login,
    adminToken: () => login(ADMIN.username, ADMIN.password),
    forgetAdminToken() {},
    userToken: () => Promise.reject(new Error('create users through the first instance')),
    close: () => app.close(),
  };
}
