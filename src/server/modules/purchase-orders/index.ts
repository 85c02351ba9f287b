// The purchase-orders module (decision 0070): what other modules may use — its routes, and
// finding an order (a supplier's invoice is linked to one).
export { purchaseOrdersRoutes } from './routes';
export { findOrder as findPurchaseOrder } from './repository';
