import type { RouteObject } from 'react-router';
import { RequireAction } from '../../app';
import { lazyScreen } from '../../lib/lazy-screen';

/** /{business}/pos: the touch point of sale, loaded on first visit. */
export const posRoutes: RouteObject[] = [
  {
    path: 'pos',
    ...lazyScreen(async () => {
      const { PosPage } = await import('./PosPage');
      return (
        <RequireAction action="pos.sell">
          <PosPage />
        </RequireAction>
      );
    }),
  },
];
