import type { FastifyInstance } from 'fastify';

/** Where a business key stands in a URL: `/{key}` (web app) and `/api/v1/{key}/…` (API). */
const API_PREFIX = '/api/v1/';

/**
 * The names of a route URL that a business key could collide with: its first segment, and the
 * first segment under /api/v1. Parameters (`:business`) and wildcards (`*`) are not names.
 * `/api/v1/users/:UUID` → ['api', 'users']; `/static/images/*` → ['static']; `/*` → [].
 */
export function routeNamesOf(url: string): string[] {
  const names: string[] = [];
  const name = (segment: string | undefined) => {
    if (segment && !segment.startsWith(':') && !segment.includes('*')) names.push(segment);
  };
  name(url.split('/')[1]);
  if (url.startsWith(API_PREFIX)) name(url.slice(API_PREFIX.length).split('/')[0]);
  return names;
}

/**
 * Collects into `names` the route names of every route registered from now on (an `onRoute`
 * hook: register it before the routes). The businesses service refuses them as keys, so the
 * reserved list is derived from the routers rather than restated.
 */
export function collectRouteNames(app: FastifyInstance, names: Set<string>): void {
  app.addHook('onRoute', (route) => {
    for (const n of routeNamesOf(route.url)) names.add(n);
  });
}
