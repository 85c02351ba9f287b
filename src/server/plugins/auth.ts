import type { FastifyReply, FastifyRequest } from 'fastify';
import { looksLikeApiToken } from '../../domain/api-tokens';
import { AppError } from '../../domain/errors';
import { can, type Action } from '../../domain/permissions';
import type { App } from '../context';
import { claimCovers, verifyFileToken, type FileClaim } from '../files/signed-urls';
import {
  authenticateApiToken,
  countApiTokenRequest,
  tokenMayReach,
} from '../modules/api-tokens/access';
import { authenticate } from '../modules/auth/service';
import { findUserById } from '../modules/users/service';
import { guardFor, registerRouteAccess } from './route-access';

const PUBLIC_API = new Set(['/api/v1/login']);

/**
 * `Authorization: Bearer <token>`; the scheme is case-insensitive (RFC 9110 §11.1). A session
 * token is 43 base64url characters, an API token `sanad_` + 43 (decision 0058).
 */
const BEARER = /^Bearer\s+([A-Za-z0-9_-]{20,200})$/i;

/**
 * The user a signed file link was made for (src/server/files/signed-urls.ts), as they are now.
 * @throws AppError link_invalid / link_expired (401) for a bad or expired token or a user that
 *   no longer exists.
 */
async function signedUser(app: App, token: string) {
  const claim = verifyFileToken(app.ctx.config.signingSecret, token, app.ctx.now());
  const row = await findUserById(app.ctx.db, claim.userId);
  if (!row) throw new AppError('link_invalid');
  const user = {
    id: row.id,
    uuid: row.uuid,
    username: row.username,
    role: row.role,
    tokenHash: '',
  };
  return { user, claim };
}

/** The token of a signed link: the route's `:sig` path parameter or its `?sig=` query. */
function signedToken(req: FastifyRequest): string | undefined {
  const fromPath = (req.params as { sig?: unknown } | undefined)?.sig;
  const fromQuery = (req.query as { sig?: unknown } | undefined)?.sig;
  const token = fromPath ?? fromQuery;
  return typeof token === 'string' && token !== '' ? token : undefined;
}

/**
 * A request made with an API token (decision 0058): counts it against the token's rate limit
 * (429 rate_limited with Retry-After once over), then keeps the token to the business scope and
 * TOKEN_GLOBAL_ROUTES (403 forbidden elsewhere, sign-out included). An unmatched URL goes on to
 * its 404.
 * @throws AppError unauthenticated (401) for an unknown, revoked or expired token.
 */
async function tokenUser(app: App, req: FastifyRequest, reply: FastifyReply, secret: string) {
  const found = await authenticateApiToken(app.ctx, secret);
  if (!found) throw new AppError('unauthenticated');
  try {
    await countApiTokenRequest(app.ctx, found.user.apiToken!.id, found.rateLimit);
  } catch (err) {
    if (err instanceof AppError && err.code === 'rate_limited')
      void reply.header(
        'retry-after',
        String((err.details as { retryAfterSeconds: number }).retryAfterSeconds),
      );
    throw err;
  }
  // An /api/v1 URL no route matches falls to the web app's catch-all (`/*`), which answers 404.
  const url = req.routeOptions.url;
  if (url?.startsWith('/api/v1/') && !tokenMayReach(req.method, url))
    throw new AppError('forbidden');
  return found.user;
}

/**
 * Every `/api/v1` route except login needs `Authorization: Bearer <token>`:
 * a missing, unknown, revoked or expired token is a 401 before any handler runs. A route declaring
 * `config.signedAccess` (a file opened by a link, decision 0027) also accepts, without the header,
 * a signed link token (`:sig` or `?sig=`): the request then runs as the link's user, with
 * `req.signedFile` holding the claim the handler must check (requireSignedFile). An API token
 * (`sanad_…`) runs as its machine user with `req.apiToken` set (tokenUser, decision 0058).
 */
export function registerAuth(app: App): void {
  registerRouteAccess(app, PUBLIC_API);
  app.decorateRequest('user', null);
  app.decorateRequest('apiToken', null);
  app.decorateRequest('signedFile', null);
  app.decorateRequest('business', null);
  app.decorateRequest('businessRole', null);
  app.addHook('onRequest', async (req, reply) => {
    const path = req.url.split('?')[0] ?? '';
    if (!path.startsWith('/api/v1/') || PUBLIC_API.has(path)) return;
    const header = req.headers.authorization ?? '';
    const token = header === '' && req.routeOptions.config?.signedAccess && signedToken(req);
    if (token) {
      const { user, claim } = await signedUser(app, token);
      req.user = user;
      req.signedFile = claim;
      return;
    }
    const m = BEARER.exec(header);
    if (!m) throw new AppError('unauthenticated');
    if (looksLikeApiToken(m[1]!)) {
      req.user = await tokenUser(app, req, reply, m[1]!);
      req.apiToken = req.user.apiToken ?? null;
      return;
    }
    const user = await authenticate(app.ctx, m[1]!);
    if (!user) throw new AppError('unauthenticated');
    req.user = user;
  });
}

/**
 * For a request made with a signed link: refuses it unless the link's claim covers this file
 * (`file.path` relative to DATA_DIR, of business `file.businessId` — 0 for none —, timestamp
 * `file.at` in UTC ms for a folder claim). A bearer request passes: its guards decided.
 * @throws AppError link_wrong_file (403).
 */
export function requireSignedFile(
  req: FastifyRequest,
  file: { businessId: number; path: string; at?: number },
): void {
  const claim: FileClaim | null = req.signedFile;
  if (claim && !claimCovers(claim, file)) throw new AppError('link_wrong_file');
}

/** The request's user; only for handlers behind the auth hook. */
export function currentUser(req: FastifyRequest) {
  if (!req.user) throw new AppError('unauthenticated');
  return req.user;
}

/**
 * Route guard of a route outside any business (users, business profiles): the user's own role
 * must allow `action` (403 otherwise). Register it as preValidation, so a user who may not act is
 * refused before their body is judged (docs/decisions/0013). Business routes declare
 * `config: { action }` instead (plugins/business-scope.ts).
 */
export function requireAction(action: Action) {
  return guardFor(action, async (req) => {
    if (!can(currentUser(req).role, action)) throw new AppError('forbidden');
  });
}
