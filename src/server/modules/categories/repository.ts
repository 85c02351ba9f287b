import type { Insertable, Selectable, Updateable } from 'kysely';
import type { CategoriesTable, DbOrTrx } from '../../db/types';

export type CategoryRow = Selectable<CategoriesTable>;
/** A category row with the number of its products (any published state). */
export type CategoryWithCount = CategoryRow & { product_count: number };

/** Category columns plus `product_count`, always limited to one business. */
function selectWithCount(db: DbOrTrx, businessId: number) {
  return db
    .selectFrom('categories')
    .selectAll('categories')
    .select((eb) =>
      eb
        .selectFrom('products')
        .select((sub) => sub.fn.countAll<number>().as('n'))
        .whereRef('products.category_id', '=', 'categories.id')
        .where('products.business_id', '=', businessId)
        .as('product_count'),
    )
    .where('categories.business_id', '=', businessId);
}

/** Drivers give counts as number or string (PostgreSQL bigint); normalise to a number. */
function withCount(
  row: CategoryRow & { product_count: number | string | null },
): CategoryWithCount {
  return { ...row, product_count: Number(row.product_count ?? 0) };
}

/** Every category of the business, oldest first, with product counts. */
export async function listCategories(
  db: DbOrTrx,
  businessId: number,
): Promise<CategoryWithCount[]> {
  const rows = await selectWithCount(db, businessId).orderBy('categories.id').execute();
  return rows.map(withCount);
}

/** The business's category with this UUID (undefined for another business's UUID). */
export async function findCategoryByUuid(
  db: DbOrTrx,
  businessId: number,
  uuid: string,
): Promise<CategoryWithCount | undefined> {
  const row = await selectWithCount(db, businessId)
    .where('categories.uuid', '=', uuid)
    .executeTakeFirst();
  return row ? withCount(row) : undefined;
}

export async function findCategoryById(
  db: DbOrTrx,
  businessId: number,
  id: number,
): Promise<CategoryWithCount | undefined> {
  const row = await selectWithCount(db, businessId)
    .where('categories.id', '=', id)
    .executeTakeFirst();
  return row ? withCount(row) : undefined;
}

/** Inserts a category of the business; returns its id. */
export async function insertCategory(
  db: DbOrTrx,
  businessId: number,
  values: Omit<Insertable<CategoriesTable>, 'business_id'>,
): Promise<number> {
  const r = await db
    .insertInto('categories')
    .values({ ...values, business_id: businessId })
    .returning('id')
    .executeTakeFirstOrThrow();
  return r.id;
}

export async function updateCategory(
  db: DbOrTrx,
  businessId: number,
  id: number,
  patch: Omit<Updateable<CategoriesTable>, 'id' | 'uuid' | 'business_id'>,
): Promise<void> {
  await db
    .updateTable('categories')
    .set(patch)
    .where('business_id', '=', businessId)
    .where('id', '=', id)
    .execute();
}

export async function deleteCategory(db: DbOrTrx, businessId: number, id: number): Promise<void> {
  await db
    .deleteFrom('categories')
    .where('business_id', '=', businessId)
    .where('id', '=', id)
    .execute();
}
