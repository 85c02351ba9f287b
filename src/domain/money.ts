/**
 * Money as integer halalas (1 SAR = 100 halalas); decision 0002. The API speaks SAR numbers with
 * two decimals; these functions are the only place where SAR and halalas meet.
 */

/** An amount in halalas: a safe integer. */
export type Halalas = number;

/**
 * SAR number (at most 2 decimals) → halalas. Rounds away float noise (19.99 → 1999).
 * @throws RangeError when the value is not finite or has more than 2 decimals.
 */
export function sarToHalalas(sar: number): Halalas {
  if (!Number.isFinite(sar)) throw new RangeError(`not a finite amount: ${sar}`);
  const halalas = Math.round(sar * 100);
  if (Math.abs(halalas - sar * 100) > 1e-6) throw new RangeError(`more than 2 decimals: ${sar}`);
  return halalas;
}

/** Halalas → SAR number with two decimals (1999 → 19.99). */
export function halalasToSar(halalas: Halalas): number {
  return Math.round(halalas) / 100;
}

/**
 * Halalas (integer) → fixed two-decimal SAR text without thousands separators (1999 → "19.99",
 * -5 → "-0.05"), as ZATCA's QR and XML and the documents print it. For SAR numbers on screen see
 * formatSarNumber in src/web/lib/format.ts.
 */
export function halalasToSarText(halalas: Halalas): string {
  const sign = halalas < 0 ? '-' : '';
  const abs = Math.abs(Math.round(halalas));
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** True when a SAR number has at most two decimals (the validation rule for prices). */
export function hasAtMostTwoDecimals(sar: number): boolean {
  return Number.isFinite(sar) && Math.abs(Math.round(sar * 100) - sar * 100) < 1e-6;
}
