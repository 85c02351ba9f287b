import { admin } from './admin';
import { ageing } from './ageing';
import { apiTokens } from './api-tokens';
import { archive } from './archive';
import { auth } from './auth';
import { businesses } from './businesses';
import { catalogue } from './catalogue';
import { clients } from './clients';
import { common } from './common';
import { home } from './home';
import { invoices } from './invoices';
import { orders } from './orders';
import { pos } from './pos';
import { purchases } from './purchases';
import { reports } from './reports';
import { shifts } from './shifts';
import { supplierPayments } from './supplier-payments';
import { shiftsPos, zReport } from './shifts-pos';
import { users } from './users';
import { warehouses } from './warehouses';
import { purchaseOrders } from './purchase-orders';
import { saleOrders } from './sale-orders';
import { terms } from './terms';
import { webhooks } from './webhooks';
import { zatca } from './zatca';

/**
 * The Arabic locale: every user-facing string of the web app, one file per feature.
 * Server errors arrive already in Arabic (src/domain/errors.ts) and are shown as they come.
 */
export const t = {
  common,
  auth,
  home,
  users,
  admin,
  apiTokens,
  businesses,
  catalogue,
  clients,
  orders,
  pos,
  invoices,
  archive,
  reports,
  ageing,
  shifts,
  purchases,
  zatca,
  shiftsPos,
  zReport,
  webhooks,
  warehouses,
  purchaseOrders,
  supplierPayments,
  saleOrders,
  terms,
};
