import type { ReactNode } from 'react';
import type { RouteObject } from 'react-router';
import { RequireAction } from '../../app';
import { lazyScreen } from '../../lib/lazy-screen';

type Pages = typeof import('./pages');
const screen = (pick: (pages: Pages) => ReactNode) =>
  lazyScreen(async () => (
    <RequireAction action="businesses.edit">{pick(await import('./pages'))}</RequireAction>
  ));

/**
 * The webhooks screens under /{business} (decision 0059), administrators only
 * (businesses.edit), loaded on first visit: the endpoints and one endpoint's page.
 */
export const webhooksRoutes: RouteObject[] = [
  { path: 'webhooks', ...screen((p) => <p.WebhooksPage />) },
  { path: 'webhooks/:uuid', ...screen((p) => <p.WebhookPage />) },
];
