import type { DbOrTrx } from '../../db/types';

/** What a sale needs of a product: names, prices (halalas) and whether it is on sale. */
export interface SaleProduct {
  id: number;
  name: string;
  price: number;
  pricedv: number | null;
  pricex: number | null;
  published: number;
}

/** The business's products among `ids` (another business's ids are simply not found). */
export async function findSaleProducts(
  db: DbOrTrx,
  businessId: number,
  ids: readonly number[],
): Promise<SaleProduct[]> {
  if (ids.length === 0) return [];
  return db
    .selectFrom('products')
    .select(['id', 'name', 'price', 'pricedv', 'pricex', 'published'])
    .where('business_id', '=', businessId)
    .where('id', 'in', [...ids])
    .execute();
}
