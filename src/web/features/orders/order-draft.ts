import type { OrderInput } from '../../../domain/schemas/orders';
import { halalasToSar, type Halalas } from '../../../domain/money';
import type { PaymentMeansCode } from '../../../domain/payment-means';
import { prepaidAmount, priceLines, type PricedCart } from '../../../domain/pricing';
import { unitPriceFor, type ProductPrices } from '../../../domain/vat';

/** A product the order form can quote: its number, name and VAT-inclusive prices in halalas. */
export interface QuotableProduct extends ProductPrices {
  ID: number;
  name: string;
}

/**
 * One line of the order form. `unitPrice` is VAT-inclusive halalas; `negotiated` when the user
 * typed a price of their own (kept when the payment means changes, sent as `Price`).
 */
export interface DraftLine {
  product: QuotableProduct;
  unitPrice: Halalas;
  quantity: number;
  negotiated: boolean;
}

/** A new line for `product` at its catalogue price for `means` (unitPriceFor, as the server). */
export function newLine(
  product: QuotableProduct,
  means: PaymentMeansCode,
  quantity: number,
  typedPrice?: Halalas,
): DraftLine {
  const catalogue = unitPriceFor(product, means);
  const negotiated = typedPrice !== undefined && typedPrice !== catalogue;
  return { product, quantity, unitPrice: negotiated ? typedPrice : catalogue, negotiated };
}

/** The lines after a change of payment means: catalogue prices follow it, negotiated ones stay. */
export function repriceLines(lines: readonly DraftLine[], means: PaymentMeansCode): DraftLine[] {
  return lines.map((l) => (l.negotiated ? l : { ...l, unitPrice: unitPriceFor(l.product, means) }));
}

/**
 * Prices the draft exactly as the server prices a quotation (src/domain/pricing.ts priceLines,
 * discount 0 — the form has no discount): per-line VAT, totals as sums of lines, halalas.
 * @throws AppError invoice_total_too_large (422) above the invoice amount limit.
 */
export function priceDraft(lines: readonly DraftLine[]): PricedCart {
  return priceLines(
    lines.map((l) => ({
      productId: l.product.ID,
      name: l.product.name,
      unitPrice: l.unitPrice,
      quantity: l.quantity,
    })),
    0,
  );
}

/**
 * The POST orders body (issue #6 §2) with the amounts the screen shows (SAR), so the server
 * refuses (422 totals_mismatch) rather than store a quotation whose totals differ from the screen.
 */
export function orderBodyOf(
  clientUuid: string,
  means: PaymentMeansCode,
  lines: readonly DraftLine[],
): OrderInput {
  const cart = priceDraft(lines);
  const prepaid = prepaidAmount(means, cart.totals.taxInclusive);
  return {
    Customer: { UUID: clientUuid },
    PaymentMeansCode: means,
    DiscountPercent: 0,
    InvoiceLine: lines.map((l, i) => ({
      ID: l.product.ID,
      InvoicedQuantity: l.quantity,
      ...(l.negotiated ? { Price: halalasToSar(l.unitPrice) } : {}),
      LineExtensionAmount: halalasToSar(cart.lines[i]!.lineExtension),
      TaxAmount: halalasToSar(cart.lines[i]!.tax),
    })),
    TaxExclusiveAmount: halalasToSar(cart.totals.taxExclusive),
    TaxAmount: halalasToSar(cart.totals.tax),
    TaxInclusiveAmount: halalasToSar(cart.totals.taxInclusive),
    PrepaidAmount: halalasToSar(prepaid),
    PayableAmount: halalasToSar(cart.totals.taxInclusive - prepaid),
  };
}
