import type { RouteObject } from 'react-router';
import { WEB_PATHS } from '../../../domain/top-level-paths';
import { lazyScreen } from '../../app/lazy-screen';

/**
 * /admin: the admin home (its own role check), loaded on first visit; the businesses screens under
 * it: features/businesses.
 */
export const adminRoutes: RouteObject[] = [
  {
    path: WEB_PATHS.admin,
    ...lazyScreen(async () => {
      const { AdminHomePage } = await import('./pages');
      return <AdminHomePage />;
    }),
  },
];
