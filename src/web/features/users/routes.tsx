import type { RouteObject } from 'react-router';
import { WEB_PATHS } from '../../../domain/top-level-paths';
import { RequireAction } from '../../app/guards';
import { MePage } from './MePage';
import { NewUserPage } from './NewUserPage';
import { UsersListPage } from './UsersListPage';
import { UserViewPage } from './UserViewPage';

/** /users, /users/new, /users/view/{UUID} (admin only) and /users/me (anyone signed in), SPEC.md §2. */
export const usersRoutes: RouteObject[] = [
  {
    path: WEB_PATHS.users,
    element: (
      <RequireAction action="users.manage">
        <UsersListPage />
      </RequireAction>
    ),
  },
  {
    path: `${WEB_PATHS.users}/new`,
    element: (
      <RequireAction action="users.manage">
        <NewUserPage />
      </RequireAction>
    ),
  },
  {
    path: `${WEB_PATHS.users}/view/:UUID`,
    element: (
      <RequireAction action="users.manage">
        <UserViewPage />
      </RequireAction>
    ),
  },
  { path: `${WEB_PATHS.users}/me`, element: <MePage /> },
];
