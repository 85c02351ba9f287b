import {
  DEFAULT_API_TOKEN_RATE_LIMIT,
  rateWindowStart,
  retryAfterSeconds,
} from '../../../domain/api-tokens';
import { AppError } from '../../../domain/errors';
import type { AppContext, SessionUser } from '../../context';
import { hashToken } from '../auth/service';
import { businessesOfMember } from '../memberships/service';
import * as repo from './repository';
import { storedActions } from './service';

/**
 * Routes outside any business an API token may call (decision 0058), as `METHOD /url` with the
 * route's declared URL: its own businesses (another one is 403 business_forbidden) and its own
 * record. Every other route outside the
 * business scope — users, businesses' administration, backups, audit, the tokens themselves,
 * sign-out — answers 403 to a token.
 */
export const TOKEN_GLOBAL_ROUTES: ReadonlySet<string> = new Set([
  'GET /api/v1/businesses',
  'GET /api/v1/businesses/:key',
  'GET /api/v1/users/me',
]);

/** The URL prefix of the routes inside the business scope (plugins/business-scope.ts). */
const BUSINESS_SCOPE = '/api/v1/:business/';

/**
 * True when a token may reach the route `method url` (url as declared, e.g.
 * `/api/v1/:business/orderpos`): any route of the business scope (which checks the token's
 * businesses and permissions) and TOKEN_GLOBAL_ROUTES.
 */
export function tokenMayReach(method: string, url: string): boolean {
  return url.startsWith(BUSINESS_SCOPE) || TOKEN_GLOBAL_ROUTES.has(`${method} ${url}`);
}

/**
 * The request user of an API token secret (decision 0058): the token's machine user with
 * `apiToken` (granted actions, business ids), or null when no live token has this secret
 * (unknown, revoked or expired at ctx.now()). Looks up the SHA-256 of the secret.
 * @returns the user and the token's own rate limit (null: the install's).
 */
export async function authenticateApiToken(
  ctx: AppContext,
  secret: string,
): Promise<{ user: SessionUser; rateLimit: number | null } | null> {
  const row = await repo.findLiveApiToken(ctx.db, hashToken(secret), ctx.now());
  if (!row) return null;
  const businesses = await businessesOfMember(ctx.db, row.user_id);
  return {
    user: {
      id: row.user_id,
      uuid: row.user_uuid,
      username: row.username,
      role: row.role,
      tokenHash: '',
      apiToken: {
        id: row.id,
        uuid: row.uuid,
        name: row.name,
        actions: storedActions(row.actions),
        businessIds: businesses.map((b) => b.id),
      },
    },
    rateLimit: row.rate_limit,
  };
}

/**
 * Counts one request of the token in its fixed one-minute window, kept on the token's row (one
 * UPDATE … RETURNING, shared by every instance on the database), and records it as the token's
 * last use. The limit is the token's own, else `ctx.config.apiTokenRateLimit`.
 * @throws AppError rate_limited (429, `details.retryAfterSeconds`: whole seconds to the next
 *   window) once the window's count passes the limit.
 */
export async function countApiTokenRequest(
  ctx: AppContext,
  tokenId: number,
  ownLimit: number | null,
): Promise<void> {
  const now = ctx.now();
  const count = await repo.countApiTokenRequest(ctx.db, tokenId, rateWindowStart(now), now);
  const limit = ownLimit ?? ctx.config.apiTokenRateLimit ?? DEFAULT_API_TOKEN_RATE_LIMIT;
  if (count > limit)
    throw new AppError('rate_limited', { details: { retryAfterSeconds: retryAfterSeconds(now) } });
}
