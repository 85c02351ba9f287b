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
import type { LineChoices } from './modifiers';
import {
  defaultExtras,
  extrasBody,
  extrasReducer,
  type SaleExtras,
  type SaleExtrasAction,
} from './sale-extras';

/**
 * The state of one POS sale (legacy app: "point of sale"): empty cart → items added → saved.
 * Amounts are computed with the same domain rules as the server (src/domain/vat.ts), in halalas.
 */
export interface CartLine {
  /** The product as it was when tapped; the screen prefers the latest catalogue copy. */
  product: PosProduct;
  quantity: number;
  /** A restaurant's choices for the line (decision 0056); the same product with other choices is another line. */
  choices?: LineChoices;
}

/** A line's identity in the cart: the product and its sorted option ids. */
export function lineKey(productId: number, modifiers?: readonly number[]): string {
  return modifiers && modifiers.length > 0
    ? `${productId}-${modifiers.join('-')}`
    : String(productId);
}

const keyOf = (l: CartLine) => lineKey(l.product.ID, l.choices?.modifiers);

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
  /** A restaurant's order type and split payment (decision 0056); absent elsewhere. */
  extras?: SaleExtras;
  /**
   * A restaurant's held order open at the POS (decision 0057): the cart then collects additions
   * to it and «دفع» pays it. Absent for a normal sale.
   */
  heldOrderId?: number;
}

/** A line of the cart: the product and, for a line with choices, its option ids. */
type LineRef = { productId: number; modifiers?: readonly number[] };

export type SaleAction =
  | { type: 'add'; product: PosProduct; choices?: LineChoices | null }
  | ({ type: 'increment' } & LineRef)
  | ({ type: 'decrement' } & LineRef)
  | ({ type: 'remove' } & LineRef)
  | ({ type: 'edit'; choices: LineChoices | null } & LineRef)
  | SaleExtrasAction
  | { type: 'payment'; code: PaymentMeansCode }
  | { type: 'discount'; percent: number }
  | { type: 'saved'; receipt: OrderPosAnswer }
  | { type: 'heldOrder'; id: number | null }
  | { type: 'sent'; key: string }
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

function mapLine(state: SaleState, ref: LineRef, fn: (l: CartLine) => CartLine): SaleState {
  const k = lineKey(ref.productId, ref.modifiers);
  return { ...state, lines: state.lines.map((l) => (keyOf(l) === k ? fn(l) : l)) };
}

/** Adds `quantity` of the product with `choices`: one more on the same line, else a new line. */
function addLine(
  state: SaleState,
  product: PosProduct,
  choices: LineChoices | null | undefined,
  quantity: number,
): SaleState {
  const ref = { productId: product.ID, modifiers: choices?.modifiers };
  const k = lineKey(ref.productId, ref.modifiers);
  if (state.lines.some((l) => keyOf(l) === k))
    return mapLine(state, ref, (l) => ({
      ...l,
      quantity: Math.min(MAX_LINE_QUANTITY, l.quantity + quantity),
    }));
  const line: CartLine = choices ? { product, quantity, choices } : { product, quantity };
  return { ...state, lines: [...state.lines, line] };
}

/** How many of the product are in the cart, all its lines (0 when none). */
export function quantityInCart(state: SaleState, productId: number): number {
  return state.lines.reduce((n, l) => (l.product.ID === productId ? n + l.quantity : n), 0);
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
      return addLine(state, action.product, action.choices, 1);
    case 'edit': {
      // New choices for a line: it moves to them (joining a line that has them already).
      const k = lineKey(action.productId, action.modifiers);
      const old = state.lines.find((l) => keyOf(l) === k);
      if (!old) return state;
      const rest = { ...state, lines: state.lines.filter((l) => l !== old) };
      return addLine(rest, old.product, action.choices, old.quantity);
    }
    case 'increment':
      return mapLine(state, action, (l) => ({
        ...l,
        quantity: Math.min(MAX_LINE_QUANTITY, l.quantity + 1),
      }));
    case 'decrement':
      // Quantity never goes below 1; removing a line is its own action.
      return mapLine(state, action, (l) => ({
        ...l,
        quantity: Math.max(1, l.quantity - 1),
      }));
    case 'remove': {
      const k = lineKey(action.productId, action.modifiers);
      return { ...state, lines: state.lines.filter((l) => keyOf(l) !== k) };
    }
    case 'payment':
      return { ...state, paymentMeans: action.code };
    case 'discount':
      return { ...state, discountPercent: action.percent };
    case 'saved':
      return { ...state, lines: [], receipt: action.receipt };
    case 'heldOrder': {
      // Opening a held order keeps the cart's lines (they become additions); leaving it too.
      const { heldOrderId: _old, ...rest } = state;
      return action.id === null ? rest : { ...rest, heldOrderId: action.id };
    }
    case 'sent':
      // The lines went to the kitchen: an empty cart with a new key, the held order kept.
      return { ...state, lines: [], key: action.key };
    case 'newSale': {
      // A restaurant's new sale starts from the default extras again (takeaway, not split).
      const next = newSale(action.paymentMeans, action.key);
      return state.extras ? { ...next, extras: defaultExtras() } : next;
    }
    default:
      return { ...state, extras: extrasReducer(state.extras, action) };
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
      // A restaurant line: the product's price for the means plus its choices' price changes.
      productUnitPrice(l.product, code) + (l.choices?.extra ?? 0),
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
      ...(l.choices ? { Modifiers: [...l.choices.modifiers] } : {}),
    })),
    TaxInclusiveAmount: halalasToSar(priced.totals.taxInclusive),
    ...extrasBody(state.extras, state.paymentMeans, priced.totals.taxInclusive),
  };
}
