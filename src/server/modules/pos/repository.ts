import type { ModifierGroupRule } from '../../../domain/modifiers';
import type { ProductPrices } from '../../../domain/pricing';
import type { DbOrTrx } from '../../db/types';
import { groupsForProducts } from '../modifiers';

/**
 * What pricing needs of a product (src/domain/pricing.ts), with its VAT category and reason, and
 * the modifier groups in use that apply to it (its own and its category's, decision 0056; empty
 * for a product without any, and at every business that is not a restaurant).
 */
export type SaleProduct = ProductPrices & {
  vat_category: string;
  vat_exemption_code: string;
  category_id: number;
  modifierGroups: ModifierGroupRule[];
};

/**
 * The business's products among `ids` (another business's ids are simply not found), each with
 * its modifier groups and their options: three queries in all.
 */
export async function findSaleProducts(
  db: DbOrTrx,
  businessId: number,
  ids: readonly number[],
): Promise<SaleProduct[]> {
  if (ids.length === 0) return [];
  const products = await db
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
      'category_id',
    ])
    .where('business_id', '=', businessId)
    .where('id', 'in', [...ids])
    .execute();
  const groups = await groupsForProducts(db, businessId, products);
  return products.map((p) => ({ ...p, modifierGroups: groups.get(p.id) ?? [] }));
}
