import type { z } from 'zod';
import { AppError, type FieldErrors } from '../../../domain/errors';
import type { kitchenStationBody, KitchenStationView } from '../../../domain/schemas/kitchen';
import type { AppContext, SessionUser } from '../../context';
import type { DbOrTrx } from '../../db/types';
import { auditAction } from '../audit/service';
import type { BusinessRow } from '../businesses/service';
import { assertRestaurant } from '../modifiers';

/**
 * Kitchen stations of a restaurant (decision 0057): list, create, replace, archive. A station cooks
 * products and whole categories; a product or category belongs to one station at most, so saving a
 * station takes its products and categories off any other station of the business. Archived, never
 * deleted: lines sent to it keep their station. Instants UTC ms.
 */

/** A validated station body (defaults applied). */
type StationBody = z.output<typeof kitchenStationBody>;

/**
 * The business's stations in use (with `archived`, every one), by position then id, as the wire
 * shows them: printer `host:port` or null, paper 80 | 58 mm, the product and category ids each
 * cooks (decision 0057). Throws nothing of its own.
 */
export async function listStationViews(
  db: DbOrTrx,
  businessId: number,
  archived = false,
): Promise<KitchenStationView[]> {
  let q = db.selectFrom('kitchen_stations').selectAll().where('business_id', '=', businessId);
  if (!archived) q = q.where('archived_at', 'is', null);
  const stations = await q.orderBy('position').orderBy('id').execute();
  if (stations.length === 0) return [];
  const targets = await db
    .selectFrom('kitchen_station_targets')
    .select(['station_id', 'product_id', 'category_id'])
    .where('business_id', '=', businessId)
    .where(
      'station_id',
      'in',
      stations.map((s) => s.id),
    )
    .orderBy('id')
    .execute();
  return stations.map((s) => ({
    id: s.id,
    name: s.name,
    printerAddress: s.printer_address === '' ? null : s.printer_address,
    paperWidthMm: s.paper_width_mm,
    position: s.position,
    productIds: targets
      .filter((t) => t.station_id === s.id && t.product_id)
      .map((t) => t.product_id!),
    categoryIds: targets
      .filter((t) => t.station_id === s.id && t.category_id)
      .map((t) => t.category_id!),
  }));
}

/** Which of `ids` are the business's rows of `table` (products or categories). */
async function ownedIds(
  db: DbOrTrx,
  businessId: number,
  table: 'products' | 'categories',
  ids: readonly number[],
): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .selectFrom(table)
    .select('id')
    .where('business_id', '=', businessId)
    .where('id', 'in', [...new Set(ids)])
    .execute();
  return new Set(rows.map((r) => r.id));
}

/** GET kitchen/stations: the stations in use. @throws AppError restaurant_only (422). */
export async function listStations(
  ctx: AppContext,
  business: BusinessRow,
): Promise<KitchenStationView[]> {
  assertRestaurant(business);
  return listStationViews(ctx.db, business.id);
}

/**
 * The body's products and categories must be the business's.
 * @throws AppError validation_failed (422) with `fields["productIds.{i}"]` / `categoryIds.{i}`.
 */
async function assertTargetsOwned(db: DbOrTrx, business: BusinessRow, body: StationBody) {
  const fields: FieldErrors = {};
  const products = await ownedIds(db, business.id, 'products', body.productIds);
  const categories = await ownedIds(db, business.id, 'categories', body.categoryIds);
  body.productIds.forEach((id, i) => {
    if (!products.has(id)) fields[`productIds.${i}`] = 'الصنف غير موجود في هذه المنشأة';
  });
  body.categoryIds.forEach((id, i) => {
    if (!categories.has(id)) fields[`categoryIds.${i}`] = 'التصنيف غير موجود في هذه المنشأة';
  });
  if (Object.keys(fields).length > 0)
    throw new AppError('validation_failed', { status: 422, fields });
}

/**
 * Gives station `stationId` exactly the body's products and categories: its own targets are
 * replaced, and the same products and categories are taken off the business's other stations
 * (one station per product or category: the unique indexes of migration 029).
 */
async function replaceTargets(
  db: DbOrTrx,
  businessId: number,
  stationId: number,
  body: StationBody,
) {
  const productIds = [...new Set(body.productIds)];
  const categoryIds = [...new Set(body.categoryIds)];
  await db
    .deleteFrom('kitchen_station_targets')
    .where('business_id', '=', businessId)
    .where((eb) => {
      const or = [eb('station_id', '=', stationId)];
      if (productIds.length > 0) or.push(eb('product_id', 'in', productIds));
      if (categoryIds.length > 0) or.push(eb('category_id', 'in', categoryIds));
      return eb.or(or);
    })
    .execute();
  const rows = [
    ...productIds.map((p) => ({ product_id: p, category_id: null })),
    ...categoryIds.map((c) => ({ product_id: null, category_id: c })),
  ].map((t) => ({ ...t, business_id: businessId, station_id: stationId }));
  if (rows.length > 0) await db.insertInto('kitchen_station_targets').values(rows).execute();
}

const stationColumns = (body: StationBody) => ({
  name: body.name,
  printer_address: body.printerAddress ?? '',
  paper_width_mm: body.paperWidthMm ?? 80,
});

async function stationView(db: DbOrTrx, businessId: number, id: number) {
  return (await listStationViews(db, businessId, true)).find((s) => s.id === id)!;
}

/**
 * POST kitchen/stations: a new station (printer `host:port` or none, paper 80 | 58 mm, 80 by
 * default) with what it cooks, placed last; audited `kitchen_station.create`.
 * @throws AppError restaurant_only (422); validation_failed (422) for another business's product
 *   or category.
 */
export async function createStation(
  ctx: AppContext,
  actor: SessionUser,
  business: BusinessRow,
  body: StationBody,
): Promise<KitchenStationView> {
  assertRestaurant(business);
  return ctx.db.transaction().execute(async (trx) => {
    await assertTargetsOwned(trx, business, body);
    const now = ctx.now();
    const count = await trx
      .selectFrom('kitchen_stations')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('business_id', '=', business.id)
      .executeTakeFirstOrThrow();
    const { id } = await trx
      .insertInto('kitchen_stations')
      .values({
        ...stationColumns(body),
        business_id: business.id,
        position: Number(count.n),
        archived_at: null,
        created_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await replaceTargets(trx, business.id, id, body);
    await auditAction(trx, { at: now, actor, business }, 'kitchen_station.create', String(id), {
      name: body.name,
    });
    return stationView(trx, business.id, id);
  });
}

/**
 * PUT kitchen/stations/{id}: replaces the whole station (an absent printer means none) and
 * restores it when archived; audited `kitchen_station.update`.
 * @throws AppError restaurant_only (422); not_found (404) for another business's station;
 *   validation_failed (422) for a product or category not of the business.
 */
export async function updateStation(
  ctx: AppContext,
  actor: SessionUser,
  business: BusinessRow,
  id: number,
  body: StationBody,
): Promise<KitchenStationView> {
  assertRestaurant(business);
  return ctx.db.transaction().execute(async (trx) => {
    if (!(await findStation(trx, business.id, id))) throw new AppError('not_found');
    await assertTargetsOwned(trx, business, body);
    const now = ctx.now();
    await trx
      .updateTable('kitchen_stations')
      .set({ ...stationColumns(body), archived_at: null })
      .where('business_id', '=', business.id)
      .where('id', '=', id)
      .execute();
    await replaceTargets(trx, business.id, id, body);
    await auditAction(trx, { at: now, actor, business }, 'kitchen_station.update', String(id), {
      name: body.name,
    });
    return stationView(trx, business.id, id);
  });
}

/**
 * DELETE kitchen/stations/{id}: archives the station (no new line is sent to it; its products
 * fall back to their category's station). Audited `kitchen_station.archive`.
 * @throws AppError restaurant_only (422); not_found (404) for another business's station.
 */
export async function archiveStation(
  ctx: AppContext,
  actor: SessionUser,
  business: BusinessRow,
  id: number,
): Promise<void> {
  assertRestaurant(business);
  await ctx.db.transaction().execute(async (trx) => {
    const station = await findStation(trx, business.id, id);
    if (!station) throw new AppError('not_found');
    const now = ctx.now();
    if (station.archived_at === null)
      await trx
        .updateTable('kitchen_stations')
        .set({ archived_at: now })
        .where('business_id', '=', business.id)
        .where('id', '=', id)
        .execute();
    await auditAction(trx, { at: now, actor, business }, 'kitchen_station.archive', String(id), {
      name: station.name,
    });
  });
}

/** The business's station `id` (archived included) as stored, or undefined (decision 0057). */
export async function findStation(db: DbOrTrx, businessId: number, id: number) {
  return db
    .selectFrom('kitchen_stations')
    .selectAll()
    .where('business_id', '=', businessId)
    .where('id', '=', id)
    .executeTakeFirst();
}
