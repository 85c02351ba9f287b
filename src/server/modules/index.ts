import type { App } from '../context';
import type { BusinessModule } from '../plugins/business-scope';
import { apiTokensRoutes } from './api-tokens';
import { auditRoutes } from './audit/routes';
import { authRoutes } from './auth/routes';
import { invoiceBackupsRoutes } from './backups/invoice-backups-route';
import { backupsRoutes } from './backups/routes';
import { firstStartRoutes } from './businesses/first-start-routes';
import { businessesRoutes } from './businesses/routes';
import { categoriesRoutes } from './categories/routes';
import { clientAddressesRoutes } from './clients/addresses-routes';
import { clientInvoicesAnywhereRoutes, clientsRoutes } from './clients/routes';
import { archiveRoutes } from './archive/routes';
import { invoiceNotesRoutes } from './notes/routes';
import { invoicesRoutes } from './invoices/routes';
import { cashReceiptsRoutes } from './collection';
import { heldOrdersRoutes } from './held-orders';
import { kitchenRoutes } from './kitchen';
import { lookupsRoutes } from './lookups';
import { modifiersRoutes } from './modifiers';
import { zatcaQueueRoutes } from './zatca/queue-routes';
import { ordersRoutes } from './orders/routes';
import { paymentTermsRoutes } from './payment-terms';
import { posRoutes } from './pos/routes';
import { printingRoutes } from './printing/routes';
import { productImagesRoutes } from './products/images-route';
import { posCatalogueRoutes } from './products/pos-route';
import { productsRoutes } from './products/routes';
import { purchaseOrdersRoutes } from './purchase-orders';
import { saleOrdersRoutes } from './sale-orders';
import { purchaseToolsRoutes } from './purchases/items-routes';
import { purchasePaymentsRoutes } from './purchases/payments-routes';
import { purchasesRoutes } from './purchases/routes';
import { qrRoutes } from './qr/routes';
import { ageingRoutes } from './reports/ageing-routes';
import { reportsRoutes } from './reports/routes';
import { shiftReportsRoutes } from './shift-reports';
import { shiftsRoutes } from './shifts';
import { stockRoutes } from './stock';
import { stockDocumentRoutes, warehousesRoutes } from './warehouses';
import { suppliersRoutes } from './suppliers/routes';
import { usersRoutes } from './users/routes';
import { webhooksRoutes } from './webhooks';
import { zatcaOnboardingRoutes } from './zatca/routes';

/** The /api/v1 route modules outside any business. A new resource adds one line here. */
export const API_MODULES: Array<(app: App) => Promise<void>> = [
  authRoutes,
  usersRoutes,
  businessesRoutes,
  firstStartRoutes,
  clientInvoicesAnywhereRoutes,
  backupsRoutes,
  qrRoutes,
  auditRoutes,
  apiTokensRoutes,
];

/**
 * The route modules of one business, registered inside the business scope under
 * `/api/v1/:business` (plugins/business-scope.ts). Their routes are declared without the prefix
 * (`/categories`) and each names its action (`config: { action: 'catalogue.read' }`).
 */
export const BUSINESS_MODULES: BusinessModule[] = [
  categoriesRoutes,
  productsRoutes,
  productImagesRoutes,
  posRoutes,
  posCatalogueRoutes,
  invoicesRoutes,
  cashReceiptsRoutes,
  zatcaQueueRoutes,
  invoiceNotesRoutes,
  printingRoutes,
  archiveRoutes,
  clientsRoutes,
  clientAddressesRoutes,
  ordersRoutes,
  invoiceBackupsRoutes,
  reportsRoutes,
  ageingRoutes,
  shiftReportsRoutes,
  suppliersRoutes,
  lookupsRoutes,
  paymentTermsRoutes,
  purchasesRoutes,
  purchasePaymentsRoutes,
  purchaseToolsRoutes,
  purchaseOrdersRoutes,
  saleOrdersRoutes,
  stockRoutes,
  warehousesRoutes,
  stockDocumentRoutes,
  zatcaOnboardingRoutes,
  shiftsRoutes,
  modifiersRoutes,
  kitchenRoutes,
  heldOrdersRoutes,
  webhooksRoutes,
];
