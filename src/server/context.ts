import type {
  FastifyInstance,
  FastifyBaseLogger,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { Db, Dialect } from './db/types';
import type { ReceiptRenderer } from './documents/receipt-pool';

/** What every service needs: the database, its dialect, configuration, the clock and the log. */
export interface AppContext {
  db: Db;
  dialect: Dialect;
  config: Config;
  /** Current instant in UTC ms; tests replace it to fake the clock. */
  now: () => number;
  /** Receipt PNG rendering off the event loop (a worker pool closed with the app). */
  receipts: ReceiptRenderer;
  /** The server's logger, for what a service recovers from but an operator should know. */
  log: FastifyBaseLogger;
}

/** The Fastify instance with the zod type provider, as route modules receive it. */
export type App = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

/** The signed-in user attached to a request by the auth plugin. */
export interface SessionUser {
  id: number;
  uuid: string;
  username: string;
  role: string;
  tokenHash: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
  }
  interface FastifyRequest {
    user: SessionUser | null;
    business: import('./modules/businesses/repository').BusinessRow | null;
  }
}
