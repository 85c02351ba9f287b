import { useMemo } from 'react';
import { createBrowserRouter, RouterProvider, type RouteObject } from 'react-router';
import { NotFoundPage } from '../components/NotFoundPage';
import { adminRoutes } from '../features/admin/routes';
import { LoginPage } from '../features/auth/LoginPage';
import { BusinessHomePage } from '../features/businesses/BusinessHomePage';
import { catalogueRoutes } from '../features/catalogue/routes';
import { HomePage } from '../features/home/HomePage';
import { invoicesRoutes } from '../features/invoices/routes';
import { posRoutes } from '../features/pos/routes';
import { usersRoutes } from '../features/users/routes';
import { RequireAuth, RequireBusiness } from './guards';
import { Layout } from './layout';

/** Screens and routes of SPEC.md §2. Business screens live under /:business (kebrit, mengusha). */
const routes: RouteObject[] = [
  { path: '/login', element: <LoginPage /> },
  {
    element: <RequireAuth />,
    children: [
      {
        element: <Layout />,
        children: [
          { index: true, element: <HomePage /> },
          ...usersRoutes,
          ...adminRoutes,
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

export function AppRouter() {
  const router = useMemo(() => createBrowserRouter(routes), []);
  return <RouterProvider router={router} />;
}
