import type { ReactNode } from 'react';
import type { RouteObject } from 'react-router';
import { RequireAction } from '../../app';
import { lazyScreen } from '../../lib/lazy-screen';

type Pages = typeof import('./pages');
const screen = (pick: (pages: Pages) => ReactNode) =>
  lazyScreen(async () => pick(await import('./pages')));
const reader = (node: ReactNode) => <RequireAction action="purchases.read">{node}</RequireAction>;

/**
 * Purchase order screens under /:business (decision 0070): the list and new-order form, an
 * order with send/receive/cancel (`purchases.read`, writing parts with `purchases.write`), and
 * the near-expiry list (`stock.read`).
 */
export const purchaseOrdersRoutes: RouteObject[] = [
  { path: 'purchase_orders', ...screen((p) => reader(<p.PurchaseOrdersPage />)) },
  { path: 'purchase_orders/:UUID', ...screen((p) => reader(<p.PurchaseOrderPage />)) },
  {
    path: 'stock/near_expiry',
    ...screen((p) => (
      <RequireAction action="stock.read">
        <p.NearExpiryPage />
      </RequireAction>
    )),
  },
];
