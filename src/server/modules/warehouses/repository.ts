import type { Selectable } from 'kysely';
import type { DbOrTrx } from '../../db/types';
import type { WarehouseLocationsTable, WarehousesTable } from '../../db/stock-tables';

export type WarehouseRow = Selectable<WarehousesTable>;
export type LocationRow = Selectable<WarehouseLocationsTable>;
/** A location to store: its four parts ('' when not given). */
export type LocationParts = Pick<LocationRow, 'zone' | 'aisle' | 'bay' | 'bin'>;

/** The business's live warehouses, oldest first (the first is the default, decision 0067). */
export async function listWarehouses(db: DbOrTrx, businessId: number): Promise<WarehouseRow[]> {
  return db
    .selectFrom('warehouses')
    .selectAll()
    .where('business_id', '=', businessId)
    .where('deleted_at', 'is', null)
    .orderBy('id')
    .execute();
}

/** One live warehouse of the business by UUID, or undefined. */
export async function findWarehouse(
  db: DbOrTrx,
  businessId: number,
  uuid: string,
): Promise<WarehouseRow | undefined> {
  return db
    .selectFrom('warehouses')
    .selectAll()
    .where('business_id', '=', businessId)
    .where('uuid', '=', uuid)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
}

/** True when another live warehouse of the business has this name (`exceptId`: itself). */
export async function nameTaken(
  db: DbOrTrx,
  businessId: number,
  name: string,
  exceptId?: number,
): Promise<boolean> {
  let q = db
    .selectFrom('warehouses')
    .select('id')
    .where('business_id', '=', businessId)
    .where('name', '=', name)
    .where('deleted_at', 'is', null);
  if (exceptId !== undefined) q = q.where('id', '<>', exceptId);
  return (await q.executeTakeFirst()) !== undefined;
}

/** Inserts a warehouse; returns its id. Times UTC ms. */
export async function insertWarehouse(
  db: DbOrTrx,
  row: Pick<WarehouseRow, 'business_id' | 'uuid' | 'name' | 'address' | 'created_at'>,
): Promise<number> {
  const r = await db
    .insertInto('warehouses')
    .values({ ...row, updated_at: row.created_at, deleted_at: null })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(r.id);
}

/** Changes a warehouse's name and address. */
export async function updateWarehouse(
  db: DbOrTrx,
  id: number,
  patch: Pick<WarehouseRow, 'name' | 'address' | 'updated_at'>,
): Promise<void> {
  await db.updateTable('warehouses').set(patch).where('id', '=', id).execute();
}

/** Marks a warehouse deleted (its ledger rows and documents keep naming it). */
export async function markDeleted(db: DbOrTrx, id: number, at: number): Promise<void> {
  await db.updateTable('warehouses').set({ deleted_at: at }).where('id', '=', id).execute();
}

/** The locations of the given warehouses, in order of entry. */
export async function locationsOf(
  db: DbOrTrx,
  warehouseIds: readonly number[],
): Promise<LocationRow[]> {
  if (warehouseIds.length === 0) return [];
  return db
    .selectFrom('warehouse_locations')
    .selectAll()
    .where('warehouse_id', 'in', [...warehouseIds])
    .orderBy('id')
    .execute();
}

/** Replaces a warehouse's locations. */
export async function replaceLocations(
  db: DbOrTrx,
  businessId: number,
  warehouseId: number,
  locations: readonly LocationParts[],
): Promise<void> {
  await db.deleteFrom('warehouse_locations').where('warehouse_id', '=', warehouseId).execute();
  if (locations.length === 0) return;
  await db
    .insertInto('warehouse_locations')
    .values(locations.map((l) => ({ ...l, business_id: businessId, warehouse_id: warehouseId })))
    .execute();
}
