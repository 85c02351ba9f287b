import type { RouteObject } from 'react-router';
import { RequireAction } from '../../app/guards';
import { InvoicesPage } from './InvoicesPage';
import { InvoicexPage } from './InvoicexPage';
import { InvoiceViewPage } from './InvoiceViewPage';

const guarded = (element: React.ReactNode) => (
  <RequireAction action="invoices.read">{element}</RequireAction>
);

/** Invoice screens of SPEC.md §2 under /{business}. */
export const invoicesRoutes: RouteObject[] = [
  { path: 'invoices', element: guarded(<InvoicesPage />) },
  { path: 'invoices/view/:UUID', element: guarded(<InvoiceViewPage backTo="invoices" />) },
  { path: 'invoicex', element: guarded(<InvoicexPage />) },
  { path: 'invoicex/view/:UUID', element: guarded(<InvoiceViewPage backTo="invoicex" />) },
];
