import type { z } from 'zod';
import { AppError, ERROR_MESSAGES, FIELD_MESSAGES, type FieldErrors } from '../../../domain/errors';
import { assertInvoiceAmountWithinLimit } from '../../../domain/limits';
import { formatSar, sarToHalalas, type Halalas } from '../../../domain/money';
import type { orderPosBody } from '../../../domain/schemas/invoices';
import {
  computeLine,
  invoiceTotals,
  unitPriceFor,
  type InvoiceTotals,
  type LineAmounts,
} from '../../../domain/vat';
import type { SaleProduct } from './repository';

/** A validated POS body (DiscountPercent defaulted). */
export type SaleBody = z.output<typeof orderPosBody>;

/** One cart line priced from the catalogue, amounts in halalas. */
export interface PricedLine extends LineAmounts {
  productId: number;
  name: string;
}

export interface PricedCart {
  lines: PricedLine[];
  totals: InvoiceTotals;
}

/**
 * The cart's shape rules (SPEC.md §5): at least one line, each product once.
 * @throws AppError empty_cart (400); duplicate_line (400, fields point to the repeated lines).
 */
export function checkCartShape(body: SaleBody): void {
  if (body.InvoiceLine.length === 0)
    throw new AppError('empty_cart', { fields: { InvoiceLine: ERROR_MESSAGES.empty_cart } });
  const seen = new Map<number, number>();
  const fields: FieldErrors = {};
  body.InvoiceLine.forEach((line, i) => {
    if (seen.has(line.ID)) fields[`InvoiceLine.${i}.ID`] = ERROR_MESSAGES.duplicate_line;
    else seen.set(line.ID, i);
  });
  if (Object.keys(fields).length > 0) throw new AppError('duplicate_line', { fields });
}

/**
 * Prices every line from the catalogue: unit price by payment means (unitPriceFor), the cart's
 * discount percent, VAT per line, totals as sums of lines (src/domain/vat.ts), exact in halalas;
 * then the invoice amount limit (src/domain/limits.ts).
 * @throws AppError unknown_product (422) naming each line whose product is not a published product
 *   of this business; invoice_total_too_large (422) when Σ PriceAmount exceeds MAX_INVOICE_AMOUNT.
 */
export function priceCart(body: SaleBody, products: readonly SaleProduct[]): PricedCart {
  const byId = new Map(products.map((p) => [p.id, p]));
  const fields: FieldErrors = {};
  const lines: PricedLine[] = [];
  body.InvoiceLine.forEach((line, i) => {
    const product = byId.get(line.ID);
    if (!product || product.published !== 1) {
      fields[`InvoiceLine.${i}.ID`] = ERROR_MESSAGES.unknown_product;
      return;
    }
    const unitPrice = unitPriceFor(product, body.PaymentMeansCode);
    lines.push({
      productId: product.id,
      name: product.name,
      ...computeLine(unitPrice, line.InvoicedQuantity, body.DiscountPercent),
    });
  });
  if (Object.keys(fields).length > 0) throw new AppError('unknown_product', { fields });
  const totals = invoiceTotals(lines);
  assertInvoiceAmountWithinLimit(totals.gross);
  return { lines, totals };
}

/** Client field → the server amount it must equal, for a line and for the invoice. */
const LINE_FIELDS = {
  Price: (l: PricedLine) => l.unitPrice,
  PriceAmount: (l: PricedLine) => l.gross,
  AmountDiscount: (l: PricedLine) => l.discount,
  RoundingAmount: (l: PricedLine) => l.total,
  LineExtensionAmount: (l: PricedLine) => l.lineExtension,
  TaxAmount: (l: PricedLine) => l.tax,
} as const;
const INVOICE_FIELDS = {
  TaxExclusiveAmount: (t: InvoiceTotals) => t.taxExclusive,
  TaxAmount: (t: InvoiceTotals) => t.tax,
  TaxInclusiveAmount: (t: InvoiceTotals) => t.taxInclusive,
  AllowanceTotalAmount: (t: InvoiceTotals) => t.allowanceTotal,
} as const;

function compare(
  fields: FieldErrors,
  key: string,
  sent: number | undefined,
  expected: Halalas,
): void {
  if (sent !== undefined && sarToHalalas(sent) !== expected)
    fields[key] = FIELD_MESSAGES.expectedAmount(formatSar(expected));
}

/**
 * Amounts the client sent (SAR) must equal the server's to the halala (issue #3 §2): a POS that
 * shows a different total than the invoice would be a lie to the customer.
 * @throws AppError totals_mismatch (422) with `fields` naming every differing amount, e.g.
 *   `InvoiceLine.0.TaxAmount` or `TaxInclusiveAmount`, each with the correct value.
 */
export function assertClientAmounts(body: SaleBody, cart: PricedCart): void {
  const fields: FieldErrors = {};
  body.InvoiceLine.forEach((sent, i) => {
    const line = cart.lines[i]!;
    for (const [name, pick] of Object.entries(LINE_FIELDS)) {
      compare(
        fields,
        `InvoiceLine.${i}.${name}`,
        sent[name as keyof typeof LINE_FIELDS],
        pick(line),
      );
    }
  });
  for (const [name, pick] of Object.entries(INVOICE_FIELDS)) {
    compare(fields, name, body[name as keyof typeof INVOICE_FIELDS], pick(cart.totals));
  }
  if (Object.keys(fields).length > 0) throw new AppError('totals_mismatch', { fields });
}
