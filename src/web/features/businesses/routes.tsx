import type { RouteObject } from 'react-router';
import { WEB_PATHS } from '../../../domain/top-level-paths';
import { RequireAction } from '../../app/guards';
import { BusinessesPage } from './BusinessesPage';
import { BusinessProfilePage } from './BusinessProfilePage';
import { NewBusinessPage } from './NewBusinessPage';
import { SetupPage } from './SetupPage';

const admin = WEB_PATHS.admin;

/** Guarded by the permission to create and edit businesses (admin). */
function editors(path: string, page: React.ReactNode): RouteObject {
  return { path, element: <RequireAction action="businesses.edit">{page}</RequireAction> };
}

/**
 * The businesses screens under /admin (issue #13 §1), admin only: the list, a new business, one
 * business's profile, and the first sign-in setup. A new business is a second-level path, so no
 * business key is ever shadowed by it.
 */
export const businessesRoutes: RouteObject[] = [
  editors(`${admin}/businesses`, <BusinessesPage />),
  editors(`${admin}/businesses/:key`, <BusinessProfilePage />),
  editors(`${admin}/new-business`, <NewBusinessPage />),
  editors(`${admin}/setup`, <SetupPage />),
];
