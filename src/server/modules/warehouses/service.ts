import { randomUUID } from 'node:crypto';
import { AppError } from '../../../domain/errors';
import { STOCK_ERROR_MESSAGES } from '../../../domain/stock-errors';
import type { WarehouseBody, WarehouseView } from '../../../domain/schemas/warehouses';
import type { AppContext, SessionUser } from '../../context';
import type { DbOrTrx } from '../../db/types';
import { auditAction } from '../audit/service';
import type { BusinessRow } from '../businesses/service';
import { onHandByWarehouse, warehouseHasStock } from '../stock';
import * as repo from './repository';

/**
 * Warehouses of a business (decision 0067): every business has at least one; the oldest live one
 * is its default (sales and purchases move stock there). Each change is audited.
 */

/** The business's warehouses on the wire, oldest (the default) first, with Σ pieces on hand. */
export async function listWarehouses(
  ctx: AppContext,
  business: BusinessRow,
): Promise<WarehouseView[]> {
  const rows = await repo.listWarehouses(ctx.db, business.id);
  const [locations, onHand] = await Promise.all([
    repo.locationsOf(
      ctx.db,
      rows.map((r) => r.id),
    ),
    onHandByWarehouse(ctx.db, business.id),
  ]);
  return rows.map((r, i) => ({
    UUID: r.uuid,
    name: r.name,
    address: r.address,
    isDefault: i === 0,
    onHand: onHand.get(r.id) ?? 0,
    locations: locations
      .filter((l) => l.warehouse_id === r.id)
      .map(({ zone, aisle, bay, bin }) => ({ zone, aisle, bay, bin })),
  }));
}

/**
 * One warehouse on the wire.
 * @throws AppError not_found (404) for one the business does not have.
 */
export async function getWarehouse(
  ctx: AppContext,
  business: BusinessRow,
  uuid: string,
): Promise<WarehouseView> {
  const found = (await listWarehouses(ctx, business)).find((w) => w.UUID === uuid);
  if (!found) throw new AppError('not_found');
  return found;
}

async function refuseTakenName(trx: DbOrTrx, businessId: number, name: string, id?: number) {
  if (await repo.nameTaken(trx, businessId, name, id))
    throw new AppError('warehouse_name_taken', {
      fields: { name: STOCK_ERROR_MESSAGES.warehouse_name_taken },
    });
}

/**
 * POST ware_houses: a new warehouse with its locations.
 * @throws AppError warehouse_name_taken (409, field `name`) when another has the name.
 */
export async function createWarehouse(
  ctx: AppContext,
  actor: SessionUser,
  business: BusinessRow,
  body: WarehouseBody,
): Promise<WarehouseView> {
  const uuid = randomUUID();
  await ctx.db.transaction().execute(async (trx) => {
    await refuseTakenName(trx, business.id, body.name);
    const now = ctx.now();
    const id = await repo.insertWarehouse(trx, {
      business_id: business.id,
      uuid,
      name: body.name,
      address: body.address,
      created_at: now,
    });
    await repo.replaceLocations(trx, business.id, id, body.locations ?? []);
    await auditAction(trx, { at: now, actor, business }, 'warehouse.create', uuid, body);
  });
  return getWarehouse(ctx, business, uuid);
}

/**
 * PUT ware_houses/{UUID}: name, address, and the locations when given (replaced as a whole).
 * @throws AppError not_found (404); warehouse_name_taken (409, field `name`).
 */
export async function updateWarehouse(
  ctx: AppContext,
  actor: SessionUser,
  business: BusinessRow,
  uuid: string,
  body: WarehouseBody,
): Promise<WarehouseView> {
  await ctx.db.transaction().execute(async (trx) => {
    const row = await repo.findWarehouse(trx, business.id, uuid);
    if (!row) throw new AppError('not_found');
    await refuseTakenName(trx, business.id, body.name, row.id);
    const now = ctx.now();
    await repo.updateWarehouse(trx, row.id, {
      name: body.name,
      address: body.address,
      updated_at: now,
    });
    if (body.locations) await repo.replaceLocations(trx, business.id, row.id, body.locations);
    await auditAction(trx, { at: now, actor, business }, 'warehouse.update', uuid, body);
  });
  return getWarehouse(ctx, business, uuid);
}

/**
 * DELETE ware_houses/{UUID}: marks it deleted (its ledger rows and documents stay).
 * @throws AppError not_found (404); warehouse_last (409) for the business's only warehouse;
 *   warehouse_has_stock (409) while any product has pieces (±) there.
 */
export async function deleteWarehouse(
  ctx: AppContext,
  actor: SessionUser,
  business: BusinessRow,
  uuid: string,
): Promise<void> {
  await ctx.db.transaction().execute(async (trx) => {
    const all = await repo.listWarehouses(trx, business.id);
    const row = all.find((w) => w.uuid === uuid);
    if (!row) throw new AppError('not_found');
    if (all.length === 1) throw new AppError('warehouse_last');
    if (await warehouseHasStock(trx, row.id)) throw new AppError('warehouse_has_stock');
    const now = ctx.now();
    await repo.markDeleted(trx, row.id, now);
    await auditAction(trx, { at: now, actor, business }, 'warehouse.delete', uuid, {
      name: row.name,
    });
  });
}
