import { KIND_RULES } from '../../../domain/business-kinds';
import { AppError } from '../../../domain/errors';
import { sarToHalalas } from '../../../domain/money';
import { saleOrderOf } from '../../../domain/order-types';
import {
  assertCashTendered,
  assertPaymentParts,
  cashDue,
  type PaymentPart,
} from '../../../domain/split-payment';
import { kindOf, type BusinessRow } from '../businesses/service';
import type { IssueInput } from '../invoices';
import type { PricedCart, SaleBody } from './cart';

/** What a restaurant's sale adds to issueInvoice's input (decision 0056). */
export type RestaurantSaleExtras = Pick<IssueInput, 'order' | 'payments' | 'cashTendered'>;

/**
 * Checks the restaurant fields of a priced orderpos body and turns them into issueInvoice's
 * `order`, `payments` (halalas, in the body's order) and `cashTendered` (halalas). Pure over its
 * arguments: call it before the sale's transaction so a refusal spends no invoice number.
 * @throws AppError restaurant_only (422) when a business that is not a restaurant sends any of
 *   orderType, table, delivery, PaymentMeans, cashTendered; validation_failed (422) for a table
 *   outside dine-in or delivery details outside a delivery; payment_parts_mismatch (422);
 *   cash_tendered_short (422).
 */
export function restaurantSaleExtras(
  business: BusinessRow,
  body: SaleBody,
  cart: PricedCart,
): RestaurantSaleExtras {
  const used = ['orderType', 'table', 'delivery', 'PaymentMeans', 'cashTendered'].filter(
    (k) => body[k as keyof SaleBody] !== undefined,
  );
  if (used.length === 0) return {};
  if (!KIND_RULES[kindOf(business)].restaurantCounter)
    throw new AppError('restaurant_only', {
      fields: Object.fromEntries(used.map((k) => [k, 'هذه الميزة للمطاعم فقط'])),
    });
  const order = saleOrderOf(body);
  const parts: PaymentPart[] | null = body.PaymentMeans
    ? body.PaymentMeans.map((p) => ({ code: p.PaymentMeansCode, amount: sarToHalalas(p.Amount) }))
    : null;
  const total = cart.totals.taxInclusive;
  if (parts) assertPaymentParts(parts, total, body.PaymentMeansCode);
  const tendered = body.cashTendered === undefined ? null : sarToHalalas(body.cashTendered);
  if (tendered !== null) assertCashTendered(tendered, cashDue(parts, total, body.PaymentMeansCode));
  return { order, payments: parts, cashTendered: tendered };
}
