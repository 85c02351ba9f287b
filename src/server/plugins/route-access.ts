import type { FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import type { Action } from '../../domain/permissions';
import type { App } from '../context';

/** OpenAPI extension naming the action a route needs (docs/decisions/0013). */
export const ACTION_EXTENSION = 'x-sanad-action';

/** A route guard (preValidation/preHandler hook) that carries the action it checks. */
export type Guard = ((req: FastifyRequest, reply: FastifyReply) => Promise<void>) & {
  action: Action;
};

/** Makes `check` a route hook marked with `action`, so the route can publish what it needs. */
export function guardFor(action: Action, check: (req: FastifyRequest) => Promise<void>): Guard {
  return Object.assign(async (req: FastifyRequest, _reply: FastifyReply) => check(req), { action });
}

/**
 * The action a route needs: its `config.action`, or the action of a guard among its hooks
 * (`requireAction`, `businessScope`). Undefined for a route open to any signed-in user.
 */
export function routeAction(route: RouteOptions): Action | undefined {
  const declared = (route.config as { action?: Action } | undefined)?.action;
  if (declared) return declared;
  const hooks = [route.onRequest, route.preValidation, route.preHandler].flat();
  return hooks.map((h) => (h as Partial<Guard> | undefined)?.action).find((a) => a !== undefined);
}

/**
 * onRoute hook (register it before the routes): writes each /api/v1 route's access rule into its
 * schema, hence into the OpenAPI document (docs/decisions/0013) — `x-sanad-action` for the action
 * it needs, `security: []` for a public route (`publicPaths`: login). The route's guard stays the
 * one place the rule is declared; the abuse suite (tests/abuse) reads the document to build the
 * role × route × business matrix.
 */
export function registerRouteAccess(app: App, publicPaths: ReadonlySet<string>): void {
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/v1/')) return;
    const action = routeAction(route);
    route.schema = {
      ...route.schema,
      ...(action ? { [ACTION_EXTENSION]: action } : {}),
      ...(publicPaths.has(route.url) ? { security: [] } : {}),
    };
  });
}
