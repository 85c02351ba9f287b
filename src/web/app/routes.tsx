import type { RouteObject } from 'react-router';
import { WEB_PATHS } from '../../domain/top-level-paths';
import { ErrorPage } from '../components/ErrorPage';
import { NotFoundPage } from '../components/NotFoundPage';
import { Loading } from '../components/QueryState';
import { adminRoutes } from '../features/admin/routes';
import { apiTokensRoutes } from '../features/api-tokens/routes';
import { archiveRoutes } from '../features/archive/routes';
import { businessesRoutes } from '../features/businesses/routes';
import { catalogueRoutes } from '../features/catalogue/routes';
import { clientsRoutes } from '../features/clients/routes';
import { purchasesRoutes } from '../features/purchases/routes';
import { warehousesRoutes } from '../features/warehouses/routes';
import { purchaseOrdersRoutes } from '../features/purchase-orders/routes';
import { saleOrdersRoutes } from '../features/sale-orders/routes';
import { invoicesRoutes } from '../features/invoices/routes';
import { kitchenRoutes } from '../features/kitchen/routes';
import { ordersRoutes } from '../features/orders/routes';
import { posRoutes } from '../features/pos/routes';
import { reportsRoutes } from '../features/reports/routes';
import { shiftsRoutes } from '../features/shifts/routes';
import { usersRoutes } from '../features/users/routes';
import { webhooksRoutes } from '../features/webhooks/routes';
import { RequireAuth, RequireBusiness } from './guards';
import { lazyScreen } from '../lib/lazy-screen';
import { Layout } from './layout';

/**
 * Screens and routes of the legacy app. Top-level screens take their first path segment from
 * WEB_PATHS (src/domain/top-level-paths.ts), which no business key may take; every other first
 * segment is a business key: its screens live under /:business.
 *
 * Every screen is loaded on its first visit (lazyScreen); a screen that crashes or
 * cannot be loaded shows the Arabic ErrorPage (errorElement) instead of React Router's default.
 */
export const routes: RouteObject[] = [
  {
    path: `/${WEB_PATHS.login}`,
    errorElement: <ErrorPage />,
    hydrateFallbackElement: <Loading />,
    ...lazyScreen(async () => {
      const { LoginPage } = await import('../features/auth/LoginPage');
      return <LoginPage />;
    }),
  },
  {
    element: <RequireAuth />,
    errorElement: <ErrorPage />,
    // Shown while the first screen's chunk loads.
    hydrateFallbackElement: <Loading />,
    children: [
      {
        element: <Layout />,
        errorElement: <ErrorPage />,
        children: [
          {
            index: true,
            ...lazyScreen(async () => {
              const { HomePage } = await import('../features/home/HomePage');
              return <HomePage />;
            }),
          },
          ...usersRoutes,
          ...adminRoutes,
          ...apiTokensRoutes,
          ...businessesRoutes,
          {
            path: ':business',
            element: <RequireBusiness />,
            children: [
              {
                index: true,
                ...lazyScreen(async () => {
                  const { BusinessHomePage } =
                    await import('../features/businesses/BusinessHomePage');
                  return <BusinessHomePage />;
                }),
              },
              ...catalogueRoutes,
              ...posRoutes,
              ...invoicesRoutes,
              ...archiveRoutes,
              ...clientsRoutes,
              ...ordersRoutes,
              ...reportsRoutes,
              ...shiftsRoutes,
              ...purchasesRoutes,
              ...warehousesRoutes,
              ...purchaseOrdersRoutes,
              ...saleOrdersRoutes,
              ...kitchenRoutes,
              ...webhooksRoutes,
            ],
          },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
];
