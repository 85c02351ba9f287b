import type { PaymentMeansCode } from '../payment-means';

/**
 * Sanad's payment means (its legacy codes) → the UNTDID 4461 code the ZATCA XML
 * carries in cac:PaymentMeans/cbc:PaymentMeansCode (BT-81; BR-KSA-16 and BR-CL-16 check the code
 * list). Sanad's codes are internal labels that happen to be numbers: 24 and 42 mean something
 * else in UNTDID 4461, so the XML must say what actually happened (decision 0031):
 *
 * | Sanad | meaning in Sanad                     | ZATCA | UNTDID 4461 meaning      |
 * |-------|--------------------------------------|-------|--------------------------|
 * | 10    | cash at the till                     | 10    | In cash                  |
 * | 48    | mada card at the till                | 48    | Bank card                |
 * | 24    | credit (deferred, paid later)        | 30    | Credit transfer          |
 * | 42    | delivery app, paid in the app        | 68    | Online payment service   |
 * | 45    | delivery app, cash to the driver     | 10    | In cash                  |
 */
export const ZATCA_PAYMENT_MEANS: Record<PaymentMeansCode, string> = {
  '10': '10',
  '48': '48',
  '24': '30',
  '42': '68',
  '45': '10',
};

/** The UNTDID 4461 code (BT-81) of a Sanad payment means code. */
export function zatcaPaymentMeansCode(code: PaymentMeansCode): string {
  return ZATCA_PAYMENT_MEANS[code];
}

/**
 * The UN/ECE Recommendation 20 unit code (BT-130, BR-CL-23) of a stored line unit: Sanad stores
 * the piece as 'حبة' (a printed label), which the XML writes as `PCE` (piece, as ZATCA's samples
 * do); a stored code that already looks like a Rec. 20 code (2–3 upper-case letters or digits) is
 * kept.
 */
export function zatcaUnitCode(storedUnit: string): string {
  return /^[A-Z0-9]{2,3}$/.test(storedUnit) ? storedUnit : 'PCE';
}
