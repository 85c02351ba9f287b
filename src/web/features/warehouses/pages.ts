/** The warehouses screens, one lazily loaded chunk (routes.tsx). */
export { WarehousesPage } from './WarehousesPage';
export { WarehouseStockPage } from './WarehouseStockPage';
export { CountsPage } from './CountsPage';
export { CountSheetPage } from './CountSheetPage';
export { TransfersPage } from './TransfersPage';
