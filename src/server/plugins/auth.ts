import type { FastifyRequest } from 'fastify';
import { AppError } from '../../domain/errors';
import { can, canOpenBusiness, isBusinessKey, type Action } from '../../domain/permissions';
import type { App } from '../context';
import { authenticate } from '../modules/auth/service';
import { findBusinessByKey } from '../modules/businesses/repository';
import { guardFor, registerRouteAccess } from './route-access';

const PUBLIC_API = new Set(['/api/v1/login']);

/** `Authorization: Bearer <token>`; the scheme is case-insensitive (RFC 9110 §11.1). */
const BEARER = /^Bearer\s+([A-Za-z0-9_-]{20,200})$/i;

/**
 * Every `/api/v1` route except login needs `Authorization: Bearer <token>` (DESIGN.md §3):
 * a missing, unknown, revoked or expired token is a 401 before any handler runs.
 */
export function registerAuth(app: App): void {
  registerRouteAccess(app, PUBLIC_API);
  app.decorateRequest('user', null);
  app.decorateRequest('business', null);
  app.addHook('onRequest', async (req) => {
    const path = req.url.split('?')[0] ?? '';
    if (!path.startsWith('/api/v1/') || PUBLIC_API.has(path)) return;
    const header = req.headers.authorization ?? '';
    const m = BEARER.exec(header);
    if (!m) throw new AppError('unauthenticated');
    const user = await authenticate(app.ctx, m[1]!);
    if (!user) throw new AppError('unauthenticated');
    req.user = user;
  });
}

/** The request's user; only for handlers behind the auth hook. */
export function currentUser(req: FastifyRequest) {
  if (!req.user) throw new AppError('unauthenticated');
  return req.user;
}

/** The request's business row; only for handlers behind `businessScope`. */
export function currentBusiness(req: FastifyRequest) {
  if (!req.business) throw new AppError('business_not_found');
  return req.business;
}

/**
 * Route guard: the user's role must allow `action` (403 otherwise). Register it as preValidation,
 * so a user who may not act is refused before their body is judged (docs/decisions/0013).
 */
export function requireAction(action: Action) {
  return guardFor(action, async (req) => {
    if (!can(currentUser(req).role, action)) throw new AppError('forbidden');
  });
}

/**
 * Route guard for `/api/v1/:business/...` (STYLE.md §3): resolves the key to its row once, refuses a
 * business the role may not open (403 business_forbidden) or an action it may not do (403), and
 * hands the row down as `req.business`. Registered as preValidation, like requireAction.
 */
export function businessScope(app: App, action: Action) {
  return guardFor(action, async (req) => {
    const user = currentUser(req);
    const key = (req.params as { business?: string }).business ?? '';
    if (!isBusinessKey(key)) throw new AppError('business_not_found');
    if (!canOpenBusiness(user.role, key)) throw new AppError('business_forbidden');
    if (!can(user.role, action)) throw new AppError('forbidden');
    const row = await findBusinessByKey(app.ctx.db, key);
    if (!row) throw new AppError('business_not_found');
    req.business = row;
  });
}
