import { AppError, ERROR_MESSAGES, FIELD_MESSAGES, type FieldErrors } from './errors';
import { assertInvoiceAmountWithinLimit } from './limits';
import { halalasToSarText, sarToHalalas, type Halalas } from './money';
import { cartLineKey, type ChosenModifier } from './modifiers';
import { isCreditSale, type PaymentMeansCode } from './payment-means';
import { computeLine, invoiceTotals, type InvoiceTotals, type LineAmounts } from './vat';
import { mixedReasonLines, STANDARD_VAT, type LineVat } from './vat-categories';

/**
 * Pricing a cart of lines into invoice amounts — the POS sale, a quotation and its approval alike
 *: VAT per line and totals as sums of lines (src/domain/vat.ts), the
 * invoice amount limit, and the check that amounts a client sent equal the server's.
 */

/**
 * What pricing needs of a catalogue product: its names, its VAT-inclusive prices in halalas (the
 * price, the delivery-apps price `pricedv`, the credit price `pricex`) and whether it
 * is on sale (`published` 1/0).
 */
export interface ProductPrices {
  id: number;
  name: string;
  price: Halalas;
  pricedv: Halalas | null;
  pricex: Halalas | null;
  published: number;
}

/** One line to price: what it is and its VAT-inclusive unit price in halalas. */
export interface LineToPrice {
  /** The catalogue product, null when it no longer exists (an old quotation's line). */
  productId: number | null;
  name: string;
  unitPrice: Halalas;
  quantity: number;
  /** The line's VAT category, percent and reason (vat-categories.ts); standard 15 % when absent. */
  vat?: LineVat;
  /** The choices the line is sold with (already inside `unitPrice`, decision 0056). */
  modifiers?: readonly ChosenModifier[];
  /** The choices that do not fit in `name` (UBL InvoiceLine Note); '' or absent: none. */
  note?: string;
  /** One of `parts` equal shares of an ordered line of `quantity` units (a split bill, 0057). */
  share?: LineShare;
}

/** A line that is one of `parts` equal shares of an ordered line of `quantity` units. */
export interface LineShare {
  parts: number;
  quantity: number;
}

/** One priced line, amounts in halalas. */
export interface PricedLine extends LineAmounts {
  productId: number | null;
  name: string;
  vat: LineVat;
  modifiers?: readonly ChosenModifier[];
  note?: string;
  share?: LineShare;
}

export interface PricedCart {
  lines: PricedLine[];
  totals: InvoiceTotals;
}

/**
 * The cart's shape rules: at least one line, each product once per set of choices (the same
 * product with other modifiers is another line, decision 0056; the choices' order does not count).
 * @throws AppError empty_cart (400); duplicate_line (400, fields point to the repeated lines).
 */
export function checkCartShape(
  lines: ReadonlyArray<{ ID: number; Modifiers?: readonly number[] }>,
): void {
  if (lines.length === 0)
    throw new AppError('empty_cart', { fields: { InvoiceLine: ERROR_MESSAGES.empty_cart } });
  const seen = new Set<string>();
  const fields: FieldErrors = {};
  lines.forEach((line, i) => {
    const key = cartLineKey(line.ID, line.Modifiers);
    if (seen.has(key)) fields[`InvoiceLine.${i}.ID`] = ERROR_MESSAGES.duplicate_line;
    else seen.add(key);
  });
  if (Object.keys(fields).length > 0) throw new AppError('duplicate_line', { fields });
}

/**
 * Prices every line (computeLine with the cart's discount percent, at the line's own VAT percent)
 * and sums the totals, exact in halalas; then the invoice amount limit.
 * @throws AppError mixed_vat_reasons (422, fields name the lines) when two lines of one VAT
 *   category carry different exemption reasons (one reason per category on a document, decision
 *   0046); invoice_total_too_large (422) when Σ PriceAmount exceeds MAX_INVOICE_AMOUNT.
 */
export function priceLines(lines: readonly LineToPrice[], discountPercent: number): PricedCart {
  const priced = lines.map((l) => {
    const vat = l.vat ?? STANDARD_VAT;
    return {
      productId: l.productId,
      name: l.name,
      vat,
      ...(l.modifiers ? { modifiers: l.modifiers } : {}),
      ...(l.note ? { note: l.note } : {}),
      ...(l.share ? { share: l.share } : {}),
      ...computeLine(l.unitPrice, l.quantity, discountPercent, vat.percent),
    };
  });
  const mixed = mixedReasonLines(priced);
  if (mixed.length > 0) {
    const fields: FieldErrors = {};
    for (const i of mixed) fields[`InvoiceLine.${i}.ID`] = ERROR_MESSAGES.mixed_vat_reasons;
    throw new AppError('mixed_vat_reasons', { fields });
  }
  const totals = invoiceTotals(priced);
  assertInvoiceAmountWithinLimit(totals.gross);
  return { lines: priced, totals };
}

/**
 * PrepaidAmount of a quotation or invoice (legacy app: "choosing credit sets the paid amount to 0,
 * otherwise paid equals total"): 0 for credit (24), the whole TaxInclusiveAmount otherwise.
 * PayableAmount is TaxInclusiveAmount − PrepaidAmount.
 */
export function prepaidAmount(paymentMeans: PaymentMeansCode, taxInclusive: Halalas): Halalas {
  return isCreditSale(paymentMeans) ? 0 : taxInclusive;
}

/** Amounts a client may send (SAR), per line and for the whole cart; each optional. */
export interface SentAmounts {
  InvoiceLine: ReadonlyArray<Partial<Record<keyof typeof LINE_FIELDS, number>>>;
  TaxExclusiveAmount?: number;
  TaxAmount?: number;
  TaxInclusiveAmount?: number;
  AllowanceTotalAmount?: number;
  PrepaidAmount?: number;
  PayableAmount?: number;
}

/** Client field → the server amount it must equal, for a line and for the cart. */
const LINE_FIELDS = {
  Price: (l: PricedLine) => l.unitPrice,
  PriceAmount: (l: PricedLine) => l.gross,
  AmountDiscount: (l: PricedLine) => l.discount,
  RoundingAmount: (l: PricedLine) => l.total,
  LineExtensionAmount: (l: PricedLine) => l.lineExtension,
  TaxAmount: (l: PricedLine) => l.tax,
} as const;
const CART_FIELDS = {
  TaxExclusiveAmount: (t: InvoiceTotals) => t.taxExclusive,
  TaxAmount: (t: InvoiceTotals) => t.tax,
  TaxInclusiveAmount: (t: InvoiceTotals) => t.taxInclusive,
  AllowanceTotalAmount: (t: InvoiceTotals) => t.allowanceTotal,
} as const;

function compare(fields: FieldErrors, key: string, sent: number | undefined, expected: Halalas) {
  if (sent !== undefined && sarToHalalas(sent) !== expected)
    fields[key] = FIELD_MESSAGES.expectedAmount(halalasToSarText(expected));
}

/**
 * Amounts the client sent (SAR) must equal the server's to the halala:
 * a screen that shows a different total than the document would be a lie to the customer.
 * `prepaid` (halalas), when given, checks PrepaidAmount and PayableAmount too.
 * @throws AppError totals_mismatch (422) with `fields` naming every differing amount, e.g.
 *   `InvoiceLine.0.TaxAmount` or `TaxInclusiveAmount`, each with the correct value.
 */
export function assertClientAmounts(sent: SentAmounts, cart: PricedCart, prepaid?: Halalas): void {
  const fields: FieldErrors = {};
  sent.InvoiceLine.forEach((line, i) => {
    const priced = cart.lines[i];
    if (!priced) return;
    for (const [name, pick] of Object.entries(LINE_FIELDS))
      compare(
        fields,
        `InvoiceLine.${i}.${name}`,
        line[name as keyof typeof LINE_FIELDS],
        pick(priced),
      );
  });
  for (const [name, pick] of Object.entries(CART_FIELDS))
    compare(fields, name, sent[name as keyof typeof CART_FIELDS], pick(cart.totals));
  if (prepaid !== undefined) {
    compare(fields, 'PrepaidAmount', sent.PrepaidAmount, prepaid);
    compare(fields, 'PayableAmount', sent.PayableAmount, cart.totals.taxInclusive - prepaid);
  }
  if (Object.keys(fields).length > 0) throw new AppError('totals_mismatch', { fields });
}
