/**
 * Receivables and payables ageing (decision 0068): what is still owed, bucketed by how many days
 * past its due date it is on a given Riyadh date. Dates are Riyadh calendar dates 'YYYY-MM-DD';
 * amounts are halalas.
 */

/** The buckets, in display order: not yet due, then days past due. */
export const AGEING_BUCKETS = ['current', 'd1_30', 'd31_60', 'd61_90', 'over90'] as const;
export type AgeingBucket = (typeof AGEING_BUCKETS)[number];

const DAY_MS = 86_400_000;

/** Days from Riyadh date `from` to Riyadh date `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

/**
 * The bucket of a document due on `dueDate`, seen on `asOf` (both Riyadh dates): due today or
 * later = current; 1–30 days past due; 31–60; 61–90; more than 90.
 */
export function ageingBucket(dueDate: string, asOf: string): AgeingBucket {
  const late = daysBetween(dueDate, asOf);
  if (late <= 0) return 'current';
  if (late <= 30) return 'd1_30';
  if (late <= 60) return 'd31_60';
  if (late <= 90) return 'd61_90';
  return 'over90';
}

/** Amounts per bucket and their total, halalas. */
export type AgeingAmounts = Record<AgeingBucket, number> & { total: number };

/** One party (client or supplier) of an ageing report. */
export interface AgeingPartyRow extends AgeingAmounts {
  key: string;
  name: string;
}

/** An owed document: its party, due date (Riyadh) and what is still owed (halalas, > 0 counts). */
export interface OwedDocument {
  partyKey: string;
  partyName: string;
  dueDate: string;
  outstanding: number;
}

function emptyAmounts(): AgeingAmounts {
  return { current: 0, d1_30: 0, d31_60: 0, d61_90: 0, over90: 0, total: 0 };
}

/**
 * Sums owed documents per party and bucket on `asOf`: rows by name (documents owing nothing are
 * left out), and the totals row.
 */
export function ageingTable(
  docs: readonly OwedDocument[],
  asOf: string,
): { rows: AgeingPartyRow[]; totals: AgeingAmounts } {
  const byParty = new Map<string, AgeingPartyRow>();
  const totals = emptyAmounts();
  for (const d of docs) {
    if (d.outstanding <= 0) continue;
    const bucket = ageingBucket(d.dueDate, asOf);
    let row = byParty.get(d.partyKey);
    if (!row) {
      row = { key: d.partyKey, name: d.partyName, ...emptyAmounts() };
      byParty.set(d.partyKey, row);
    }
    row[bucket] += d.outstanding;
    row.total += d.outstanding;
    totals[bucket] += d.outstanding;
    totals.total += d.outstanding;
  }
  const rows = [...byParty.values()].sort((a, b) => a.name.localeCompare(b.name, 'ar'));
  return { rows, totals };
}
