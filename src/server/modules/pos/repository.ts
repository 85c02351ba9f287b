import type { ProductPrices } from '../../../domain/pricing';
import type { DbOrTrx } from '../../db/types';

/** What pricing needs of a product (src/domain/pricing.ts). */
export type SaleProduct = ProductPrices;

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
