// The purchase-orders module (decision 0070): what other modules may use — its routes.
export { purchaseOrdersRoutes } from './routes';
