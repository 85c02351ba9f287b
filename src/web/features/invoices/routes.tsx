import type { ReactNode } from 'react';
import type { RouteObject } from 'react-router';
import { RequireAction } from '../../app';
import { lazyScreen } from '../../lib/lazy-screen';

type Pages = typeof import('./pages');
const screen = (pick: (pages: Pages) => ReactNode) =>
  lazyScreen(async () => (
    <RequireAction action="invoices.read">{pick(await import('./pages'))}</RequireAction>
  ));

/** Invoice screens of the legacy app under /{business}, loaded on first visit (one chunk). */
export const invoicesRoutes: RouteObject[] = [
  { path: 'invoices', ...screen((p) => <p.InvoicesPage />) },
  { path: 'invoices/view/:UUID', ...screen((p) => <p.InvoiceViewPage backTo="invoices" />) },
  { path: 'invoicex', ...screen((p) => <p.InvoicexPage />) },
  { path: 'invoicex/view/:UUID', ...screen((p) => <p.InvoiceViewPage backTo="invoicex" />) },
  // The legacy invoice/{UUID}: the invoice an approved quotation became
  // (docs/screens/0025-quotation-lists-and-approval-screens.md).
  { path: 'invoice/:UUID', ...screen((p) => <p.InvoiceViewPage backTo="invoices" />) },
];
