import { AppError } from '../../../domain/errors';
import { halalasToSar, sarToHalalas } from '../../../domain/money';
import { roleInBusiness } from '../../../domain/memberships';
import type { CloseShiftAnswer } from '../../../domain/schemas/shift-reports';
import type { CloseComparison, CloseShiftBody } from '../../../domain/schemas/shifts';
import { overShort } from '../../../domain/shift-figures';
import { countedHalalas, needsApproval } from '../../../domain/shifts';
import type { Role } from '../../../domain/roles';
import type { AppContext, SessionUser } from '../../context';
import { moneyTransaction } from '../../db/money-transaction';
import { auditAction } from '../audit/service';
import { checkCredentials } from '../auth/service';
import type { BusinessRow } from '../businesses/service';
import { shiftCashSums, shiftReport } from '../shift-reports';
import { recordShiftClosed } from './closed-event';
import * as repo from './repository';
import { actableShift, assertBusinessActive } from './service';
import { shiftSummaries } from './views';

/**
 * Closing a shift (decision 0055): the blind count, the manager's approval on the same screen,
 * the Z number per till, force-close and the late count. Every close runs in one money
 * transaction that locks the business's counter row first, as a sale does, so a sale and a close
 * serialize.
 */

type Counted = { counted: number; count: string | null; cardBatchTotal: number | null };

function countedOf(body: Omit<CloseShiftBody, 'approval'>): Counted {
  return {
    counted: countedHalalas(body),
    count: body.count ? JSON.stringify(body.count) : null,
    cardBatchTotal: body.cardBatchTotal === undefined ? null : sarToHalalas(body.cardBatchTotal),
  };
}

function comparisonOf(expected: number, counted: number, limit: number): CloseComparison {
  const diff = overShort(counted, expected);
  return {
    expectedCash: halalasToSar(expected),
    countedCash: halalasToSar(counted),
    overShort: halalasToSar(diff),
    limit: halalasToSar(limit),
    needsApproval: needsApproval(diff, limit),
  };
}

/**
 * The approver of a close: a manager or admin of THIS business signing in on the cashier's
 * screen, checked under the sign-in limits before the close's transaction.
 * @returns the approver's user id.
 * @throws AppError shift_approval_refused (403) on wrong credentials or another role;
 *   too_many_attempts (429) over the sign-in limits.
 */
async function approverOf(
  ctx: AppContext,
  business: BusinessRow,
  approval: NonNullable<CloseShiftBody['approval']>,
  address: string,
): Promise<number> {
  let user;
  try {
    user = await checkCredentials(ctx, { address, ...approval });
  } catch (err) {
    if (err instanceof AppError && err.code === 'invalid_credentials')
      throw new AppError('shift_approval_refused');
    throw err;
  }
  const role = roleInBusiness(
    user.role,
    (await repo.membershipRole(ctx.db, business.id, user.id)) ?? null,
  );
  if (role !== 'manager' && role !== 'admin') throw new AppError('shift_approval_refused');
  return user.id;
}

async function answer(
  ctx: AppContext,
  business: BusinessRow,
  shiftId: number,
  comparison: CloseComparison | null,
): Promise<CloseShiftAnswer> {
  const now = ctx.now();
  const shift = (await repo.findShift(ctx.db, business.id, shiftId))!;
  const [summary] = await shiftSummaries(ctx.db, [shift], now);
  const report = await shiftReport(ctx.db, business.id, shiftId, now);
  return { success: true, shift: summary!, comparison, report };
}

/**
 * Closes a shift with the cashier's blind count (the shift's cashier, or a manager/admin). The
 * first count stands: it is stored with counted_at even when the close then waits for approval;
 * a different count later (a recount) needs approval too. Over the business's limit without a
 * valid approval: 409 shift_approval_required with the comparison as details, the shift open.
 * @param address the client address (the approval's sign-in limits)
 * @throws AppError not_found (404, also another cashier's); shift_approval_refused (403);
 *   business_archived, shift_closed, shift_approval_required (409); too_many_attempts (429).
 */
export async function closeShift(
  ctx: AppContext,
  actor: SessionUser,
  role: Role,
  business: BusinessRow,
  shiftId: number,
  body: CloseShiftBody,
  address: string,
): Promise<CloseShiftAnswer> {
  assertBusinessActive(business);
  const first = await actableShift(ctx, actor, role, business, shiftId);
  if (first.state !== 'open') throw new AppError('shift_closed');
  const approvedBy = body.approval ? await approverOf(ctx, business, body.approval, address) : null;
  const c = countedOf(body);
  const limit = Number(business.shift_difference_limit);
  const now = ctx.now();
  const outcome = await moneyTransaction(ctx.db, { businessId: business.id }, async (trx) => {
    const shift = await repo.findShift(trx, business.id, shiftId);
    if (shift?.state !== 'open') throw new AppError('shift_closed');
    const recount = shift.counted_at !== null && Number(shift.counted_cash) !== c.counted;
    if (shift.counted_at === null || (recount && approvedBy !== null))
      await repo.storeCount(trx, shiftId, { ...c, now });
    const counted = recount && approvedBy === null ? Number(shift.counted_cash) : c.counted;
    const expected = (await shiftCashSums(trx, business.id, shiftId)).expected;
    const comparison = comparisonOf(expected, counted, limit);
    if ((comparison.needsApproval || recount) && approvedBy === null)
      return { closed: false as const, comparison: { ...comparison, needsApproval: true } };
    const zNumber = await repo.takeZNumber(trx, shift.till_id);
    const ok = await repo.markClosed(trx, shiftId, {
      now,
      by: actor.id,
      approvedBy,
      expected,
      zNumber,
      forced: false,
    });
    if (!ok) throw new AppError('shift_closed');
    const details = {
      zNumber,
      expectedCash: expected,
      countedCash: counted,
      overShort: counted - expected,
    };
    await recordShiftClosed(trx, shift, { zNumber, expected, counted, forced: false, at: now });
    const by = { at: now, actor, business };
    await auditAction(trx, by, 'shift.close', shiftId, details);
    if (approvedBy !== null)
      await auditAction(trx, by, 'shift.close_approved', shiftId, { ...details, approvedBy });
    return { closed: true as const, comparison };
  });
  if (!outcome.closed)
    throw new AppError('shift_approval_required', { extra: { details: outcome.comparison } });
  return answer(ctx, business, shiftId, outcome.comparison);
}

/**
 * A manager closes an open shift without the cashier's count (counted later with lateCount);
 * audited `shift.force_close`. Takes the Z number like any close.
 * @throws AppError not_found (404); business_archived, shift_closed (409).
 */
export async function forceClose(
  ctx: AppContext,
  actor: SessionUser,
  business: BusinessRow,
  shiftId: number,
): Promise<CloseShiftAnswer> {
  assertBusinessActive(business);
  const now = ctx.now();
  await moneyTransaction(ctx.db, { businessId: business.id }, async (trx) => {
    const shift = await repo.findShift(trx, business.id, shiftId);
    if (!shift) throw new AppError('not_found');
    if (shift.state !== 'open') throw new AppError('shift_closed');
    const expected = (await shiftCashSums(trx, business.id, shiftId)).expected;
    const zNumber = await repo.takeZNumber(trx, shift.till_id);
    const ok = await repo.markClosed(trx, shiftId, {
      now,
      by: actor.id,
      approvedBy: null,
      expected,
      zNumber,
      forced: true,
    });
    if (!ok) throw new AppError('shift_closed');
    await recordShiftClosed(trx, shift, {
      zNumber,
      expected,
      counted: null,
      forced: true,
      at: now,
    });
    await auditAction(trx, { at: now, actor, business }, 'shift.force_close', shiftId, {
      zNumber,
      cashier: shift.user_id,
    });
  });
  return answer(ctx, business, shiftId, null);
}

/**
 * The count of a force-closed shift, entered once by a manager; audited `shift.late_count`.
 * @throws AppError not_found (404); business_archived, shift_not_closed, shift_already_counted (409).
 */
export async function lateCount(
  ctx: AppContext,
  actor: SessionUser,
  business: BusinessRow,
  shiftId: number,
  body: Omit<CloseShiftBody, 'approval'>,
): Promise<CloseShiftAnswer> {
  assertBusinessActive(business);
  const c = countedOf(body);
  const now = ctx.now();
  const limit = Number(business.shift_difference_limit);
  const comparison = await moneyTransaction(ctx.db, { businessId: business.id }, async (trx) => {
    const shift = await repo.findShift(trx, business.id, shiftId);
    if (!shift) throw new AppError('not_found');
    if (shift.state === 'open') throw new AppError('shift_not_closed');
    if (shift.counted_at !== null) throw new AppError('shift_already_counted');
    await repo.storeCount(trx, shiftId, { ...c, now });
    const expected = Number(shift.expected_cash);
    await auditAction(trx, { at: now, actor, business }, 'shift.late_count', shiftId, {
      expectedCash: expected,
      countedCash: c.counted,
      overShort: c.counted - expected,
    });
    return comparisonOf(expected, c.counted, limit);
  });
  return answer(ctx, business, shiftId, comparison);
}
