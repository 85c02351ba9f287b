import type { ReactNode } from 'react';
import type { RouteObject } from 'react-router';
import { RequireAction } from '../../app';
import { lazyScreen } from '../../lib/lazy-screen';

type Pages = typeof import('./pages');
const screen = (pick: (pages: Pages) => ReactNode) =>
  lazyScreen(async () => pick(await import('./pages')));
const stockReader = (node: ReactNode) => <RequireAction action="stock.read">{node}</RequireAction>;

/**
 * Warehouses screens under /:business (decision 0067): ware_houses, a warehouse's stock, stock
 * counts and a count sheet, transfers — all need `stock.read`; their writing parts show only with
 * `catalogue.write`.
 */
export const warehousesRoutes: RouteObject[] = [
  { path: 'ware_houses', ...screen((p) => stockReader(<p.WarehousesPage />)) },
  { path: 'ware_houses/:UUID/stock', ...screen((p) => stockReader(<p.WarehouseStockPage />)) },
  { path: 'stock_counts', ...screen((p) => stockReader(<p.CountsPage />)) },
  { path: 'stock_counts/:UUID', ...screen((p) => stockReader(<p.CountSheetPage />)) },
  { path: 'stock_transfers', ...screen((p) => stockReader(<p.TransfersPage />)) },
];
