import type { ReactNode } from 'react';
import type { RouteObject } from 'react-router';
import { WEB_PATHS } from '../../../domain/top-level-paths';
import { RequireAction } from '../../app';
import { lazyScreen } from '../../lib/lazy-screen';

type Pages = typeof import('./pages');
const screen = (pick: (pages: Pages) => ReactNode) =>
  lazyScreen(async () => pick(await import('./pages')));
const admin = (node: ReactNode) => <RequireAction action="users.manage">{node}</RequireAction>;

/**
 * /admin/api-tokens and /admin/api-tokens/new (administrators: `users.manage`; decision 0058),
 * loaded on first visit, one chunk.
 */
export const apiTokensRoutes: RouteObject[] = [
  { path: `${WEB_PATHS.admin}/api-tokens`, ...screen((p) => admin(<p.ApiTokensPage />)) },
  { path: `${WEB_PATHS.admin}/api-tokens/new`, ...screen((p) => admin(<p.NewApiTokenPage />)) },
];
