import type { AuditAction } from '../../../domain/audit-actions';
import { shiftAlreadyOpenMessage, AppError } from '../../../domain/errors';
import { sarToHalalas } from '../../../domain/money';
import { riyadhDate } from '../../../domain/riyadh-time';
import type {
  CashMovementBody,
  CashMovementView,
  OpenShiftBody,
  ShiftSummary,
  TillBody,
  TillUpdateBody,
  TillView,
} from '../../../domain/schemas/shifts';
import { countedHalalas } from '../../../domain/shifts';
import type { Role } from '../../../domain/roles';
import type { AppContext, SessionUser } from '../../context';
import { constraintViolation } from '../../db/constraint-errors';
import { moneyTransaction } from '../../db/money-transaction';
import { auditAction } from '../audit/service';
import type { BusinessRow } from '../businesses/service';
import type { TillRow } from '../../db/shift-tables';
import * as repo from './repository';
import { iso, shiftSummaries, toTillView } from './views';

/**
 * Tills, opening a shift and its cash movements (decision 0055). Money in halalas inside, SAR on
 * the wire; times UTC ms. Closing: ./close-service.ts.
 */

/** True for the roles that see and act on every shift of the business (shifts.manage). */
export const isShiftManager = (role: Role) => role === 'manager' || role === 'admin';

/** @throws AppError business_archived (409): shift writes are refused on an archived business. */
export function assertBusinessActive(business: BusinessRow): void {
  if (business.active !== 1) throw new AppError('business_archived');
}

async function tillOf(ctx: AppContext, business: BusinessRow, tillId: number) {
  const till = await repo.findTill(ctx.db, business.id, tillId);
  if (!till) throw new AppError('not_found');
  return till;
}

async function tillViews(ctx: AppContext, business: BusinessRow, tills: TillRow[]) {
  const open = await repo.openShiftsOfTills(
    ctx.db,
    business.id,
    tills.map((t) => t.id),
  );
  const summaries = await shiftSummaries(ctx.db, open, ctx.now());
  return tills.map((t) => toTillView(t, summaries.find((s) => s.tillId === t.id) ?? null));
}

/** The business's tills (archived ones too when asked), each with its open shift. */
export async function listTills(
  ctx: AppContext,
  business: BusinessRow,
  archived: boolean,
): Promise<TillView[]> {
  return tillViews(ctx, business, await repo.listTills(ctx.db, business.id, archived));
}

/** Creates a till; audited `till.create`. */
export async function createTill(
  ctx: AppContext,
  actor: SessionUser,
  business: BusinessRow,
  body: TillBody,
): Promise<TillView> {
  const now = ctx.now();
  const id = await ctx.db.transaction().execute(async (trx) => {
    const id = await repo.insertTill(trx, {
      businessId: business.id,
      name: body.name,
      printerAddress: body.printerAddress || null,
      now,
    });
    await auditAction(trx, { at: now, actor, business }, 'till.create', id, { name: body.name });
    return id;
  });
  return (await tillViews(ctx, business, [await tillOf(ctx, business, id)]))[0]!;
}

/**
 * Renames, re-addresses, archives or restores a till; audited `till.rename` / `till.archive`.
 * @throws AppError not_found (404, not this business's); till_has_open_shift (409) when archiving
 *   a till with an open shift.
 */
export async function updateTill(
  ctx: AppContext,
  actor: SessionUser,
  business: BusinessRow,
  tillId: number,
  body: TillUpdateBody,
): Promise<TillView> {
  const now = ctx.now();
  const till = await tillOf(ctx, business, tillId);
  await ctx.db.transaction().execute(async (trx) => {
    const set: Parameters<typeof repo.updateTill>[2] = {};
    if (body.name !== undefined) set.name = body.name;
    if (body.printerAddress !== undefined) set.printer_address = body.printerAddress || null;
    if (body.archived !== undefined) {
      if (body.archived && (await repo.openShiftIdOfTill(trx, tillId)) !== null)
        throw new AppError('till_has_open_shift');
      set.archived_at = body.archived ? (till.archived_at ?? now) : null;
    }
    await repo.updateTill(trx, tillId, set);
    const by = { at: now, actor, business };
    if (body.name !== undefined || body.printerAddress !== undefined)
      await auditAction(trx, by, 'till.rename', tillId, { from: till.name, name: body.name });
    if (body.archived !== undefined)
      await auditAction(trx, by, 'till.archive', tillId, { archived: body.archived });
  });
  return (await tillViews(ctx, business, [await tillOf(ctx, business, tillId)]))[0]!;
}

/** The till's open shift, or null. @throws AppError not_found (404). */
export async function currentShift(
  ctx: AppContext,
  business: BusinessRow,
  tillId: number,
): Promise<ShiftSummary | null> {
  await tillOf(ctx, business, tillId);
  const [open] = await repo.openShiftsOfTills(ctx.db, business.id, [tillId]);
  return open ? (await shiftSummaries(ctx.db, [open], ctx.now()))[0]! : null;
}

/**
 * Opens a shift on the till with the opening float (the count wins over an amount); audited
 * `shift.open`. One open shift per till (the partial unique index decides a race) and one per
 * cashier (not a manager or admin) across the business's tills (decision 0055).
 * @throws AppError not_found (404); business_archived, till_archived, shift_already_open (409,
 *   naming the holder).
 */
export async function openShift(
  ctx: AppContext,
  actor: SessionUser,
  role: Role,
  business: BusinessRow,
  tillId: number,
  body: OpenShiftBody,
): Promise<ShiftSummary> {
  assertBusinessActive(business);
  const till = await tillOf(ctx, business, tillId);
  if (till.archived_at !== null) throw new AppError('till_archived');
  // One open shift per cashier; a manager or admin may hold several (covering tills).
  const mine = isShiftManager(role)
    ? undefined
    : await repo.openShiftOfUser(ctx.db, business.id, actor.id);
  if (mine && mine.till_id !== tillId)
    throw new AppError('shift_already_open', {
      message: `لديك وردية مفتوحة على نقطة البيع «${mine.till_name}»؛ أغلقها قبل فتح وردية أخرى`,
    });
  const now = ctx.now();
  const openingFloat = countedHalalas(body);
  let id: number;
  try {
    id = await ctx.db.transaction().execute(async (trx) => {
      const id = await repo.insertShift(trx, {
        businessId: business.id,
        tillId,
        userId: actor.id,
        businessDay: riyadhDate(now),
        now,
        openingFloat,
        openingCount: body.count ? JSON.stringify(body.count) : null,
      });
      await auditAction(trx, { at: now, actor, business }, 'shift.open', id, {
        till: tillId,
        openingFloat,
      });
      return id;
    });
  } catch (err) {
    if (constraintViolation(err) !== 'unique') throw err;
    const [holder] = await repo.openShiftsOfTills(ctx.db, business.id, [tillId]);
    throw new AppError('shift_already_open', {
      message: shiftAlreadyOpenMessage(holder?.cashier_name ?? '—'),
    });
  }
  const shift = await repo.findShift(ctx.db, business.id, id);
  return (await shiftSummaries(ctx.db, [shift!], now))[0]!;
}

/**
 * The business's shift that `actor` may act on as its cashier (or as a manager/admin).
 * @throws AppError not_found (404): not this business's, or another cashier's for a cashier.
 */
export async function actableShift(
  ctx: AppContext,
  actor: SessionUser,
  role: Role,
  business: BusinessRow,
  shiftId: number,
) {
  const shift = await repo.findShift(ctx.db, business.id, shiftId);
  if (!shift) throw new AppError('not_found');
  // Another cashier's shift is not shown to a cashier at all: 404, as if it did not exist.
  if (shift.user_id !== actor.id && !isShiftManager(role)) throw new AppError('not_found');
  return shift;
}

/**
 * Records cash in or out of an open shift (own shift; a manager or admin: any of the business);
 * audited `shift.cash_in` / `shift.cash_out`.
 * @throws AppError not_found (404, also another cashier's); business_archived, shift_closed (409).
 */
export async function addMovement(
  ctx: AppContext,
  actor: SessionUser,
  role: Role,
  business: BusinessRow,
  shiftId: number,
  body: CashMovementBody,
): Promise<CashMovementView> {
  assertBusinessActive(business);
  const shift = await actableShift(ctx, actor, role, business, shiftId);
  if (shift.state !== 'open') throw new AppError('shift_closed');
  const now = ctx.now();
  const amount = sarToHalalas(body.amount);
  // Under the business's counter lock, like a sale and a close: a movement lands before the
  // close's sums or finds the shift closed.
  const id = await moneyTransaction(ctx.db, { businessId: business.id }, async (trx) => {
    if ((await repo.findShift(trx, business.id, shiftId))?.state !== 'open')
      throw new AppError('shift_closed');
    const id = await repo.insertMovement(trx, {
      businessId: business.id,
      shiftId,
      direction: body.direction,
      amount,
      reason: body.reason,
      userId: actor.id,
      now,
    });
    const action: AuditAction = body.direction === 'in' ? 'shift.cash_in' : 'shift.cash_out';
    await auditAction(trx, { at: now, actor, business }, action, shiftId, {
      movement: id,
      amount,
      reason: body.reason,
    });
    return id;
  });
  return {
    id,
    direction: body.direction,
    amount: body.amount,
    reason: body.reason,
    at: iso(now),
    by: { id: actor.id, name: actor.username },
  };
}
