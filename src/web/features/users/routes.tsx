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
 * /users, /users/new, /users/view/{UUID} (admin only), /users/me and /users/me/password (anyone
 * signed in);
 * loaded on first visit, one chunk.
 */
export const usersRoutes: RouteObject[] = [
  { path: WEB_PATHS.users, ...screen((p) => admin(<p.UsersListPage />)) },
  { path: `${WEB_PATHS.users}/new`, ...screen((p) => admin(<p.NewUserPage />)) },
  { path: `${WEB_PATHS.users}/view/:UUID`, ...screen((p) => admin(<p.UserViewPage />)) },
  { path: `${WEB_PATHS.users}/me`, ...screen((p) => <p.MePage />) },
  { path: `${WEB_PATHS.users}/me/password`, ...screen((p) => <p.ChangePasswordPage />) },
];
