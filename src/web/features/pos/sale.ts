import { MAX_LINE_QUANTITY } from '../../../domain/limits';
import { halalasToSar, type Halalas } from '../../../domain/money';
import { POS_PAYMENT_ORDER, type PaymentMeansCode } from '../../../domain/payment-means';
import type { PosProduct } from '../../../domain/schemas/catalogue';
import type { OrderPosAnswer, OrderPosBody } from '../../../domain/schemas/invoices';
import {
  computeLine,
  invoiceTotals,
  unitPriceFor,
  type InvoiceTotals,
  type LineAmounts,
} from '../../../domain/vat';
import { lineVatOf, type LineVat } from '../../../domain/vat-categories';

/**
 * The state of one POS sale (legacy app: "point of sale"): empty cart → items added → saved.
 * Amounts are computed with the same domain rules as the server (src/domain/vat.ts), in halalas.
 */
export interface CartLine {
  /** The product as it was when tapped; the screen prefers the latest catalogue copy. */
  product: PosProduct;
  quantity: number;
}

export interface SaleState {
  lines: CartLine[];
  paymentMeans: PaymentMeansCode;
  /** One of DISCOUNT_PERCENTS; changeable (and back to 0) until the sale is saved (decision 0048). */
  discountPercent: number;
  /** The saved invoice; while set, save stays disabled until a new sale. */
  receipt: OrderPosAnswer | null;
  /**
   * This cart's idempotency key, sent as `Idempotency-Key` with every save of the
   * cart — a retry after a network failure or a second tap gets the same invoice back. A new sale
   * gets a new key.
   */
  key: string;
}

export type SaleAction =
  | { type: 'add'; product: PosProduct }
  | { type: 'increment'; productId: number }
  | { type: 'decrement'; productId: number }
  | { type: 'remove'; productId: number }
  | { type: 'payment'; code: PaymentMeansCode }
  | { type: 'discount'; percent: number }
  | { type: 'saved'; receipt: OrderPosAnswer }
  | { type: 'newSale'; paymentMeans: PaymentMeansCode; key: string };

/** Cash when the business takes it, else the first of its means in the POS order. */
export function defaultPaymentMeans(enabled: readonly PaymentMeansCode[]): PaymentMeansCode {
  if (enabled.includes('10')) return '10';
  return POS_PAYMENT_ORDER.find((c) => enabled.includes(c)) ?? '10';
}

/** An empty cart with its own idempotency key (newCartKey()). */
export function newSale(paymentMeans: PaymentMeansCode, key: string): SaleState {
  return { lines: [], paymentMeans, discountPercent: 0, receipt: null, key };
}

function mapLine(state: SaleState, productId: number, fn: (l: CartLine) => CartLine): SaleState {
  return { ...state, lines: state.lines.map((l) => (l.product.ID === productId ? fn(l) : l)) };
}

/** How many of the product are in the cart (0 when none). */
export function quantityInCart(state: SaleState, productId: number): number {
  return state.lines.find((l) => l.product.ID === productId)?.quantity ?? 0;
}

/**
 * Pure transitions of the sale (decision 0048). A tap ('add') adds one: a new line at the end, or
 * one more of a product already in the cart (up to MAX_LINE_QUANTITY). The discount can be
 * changed or removed until the sale is saved; each change re-prices every line (priceSale).
 * Nothing changes once saved, until a new sale.
 */
export function saleReducer(state: SaleState, action: SaleAction): SaleState {
  if (state.receipt && action.type !== 'newSale' && action.type !== 'saved') return state;
  switch (action.type) {
    case 'add':
      if (state.lines.some((l) => l.product.ID === action.product.ID))
        return mapLine(state, action.product.ID, (l) => ({
          ...l,
          quantity: Math.min(MAX_LINE_QUANTITY, l.quantity + 1),
        }));
      return { ...state, lines: [...state.lines, { product: action.product, quantity: 1 }] };
    case 'increment':
      return mapLine(state, action.productId, (l) => ({
        ...l,
        quantity: Math.min(MAX_LINE_QUANTITY, l.quantity + 1),
      }));
    case 'decrement':
      // Quantity never goes below 1; removing a line is its own action.
      return mapLine(state, action.productId, (l) => ({
        ...l,
        quantity: Math.max(1, l.quantity - 1),
      }));
    case 'remove':
      return { ...state, lines: state.lines.filter((l) => l.product.ID !== action.productId) };
    case 'payment':
      return { ...state, paymentMeans: action.code };
    case 'discount':
      return { ...state, discountPercent: action.percent };
    case 'saved':
      return { ...state, lines: [], receipt: action.receipt };
    case 'newSale':
      return newSale(action.paymentMeans, action.key);
  }
}

/** The VAT-inclusive unit price of a product for the payment means, in halalas. */
export function productUnitPrice(product: PosProduct, code: PaymentMeansCode): Halalas {
  return unitPriceFor(
    { price: product.price, pricedv: product.pricedv ?? null, pricex: product.pricex ?? null },
    code,
  );
}

/** True when the payment means prices this product differently from its shelf price. */
export function hasSpecialPrice(product: PosProduct, code: PaymentMeansCode): boolean {
  return productUnitPrice(product, code) !== product.price;
}

/** A POS product's VAT (decision 0046): its category and reason, standard 15 % when absent. */
export function posProductVat(product: PosProduct): LineVat {
  return lineVatOf(product.vatCategory ?? 'S', product.vatExemptionCode ?? '');
}

export interface PricedLine extends CartLine {
  amounts: LineAmounts;
}

/** Prices every line with the current means and discount, and sums them (halalas). */
export function priceSale(
  lines: readonly CartLine[],
  code: PaymentMeansCode,
  discountPercent: number,
): { lines: PricedLine[]; totals: InvoiceTotals } {
  const priced = lines.map((l) => ({
    ...l,
    amounts: computeLine(
      productUnitPrice(l.product, code),
      l.quantity,
      discountPercent,
      posProductVat(l.product).percent,
    ),
  }));
  return { lines: priced, totals: invoiceTotals(priced.map((l) => l.amounts)) };
}

/**
 * The orderpos body. Unit prices and the total the cashier saw are sent too: the server checks
 * them against its own catalogue prices and refuses with totals_mismatch if they differ, so a
 * customer is never charged another amount than the one on the screen.
 */
export function orderPosBody(
  state: SaleState,
  priced: { lines: PricedLine[]; totals: InvoiceTotals },
): OrderPosBody {
  return {
    PaymentMeansCode: state.paymentMeans,
    DiscountPercent: state.discountPercent,
    InvoiceLine: priced.lines.map((l) => ({
      ID: l.product.ID,
      InvoicedQuantity: l.quantity,
      Price: halalasToSar(l.amounts.unitPrice),
    })),
    TaxInclusiveAmount: halalasToSar(priced.totals.taxInclusive),
  };
}
