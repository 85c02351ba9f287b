/**
 * When a production CSID must be renewed. A CSID is an X.509 certificate with a
 * notAfter; once it passes, ZATCA refuses what it signs, so the administrator renews it (a new OTP
 * from FATOORA's portal, the onboarding again) before then.
 */

/** Days before notAfter from which the administration warns that the CSID must be renewed. */
export const CSID_RENEWAL_WARNING_DAYS = 30;

const DAY_MS = 24 * 3600 * 1000;

/** valid: more than the warning days left; renew_soon: within them; expired: past notAfter. */
export type CsidRenewal = 'valid' | 'renew_soon' | 'expired';

/**
 * The renewal state of a CSID at `now`, and the whole days left (rounded down; 0 on the last day,
 * negative once expired). @param notAfterMs the certificate's notAfter, UTC ms. @param nowMs UTC ms.
 */
export function csidRenewal(
  notAfterMs: number,
  nowMs: number,
): { state: CsidRenewal; daysLeft: number } {
  const daysLeft = Math.floor((notAfterMs - nowMs) / DAY_MS);
  const state: CsidRenewal =
    nowMs >= notAfterMs ? 'expired' : daysLeft < CSID_RENEWAL_WARNING_DAYS ? 'renew_soon' : 'valid';
  return { state, daysLeft };
}
