/** The catalogue screens, one lazily loaded chunk (routes.tsx). */
export { CategoriesPage } from './CategoriesPage';
export { CategoryProductsPage } from './CategoryProductsPage';
export { EditCategoryPage, NewCategoryPage } from './CategoryFormPages';
export { EditProductPage, NewProductPage } from './ProductFormPages';
export { ModifiersPage } from './modifiers/ModifiersPage';
