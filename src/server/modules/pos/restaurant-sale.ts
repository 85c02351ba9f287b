import { KIND_RULES } from '../../../domain/business-kinds';
import { AppError } from '../../../domain/errors';
import { sarToHalalas } from '../../../domain/money';
import { saleOrderOf } from '../../../domain/order-types';
import { RESTAURANT_ERROR_MESSAGES } from '../../../domain/restaurant-errors';
import {
  assertCashTendered,
  assertPaymentParts,
  cashDue,
  type PaymentPart,
} from '../../../domain/split-payment';
import { kindOf, type BusinessRow } from '../businesses/service';
import type { IssueInput } from '../invoices';
import type { PricedCart, SaleBody } from './cart';

/**
 * Refuses the restaurant fields of an orderpos body — orderType, table, delivery, PaymentMeans,
 * cashTendered and a line's Modifiers — for a business that is not a restaurant (decision 0056).
 * Call it before pricing, so a trading business sending choices hears restaurant_only rather than
 * unknown_modifier.
 * @returns how many of those fields the body uses (0: a plain sale).
 * @throws AppError restaurant_only (422) with a field error per field used.
 */
export function assertRestaurantFieldsAllowed(business: BusinessRow, body: SaleBody): number {
  const used = ['orderType', 'table', 'delivery', 'PaymentMeans', 'cashTendered'].filter(
    (k) => body[k as keyof SaleBody] !== undefined,
  );
  body.InvoiceLine.forEach((l, i) => {
    if (l.Modifiers?.length) used.push(`InvoiceLine.${i}.Modifiers`);
  });
  if (used.length > 0 && !KIND_RULES[kindOf(business)].restaurantCounter)
    throw new AppError('restaurant_only', {
      fields: Object.fromEntries(used.map((k) => [k, RESTAURANT_ERROR_MESSAGES.restaurant_only])),
    });
  return used.length;
}

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
  if (assertRestaurantFieldsAllowed(business, body) === 0) return {};
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
