/** The invoice screens, one lazily loaded chunk (routes.tsx). */
export { InvoicesPage } from './InvoicesPage';
export { InvoicexPage } from './InvoicexPage';
export { InvoiceViewPage } from './InvoiceViewPage';
