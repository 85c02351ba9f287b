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
import type { AppMetrics } from './modules/metrics';
import type { ObjectStore } from './storage/types';

/** What every service needs: the database, its dialect, configuration, the clock and the log. */
export interface AppContext {
  db: Db;
  dialect: Dialect;
  config: Config;
  /** Current instant in UTC ms; tests replace it to fake the clock. */
  now: () => number;
  /** Every file Sanad keeps (decision 0062): DATA_DIR (`local`) or an S3-compatible store. */
  storage: ObjectStore;
  /** Receipt PNG rendering off the event loop (a worker pool closed with the app). */
  receipts: ReceiptRenderer;
  /** The app's logger: services log here, not through per-call options. */
  log: FastifyBaseLogger;
  /**
   * Names the server's routes use where a business key would stand — top-level prefixes (`api`,
   * `static`…) and the names under /api/v1 (`login`, `users`…) — collected as routes are
   * registered (plugins/route-names.ts). A new business may not take one as its key.
   */
  routeNames: ReadonlySet<string>;
  /**
   * This app's Prometheus counters (decision 0064); services count what they committed
   * (`saleCommitted`, `invoiceIssued`) after their transaction.
   */
  metrics: AppMetrics;
  /**
   * Asks this process's ZATCA queue worker to look for due documents now (decision 0036), set when
   * the worker runs; absent otherwise.
   */
  wakeZatca?: () => void;
}

/** The Fastify instance with the zod type provider, as route modules receive it. */
export type App = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

/**
 * What an API token may do (decision 0058): its id and UUID, name, granted actions and the ids of
 * the businesses it opens.
 */
export interface ApiTokenAccess {
  id: number;
  uuid: string;
  name: string;
  actions: readonly import('../domain/permissions').Action[];
  businessIds: readonly number[];
}

/**
 * The signed-in user attached to a request by the auth plugin. A request made with an API token
 * runs as the token's machine user and carries `apiToken` (tokenHash is then '').
 */
export interface SessionUser {
  id: number;
  uuid: string;
  username: string;
  role: string;
  tokenHash: string;
  apiToken?: ApiTokenAccess;
}

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
  }
  interface FastifyRequest {
    user: SessionUser | null;
    /** The API token the request came with (decision 0058), else null. */
    apiToken: ApiTokenAccess | null;
    /** The claim of the signed link the request came with (decision 0027), else null. */
    signedFile: import('./files/signed-urls').FileClaim | null;
    /** The business of a `/api/v1/:business/…` route, resolved once by plugins/business-scope.ts. */
    business: import('./modules/businesses/service').BusinessRow | null;
    /** The user's role in that business (admin for an administrator). */
    businessRole: import('../domain/permissions').Role | null;
  }
  interface FastifyContextConfig {
    /** What a business-scoped route does; its plugin checks the user's role there may do it. */
    action?: import('../domain/permissions').Action;
    /**
     * The route serves a file that may be opened by a signed link instead of the bearer header
     * (`:sig` or `?sig=`; plugins/auth.ts, decision 0027). Its handler calls requireSignedFile.
     */
    signedAccess?: boolean;
  }
}
