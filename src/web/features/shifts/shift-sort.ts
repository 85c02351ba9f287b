import type { ShiftSummary } from '../../../domain/schemas/shifts';

/** The shift list's sortable columns. */
export const SHIFT_SORT_KEYS = [
  'openedAt',
  'cashier',
  'till',
  'zNumber',
  'salesTotal',
  'expectedCash',
  'countedCash',
  'overShort',
] as const;
export type ShiftSortKey = (typeof SHIFT_SORT_KEYS)[number];
export interface ShiftSort {
  key: ShiftSortKey;
  order: 'asc' | 'desc';
}

function valueOf(s: ShiftSummary, key: ShiftSortKey): string | number | null {
  if (key === 'cashier') return s.cashier.name;
  if (key === 'till') return s.tillName;
  return s[key];
}

/**
 * The shifts sorted by one column (a copy): text in Arabic collation, numbers and ISO times in
 * their order; empty figures (null: not counted, still open) always last; ties by opening time.
 */
export function sortShifts(rows: readonly ShiftSummary[], sort: ShiftSort): ShiftSummary[] {
  const dir = sort.order === 'asc' ? 1 : -1;
  return [...rows].sort((a, b) => {
    const x = valueOf(a, sort.key);
    const y = valueOf(b, sort.key);
    if (x === null || y === null) {
      if (x !== y) return x === null ? 1 : -1;
    } else if (x !== y) {
      if (typeof x === 'number' && typeof y === 'number') return (x - y) * dir;
      return String(x).localeCompare(String(y), 'ar') * dir;
    }
    return b.openedAt.localeCompare(a.openedAt);
  });
}
