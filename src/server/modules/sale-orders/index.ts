// The sale-orders module (decision 0069): what other modules may use — its routes.
export { saleOrdersRoutes } from './routes';
