/**
 * Ageing of receivables and payables (decision 0068): how far past its due date an open document
 * is, as of a Riyadh calendar date, in the buckets of the ageing reports.
 */

/** The buckets, in report order: not yet due, then days past due 1–30, 31–60, 61–90, over 90. */
export const AGEING_BUCKETS = ['current', 'd1_30', 'd31_60', 'd61_90', 'over90'] as const;
export type AgeingBucket = (typeof AGEING_BUCKETS)[number];

const DAY_MS = 86_400_000;

/** 'YYYY-MM-DD' → days since 1970-01-01. @throws RangeError when not a calendar date. */
function dayNumber(date: string): number {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  const ms = m ? Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])) : NaN;
  if (!m || new Date(ms).toISOString().slice(0, 10) !== date)
    throw new RangeError(`not a calendar date: ${date}`);
  return ms / DAY_MS;
}

/**
 * Whole days `asOf` is past `dueDate`; 0 or negative when not yet past (a document due today is
 * not overdue).
 * @param dueDate Riyadh calendar date 'YYYY-MM-DD'
 * @param asOf Riyadh calendar date 'YYYY-MM-DD' (e.g. riyadhDate(now))
 * @throws RangeError when either is not a valid date
 */
export function daysPastDue(dueDate: string, asOf: string): number {
  return dayNumber(asOf) - dayNumber(dueDate);
}

/**
 * The ageing bucket of a document due on `dueDate`, as of `asOf` (both Riyadh dates
 * 'YYYY-MM-DD'): `current` when due today or later, `d1_30` for 1–30 days past due, `d31_60`,
 * `d61_90`, `over90` for 91 days and more (decision 0068).
 * @throws RangeError when either is not a valid date
 */
export function ageingBucket(dueDate: string, asOf: string): AgeingBucket {
  const days = daysPastDue(dueDate, asOf);
  if (days <= 0) return 'current';
  if (days <= 30) return 'd1_30';
  if (days <= 60) return 'd31_60';
  if (days <= 90) return 'd61_90';
  return 'over90';
}

/** One open document to age: what is still owed (halalas) and its due date (Riyadh). */
export interface OpenDocument {
  party: string;
  dueDate: string;
  outstanding: number;
}

/** One party's row of an ageing report: halalas per bucket and their sum. */
export type AgeingRow = { party: string; total: number } & Record<AgeingBucket, number>;

/** A row of zeros for `party`. */
function emptyRow(party: string): AgeingRow {
  return { party, total: 0, current: 0, d1_30: 0, d31_60: 0, d61_90: 0, over90: 0 };
}

/**
 * Sums open documents (outstanding > 0 only; halalas) into one row per party, in the order the
 * parties first appear, and a totals row (party '') — the ageing report of decision 0068.
 */
export function ageDocuments(
  docs: readonly OpenDocument[],
  asOf: string,
): { rows: AgeingRow[]; totals: AgeingRow } {
  const rows = new Map<string, AgeingRow>();
  const totals = emptyRow('');
  for (const d of docs) {
    if (d.outstanding <= 0) continue;
    const row = rows.get(d.party) ?? emptyRow(d.party);
    rows.set(d.party, row);
    const bucket = ageingBucket(d.dueDate, asOf);
    for (const r of [row, totals]) {
      r[bucket] += d.outstanding;
      r.total += d.outstanding;
    }
  }
  return { rows: [...rows.values()], totals };
}
