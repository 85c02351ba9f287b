/**
 * Rules of purchase orders and goods receipts (decision 0070): the states of an order, what may
 * happen in each, what is still to receive, and the serial-number checks of a received line.
 * Quantities are whole pieces; money integer halalas.
 */
import { divRoundHalfUp } from './vat';
import { isVatCategory, VAT_CATEGORIES } from './vat-categories';

/** The states of a purchase order. */
export const PURCHASE_ORDER_STATES = [
  'draft',
  'sent',
  'partly_received',
  'received',
  'closed',
  'cancelled',
] as const;
export type PurchaseOrderState = (typeof PURCHASE_ORDER_STATES)[number];

/** What a user does to an order (receiving is decided by receivedState). */
export type PurchaseOrderAction = 'edit' | 'send' | 'receive' | 'cancel' | 'close';

/** Narrows a stored status; anything unknown reads as 'draft'. */
export function purchaseOrderState(value: string): PurchaseOrderState {
  return (PURCHASE_ORDER_STATES as readonly string[]).includes(value)
    ? (value as PurchaseOrderState)
    : 'draft';
}

/**
 * Whether `action` is allowed in `state`: edit only a draft; send a draft; receive a sent or
 * partly received order; cancel a draft or a sent order nothing was received of; close (stop
 * waiting for the rest) a partly received order.
 */
export function canPurchaseOrder(state: PurchaseOrderState, action: PurchaseOrderAction): boolean {
  switch (action) {
    case 'edit':
    case 'send':
      return state === 'draft';
    case 'receive':
      return state === 'sent' || state === 'partly_received';
    case 'cancel':
      return state === 'draft' || state === 'sent';
    case 'close':
      return state === 'partly_received';
  }
}

/**
 * The state after `action` (its precondition checked by canPurchaseOrder; null when refused).
 * Receiving goes through receivedState instead.
 */
export function nextPurchaseOrderState(
  state: PurchaseOrderState,
  action: Exclude<PurchaseOrderAction, 'edit' | 'receive'>,
): PurchaseOrderState | null {
  if (!canPurchaseOrder(state, action)) return null;
  return action === 'send' ? 'sent' : action === 'cancel' ? 'cancelled' : 'closed';
}

/** An order line's pieces: ordered and received so far (Σ of its receipts). */
export interface OrderLineProgress {
  ordered: number;
  received: number;
}

/** Pieces still to receive on a line: ordered − received, never below 0. */
export function remainingPieces(line: OrderLineProgress): number {
  return Math.max(0, line.ordered - line.received);
}

/**
 * The state of a sent order after a receipt: received when every line is complete, otherwise
 * partly_received when anything was received, else sent.
 */
export function receivedState(lines: readonly OrderLineProgress[]): PurchaseOrderState {
  if (lines.length > 0 && lines.every((l) => l.received >= l.ordered)) return 'received';
  return lines.some((l) => l.received > 0) ? 'partly_received' : 'sent';
}

/**
 * The serial numbers of a received line as a list: none (undefined, '' or []), one string, or
 * several. Each is trimmed; empty ones dropped.
 */
export function serialList(value: string | readonly string[] | undefined | null): string[] {
  if (value == null) return [];
  const list = typeof value === 'string' ? [value] : value;
  return list.map((s) => s.trim()).filter((s) => s !== '');
}

/**
 * The problem of a line's serials, or null: with serials the quantity must equal their count
 * ('count'), and a serial may not repeat within the receipt for the same product ('duplicate',
 * naming it). `seen` collects product:serial pairs across the receipt's lines.
 */
export function serialProblem(
  productId: number,
  quantity: number,
  serials: readonly string[],
  seen: Set<string>,
): { kind: 'count' } | { kind: 'duplicate'; serial: string } | null {
  if (serials.length === 0) return null;
  if (serials.length !== quantity) return { kind: 'count' };
  for (const s of serials) {
    const key = `${productId}:${s}`;
    if (seen.has(key)) return { kind: 'duplicate', serial: s };
    seen.add(key);
  }
  return null;
}

/**
 * An order line's amounts in halalas: VAT-exclusive, VAT at the category's rate (VAT_CATEGORIES;
 * an unknown category has none), total.
 */
export function orderLineAmounts(
  unitCost: number,
  quantity: number,
  vatCategory: string,
): { net: number; vat: number; total: number } {
  const net = unitCost * quantity;
  const percent = isVatCategory(vatCategory) ? VAT_CATEGORIES[vatCategory].percent : 0;
  const vat = divRoundHalfUp(net * percent, 100);
  return { net, vat, total: net + vat };
}

/** The labels of the states, as the screens and the PDF show them. */
export const PURCHASE_ORDER_STATE_LABELS: Record<PurchaseOrderState, string> = {
  draft: 'مسودة',
  sent: 'مُرسل',
  partly_received: 'مستلم جزئياً',
  received: 'مستلم',
  closed: 'مغلق',
  cancelled: 'ملغى',
};
