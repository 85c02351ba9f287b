/**
 * Saudi riyal notes and coins as a cash drawer is counted (decision 0055): a count maps each
 * denomination's key to how many pieces were counted, and its value is the sum in halalas.
 * Notes: SAR 500, 200, 100, 50, 20, 10, 5, 1; coins: SAR 2, 1, 0.50, 0.25, 0.10, 0.05, 0.01.
 */
import type { Halalas } from './money';

/** One denomination: its key on the wire, its value in halalas, note or coin. */
export interface Denomination {
  readonly key: string;
  readonly halalas: Halalas;
  readonly kind: 'note' | 'coin';
}

/** Every denomination, largest first (the order the count sheet shows). */
export const DENOMINATIONS: readonly Denomination[] = [
  { key: 'n500', halalas: 50_000, kind: 'note' },
  { key: 'n200', halalas: 20_000, kind: 'note' },
  { key: 'n100', halalas: 10_000, kind: 'note' },
  { key: 'n50', halalas: 5_000, kind: 'note' },
  { key: 'n20', halalas: 2_000, kind: 'note' },
  { key: 'n10', halalas: 1_000, kind: 'note' },
  { key: 'n5', halalas: 500, kind: 'note' },
  { key: 'n1', halalas: 100, kind: 'note' },
  { key: 'c2', halalas: 200, kind: 'coin' },
  { key: 'c1', halalas: 100, kind: 'coin' },
  { key: 'c050', halalas: 50, kind: 'coin' },
  { key: 'c025', halalas: 25, kind: 'coin' },
  { key: 'c010', halalas: 10, kind: 'coin' },
  { key: 'c005', halalas: 5, kind: 'coin' },
  { key: 'c001', halalas: 1, kind: 'coin' },
];

export const DENOMINATION_KEYS = DENOMINATIONS.map((d) => d.key) as readonly string[];

/** A count by denomination: key → pieces (a whole number ≥ 0); a missing key counts 0. */
export type DenominationCount = Readonly<Partial<Record<string, number>>>;

/**
 * The value of a count in halalas: Σ pieces × the denomination's value.
 * @throws RangeError on an unknown key or a count that is not a whole number ≥ 0 (the wire schema
 *   refuses these first, with an Arabic message).
 */
export function countValue(count: DenominationCount): Halalas {
  let total = 0;
  for (const [key, pieces] of Object.entries(count)) {
    if (pieces === undefined) continue;
    const d = DENOMINATIONS.find((x) => x.key === key);
    if (!d) throw new RangeError(`unknown denomination: ${key}`);
    if (!Number.isSafeInteger(pieces) || pieces < 0) throw new RangeError(`bad count: ${pieces}`);
    total += pieces * d.halalas;
  }
  return total;
}
