import { sql } from 'kysely';
import { z } from 'zod';
import type { App } from '../context';
import { errorBody } from '../../domain/schemas/common';
import { LATEST_MIGRATION } from '../db/migrate';
import { describeErrorCodes } from '../http/error-responses';

/** How long a readiness check waits for the database or the file store, in ms. */
export const READY_CHECK_TIMEOUT_MS = 2000;

/** What `GET /readyz` checks; a failing one is named in a 503 answer. */
export type ReadyCheck = 'database' | 'migrations' | 'storage';

const liveAnswer = z.object({ status: z.literal('ok') });
const readyAnswer = z.object({ status: z.literal('ready') });
const notReadyAnswer = z.object({
  status: z.literal('not_ready'),
  failing: z.array(z.enum(['database', 'migrations', 'storage'])),
});

function withTimeout<T>(work: Promise<T>): Promise<T> {
  return Promise.race([
    work,
    new Promise<never>((_, reject) =>
      setTimeout(() => reject(new Error('timed out')), READY_CHECK_TIMEOUT_MS).unref(),
    ),
  ]);
}

/**
 * The checks of `GET /readyz`, each true when it passes: the database answers `SELECT 1`; its
 * last applied migration is this code's LATEST_MIGRATION (an instance never serves a schema it
 * does not know — a newer one is already refused at start by the migrator); the file store
 * (ctx.storage: DATA_DIR or the bucket, decision 0062) writes, reads and deletes a small object.
 * Each waits at most READY_CHECK_TIMEOUT_MS.
 */
export async function readinessOf(app: App): Promise<Record<ReadyCheck, boolean>> {
  const { db, storage: store } = app.ctx;
  const pass = (work: Promise<unknown>) =>
    withTimeout(work).then(
      () => true,
      () => false,
    );
  const [database, migrations, storage] = await Promise.all([
    pass(sql`select 1`.execute(db)),
    pass(
      sql<{ name: string }>`select max(name) as name from kysely_migration`
        .execute(db)
        .then((r) => {
          if (r.rows[0]?.name !== LATEST_MIGRATION) throw new Error('schema not current');
        }),
    ),
    pass(store.check()),
  ]);
  return { database, migrations, storage };
}

/**
 * `GET /healthz` (the process is up: 200 `{ status: 'ok' }`, touches nothing) and `GET /readyz`
 * (200 `{ status: 'ready' }` when every readinessOf check passes, else 503 `{ status:
 * 'not_ready', failing: [...] }`), both without sign-in and with no data of any business in the
 * answer, for a load balancer or an orchestrator: route traffic to an instance only while it is
 * ready; restart it when it is not alive. Never cached.
 */
export async function registerHealth(app: App): Promise<void> {
  const common = { tags: ['health'], security: [] };
  // A request the router cannot read (a broken header or URL) is the only refusal.
  const malformed = errorBody.describe(describeErrorCodes(['validation_failed']));
  app.get(
    '/healthz',
    {
      schema: {
        ...common,
        operationId: 'getLiveness',
        summary: 'Whether the process is up (no sign-in)',
        response: { 200: liveAnswer, 400: malformed },
      },
    },
    async (_req, reply) => {
      reply.header('cache-control', 'no-store');
      return { status: 'ok' as const };
    },
  );
  app.get(
    '/readyz',
    {
      schema: {
        ...common,
        operationId: 'getReadiness',
        summary:
          'Whether the instance can serve: database, schema version, file store (no sign-in)',
        response: { 200: readyAnswer, 400: malformed, 503: notReadyAnswer },
      },
    },
    async (_req, reply) => {
      reply.header('cache-control', 'no-store');
      const checks = await readinessOf(app);
      const failing = (Object.keys(checks) as ReadyCheck[]).filter((k) => !checks[k]);
      if (failing.length === 0) return { status: 'ready' as const };
      return reply.code(503).send({ status: 'not_ready' as const, failing });
    },
  );
}
