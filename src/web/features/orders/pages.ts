/** The quotation (order) screens, one lazily loaded chunk (routes.tsx). */
export { OrdersPage } from './OrdersPage';
export { OrderxPage } from './OrderxPage';
export { ApprovalPage } from './ApprovalPage';
export { OrderFormPage, OrderEditPage } from './OrderFormPage';
export { OrderViewPage } from './OrderViewPage';
