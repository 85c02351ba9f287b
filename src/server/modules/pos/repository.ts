import type { ProductPrices } from '../../../domain/pricing';
import type { DbOrTrx } from '../../db/types';

/** What pricing needs of a product (src/domain/pricing.ts), with its VAT category and reason. */
export type SaleProduct = ProductPrices & { vat_category: string; vat_exemption_code: string };

/** The business's products among `ids` (another business's ids are simply not found). */
export async function findSaleProducts(
  db: DbOrTrx,
  businessId: number,
  ids: readonly number[],
): Promise<SaleProduct[]> {
  if (ids.length === 0) return [];
  return db
    .selectFrom('products')
    .select([
      'id',
      'name',
      'price',
      'pricedv',
      'pricex',
      'published',
      'vat_category',
      'vat_exemption_code',
    ])
    .where('business_id', '=', businessId)
    .where('id', 'in', [...ids])
    .execute();
}
