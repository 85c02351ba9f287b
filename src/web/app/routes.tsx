import type { RouteObject } from 'react-router';
import { WEB_PATHS } from '../../domain/top-level-paths';
import { NotFoundPage } from '../components/NotFoundPage';
import { adminRoutes } from '../features/admin/routes';
import { LoginPage } from '../features/auth/LoginPage';
import { BusinessHomePage } from '../features/businesses/BusinessHomePage';
import { businessesRoutes } from '../features/businesses/routes';
import { catalogueRoutes } from '../features/catalogue/routes';
import { HomePage } from '../features/home/HomePage';
import { invoicesRoutes } from '../features/invoices/routes';
import { posRoutes } from '../features/pos/routes';
import { usersRoutes } from '../features/users/routes';
import { RequireAuth, RequireBusiness } from './guards';
import { Layout } from './layout';

/**
 * Screens and routes of SPEC.md §2. Top-level screens take their first path segment from
 * WEB_PATHS (src/domain/top-level-paths.ts), which no business key may take; every other first
 * segment is a business key: its screens live under /:business.
 */
export const routes: RouteObject[] = [
  { path: `/${WEB_PATHS.login}`, element: <LoginPage /> },
  {
    element: <RequireAuth />,
    children: [
      {
        element: <Layout />,
        children: [
          { index: true, element: <HomePage /> },
          ...usersRoutes,
          ...adminRoutes,
          ...businessesRoutes,
          {
            path: ':business',
            element: <RequireBusiness />,
            children: [
              { index: true, element: <BusinessHomePage /> },
              ...catalogueRoutes,
              ...posRoutes,
              ...invoicesRoutes,
            ],
          },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
];
