/**
 * Exact integers out of the database (sums stay exact or fail; decision 0009). Money is
 * integer halalas and instants integer milliseconds; a JavaScript number holds them exactly only up
 * to Number.MAX_SAFE_INTEGER (2⁵³ − 1). PostgreSQL sends bigint and numeric (a SUM) as text, and
 * better-sqlite3 converts a large SQLite integer to the nearest double without a word: both go
 * through exactInteger, which refuses rather than round.
 */

/**
 * A database integer (number, decimal text or bigint) → an exact JavaScript number.
 * @throws RangeError when the value is not an integer or lies outside ±(2⁵³ − 1) — a sum that
 *   large would otherwise come back silently rounded. The error handler answers 500 and logs it.
 */
export function exactInteger(value: number | string | bigint, what = 'integer'): number {
  if (typeof value === 'number') {
    if (Number.isSafeInteger(value)) return value;
    throw new RangeError(`${what} ${value} is not an exact integer (beyond 2^53 − 1?)`);
  }
  const text = String(value).trim();
  if (!/^-?\d+$/.test(text)) throw new RangeError(`${what} ${text} is not an integer`);
  const n = Number(text);
  if (!Number.isSafeInteger(n) || BigInt(n) !== BigInt(text))
    throw new RangeError(`${what} ${text} exceeds 2^53 − 1 and cannot be exact`);
  return n;
}

/**
 * PostgreSQL numeric (type 1700) text → number: integers (SUM of bigint columns) exactly, through
 * exactInteger; a fraction (no query of ours returns one) as the nearest double.
 * @throws RangeError as exactInteger for an integer beyond 2⁵³ − 1.
 */
export function parsePgNumeric(text: string): number {
  return /^-?\d+$/.test(text) ? exactInteger(text, 'numeric') : Number(text);
}
