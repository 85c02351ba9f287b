import { z } from 'zod';
import type { PaymentMeansCode } from '../../../domain/payment-means';
import { posProduct } from '../../../domain/schemas/catalogue';
import { paymentMeansCode } from '../../../domain/schemas/invoices';
import type { SaleState } from './sale';

/**
 * The POS cart kept in sessionStorage (issue #10 §5), so that a sign-in in the middle of a sale
 * (the session expired on "حفظ الفاتورة") or a reload loses neither the lines nor the cart's
 * idempotency key. One cart per business per tab; a saved sale removes it. Version 2 carries the
 * POS's compact product (halalas); a version-1 cart (SAR prices) is not read.
 */
const PREFIX = 'sanad.pos.cart.';

const storedCart = z.object({
  v: z.literal(2),
  key: z.string().min(1).max(100),
  lines: z.array(z.object({ product: posProduct, quantity: z.number().int().min(1) })).max(500),
  paymentMeans: paymentMeansCode,
  discountPercent: z.number().int().min(0).max(100),
  discountLocked: z.boolean(),
});

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
 * The business's stored cart, or null (none, unreadable, or from an older app). Its payment means
 * falls back to `fallbackMeans` when the business no longer enables it.
 */
export function loadCart(
  business: string,
  enabled: readonly PaymentMeansCode[],
  fallbackMeans: PaymentMeansCode,
  store: KeyValueStore = sessionStorage,
): SaleState | null {
  let raw: unknown;
  try {
    raw = JSON.parse(store.getItem(PREFIX + business) ?? 'null');
  } catch {
    return null;
  }
  const r = storedCart.safeParse(raw);
  if (!r.success) return null;
  const { key, lines, paymentMeans, discountPercent, discountLocked } = r.data;
  return {
    key,
    lines,
    paymentMeans: enabled.includes(paymentMeans) ? paymentMeans : fallbackMeans,
    discountPercent,
    discountLocked,
    receipt: null,
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
  const { key, lines, paymentMeans, discountPercent, discountLocked } = state;
  const value = { v: 2, key, lines, paymentMeans, discountPercent, discountLocked };
  try {
    store.setItem(PREFIX + business, JSON.stringify(value));
  } catch {
    // Storage full or disabled: the sale goes on, only the sign-in safety net is missing.
  }
}
