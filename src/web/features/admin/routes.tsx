import type { RouteObject } from 'react-router';
import { WEB_PATHS } from '../../../domain/top-level-paths';
import { RequireAction } from '../../app/guards';
import { AdminHomePage } from './AdminHomePage';
import { BusinessProfilePage } from './BusinessProfilePage';

/** /admin (admin home; its own role check) and /admin/businesses/{key} (business profile, admin only). */
export const adminRoutes: RouteObject[] = [
  { path: WEB_PATHS.admin, element: <AdminHomePage /> },
  {
    path: `${WEB_PATHS.admin}/businesses/:key`,
    element: (
      <RequireAction action="businesses.edit">
        <BusinessProfilePage />
      </RequireAction>
    ),
  },
];
