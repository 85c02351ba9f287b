/** The sale order screens, one lazily loaded chunk (routes.tsx; decision 0069). */
export { SaleOrdersPage } from './SaleOrdersPage';
export { SaleOrderPage } from './SaleOrderPage';
export { NewSaleOrderPage, EditSaleOrderPage } from './SaleOrderFormPage';
