import type { RouteObject } from 'react-router';
import { RequireAction } from '../../app/guards';
import { MePage } from './MePage';
import { NewUserPage } from './NewUserPage';
import { UsersListPage } from './UsersListPage';
import { UserViewPage } from './UserViewPage';

/** /users, /users/new, /users/view/{UUID} (admin only) and /users/me (anyone signed in), SPEC.md §2. */
export const usersRoutes: RouteObject[] = [
  {
    path: 'users',
    element: (
      <RequireAction action="users.manage">
        <UsersListPage />
      </RequireAction>
    ),
  },
  {
    path: 'users/new',
    element: (
      <RequireAction action="users.manage">
        <NewUserPage />
      </RequireAction>
    ),
  },
  {
    path: 'users/view/:UUID',
    element: (
      <RequireAction action="users.manage">
        <UserViewPage />
      </RequireAction>
    ),
  },
  { path: 'users/me', element: <MePage /> },
];
