import type { FastifyRequest } from 'fastify';
import { AppError } from '../../domain/errors';
import { can, type Action } from '../../domain/permissions';
import type { App } from '../context';
import { authenticate } from '../modules/auth/service';
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
  app.decorateRequest('businessRole', null);
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
