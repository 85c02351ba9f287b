/** The user screens, one lazily loaded chunk (routes.tsx). */
export { ChangePasswordPage } from './ChangePasswordPage';
export { MePage } from './MePage';
export { NewUserPage } from './NewUserPage';
export { UsersListPage } from './UsersListPage';
export { UserViewPage } from './UserViewPage';
