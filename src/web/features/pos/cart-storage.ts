import { MAX_INVOICE_LINES, MAX_LINE_QUANTITY } from '../../../domain/limits';
import type { PaymentMeansCode } from '../../../domain/payment-means';
import type { PosProduct } from '../../../domain/schemas/catalogue';
import { DISCOUNT_PERCENTS } from '../../../domain/vat';
import { EMPTY_MODIFIERS, lineChoices, type ModifierModel } from './modifiers';
import { newSale, type CartLine, type SaleState } from './sale';
import { defaultExtras, type SaleExtras } from './sale-extras';

/**
 * The POS cart kept in sessionStorage, so that a sign-in in the middle of a sale
 * (the session expired on "حفظ الفاتورة") or a reload loses neither the lines nor the cart's
 * idempotency key. One cart per business per tab; a saved sale removes it.
 *
 * Version 2 keeps product numbers and quantities only; the lines are rebuilt from the catalogue
 * when the POS opens (a product no longer published is dropped), so a stored cart never carries a
 * stale price (a cart stored by an older app with its `discountLocked` flag reads the same: the
 * discount no longer locks, decision 0048). It is checked by hand, not with zod: the POS loads no zod at all (decision 0016).
 */
const PREFIX = 'sanad.pos.cart.';

interface StoredCart {
  v: 2;
  key: string;
  /** `modifiers`: a restaurant line's option ids (decision 0056); absent in older carts. */
  lines: { ID: number; quantity: number; modifiers?: number[] }[];
  paymentMeans: string;
  discountPercent: number;
  /** A restaurant's order type and payment split; absent in older carts. */
  extras?: SaleExtras;
  /** The held order open at the POS (decision 0057); absent for a normal sale. */
  heldOrderId?: number;
}

const isLine = (l: unknown): l is StoredCart['lines'][number] => {
  const { ID, quantity, modifiers } = (l ?? {}) as Record<string, unknown>;
  return (
    Number.isSafeInteger(ID) &&
    (modifiers === undefined ||
      (Array.isArray(modifiers) && modifiers.every((m) => Number.isSafeInteger(m)))) &&
    Number.isInteger(quantity) &&
    (quantity as number) >= 1 &&
    (quantity as number) <= MAX_LINE_QUANTITY
  );
};

/** The stored value if it has the shape of a version-2 cart, else null. */
function readStoredCart(raw: unknown): StoredCart | null {
  if (typeof raw !== 'object' || raw === null) return null;
  const c = raw as Record<string, unknown>;
  const ok =
    c.v === 2 &&
    typeof c.key === 'string' &&
    c.key.length >= 1 &&
    c.key.length <= 100 &&
    Array.isArray(c.lines) &&
    c.lines.length <= MAX_INVOICE_LINES &&
    c.lines.every(isLine) &&
    typeof c.paymentMeans === 'string' &&
    (DISCOUNT_PERCENTS as readonly unknown[]).includes(c.discountPercent);
  return ok ? (c as unknown as StoredCart) : null;
}

type KeyValueStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/**
 * A new idempotency key: a UUID v4. `crypto.randomUUID` exists only in secure contexts (HTTPS or
 * localhost), and a shop may open Sanad over plain HTTP on its LAN, so it falls back to
 * `crypto.getRandomValues`, which every context has.
 */
export function newCartKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const b = crypto.getRandomValues(new Uint8Array(16));
  b[6] = (b[6]! & 0x0f) | 0x40;
  b[8] = (b[8]! & 0x3f) | 0x80;
  const hex = [...b].map((x) => x.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * The business's stored cart, or null (none, unreadable, or from an older app). Lines are the
 * current catalogue copies of the stored product numbers (`products`, by ID); its payment means
 * falls back to `fallbackMeans` when the business no longer enables it.
 */
export function loadCart(
  business: string,
  enabled: readonly PaymentMeansCode[],
  fallbackMeans: PaymentMeansCode,
  products: ReadonlyMap<number, PosProduct>,
  store: KeyValueStore = sessionStorage,
  modifiers: ModifierModel = EMPTY_MODIFIERS,
): SaleState | null {
  let raw: unknown;
  try {
    raw = JSON.parse(store.getItem(PREFIX + business) ?? 'null');
  } catch {
    return null;
  }
  const stored = readStoredCart(raw);
  if (!stored) return null;
  const { key, paymentMeans, discountPercent } = stored;
  const lines = stored.lines.flatMap(({ ID, quantity, modifiers: ids }): CartLine[] => {
    const product = products.get(ID);
    if (!product) return [];
    // Choices are rebuilt from the current groups (an archived option is dropped).
    const choices = ids ? lineChoices(modifiers, ids) : null;
    return [choices ? { product, quantity, choices } : { product, quantity }];
  });
  const means = enabled.find((code) => code === paymentMeans);
  const extras = readExtras(stored.extras);
  const held = stored.heldOrderId;
  return {
    key,
    lines,
    paymentMeans: means ?? fallbackMeans,
    discountPercent,
    receipt: null,
    ...(extras ? { extras } : {}),
    ...(Number.isSafeInteger(held) && (held as number) > 0 ? { heldOrderId: held } : {}),
  };
}

/** Keeps the cart (lines, means, discount, key); a saved sale (receipt shown) removes it. */
export function storeCart(
  business: string,
  state: SaleState,
  store: KeyValueStore = sessionStorage,
): void {
  if (state.receipt) {
    store.removeItem(PREFIX + business);
    return;
  }
  const { key, paymentMeans, discountPercent } = state;
  const lines = state.lines.map((l) =>
    l.choices
      ? { ID: l.product.ID, quantity: l.quantity, modifiers: [...l.choices.modifiers] }
      : { ID: l.product.ID, quantity: l.quantity },
  );
  const value: StoredCart = { v: 2, key, lines, paymentMeans, discountPercent };
  if (state.extras) value.extras = state.extras;
  if (state.heldOrderId) value.heldOrderId = state.heldOrderId;
  try {
    store.setItem(PREFIX + business, JSON.stringify(value));
  } catch {
    // Storage full or disabled: the sale goes on, only the sign-in safety net is missing.
  }
}

/** Stored extras if they have the expected shape, else undefined (the sale starts with defaults). */
function readExtras(raw: unknown): SaleExtras | undefined {
  if (typeof raw !== 'object' || raw === null) return undefined;
  const e = raw as Record<string, unknown>;
  const d = (e.delivery ?? {}) as Record<string, unknown>;
  const amount = (v: unknown) => v === null || Number.isSafeInteger(v);
  const ok =
    ['dine_in', 'takeaway', 'delivery'].includes(e.orderType as string) &&
    typeof e.table === 'string' &&
    ['name', 'phone', 'address', 'reference'].every((k) => typeof d[k] === 'string') &&
    amount(e.splitCash) &&
    amount(e.tendered);
  return ok ? (e as unknown as SaleExtras) : undefined;
}

/**
 * The sale the POS opens with: the stored cart, else a new one. A restaurant's sale (`modifiers`
 * set) carries its order type and payment split (decision 0056).
 */
export function startSale(
  business: string,
  enabled: readonly PaymentMeansCode[],
  startMeans: PaymentMeansCode,
  catalogue: { byId: ReadonlyMap<number, PosProduct> },
  modifiers: ModifierModel | null,
): SaleState {
  const sale =
    loadCart(
      business,
      enabled,
      startMeans,
      catalogue.byId,
      sessionStorage,
      modifiers ?? undefined,
    ) ?? newSale(startMeans, newCartKey());
  return modifiers && !sale.extras ? { ...sale, extras: defaultExtras() } : sale;
}
