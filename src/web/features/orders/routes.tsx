import type { ReactNode } from 'react';
import type { RouteObject } from 'react-router';
import { RequireAction } from '../../app';
import { lazyScreen } from '../../lib/lazy-screen';
import type { ApprovalScreen, OrdersBase } from './paths';

type Pages = typeof import('./pages');
const screen = (pick: (pages: Pages) => ReactNode) =>
  lazyScreen(async () => pick(await import('./pages')));
const reader = (node: ReactNode) => <RequireAction action="orders.read">{node}</RequireAction>;
const writer = (node: ReactNode) => <RequireAction action="orders.write">{node}</RequireAction>;
const approver = (node: ReactNode) => <RequireAction action="orders.approve">{node}</RequireAction>;

/** The list, new, view and edit screens of one quotation set (`orders` or `orderx`). */
function orderSet(base: OrdersBase): RouteObject[] {
  return [
    {
      path: base,
      ...screen((p) => reader(base === 'orders' ? <p.OrdersPage /> : <p.OrderxPage />)),
    },
    { path: `${base}/new/:UUID`, ...screen((p) => writer(<p.OrderFormPage base={base} />)) },
    { path: `${base}/view/:ID`, ...screen((p) => reader(<p.OrderViewPage base={base} />)) },
    { path: `${base}/edit/:ID`, ...screen((p) => writer(<p.OrderEditPage base={base} />)) },
  ];
}

const APPROVAL_SCREENS: readonly ApprovalScreen[] = ['admin', 'adminx', 'approve'];

/**
 * Quotation screens under /:business (docs/screens/0025-quotation-lists-and-approval-screens.md):
 * `orders` (the
 * table with the payment-change prompt) and `orderx` (the list with the payment-change control),
 * each with new/{UUID} (`orders.write`), view/{ID} and edit/{ID} (`orders.write`, pending only);
 * and the pending-approval screens `admin`, `adminx` (approve and delete) and `approve` (approve
 * only), which need `orders.approve`. /{business}/admin is this approval screen; the top-level
 * /admin is the administration home.
 */
export const ordersRoutes: RouteObject[] = [
  ...orderSet('orders'),
  ...orderSet('orderx'),
  ...APPROVAL_SCREENS.map((name) => ({
    path: name,
    ...screen((p) => approver(<p.ApprovalPage screen={name} />)),
  })),
];
