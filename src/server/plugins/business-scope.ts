import type { FastifyRequest } from 'fastify';
import { AppError } from '../../domain/errors';
import type { Action } from '../../domain/permissions';
import type { App } from '../context';
import { mayAct, openBusiness } from '../modules/businesses/service';
import { currentUser } from './auth';

/** A route module whose routes live under `/:business` and each declare `config.action`. */
export type BusinessModule = (app: App) => Promise<void>;

/**
 * The one business scope: an encapsulated plugin, registered with the
 * prefix `/:business`, holding every business-scoped route module. Its preValidation hook resolves
 * the business once per request — key → row, the user's membership → their role there, the
 * route's `config.action` allowed to that role, no write on an archived business — and hands the
 * row and role down as `req.business` / `req.businessRole`. It runs before body validation, so a
 * user who may not act gets 403 (or 409 archived) before their body is judged (400).
 *
 * A route registered here without `config.action` is refused at startup.
 */
export function businessScope(modules: readonly BusinessModule[]) {
  return async function scope(app: App) {
    app.addHook('onRoute', (route) => {
      if (!route.config?.action)
        throw new Error(`business route ${route.method} ${route.url} declares no config.action`);
    });
    app.addHook('preValidation', async (req) => {
      const action = req.routeOptions.config.action!;
      const key = (req.params as { business?: string }).business ?? '';
      const { business, role } = await openBusiness(app.ctx, currentUser(req), key, action);
      req.business = business;
      req.businessRole = role;
    });
    for (const mod of modules) await app.register(mod);
  };
}

/** The request's business row; only for handlers inside the business scope. */
export function currentBusiness(req: FastifyRequest) {
  if (!req.business) throw new AppError('business_not_found');
  return req.business;
}

/**
 * True when the request's user (a person, or an API token) may also do `action` in the request's
 * business — for a handler that checks a second action beyond its route's (decision 0058).
 * Only for handlers inside the business scope.
 */
export function mayInBusiness(req: FastifyRequest, action: Action): boolean {
  return mayAct(currentUser(req), req.businessRole ?? 'user', currentBusiness(req), action);
}
