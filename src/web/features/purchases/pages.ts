/** The purchases screens, one lazily loaded chunk (routes.tsx). */
export { PurchasesPage } from './PurchasesPage';
export { SuppliersPage } from './SuppliersPage';
export { PurchasesVatPage } from './PurchasesVatPage';
export { NewPurchasePage } from './NewPurchasePage';
export { PurchaseItemsPage } from './PurchaseItemsPage';
export { CategoryStockPage, StockPage } from './StockPage';
export { AllItemsPage } from './AllItemsPage';
export { PurchasedProductsPage } from './PurchasedProductsPage';
export { ReceiptsPage } from './ReceiptsPage';
