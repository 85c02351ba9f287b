import type { RouteObject } from 'react-router';
import { RequireAction } from '../../app/guards';
import { AdminHomePage } from './AdminHomePage';
import { BusinessProfilePage } from './BusinessProfilePage';

/** /admin (admin home; its own role check) and /admin/businesses/{key} (business profile, admin only). */
export const adminRoutes: RouteObject[] = [
  { path: 'admin', element: <AdminHomePage /> },
  {
    path: 'admin/businesses/:key',
    element: (
      <RequireAction action="businesses.edit">
        <BusinessProfilePage />
      </RequireAction>
    ),
  },
];
