/** The purchase order screens, one lazily loaded chunk (routes.tsx; decision 0070). */
export { PurchaseOrdersPage } from './PurchaseOrdersPage';
export { PurchaseOrderPage } from './PurchaseOrderPage';
export { NearExpiryPage } from './NearExpiryPage';
