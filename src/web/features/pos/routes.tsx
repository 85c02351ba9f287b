import type { RouteObject } from 'react-router';
import { RequireAction } from '../../app/guards';
import { PosPage } from './PosPage';

/** /{business}/pos: the touch point of sale (SPEC.md §2, §4). */
export const posRoutes: RouteObject[] = [
  {
    path: 'pos',
    element: (
      <RequireAction action="pos.sell">
        <PosPage />
      </RequireAction>
    ),
  },
];
