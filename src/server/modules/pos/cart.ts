import type { z } from 'zod';
import { AppError, ERROR_MESSAGES, type FieldErrors } from '../../../domain/errors';
import {
  chosenModifiers,
  lineModifierProblem,
  lineNameWithChoices,
  modifiersPriceChange,
  type ModifierProblem,
} from '../../../domain/modifiers';
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
 * Prices every line from the catalogue: unit price by payment means (unitPriceFor) plus the price
 * changes of the line's `Modifiers` (decision 0056), the cart's discount percent, VAT per line at
 * the product's category (decision 0046), totals as sums of lines (src/domain/pricing.ts), exact
 * in halalas; then the invoice amount limit. A line with choices is named «الصنف (خيار، خيار)»
 * (what does not fit goes to its note) and carries them as `modifiers` for issueInvoice.
 * @throws AppError unknown_product (422) naming each line whose product is not a published product
 *   of this business; then, for the first kind of modifier problem found, modifier_required,
 *   modifier_choices or unknown_modifier (422) with `fields["InvoiceLine.{i}.Modifiers"]` naming
 *   the group (lineModifierProblem); invoice_total_too_large (422) when Σ PriceAmount exceeds
 *   MAX_INVOICE_AMOUNT.
 */
export function priceCart(body: SaleBody, products: readonly SaleProduct[]): PricedCart {
  const byId = new Map(products.map((p) => [p.id, p]));
  const fields: FieldErrors = {};
  const problems: Array<[number, ModifierProblem]> = [];
  const lines: LineToPrice[] = [];
  body.InvoiceLine.forEach((line, i) => {
    const product = byId.get(line.ID);
    if (!product || product.published !== 1) {
      fields[`InvoiceLine.${i}.ID`] = ERROR_MESSAGES.unknown_product;
      return;
    }
    const optionIds = line.Modifiers ?? [];
    const problem = lineModifierProblem(product.modifierGroups, optionIds);
    if (problem) {
      problems.push([i, problem]);
      return;
    }
    const modifiers = chosenModifiers(product.modifierGroups, optionIds);
    const named = lineNameWithChoices(
      product.name,
      modifiers.map((m) => m.optionName),
    );
    lines.push({
      productId: product.id,
      name: named.name,
      unitPrice: unitPriceFor(product, body.PaymentMeansCode) + modifiersPriceChange(modifiers),
      quantity: line.InvoicedQuantity,
      vat: lineVatOf(product.vat_category, product.vat_exemption_code),
      ...(modifiers.length > 0 ? { modifiers, note: named.note } : {}),
    });
  });
  if (Object.keys(fields).length > 0) throw new AppError('unknown_product', { fields });
  if (problems.length > 0) {
    const code = problems[0]![1].code;
    for (const [i, p] of problems)
      if (p.code === code) fields[`InvoiceLine.${i}.Modifiers`] = p.message;
    throw new AppError(code, { fields });
  }
  return priceLines(lines, body.DiscountPercent);
}
