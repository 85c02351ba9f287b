import type { FastifyBaseLogger } from 'fastify';
import { riyadhDate, riyadhMidnightUtc } from '../../domain/riyadh-time';
import type { AppContext } from '../context';
import type { BusinessRow } from '../modules/businesses/repository';
import { shiftCashSums } from '../modules/shift-reports';

const HOUR = 3_600_000;
const DAY = 86_400_000;
/** Float of every demo shift, halalas. */
const FLOAT = 50_000;

/** The id of the demo user `username` (created by `npm run demo` before seeding). */
async function demoUserId(ctx: AppContext, username: string) {
  const r = await ctx.db
    .selectFrom('users')
    .select('id')
    .where('username', '=', username)
    .executeTakeFirstOrThrow();
  return r.id;
}

/** Inserts an open shift of the till opened at `openedAt` (UTC ms); returns its id. */
async function insertShift(
  ctx: AppContext,
  businessId: number,
  s: { tillId: number; userId: number; openedAt: number },
) {
  const r = await ctx.db
    .insertInto('shifts')
    .values({
      business_id: businessId,
      till_id: s.tillId,
      user_id: s.userId,
      state: 'open',
      business_day: riyadhDate(s.openedAt),
      opened_at: s.openedAt,
      opening_float: FLOAT,
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

/** Records the business's unassigned invoices issued in [from, to) (UTC ms) at the shift and till. */
async function assignSales(
  ctx: AppContext,
  businessId: number,
  shift: { id: number; tillId: number },
  from: number,
  to: number,
) {
  await ctx.db
    .updateTable('invoices')
    .set({ shift_id: shift.id, till_id: shift.tillId })
    .where('business_id', '=', businessId)
    .where('shift_id', 'is', null)
    .where('issued_at', '>=', from)
    .where('issued_at', '<', to)
    .execute();
}

/**
 * Demo tills and shifts of a business (decision 0055): tills «الكاشير 1» and «الكاشير 2», a week
 * of closed shifts (the last 7 Riyadh days before today; «الكاشير 1» 11:00–17:00 every day by
 * cashier1, «الكاشير 2» 17:00–24:00 every other day by cashier2) holding the demo sales issued in
 * their hours, and one open shift today on «الكاشير 1» holding today's sales since 11:00. Each
 * close stores expected cash as `shiftCashSums` computes it and the till's next Z number; every
 * count is even except one SAR 12.50 short and one SAR 3.00 over. Rows are written directly
 * (sales were made earlier without a till); does nothing when the business has tills already.
 * Leaves `require_shift` as it is (off), so the demo's POS sells with or without a till.
 */
export async function seedShifts(ctx: AppContext, business: BusinessRow, log: FastifyBaseLogger) {
  const has = await ctx.db
    .selectFrom('tills')
    .select('id')
    .where('business_id', '=', business.id)
    .executeTakeFirst();
  if (has) return;
  const now = ctx.now();
  const today = riyadhMidnightUtc(riyadhDate(now));
  const tills: number[] = [];
  for (const name of ['الكاشير 1', 'الكاشير 2']) {
    const r = await ctx.db
      .insertInto('tills')
      .values({
        business_id: business.id,
        name,
        printer_address: null,
        archived_at: null,
        created_at: today - 8 * DAY,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    tills.push(r.id);
  }
  const cashiers = [await demoUserId(ctx, 'cashier1'), await demoUserId(ctx, 'cashier2')];
  const zCounter = [0, 0];
  let closed = 0;
  for (let d = 7; d >= 1; d--) {
    const day = today - d * DAY;
    const plan: Array<[till: 0 | 1, from: number, to: number]> = [[0, 11, 17]];
    if (d % 2 === 1) plan.push([1, 17, 24]);
    for (const [t, from, to] of plan) {
      const openedAt = day + from * HOUR;
      const closedAt = day + to * HOUR;
      const shift = { tillId: tills[t]!, userId: cashiers[t]!, openedAt };
      const id = await insertShift(ctx, business.id, shift);
      await assignSales(ctx, business.id, { id, tillId: shift.tillId }, openedAt, closedAt);
      const { expected } = await shiftCashSums(ctx.db, business.id, id);
      // The third shift is SAR 12.50 short, the sixth SAR 3.00 over; the others are even.
      const diff = closed === 2 ? -1250 : closed === 5 ? 300 : 0;
      const z = ++zCounter[t]!;
      await ctx.db
        .updateTable('shifts')
        .set({
          state: 'closed',
          counted_at: closedAt,
          counted_cash: expected + diff,
          card_batch_total: null,
          expected_cash: expected,
          closed_at: closedAt,
          closed_by: shift.userId,
          z_number: z,
        })
        .where('id', '=', id)
        .execute();
      await ctx.db
        .updateTable('tills')
        .set({ z_counter: z })
        .where('id', '=', shift.tillId)
        .execute();
      closed++;
    }
  }
  const openedAt = Math.min(today + 11 * HOUR, now);
  const open = await insertShift(ctx, business.id, {
    tillId: tills[0]!,
    userId: cashiers[0]!,
    openedAt,
  });
  await assignSales(ctx, business.id, { id: open, tillId: tills[0]! }, openedAt, now + 1);
  log.info(`demo ${business.key}: 2 tills, ${closed} closed shifts and one open shift`);
}
