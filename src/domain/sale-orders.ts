/**
 * Rules of sale orders and delivery notes (decision 0069): the states of an order, what may
 * happen in each, what is still to deliver and to invoice. Quantities are whole pieces.
 */

/** The states of a sale order. */
export const SALE_ORDER_STATES = [
  'draft',
  'confirmed',
  'partly_delivered',
  'delivered',
  'invoiced',
  'cancelled',
] as const;
export type SaleOrderState = (typeof SALE_ORDER_STATES)[number];

/** What a user does to an order (delivering and invoicing are decided by progressState). */
export type SaleOrderAction = 'edit' | 'confirm' | 'deliver' | 'invoice' | 'cancel';

/** Narrows a stored state; anything unknown reads as 'draft'. */
export function saleOrderState(value: string): SaleOrderState {
  return (SALE_ORDER_STATES as readonly string[]).includes(value)
    ? (value as SaleOrderState)
    : 'draft';
}

/**
 * Whether `action` is allowed in `state`: edit and confirm only a draft; deliver a confirmed or
 * partly delivered order; invoice what was delivered (partly delivered or delivered); cancel
 * only while nothing was delivered (draft or confirmed).
 */
export function canSaleOrder(state: SaleOrderState, action: SaleOrderAction): boolean {
  switch (action) {
    case 'edit':
    case 'confirm':
      return state === 'draft';
    case 'deliver':
      return state === 'confirmed' || state === 'partly_delivered';
    case 'invoice':
      return state === 'partly_delivered' || state === 'delivered';
    case 'cancel':
      return state === 'draft' || state === 'confirmed';
  }
}

/** The state after confirm or cancel; null when canSaleOrder refuses. */
export function nextSaleOrderState(
  state: SaleOrderState,
  action: 'confirm' | 'cancel',
): SaleOrderState | null {
  if (!canSaleOrder(state, action)) return null;
  return action === 'confirm' ? 'confirmed' : 'cancelled';
}

/** An order line's pieces: ordered, delivered (Σ delivery notes), invoiced (Σ invoice links). */
export interface SaleLineProgress {
  ordered: number;
  delivered: number;
  invoiced: number;
}

/** Pieces still to deliver on a line: ordered − delivered, never below 0. */
export function remainingToDeliver(line: SaleLineProgress): number {
  return Math.max(0, line.ordered - line.delivered);
}

/** Pieces delivered and not yet invoiced: delivered − invoiced, never below 0. */
export function deliveredNotInvoiced(line: SaleLineProgress): number {
  return Math.max(0, line.delivered - line.invoiced);
}

/**
 * The state of a confirmed order from its lines' progress: invoiced when every piece was
 * delivered and invoiced; delivered when every piece was delivered; partly_delivered when
 * anything was; else confirmed.
 */
export function progressState(lines: readonly SaleLineProgress[]): SaleOrderState {
  const all = lines.length > 0;
  if (all && lines.every((l) => l.delivered >= l.ordered && l.invoiced >= l.ordered))
    return 'invoiced';
  if (all && lines.every((l) => l.delivered >= l.ordered)) return 'delivered';
  return lines.some((l) => l.delivered > 0) ? 'partly_delivered' : 'confirmed';
}

/** The labels of the states, as the screens and the PDFs show them. */
export const SALE_ORDER_STATE_LABELS: Record<SaleOrderState, string> = {
  draft: 'مسودة',
  confirmed: 'مؤكد',
  partly_delivered: 'مسلّم جزئياً',
  delivered: 'مسلّم',
  invoiced: 'مفوتر',
  cancelled: 'ملغى',
};
