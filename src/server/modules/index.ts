import type { App } from '../context';
import { authRoutes } from './auth/routes';
import { businessesRoutes } from './businesses/routes';
import { categoriesRoutes } from './categories/routes';
import { invoicesRoutes } from './invoices/routes';
import { posRoutes } from './pos/routes';
import { productImagesRoutes } from './products/images-route';
import { productsRoutes } from './products/routes';
import { usersRoutes } from './users/routes';

/**
 * Every /api/v1 route module. A new resource adds one line here and nothing else;
 * business-scoped modules declare routes as `/:business/...`.
 */
export const API_MODULES: Array<(app: App) => Promise<void>> = [
  authRoutes,
  usersRoutes,
  businessesRoutes,
  categoriesRoutes,
  productsRoutes,
  productImagesRoutes,
  posRoutes,
  invoicesRoutes,
];
