// The warehouses module (decision 0067): warehouses of a business, stock counts and transfers.
export { warehousesRoutes } from './routes';
export { stockDocumentRoutes } from './document-routes';
