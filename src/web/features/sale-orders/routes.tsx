import type { ReactNode } from 'react';
import type { RouteObject } from 'react-router';
import { RequireAction } from '../../app';
import { lazyScreen } from '../../lib/lazy-screen';

type Pages = typeof import('./pages');
const screen = (pick: (pages: Pages) => ReactNode) =>
  lazyScreen(async () => pick(await import('./pages')));
const reader = (node: ReactNode) => <RequireAction action="sale_orders.read">{node}</RequireAction>;
const writer = (node: ReactNode) => (
  <RequireAction action="sale_orders.write">{node}</RequireAction>
);

/**
 * Sale order screens under /:business (decision 0069): the list, the new and edit forms
 * (`sale_orders.write`), and an order with confirm/deliver/invoice/cancel (`sale_orders.read`,
 * writing buttons with `sale_orders.write`).
 */
export const saleOrdersRoutes: RouteObject[] = [
  { path: 'sale_orders', ...screen((p) => reader(<p.SaleOrdersPage />)) },
  { path: 'sale_orders/new', ...screen((p) => writer(<p.NewSaleOrderPage />)) },
  { path: 'sale_orders/:UUID', ...screen((p) => reader(<p.SaleOrderPage />)) },
  { path: 'sale_orders/:UUID/edit', ...screen((p) => writer(<p.EditSaleOrderPage />)) },
];
