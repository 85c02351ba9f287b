import type { OrderInput, OrderView } from '../../../domain/schemas/orders';
import { halalasToSar, sarToHalalas, type Halalas } from '../../../domain/money';
import type { PaymentMeansCode } from '../../../domain/payment-means';
import { prepaidAmount, priceLines, type PricedCart } from '../../../domain/pricing';
import { unitPriceFor, type ProductPrices } from '../../../domain/vat';
import { lineVatOf, type LineVat } from '../../../domain/vat-categories';

/** A product the order form can quote: its number, name and VAT-inclusive prices in halalas. */
export interface QuotableProduct extends ProductPrices {
  ID: number;
  name: string;
  /** The product's VAT category, rate and reason (decision 0046); standard 15 % when absent. */
  vat?: LineVat;
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
 * The lines of a stored quotation as draft lines for editing it (orders/edit/{ID}): a negotiated
 * line keeps its price; a catalogue-priced one takes today's catalogue price for `means`, as the
 * server re-prices it when the lines are sent again. A line whose product is no longer quotable
 * keeps its stored name and price (the server refuses it with 422 unknown_product on save).
 */
export function draftFromOrder(
  order: Pick<OrderView, 'InvoiceLine'>,
  products: readonly QuotableProduct[],
  means: PaymentMeansCode,
): DraftLine[] {
  const byId = new Map(products.map((p) => [p.ID, p]));
  return order.InvoiceLine.map((line) => {
    const stored = sarToHalalas(line.Price);
    const product = byId.get(line.ID) ?? {
      ID: line.ID,
      name: line.ItemName,
      price: stored,
      pricedv: null,
      pricex: null,
      vat: lineVatOf(line.TaxCategory, line.TaxExemptionReasonCode, line.TaxPercent),
    };
    return {
      product,
      quantity: line.InvoicedQuantity,
      negotiated: line.Negotiated,
      unitPrice: line.Negotiated ? stored : unitPriceFor(product, means),
    };
  });
}

/**
 * Prices the draft exactly as the server prices a quotation (src/domain/pricing.ts priceLines
 * with the quotation's discount percent, one of DISCOUNT_PERCENTS): per-line VAT, totals as sums
 * of lines, halalas.
 * @throws AppError invoice_total_too_large (422) above the invoice amount limit.
 */
export function priceDraft(lines: readonly DraftLine[], discountPercent = 0): PricedCart {
  return priceLines(
    lines.map((l) => ({
      productId: l.product.ID,
      name: l.product.name,
      unitPrice: l.unitPrice,
      quantity: l.quantity,
      vat: l.product.vat,
    })),
    discountPercent,
  );
}

/**
 * The lines, discount and amounts of a POST or PUT orders body, in SAR, as the
 * screen shows them, so the server refuses (422 totals_mismatch) rather than store a quotation
 * whose totals differ from the screen.
 */
export function orderUpdateBodyOf(
  means: PaymentMeansCode,
  lines: readonly DraftLine[],
  discountPercent = 0,
): Omit<OrderInput, 'Customer'> {
  const cart = priceDraft(lines, discountPercent);
  const prepaid = prepaidAmount(means, cart.totals.taxInclusive);
  return {
    PaymentMeansCode: means,
    DiscountPercent: discountPercent,
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
    AllowanceTotalAmount: halalasToSar(cart.totals.allowanceTotal),
    PrepaidAmount: halalasToSar(prepaid),
    PayableAmount: halalasToSar(cart.totals.taxInclusive - prepaid),
  };
}

/** The POST orders body for the client `clientUuid`: orderUpdateBodyOf with the Customer. */
export function orderBodyOf(
  clientUuid: string,
  means: PaymentMeansCode,
  lines: readonly DraftLine[],
  discountPercent = 0,
): OrderInput {
  return { Customer: { UUID: clientUuid }, ...orderUpdateBodyOf(means, lines, discountPercent) };
}
