/**
 * The error codes of each area kept in its own file (shifts decision 0055, restaurants 0056,
 * integrations 0058/0059, stock 0067, purchase orders 0070, sale orders 0069, payment terms 0068, lookups 0071),
 * gathered for ERROR_MESSAGES / ERROR_STATUS in errors.ts.
 */
import { LOOKUP_ERROR_MESSAGES, LOOKUP_ERROR_STATUS } from './lookup-errors';
import { INTEGRATION_ERROR_MESSAGES, INTEGRATION_ERROR_STATUS } from './integration-errors';
import {
  PURCHASE_ORDER_ERROR_MESSAGES,
  PURCHASE_ORDER_ERROR_STATUS,
} from './purchase-order-errors';
import { SALE_ORDER_ERROR_MESSAGES, SALE_ORDER_ERROR_STATUS } from './sale-order-errors';
import { RESTAURANT_ERROR_MESSAGES, RESTAURANT_ERROR_STATUS } from './restaurant-errors';
import { SHIFT_ERROR_MESSAGES, SHIFT_ERROR_STATUS } from './shift-errors';
import { STOCK_ERROR_MESSAGES, STOCK_ERROR_STATUS } from './stock-errors';
import { TERMS_ERROR_MESSAGES, TERMS_ERROR_STATUS } from './terms-errors';

/** Every area's Arabic message per code. */
export const GROUP_ERROR_MESSAGES = {
  ...SHIFT_ERROR_MESSAGES,
  ...RESTAURANT_ERROR_MESSAGES,
  ...INTEGRATION_ERROR_MESSAGES,
  ...STOCK_ERROR_MESSAGES,
  ...PURCHASE_ORDER_ERROR_MESSAGES,
  ...SALE_ORDER_ERROR_MESSAGES,
  ...TERMS_ERROR_MESSAGES,
  ...LOOKUP_ERROR_MESSAGES,
} as const;

/** Every area's HTTP status per code. */
export const GROUP_ERROR_STATUS: Record<keyof typeof GROUP_ERROR_MESSAGES, number> = {
  ...SHIFT_ERROR_STATUS,
  ...RESTAURANT_ERROR_STATUS,
  ...INTEGRATION_ERROR_STATUS,
  ...STOCK_ERROR_STATUS,
  ...PURCHASE_ORDER_ERROR_STATUS,
  ...SALE_ORDER_ERROR_STATUS,
  ...TERMS_ERROR_STATUS,
  ...LOOKUP_ERROR_STATUS,
};
