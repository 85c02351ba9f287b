import { AppError, ERROR_MESSAGES, type FieldErrors } from '../../../domain/errors';
import { sarToHalalas } from '../../../domain/money';
import type { PaymentMeansCode } from '../../../domain/payment-means';
import {
  priceLines,
  type LineToPrice,
  type PricedCart,
  type ProductPrices,
} from '../../../domain/pricing';
import { unitPriceFor } from '../../../domain/vat';
import { lineVatOf } from '../../../domain/vat-categories';
import type { OrderLineRow } from './repository';

/** What pricing needs of a product (src/domain/pricing.ts), with its VAT category and reason. */
export type OrderProduct = ProductPrices & { vat_category: string; vat_exemption_code: string };

/** A line to store: what to price, and whether its price was negotiated. */
export interface OrderLineDraft extends LineToPrice {
  negotiated: boolean;
}

/**
 * Body lines → lines to price: the product of the business (published), its
 * catalogue price for the payment means as the POS prices (unitPriceFor) unless the line carries a
 * negotiated VAT-inclusive `Price` (SAR).
 * @throws AppError unknown_product (422) naming each line whose product is not a published product
 *   of this business.
 */
export function draftLines(
  lines: ReadonlyArray<{ ID: number; InvoicedQuantity: number; Price?: number }>,
  products: readonly OrderProduct[],
  means: PaymentMeansCode,
): OrderLineDraft[] {
  const byId = new Map(products.map((p) => [p.id, p]));
  const fields: FieldErrors = {};
  const drafts: OrderLineDraft[] = [];
  lines.forEach((line, i) => {
    const product = byId.get(line.ID);
    if (!product || product.published !== 1) {
      fields[`InvoiceLine.${i}.ID`] = ERROR_MESSAGES.unknown_product;
      return;
    }
    const negotiated = line.Price !== undefined;
    drafts.push({
      productId: product.id,
      name: product.name,
      quantity: line.InvoicedQuantity,
      unitPrice: negotiated ? sarToHalalas(line.Price!) : unitPriceFor(product, means),
      vat: lineVatOf(product.vat_category, product.vat_exemption_code),
      negotiated,
    });
  });
  if (Object.keys(fields).length > 0) throw new AppError('unknown_product', { fields });
  return drafts;
}

/**
 * Stored lines with a new payment means: negotiated prices stay, catalogue prices follow the means
 * (as the POS re-prices on a change of means).
 * @throws AppError unknown_product (422) when a catalogue-priced product is gone or unpublished.
 */
export function redraftStoredLines(
  stored: readonly OrderLineRow[],
  products: readonly OrderProduct[],
  means: PaymentMeansCode,
): OrderLineDraft[] {
  return draftLines(
    stored.map((l) => ({
      ID: l.product_id ?? 0,
      InvoicedQuantity: l.quantity,
      ...(l.negotiated === 1 ? { Price: l.unit_price / 100 } : {}),
    })),
    products,
    means,
  );
}

/**
 * Stored lines as they were quoted (never the catalogue of today), each at the VAT category, rate
 * and reason it was quoted at: what approval prices.
 */
export function priceStoredLines(
  stored: readonly OrderLineRow[],
  discountPercent: number,
): PricedCart {
  return priceLines(
    stored.map((l) => ({
      productId: l.product_id,
      name: l.item_name,
      unitPrice: l.unit_price,
      quantity: l.quantity,
      vat: lineVatOf(l.vat_category, l.vat_exemption_code, l.tax_percent),
    })),
    discountPercent,
  );
}
