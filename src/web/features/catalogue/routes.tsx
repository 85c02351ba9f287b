import type { ReactNode } from 'react';
import type { RouteObject } from 'react-router';
import { RequireAction } from '../../app';
import { lazyScreen } from '../../lib/lazy-screen';

type Pages = typeof import('./pages');
const screen = (pick: (pages: Pages) => ReactNode) =>
  lazyScreen(async () => pick(await import('./pages')));
const writer = (node: ReactNode) => <RequireAction action="catalogue.write">{node}</RequireAction>;

/**
 * Catalogue screens under /:business: the category grid, a category's product grid,
 * the category and product forms (only for roles with `catalogue.write`), and a restaurant's
 * modifier groups (decision 0056; editable with `catalogue.write`). Loaded on first
 * visit, one chunk.
 */
export const catalogueRoutes: RouteObject[] = [
  { path: 'products', ...screen((p) => <p.CategoriesPage />) },
  { path: 'products/category/:UUID', ...screen((p) => <p.CategoryProductsPage />) },
  { path: 'newcategory', ...screen((p) => writer(<p.NewCategoryPage />)) },
  { path: 'editcategory/:UUID', ...screen((p) => writer(<p.EditCategoryPage />)) },
  { path: 'newproduct/:UUID', ...screen((p) => writer(<p.NewProductPage />)) },
  { path: 'editproduct/:UUID', ...screen((p) => writer(<p.EditProductPage />)) },
  { path: 'modifiers', ...screen((p) => <p.ModifiersPage />) },
];
