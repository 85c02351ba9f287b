import type { ReactNode } from 'react';
import type { RouteObject } from 'react-router';
import type { Action } from '../../../domain/permissions';
import { RequireAction } from '../../app';
import { lazyScreen } from '../../lib/lazy-screen';

type Pages = typeof import('./pages');
const screen = (pick: (pages: Pages) => ReactNode, action: Action = 'reports.read') =>
  lazyScreen(async () => (
    <RequireAction action={action}>{pick(await import('./pages'))}</RequireAction>
  ));

/** Report screens of the legacy app under /{business}, loaded on first visit. */
export const reportsRoutes: RouteObject[] = [
  // The cashier's reports are their own sales of today (reports.own, decision 0051).
  { path: 'reports', ...screen((p) => <p.ReportsPage />, 'reports.own') },
  { path: 'insights', ...screen((p) => <p.InsightsPage />) },
  { path: 'invoicesline', ...screen((p) => <p.InvoicesLinePage />) },
  { path: 'invoicesvat', ...screen((p) => <p.InvoicesVatPage />) },
  { path: 'till', ...screen((p) => <p.TillPage />) },
  // Ageing (decision 0068): each needs the permission its report route asks.
  { path: 'ageing/receivables', ...screen((p) => <p.AgeingPage kind="receivables" />) },
  {
    path: 'ageing/payables',
    ...screen((p) => <p.AgeingPage kind="payables" />, 'purchases.read'),
  },
  {
    path: 'vatreturn',
    ...screen((p) => (
      <RequireAction action="purchases.read">
        <p.VatReturnPage />
      </RequireAction>
    )),
  },
];
