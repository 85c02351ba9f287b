/**
 * Rules of held orders, splitting a bill and the kitchen display (decision 0057). Pure: amounts
 * in integer halalas, instants in UTC milliseconds.
 */
import type { Halalas } from './money';

/** A card on the kitchen display turns amber after this long without being ready (ms). */
export const KITCHEN_AMBER_AFTER_MS = 10 * 60_000;
/** … and red after this long (ms). */
export const KITCHEN_RED_AFTER_MS = 20 * 60_000;
/** A ready card stays on the display this long (ms), so a mis-tap can be taken back. */
export const KITCHEN_READY_KEPT_MS = 10 * 60_000;
/**
 * The display shows lines sent within this long (ms): a line never marked ready (the table ate and
 * paid without the kitchen tapping it) leaves the board after a service instead of staying forever.
 */
export const KITCHEN_BOARD_WINDOW_MS = 12 * 60 * 60_000;
/** A bill splits into 2 to this many invoices. */
export const MAX_SPLIT_PARTS = 10;

/** How urgent a card looks: within time, late (amber), very late (red). */
export type KitchenAge = 'fresh' | 'amber' | 'red';

/**
 * The colour of a card waiting since `since` (UTC ms) at `now`: 'amber' from
 * KITCHEN_AMBER_AFTER_MS, 'red' from KITCHEN_RED_AFTER_MS (both inclusive), else 'fresh'.
 */
export function kitchenAge(since: number, now: number): KitchenAge {
  const waited = now - since;
  if (waited >= KITCHEN_RED_AFTER_MS) return 'red';
  if (waited >= KITCHEN_AMBER_AFTER_MS) return 'amber';
  return 'fresh';
}

/**
 * A bill split into `parts` equal parts: each line's VAT-inclusive amount (halalas ≥ 0) shared
 * `parts` ways. Every share is the floor of amount/parts; the halalas left over go one at a time to
 * the parts in turn, the turn carrying on from line to line, so each line's shares sum to its
 * amount and the parts' totals differ by at most one halala (the earlier parts the larger).
 * @returns shares[part][line], halalas.
 * @throws RangeError when `parts` is not a whole number from 2 to MAX_SPLIT_PARTS.
 */
export function equalLineShares(lineAmounts: readonly Halalas[], parts: number): Halalas[][] {
  if (!Number.isInteger(parts) || parts < 2 || parts > MAX_SPLIT_PARTS)
    throw new RangeError(`parts must be 2..${MAX_SPLIT_PARTS}`);
  const shares = Array.from({ length: parts }, () => lineAmounts.map(() => 0));
  let turn = 0;
  lineAmounts.forEach((amount, line) => {
    const base = Math.floor(amount / parts);
    for (const part of shares) part[line] = base;
    for (let left = amount - base * parts; left > 0; left -= 1) {
      shares[turn]![line]! += 1;
      turn = (turn + 1) % parts;
    }
  });
  return shares;
}

/**
 * Why a split by line is refused, or null when it is sound: every unpaid line in exactly one part
 * and each part with at least one line (`parts` are the parts' line ids).
 */
export function splitByLinesProblem(
  unpaidLineIds: readonly number[],
  parts: readonly (readonly number[])[],
): 'missing' | 'twice' | 'unknown' | 'empty_part' | null {
  const unpaid = new Set(unpaidLineIds);
  const seen = new Set<number>();
  for (const part of parts) {
    if (part.length === 0) return 'empty_part';
    for (const id of part) {
      if (!unpaid.has(id)) return 'unknown';
      if (seen.has(id)) return 'twice';
      seen.add(id);
    }
  }
  return seen.size === unpaid.size ? null : 'missing';
}

/** The name of one equal share of a line on its invoice: «شاورما (حصة 1 من 3)». */
export function shareLineName(name: string, part: number, parts: number): string {
  return `${name} (حصة ${part} من ${parts})`;
}
