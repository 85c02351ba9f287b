import type { DbOrTrx } from '../../db/types';
import type { ShiftRow, TillRow } from '../../db/shift-tables';

// SQL of tills, shifts and their movements (decision 0055); by business; halalas, UTC ms.

/** A shift row with its till's name and its cashier's username. */
export type ShiftWithNames = ShiftRow & { till_name: string; cashier_name: string };

/** The business's tills, archived ones only when asked, by id. */
export async function listTills(db: DbOrTrx, businessId: number, archived: boolean) {
  let q = db.selectFrom('tills').selectAll().where('business_id', '=', businessId);
  if (!archived) q = q.where('archived_at', 'is', null);
  return q.orderBy('id').execute();
}

/** One till of the business, or undefined. */
export async function findTill(db: DbOrTrx, businessId: number, tillId: number) {
  return db
    .selectFrom('tills')
    .selectAll()
    .where('business_id', '=', businessId)
    .where('id', '=', tillId)
    .executeTakeFirst();
}

export async function insertTill(
  db: DbOrTrx,
  v: { businessId: number; name: string; printerAddress: string | null; now: number },
): Promise<number> {
  const r = await db
    .insertInto('tills')
    .values({
      business_id: v.businessId,
      name: v.name,
      printer_address: v.printerAddress,
      created_at: v.now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return r.id;
}

export async function updateTill(
  db: DbOrTrx,
  tillId: number,
  set: Partial<Pick<TillRow, 'name' | 'printer_address' | 'archived_at'>>,
): Promise<void> {
  if (Object.keys(set).length === 0) return;
  await db.updateTable('tills').set(set).where('id', '=', tillId).execute();
}

/** Takes the till's next Z number (z_counter + 1) and returns it; call inside the close's trx. */
export async function takeZNumber(db: DbOrTrx, tillId: number): Promise<number> {
  await db
    .updateTable('tills')
    .set((eb) => ({ z_counter: eb('z_counter', '+', 1) }))
    .where('id', '=', tillId)
    .execute();
  const r = await db
    .selectFrom('tills')
    .select('z_counter')
    .where('id', '=', tillId)
    .executeTakeFirstOrThrow();
  return Number(r.z_counter);
}

function shiftsWithNames(db: DbOrTrx) {
  return db
    .selectFrom('shifts')
    .innerJoin('tills', 'tills.id', 'shifts.till_id')
    .innerJoin('users', 'users.id', 'shifts.user_id')
    .selectAll('shifts')
    .select(['tills.name as till_name', 'users.username as cashier_name']);
}

/** One shift of the business with names, or undefined. */
export async function findShift(
  db: DbOrTrx,
  businessId: number,
  shiftId: number,
): Promise<ShiftWithNames | undefined> {
  return shiftsWithNames(db)
    .where('shifts.business_id', '=', businessId)
    .where('shifts.id', '=', shiftId)
    .executeTakeFirst();
}

/** The open shifts of these tills of the business, with names. */
export async function openShiftsOfTills(
  db: DbOrTrx,
  businessId: number,
  tillIds: readonly number[],
): Promise<ShiftWithNames[]> {
  if (tillIds.length === 0) return [];
  return shiftsWithNames(db)
    .where('shifts.business_id', '=', businessId)
    .where('shifts.till_id', 'in', [...tillIds])
    .where('shifts.state', '=', 'open')
    .execute();
}

/** The id of the till's open shift, or null. */
export async function openShiftIdOfTill(db: DbOrTrx, tillId: number): Promise<number | null> {
  const r = await db
    .selectFrom('shifts')
    .select('id')
    .where('till_id', '=', tillId)
    .where('state', '=', 'open')
    .executeTakeFirst();
  return r?.id ?? null;
}

/** The open shift another till holds for this user, or undefined (one open shift per cashier). */
export async function openShiftOfUser(db: DbOrTrx, businessId: number, userId: number) {
  return shiftsWithNames(db)
    .where('shifts.business_id', '=', businessId)
    .where('shifts.user_id', '=', userId)
    .where('shifts.state', '=', 'open')
    .executeTakeFirst();
}

export async function insertShift(
  db: DbOrTrx,
  v: {
    businessId: number;
    tillId: number;
    userId: number;
    businessDay: string;
    now: number;
    openingFloat: number;
    openingCount: string | null;
  },
): Promise<number> {
  const r = await db
    .insertInto('shifts')
    .values({
      business_id: v.businessId,
      till_id: v.tillId,
      user_id: v.userId,
      state: 'open',
      business_day: v.businessDay,
      opened_at: v.now,
      opening_float: v.openingFloat,
      opening_count: v.openingCount,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return r.id;
}

export async function insertMovement(
  db: DbOrTrx,
  v: {
    businessId: number;
    shiftId: number;
    direction: 'in' | 'out';
    amount: number;
    reason: string;
    userId: number;
    now: number;
  },
): Promise<number> {
  const r = await db
    .insertInto('shift_movements')
    .values({
      business_id: v.businessId,
      shift_id: v.shiftId,
      direction: v.direction,
      amount: v.amount,
      reason: v.reason,
      user_id: v.userId,
      created_at: v.now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return r.id;
}

/** Stores a count of the shift (the blind count, a recount or a late count). */
export async function storeCount(
  db: DbOrTrx,
  shiftId: number,
  v: { counted: number; count: string | null; cardBatchTotal: number | null; now: number },
): Promise<void> {
  await db
    .updateTable('shifts')
    .set({
      counted_cash: v.counted,
      closing_count: v.count,
      card_batch_total: v.cardBatchTotal,
      counted_at: v.now,
    })
    .where('id', '=', shiftId)
    .execute();
}

/**
 * Closes the shift if it is still open; false when another close came first (nothing written).
 */
export async function markClosed(
  db: DbOrTrx,
  shiftId: number,
  v: {
    now: number;
    by: number;
    approvedBy: number | null;
    expected: number;
    zNumber: number;
    forced: boolean;
  },
): Promise<boolean> {
  const r = await db
    .updateTable('shifts')
    .set({
      state: 'closed',
      closed_at: v.now,
      closed_by: v.by,
      approved_by: v.approvedBy,
      expected_cash: v.expected,
      z_number: v.zNumber,
      forced: v.forced ? 1 : 0,
    })
    .where('id', '=', shiftId)
    .where('state', '=', 'open')
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

/** The user's role in the business (membership), or undefined. */
export async function membershipRole(db: DbOrTrx, businessId: number, userId: number) {
  const r = await db
    .selectFrom('memberships')
    .select('role')
    .where('business_id', '=', businessId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return r?.role;
}
