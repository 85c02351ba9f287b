import { randomUUID } from 'node:crypto';
import { AppError } from '../../../domain/errors';
import type { SupplierBody, SupplierView } from '../../../domain/schemas/purchases';
import type { AppContext, SessionUser } from '../../context';
import { constraintViolation } from '../../db/constraint-errors';
import type { DbOrTrx } from '../../db/types';
import { auditAction } from '../audit/service';
import type { BusinessRow } from '../businesses/service';
import * as repo from './repository';
import { resolvePaymentTerm } from '../payment-terms';

export type { SupplierRow } from './repository';

/** A supplier row → the wire shape (ID, UUID, name, address, vatid, payment_term_id). */
export function toSupplierView(row: repo.SupplierRow): SupplierView {
  return {
    ID: row.id,
    UUID: row.uuid,
    name: row.name,
    address: row.address,
    vatid: row.vatid,
    payment_term_id: row.payment_term_id,
  };
}

/**
 * The business's supplier with this UUID (in `db`, a transaction or not).
 * @throws AppError not_found (404), also for another business's supplier.
 */
export async function loadSupplier(db: DbOrTrx, businessId: number, uuid: string) {
  const row = await repo.findSupplierByUuid(db, businessId, uuid);
  if (!row) throw new AppError('not_found');
  return row;
}

/** GET suppliers: the business's suppliers by name. */
export async function listSuppliers(
  ctx: AppContext,
  business: BusinessRow,
): Promise<SupplierView[]> {
  return (await repo.listSuppliers(ctx.db, business.id)).map(toSupplierView);
}

/** GET suppliers/{UUID}. @throws AppError not_found (404). */
export async function getSupplier(ctx: AppContext, business: BusinessRow, uuid: string) {
  return toSupplierView(await loadSupplier(ctx.db, business.id, uuid));
}

/**
 * POST suppliers (legacy app: `{address, name, vatid}` → `{message, ID}`): a new supplier of the
 * business, audited. Two suppliers may share a name or VAT number (branches of one company).
 */
export async function createSupplier(
  ctx: AppContext,
  actor: SessionUser,
  business: BusinessRow,
  body: SupplierBody,
): Promise<SupplierView> {
  return ctx.db.transaction().execute(async (trx) => {
    const now = ctx.now();
    const uuid = randomUUID();
    const { payment_term_id, ...fields } = body;
    const id = await repo.insertSupplier(trx, business.id, {
      ...fields,
      payment_term_id: (await resolvePaymentTerm(trx, business.id, payment_term_id)) ?? null,
      uuid,
      created_at: now,
      updated_at: now,
    });
    await auditAction(trx, { at: now, actor, business }, 'supplier.create', uuid, body);
    return toSupplierView((await repo.findSupplierById(trx, business.id, id))!);
  });
}

/**
 * PUT suppliers/{UUID}: replaces name, address and vatid. Purchases show the supplier as it is now.
 * @throws AppError not_found (404).
 */
export async function updateSupplier(
  ctx: AppContext,
  actor: SessionUser,
  business: BusinessRow,
  uuid: string,
  body: SupplierBody,
): Promise<SupplierView> {
  return ctx.db.transaction().execute(async (trx) => {
    const row = await loadSupplier(trx, business.id, uuid);
    const now = ctx.now();
    const { payment_term_id, ...fields } = body;
    const term = await resolvePaymentTerm(trx, business.id, payment_term_id);
    await repo.updateSupplier(trx, business.id, row.id, {
      ...fields,
      ...(term === undefined ? {} : { payment_term_id: term }),
      updated_at: now,
    });
    await auditAction(trx, { at: now, actor, business }, 'supplier.update', uuid, body);
    return toSupplierView((await repo.findSupplierById(trx, business.id, row.id))!);
  });
}

/**
 * DELETE suppliers/{UUID}.
 * @throws AppError not_found (404); supplier_in_use (409) while a purchase names it (also when a
 *   purchase recorded concurrently makes the database refuse the delete).
 */
export async function deleteSupplier(
  ctx: AppContext,
  actor: SessionUser,
  business: BusinessRow,
  uuid: string,
): Promise<void> {
  try {
    await ctx.db.transaction().execute(async (trx) => {
      const row = await loadSupplier(trx, business.id, uuid);
      if (await repo.isSupplierInUse(trx, business.id, row.id))
        throw new AppError('supplier_in_use');
      await repo.deleteSupplier(trx, business.id, row.id);
      await auditAction(
        trx,
        { at: ctx.now(), actor, business },
        'supplier.delete',
        uuid,
        toSupplierView(row),
      );
    });
  } catch (err) {
    if (constraintViolation(err) === 'foreign_key') throw new AppError('supplier_in_use');
    throw err;
  }
}
