import { ORDER_TYPE_LABELS } from '../../../../domain/order-types';
import type { HeldOrderView } from '../../../../domain/schemas/kitchen';

/** «طلب 17 · محلي · طاولة 4»: a held order's short title (decision 0057). */
export function heldTitle(order: Pick<HeldOrderView, 'number' | 'orderType' | 'table'>): string {
  const parts = [`طلب ${order.number}`, ORDER_TYPE_LABELS[order.orderType]];
  if (order.table) parts.push(`طاولة ${order.table}`);
  return parts.join(' · ');
}

/** Minutes since `at` (UTC ms) as Arabic words: «الآن», «منذ 5 د», «منذ 2 س». */
export function ageText(at: number, now: number): string {
  const minutes = Math.max(0, Math.floor((now - at) / 60_000));
  if (minutes < 1) return 'الآن';
  if (minutes < 60) return `منذ ${minutes} د`;
  return `منذ ${Math.floor(minutes / 60)} س`;
}
