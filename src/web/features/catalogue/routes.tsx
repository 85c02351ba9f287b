import type { RouteObject } from 'react-router';
import { RequireAction } from '../../app/guards';
import { CategoriesPage } from './CategoriesPage';
import { CategoryProductsPage } from './CategoryProductsPage';
import { EditCategoryPage, NewCategoryPage } from './CategoryFormPages';
import { EditProductPage, NewProductPage } from './ProductFormPages';

/**
 * Catalogue screens under /:business (SPEC.md §2): the category grid, a category's product grid,
 * and the category and product forms (only for roles with `catalogue.write`).
 */
export const catalogueRoutes: RouteObject[] = [
  { path: 'products', element: <CategoriesPage /> },
  { path: 'products/category/:UUID', element: <CategoryProductsPage /> },
  {
    path: 'newcategory',
    element: (
      <RequireAction action="catalogue.write">
        <NewCategoryPage />
      </RequireAction>
    ),
  },
  {
    path: 'editcategory/:UUID',
    element: (
      <RequireAction action="catalogue.write">
        <EditCategoryPage />
      </RequireAction>
    ),
  },
  {
    path: 'newproduct/:UUID',
    element: (
      <RequireAction action="catalogue.write">
        <NewProductPage />
      </RequireAction>
    ),
  },
  {
    path: 'editproduct/:UUID',
    element: (
      <RequireAction action="catalogue.write">
        <EditProductPage />
      </RequireAction>
    ),
  },
];
