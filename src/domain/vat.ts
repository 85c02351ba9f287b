import type { Halalas } from './money';
import { isCreditSale, isDeliveryAppMeans, type PaymentMeansCode } from './payment-means';

/**
 * VAT rules of a Sanad tax invoice. Every amount is an
 * integer number of halalas and every rounding is "half up" done in integer arithmetic, so the
 * server, the POS screen and the documents compute the same numbers to the halala.
 *
 * Prices are VAT-inclusive. Per line:
 *   gross (PriceAmount)             = unit price × quantity
 *   discount (AmountDiscount)       = round½↑(gross × percent / 100)
 *   total (RoundingAmount, KSA-12)  = gross − discount
 *   extension (LineExtension, BT-131) = round½↑(total × 100 / 115)
 *   tax (TaxAmount, KSA-11)         = total − extension
 * and the invoice totals are sums of the lines (one rounding policy everywhere).
 */

/** The standard Saudi VAT rate, in percent. */
export const VAT_RATE_PERCENT = 15;

/** Discount percents the POS offers. */
export const DISCOUNT_PERCENTS = [0, 5, 10, 15, 20, 25, 30, 35, 40] as const;

function assertAmount(value: number, what: string): void {
  if (!Number.isSafeInteger(value) || value < 0)
    throw new RangeError(`${what} must be a non-negative safe integer: ${value}`);
}

/**
 * round½↑(numerator / denominator) for non-negative safe integers, exactly (no float division):
 * floor((2n + d) / 2d) computed with the remainder.
 * @throws RangeError when an operand or intermediate is not a non-negative safe integer.
 */
export function divRoundHalfUp(numerator: number, denominator: number): number {
  assertAmount(numerator, 'numerator');
  if (!Number.isSafeInteger(denominator) || denominator <= 0)
    throw new RangeError(`bad denominator: ${denominator}`);
  const twice = numerator * 2 + denominator;
  assertAmount(twice, 'intermediate');
  const div = denominator * 2;
  return (twice - (twice % div)) / div;
}

/**
 * PriceAmount: VAT-inclusive unit price (halalas) × quantity (a whole number of pieces).
 * @throws RangeError on a negative or non-integer input, or an unsafe product.
 */
export function lineGross(unitPrice: Halalas, quantity: number): Halalas {
  assertAmount(unitPrice, 'unit price');
  assertAmount(quantity, 'quantity');
  const gross = unitPrice * quantity;
  assertAmount(gross, 'gross');
  return gross;
}

/**
 * AmountDiscount: `percent` % of the VAT-inclusive gross, rounded half up to the halala.
 * @throws RangeError when percent is outside 0..100 or not an integer.
 */
export function lineDiscount(gross: Halalas, percent: number): Halalas {
  if (!Number.isInteger(percent) || percent < 0 || percent > 100)
    throw new RangeError(`bad discount percent: ${percent}`);
  assertAmount(gross, 'gross');
  return divRoundHalfUp(gross * percent, 100);
}

/** RoundingAmount (KSA-12): the line's total with VAT after its discount, in halalas. */
export function lineTotal(gross: Halalas, discount: Halalas): Halalas {
  assertAmount(gross, 'gross');
  assertAmount(discount, 'discount');
  if (discount > gross) throw new RangeError(`discount ${discount} exceeds gross ${gross}`);
  return gross - discount;
}

/**
 * LineExtensionAmount (BT-131): the VAT-exclusive part of a VAT-inclusive total,
 * round½↑(total × 100 / (100 + percent)) in halalas — the spec's "before-tax = price / 1.15";
 * the whole total at 0 % (zero-rated, exempt and out-of-scope lines, decision 0046).
 */
export function lineExtensionFromTotal(
  total: Halalas,
  percent: number = VAT_RATE_PERCENT,
): Halalas {
  if (!Number.isInteger(percent) || percent < 0 || percent > 100)
    throw new RangeError(`bad VAT percent: ${percent}`);
  return divRoundHalfUp(total * 100, 100 + percent);
}

/**
 * TaxAmount (KSA-11): total − LineExtensionAmount, so that extension + tax = total exactly
 * (ZATCA BR-KSA-51: line amount with VAT = line net amount + line VAT amount).
 */
export function lineTax(total: Halalas): Halalas {
  return total - lineExtensionFromTotal(total);
}

/** The VAT-exclusive part and the VAT of a VAT-inclusive amount, in halalas. */
export interface VatSplit {
  taxExclusive: Halalas;
  tax: Halalas;
}

/**
 * Input VAT of a purchase: a supplier's VAT-inclusive total (halalas) split by the
 * same rule as a sale line — taxExclusive = round½↑(total × 100 / 115), tax = total −
 * taxExclusive — so output and input VAT in a VAT return are computed alike and
 * taxExclusive + tax = total exactly.
 * @throws RangeError on a negative or non-integer total.
 */
export function purchaseVatSplit(total: Halalas): VatSplit {
  assertAmount(total, 'total');
  const taxExclusive = lineExtensionFromTotal(total);
  return { taxExclusive, tax: total - taxExclusive };
}

/** Every amount of one invoice line, in halalas. */
export interface LineAmounts {
  /** Unit price with VAT (Price). */
  unitPrice: Halalas;
  quantity: number;
  /** PriceAmount: unit price × quantity, with VAT, before discount. */
  gross: Halalas;
  /** AmountDiscount, with VAT. */
  discount: Halalas;
  /** RoundingAmount: with VAT, after discount. */
  total: Halalas;
  /** LineExtensionAmount: before VAT. */
  lineExtension: Halalas;
  /** TaxAmount: VAT of the line. */
  tax: Halalas;
}

/**
 * Applies the line rules above to one cart line (halalas in, halalas out) at the line's VAT
 * percent (15 by default; 0 for a Z, E or O line, whose VAT is then 0 and net = total).
 */
export function computeLine(
  unitPrice: Halalas,
  quantity: number,
  discountPercent: number,
  vatPercent: number = VAT_RATE_PERCENT,
): LineAmounts {
  const gross = lineGross(unitPrice, quantity);
  const discount = lineDiscount(gross, discountPercent);
  const total = lineTotal(gross, discount);
  const lineExtension = lineExtensionFromTotal(total, vatPercent);
  return { unitPrice, quantity, gross, discount, total, lineExtension, tax: total - lineExtension };
}

/** Invoice-level sums, in halalas. */
export interface InvoiceTotals {
  lineCount: number;
  /** Sum of PriceAmount (with VAT, before discount). */
  gross: Halalas;
  /** AllowanceTotalAmount: sum of the line discounts, with VAT. */
  allowanceTotal: Halalas;
  /** TaxExclusiveAmount (BT-109) = Σ LineExtensionAmount. */
  taxExclusive: Halalas;
  /** TaxAmount (BT-110) = Σ line TaxAmount. */
  tax: Halalas;
  /** TaxInclusiveAmount (BT-112) = Σ RoundingAmount = taxExclusive + tax (BR-CO-15). */
  taxInclusive: Halalas;
}

/**
 * Sums the lines. Because each line satisfies extension + tax = total, the invoice satisfies
 * TaxInclusive = TaxExclusive + Tax exactly (EN 16931 BR-CO-15).
 */
export function invoiceTotals(lines: readonly LineAmounts[]): InvoiceTotals {
  const t: InvoiceTotals = {
    lineCount: lines.length,
    gross: 0,
    allowanceTotal: 0,
    taxExclusive: 0,
    tax: 0,
    taxInclusive: 0,
  };
  for (const l of lines) {
    t.gross += l.gross;
    t.allowanceTotal += l.discount;
    t.taxExclusive += l.lineExtension;
    t.tax += l.tax;
    t.taxInclusive += l.total;
  }
  return t;
}

/** 15 % of a VAT-exclusive amount, rounded half up to the halala (BR-CO-17's "rounded to two decimals"). */
export function expectedVat(taxExclusive: Halalas): Halalas {
  return divRoundHalfUp(taxExclusive * VAT_RATE_PERCENT, 100);
}

/**
 * The tolerance ZATCA allows between the VAT total and 15 % of the taxable amount: 0.01 SAR per
 * invoice line, as BR-CO-17 is implemented in ZATCA's SDK 238-R3.4.8
 * (`CEN-EN16931-UBL.xsl`: toleranceLimit = count(//cac:InvoiceLine) × 0.01). In halalas.
 */
export function vatTolerance(lineCount: number): Halalas {
  return Math.max(lineCount, 0);
}

/**
 * True when |tax − round½↑(15 % × taxExclusive)| ≤ one halala per line (ZATCA BR-CO-17 with the
 * SDK's tolerance). Per-line rounding always satisfies it: each line's tax differs from 15 % of its
 * extension by at most 0.575 halala, plus 0.5 for rounding the expected total.
 */
export function isVatWithinTolerance(
  totals: Pick<InvoiceTotals, 'taxExclusive' | 'tax' | 'lineCount'>,
): boolean {
  return Math.abs(totals.tax - expectedVat(totals.taxExclusive)) <= vatTolerance(totals.lineCount);
}

/** A product's prices, VAT-inclusive halalas (price, pricedv delivery-app, pricex). */
export interface ProductPrices {
  price: Halalas;
  pricedv: Halalas | null;
  pricex: Halalas | null;
}

/**
 * The unit price a sale uses for the payment means (legacy app: "choosing delivery-app or credit
 * payment re-prices lines"): 10 cash and 48 mada → price; 42 apps and 45 apps cash →
 * pricedv when set, else price; 24 credit → pricex when set, else price.
 */
export function unitPriceFor(product: ProductPrices, paymentMeans: PaymentMeansCode): Halalas {
  if (isDeliveryAppMeans(paymentMeans)) return product.pricedv ?? product.price;
  if (isCreditSale(paymentMeans)) return product.pricex ?? product.price;
  return product.price;
}
