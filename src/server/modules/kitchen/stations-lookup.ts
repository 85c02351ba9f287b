import type { DbOrTrx } from '../../db/types';

/** The station a line is sent to: id and name. */
export interface LineStation {
  id: number;
  name: string;
}

/**
 * The kitchen station of each product of `productIds` of business `businessId` (decision 0057):
 * the station the product is assigned to, else its category's, else none (absent from the map).
 * Archived stations are skipped.
 */
export async function stationsForProducts(
  db: DbOrTrx,
  businessId: number,
  productIds: readonly number[],
): Promise<Map<number, LineStation>> {
  const out = new Map<number, LineStation>();
  if (productIds.length === 0) return out;
  const ids = [...new Set(productIds)];
  const own = await db
    .selectFrom('kitchen_station_targets as t')
    .innerJoin('kitchen_stations as s', 's.id', 't.station_id')
    .select(['t.product_id', 's.id', 's.name'])
    .where('t.business_id', '=', businessId)
    .where('s.archived_at', 'is', null)
    .where('t.product_id', 'in', ids)
    .execute();
  for (const row of own) out.set(row.product_id!, { id: row.id, name: row.name });
  const rest = ids.filter((id) => !out.has(id));
  if (rest.length === 0) return out;
  const byCategory = await db
    .selectFrom('products as p')
    .innerJoin('kitchen_station_targets as t', 't.category_id', 'p.category_id')
    .innerJoin('kitchen_stations as s', 's.id', 't.station_id')
    .select(['p.id as product_id', 's.id', 's.name'])
    .where('p.business_id', '=', businessId)
    .where('t.business_id', '=', businessId)
    .where('s.archived_at', 'is', null)
    .where('p.id', 'in', rest)
    .execute();
  for (const row of byCategory) out.set(row.product_id, { id: row.id, name: row.name });
  return out;
}
