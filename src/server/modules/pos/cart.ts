import type { z } from 'zod';
import { AppError, ERROR_MESSAGES, type FieldErrors } from '../../../domain/errors';
import { priceLines, type LineToPrice, type PricedCart } from '../../../domain/pricing';
import type { orderPosBody } from '../../../domain/schemas/invoices';
import { unitPriceFor } from '../../../domain/vat';
import { lineVatOf } from '../../../domain/vat-categories';
import type { SaleProduct } from './repository';

export {
  assertClientAmounts,
  checkCartShape,
  type PricedCart,
  type PricedLine,
} from '../../../domain/pricing';

/** A validated POS body (DiscountPercent defaulted). */
export type SaleBody = z.output<typeof orderPosBody>;

/**
 * Prices every line from the catalogue: unit price by payment means (unitPriceFor), the cart's
 * discount percent, VAT per line at the product's category (decision 0046), totals as sums of lines (src/domain/pricing.ts), exact in
 * halalas; then the invoice amount limit.
 * @throws AppError unknown_product (422) naming each line whose product is not a published product
 *   of this business; invoice_total_too_large (422) when Σ PriceAmount exceeds MAX_INVOICE_AMOUNT.
 */
export function priceCart(body: SaleBody, products: readonly SaleProduct[]): PricedCart {
  const byId = new Map(products.map((p) => [p.id, p]));
  const fields: FieldErrors = {};
  const lines: LineToPrice[] = [];
  body.InvoiceLine.forEach((line, i) => {
    const product = byId.get(line.ID);
    if (!product || product.published !== 1) {
      fields[`InvoiceLine.${i}.ID`] = ERROR_MESSAGES.unknown_product;
      return;
    }
    lines.push({
      productId: product.id,
      name: product.name,
      unitPrice: unitPriceFor(product, body.PaymentMeansCode),
      quantity: line.InvoicedQuantity,
      vat: lineVatOf(product.vat_category, product.vat_exemption_code),
    });
  });
  if (Object.keys(fields).length > 0) throw new AppError('unknown_product', { fields });
  return priceLines(lines, body.DiscountPercent);
}
