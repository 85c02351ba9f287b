/** The quotation (order) screens, one lazily loaded chunk (routes.tsx). */
export { OrdersPage } from './OrdersPage';
export { OrderFormPage } from './OrderFormPage';
export { OrderViewPage } from './OrderViewPage';
