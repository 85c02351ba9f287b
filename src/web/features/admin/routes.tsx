import type { RouteObject } from 'react-router';
import { WEB_PATHS } from '../../../domain/top-level-paths';
import { AdminHomePage } from './AdminHomePage';

/** /admin: the admin home (its own role check); the businesses screens under it: features/businesses. */
export const adminRoutes: RouteObject[] = [{ path: WEB_PATHS.admin, element: <AdminHomePage /> }];
