import { riyadhDate } from '../../domain/riyadh-time';
import type { Db } from '../db/types';

/**
 * Shift rows written directly with Kysely for the shift-report tests (decision 0055). It STANDS IN
 * for the shifts module and for the POS recording the till and shift of a sale: tests make sales,
 * notes and collections through the normal API and then `assignToShift` sets their shift with an
 * UPDATE, as the POS will when a sale names its till.
 */

/** Inserts a till of the business; returns its id. */
export async function insertTill(db: Db, businessId: number, name: string, now: number) {
  const r = await db
    .insertInto('tills')
    .values({
      business_id: businessId,
      name,
      printer_address: null,
      archived_at: null,
      created_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return r.id;
}

/** Inserts an open shift (float in halalas, opened at `openedAt` UTC ms); returns its id. */
export async function insertOpenShift(
  db: Db,
  s: { businessId: number; tillId: number; userId: number; openingFloat: number; openedAt: number },
) {
  const r = await db
    .insertInto('shifts')
    .values({
      business_id: s.businessId,
      till_id: s.tillId,
      user_id: s.userId,
      state: 'open',
      business_day: riyadhDate(s.openedAt),
      opened_at: s.openedAt,
      opening_float: s.openingFloat,
      opening_count: null,
      counted_at: null,
      counted_cash: null,
      closing_count: null,
      card_batch_total: null,
      expected_cash: null,
      closed_at: null,
      closed_by: null,
      approved_by: null,
      z_number: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return r.id;
}

/** Inserts a cash movement (halalas > 0) of the shift. */
export async function insertMovement(
  db: Db,
  m: {
    businessId: number;
    shiftId: number;
    userId: number;
    direction: 'in' | 'out';
    amount: number;
    reason: string;
    at: number;
  },
) {
  await db
    .insertInto('shift_movements')
    .values({
      business_id: m.businessId,
      shift_id: m.shiftId,
      direction: m.direction,
      amount: m.amount,
      reason: m.reason,
      user_id: m.userId,
      created_at: m.at,
    })
    .execute();
}

/**
 * Closes the shift as the close will: stores expected, counted, card batch (halalas), the time and
 * the till's next Z number.
 */
export async function closeShiftRow(
  db: Db,
  shiftId: number,
  c: {
    expected: number;
    counted: number;
    cardBatch?: number | null;
    closedAt: number;
    closedBy: number;
  },
) {
  const shift = await db
    .selectFrom('shifts')
    .select('till_id')
    .where('id', '=', shiftId)
    .executeTakeFirstOrThrow();
  const till = await db
    .selectFrom('tills')
    .select('z_counter')
    .where('id', '=', shift.till_id)
    .executeTakeFirstOrThrow();
  const z = till.z_counter + 1;
  await db.updateTable('tills').set({ z_counter: z }).where('id', '=', shift.till_id).execute();
  await db
    .updateTable('shifts')
    .set({
      state: 'closed',
      counted_at: c.closedAt,
      counted_cash: c.counted,
      card_batch_total: c.cardBatch ?? null,
      expected_cash: c.expected,
      closed_at: c.closedAt,
      closed_by: c.closedBy,
      z_number: z,
    })
    .where('id', '=', shiftId)
    .execute();
  return z;
}

/**
 * Records invoices and notes (by UUID) and the receipt vouchers of invoices (by the invoice's
 * UUID) at the shift and its till — what the POS does when it records the shift of a sale.
 */
export async function assignToShift(
  db: Db,
  shiftId: number,
  docs: { uuids?: string[]; voucherInvoiceUuids?: string[] },
) {
  const s = await db
    .selectFrom('shifts')
    .select('till_id')
    .where('id', '=', shiftId)
    .executeTakeFirstOrThrow();
  const set = { shift_id: shiftId, till_id: s.till_id };
  if (docs.uuids?.length)
    await db.updateTable('invoices').set(set).where('uuid', 'in', docs.uuids).execute();
  if (docs.voucherInvoiceUuids?.length)
    await db
      .updateTable('receipt_vouchers')
      .set(set)
      .where('invoice_id', 'in', (eb) =>
        eb.selectFrom('invoices').select('id').where('uuid', 'in', docs.voucherInvoiceUuids!),
      )
      .execute();
}

/** The id of the user `username`. */
export async function userId(db: Db, username: string) {
  const r = await db
    .selectFrom('users')
    .select('id')
    .where('username', '=', username)
    .executeTakeFirstOrThrow();
  return r.id;
}
