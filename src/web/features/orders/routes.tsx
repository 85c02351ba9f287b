import type { ReactNode } from 'react';
import type { RouteObject } from 'react-router';
import { RequireAction } from '../../app/guards';
import { lazyScreen } from '../../app/lazy-screen';

type Pages = typeof import('./pages');
const screen = (pick: (pages: Pages) => ReactNode) =>
  lazyScreen(async () => pick(await import('./pages')));
const reader = (node: ReactNode) => <RequireAction action="orders.read">{node}</RequireAction>;
const writer = (node: ReactNode) => <RequireAction action="orders.write">{node}</RequireAction>;

/**
 * Quotation screens under /:business (SPEC.md §2, issue #6 §2–§3): the pending list (orders) and
 * the order form for a client (orders/new/{UUID}, `orders.write`) and one quotation with its PDF (orders/view/{ID}).
 * Reading needs `orders.read`; approve and delete buttons show per `orders.approve`/`orders.write`.
 */
export const ordersRoutes: RouteObject[] = [
  { path: 'orders', ...screen((p) => reader(<p.OrdersPage />)) },
  { path: 'orders/new/:UUID', ...screen((p) => writer(<p.OrderFormPage />)) },
  { path: 'orders/view/:ID', ...screen((p) => reader(<p.OrderViewPage />)) },
];
