import type { ReactNode } from 'react';
import type { RouteObject } from 'react-router';
import { RequireAction } from '../../app';
import { lazyScreen } from '../../lib/lazy-screen';

type Pages = typeof import('./pages');
const screen = (pick: (pages: Pages) => ReactNode) =>
  lazyScreen(async () => pick(await import('./pages')));
const reader = (node: ReactNode) => <RequireAction action="purchases.read">{node}</RequireAction>;
const stockReader = (node: ReactNode) => <RequireAction action="stock.read">{node}</RequireAction>;
const writer = (node: ReactNode) => <RequireAction action="purchases.write">{node}</RequireAction>;

/**
 * Purchases screens under /:business: the purchases list, the
 * suppliers and the tools (purchases/items, purchases/products, purchases/images) need `purchases.read` (admin and manager, decision 0029), their writing parts show
 * only with `purchases.write`; purchases/new and purchases/edit/{UUID} (items) need
 * `purchases.write`; stock and invoicesline/{UUID} (a category's stock) need `stock.read`.
 */
export const purchasesRoutes: RouteObject[] = [
  { path: 'purchases', ...screen((p) => reader(<p.PurchasesPage />)) },
  { path: 'purchases/suppliers', ...screen((p) => reader(<p.SuppliersPage />)) },
  { path: 'purchases/items', ...screen((p) => reader(<p.AllItemsPage />)) },
  { path: 'purchases/products', ...screen((p) => reader(<p.PurchasedProductsPage />)) },
  { path: 'purchases/images', ...screen((p) => reader(<p.ReceiptsPage />)) },
  { path: 'purchases/vat', ...screen((p) => reader(<p.PurchasesVatPage />)) },
  { path: 'purchases/new', ...screen((p) => writer(<p.NewPurchasePage />)) },
  { path: 'purchases/edit/:UUID', ...screen((p) => writer(<p.PurchaseItemsPage />)) },
  { path: 'stock', ...screen((p) => stockReader(<p.StockPage />)) },
  { path: 'invoicesline/:UUID', ...screen((p) => stockReader(<p.CategoryStockPage />)) },
];
