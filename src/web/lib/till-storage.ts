/**
 * Which till this device is (decision 0055): remembered in localStorage per business, so a tablet
 * asks once and keeps its answer across sign-ins and reloads; another device asks for itself.
 */
const keyOf = (business: string) => `sanad.pos.till.${business}`;

/** The till id this device chose in `business`, or null (never chosen, or storage unreadable). */
export function loadTillId(business: string): number | null {
  try {
    const raw = localStorage.getItem(keyOf(business));
    const id = raw === null ? NaN : Number(raw);
    return Number.isSafeInteger(id) && id > 0 ? id : null;
  } catch {
    return null;
  }
}

/** Remembers `tillId` for `business` on this device (null forgets it). */
export function storeTillId(business: string, tillId: number | null): void {
  try {
    if (tillId === null) localStorage.removeItem(keyOf(business));
    else localStorage.setItem(keyOf(business), String(tillId));
  } catch {
    // Private mode or full storage: the POS asks again next time.
  }
}
