import type { Generated, Selectable } from 'kysely';

/**
 * Table types of tills and shifts (migration 027, decision 0055). Same conventions as types.ts:
 * money in integer halalas, instants in UTC milliseconds, booleans as 0/1.
 */

/** A named register of a business. */
export interface TillsTable {
  id: Generated<number>;
  business_id: number;
  name: string;
  /** `host:port` of this till's thermal printer; null = the business's printer. */
  printer_address: string | null;
  /** The last Z number given on this till (0: none yet). */
  z_counter: Generated<number>;
  /** UTC ms; null = in use. */
  archived_at: number | null;
  created_at: number;
}

/** One cashier's shift on one till; at most one `open` per till. */
export interface ShiftsTable {
  id: Generated<number>;
  business_id: number;
  till_id: number;
  /** The cashier who opened it. */
  user_id: number;
  state: 'open' | 'closed';
  /** Riyadh date (YYYY-MM-DD) of opened_at. */
  business_day: string;
  opened_at: number;
  /** Halalas. */
  opening_float: number;
  /** JSON of a DenominationCount (src/domain/denominations.ts); null when an amount was given. */
  opening_count: string | null;
  /** When the blind count was taken; it stands while the close waits for approval. */
  counted_at: number | null;
  counted_cash: number | null;
  closing_count: string | null;
  card_batch_total: number | null;
  /** Fixed at close. */
  expected_cash: number | null;
  closed_at: number | null;
  closed_by: number | null;
  approved_by: number | null;
  /** 1 = a manager closed it without the cashier's count (counted later). */
  forced: Generated<number>;
  /** Per till without gaps; null while open. */
  z_number: number | null;
}

/** Cash in (paid-in) or out (paid-out) of a shift. */
export interface ShiftMovementsTable {
  id: Generated<number>;
  business_id: number;
  shift_id: number;
  direction: 'in' | 'out';
  /** Halalas, > 0. */
  amount: number;
  reason: string;
  user_id: number;
  created_at: number;
}

export type TillRow = Selectable<TillsTable>;
export type ShiftRow = Selectable<ShiftsTable>;
export type ShiftMovementRow = Selectable<ShiftMovementsTable>;
