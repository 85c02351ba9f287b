import type { Selectable } from 'kysely';
import type { DbOrTrx } from '../../db/types';
import type { StockCountLinesTable, StockCountsTable } from '../../db/stock-tables';

export type CountRow = Selectable<StockCountsTable>;
export type CountLineRow = Selectable<StockCountLinesTable>;

/** The business's products among `uuids` (or of one category, or all): id, uuid, name. */
export async function productsOf(
  db: DbOrTrx,
  businessId: number,
  filter: { uuids?: readonly string[]; categoryId?: number },
): Promise<{ id: number; uuid: string; name: string }[]> {
  let q = db
    .selectFrom('products')
    .select(['id', 'uuid', 'name'])
    .where('business_id', '=', businessId);
  if (filter.uuids) {
    if (filter.uuids.length === 0) return [];
    q = q.where('uuid', 'in', [...filter.uuids]);
  }
  if (filter.categoryId !== undefined) q = q.where('category_id', '=', filter.categoryId);
  return q.orderBy('name').orderBy('id').execute();
}

/** A category of the business by UUID: id and name, or undefined. */
export async function findCategory(db: DbOrTrx, businessId: number, uuid: string) {
  return db
    .selectFrom('categories')
    .select(['id', 'uuid', 'name'])
    .where('business_id', '=', businessId)
    .where('uuid', '=', uuid)
    .executeTakeFirst();
}

/** Inserts a transfer and its lines; returns its id. */
export async function insertTransfer(
  db: DbOrTrx,
  row: {
    business_id: number;
    uuid: string;
    from_warehouse_id: number;
    to_warehouse_id: number;
    note: string;
    created_by: number;
    created_at: number;
  },
  lines: readonly { product_id: number; quantity: number }[],
): Promise<number> {
  const r = await db
    .insertInto('stock_transfers')
    .values(row)
    .returning('id')
    .executeTakeFirstOrThrow();
  const id = Number(r.id);
  await db
    .insertInto('stock_transfer_lines')
    .values(lines.map((l) => ({ ...l, transfer_id: id })))
    .execute();
  return id;
}

/** The business's transfers, newest first (at most `limit`), with warehouse and product names. */
export async function listTransfers(db: DbOrTrx, businessId: number, limit = 200) {
  const transfers = await db
    .selectFrom('stock_transfers as t')
    .innerJoin('warehouses as f', 'f.id', 't.from_warehouse_id')
    .innerJoin('warehouses as w', 'w.id', 't.to_warehouse_id')
    .select([
      't.id',
      't.uuid',
      't.note',
      't.created_at',
      'f.uuid as from_uuid',
      'f.name as from_name',
      'w.uuid as to_uuid',
      'w.name as to_name',
    ])
    .where('t.business_id', '=', businessId)
    .orderBy('t.id', 'desc')
    .limit(limit)
    .execute();
  const lines = transfers.length
    ? await db
        .selectFrom('stock_transfer_lines as l')
        .innerJoin('products as p', 'p.id', 'l.product_id')
        .select(['l.transfer_id', 'l.quantity', 'p.uuid', 'p.name'])
        .where(
          'l.transfer_id',
          'in',
          transfers.map((t) => t.id),
        )
        .execute()
    : [];
  return { transfers, lines };
}

/** Inserts a count sheet and its lines (expected pieces); returns its id. */
export async function insertCount(
  db: DbOrTrx,
  row: Pick<
    CountRow,
    'business_id' | 'uuid' | 'warehouse_id' | 'category_id' | 'created_by' | 'created_at'
  >,
  lines: readonly { product_id: number; expected: number }[],
): Promise<number> {
  const r = await db
    .insertInto('stock_counts')
    .values({ ...row, posted_by: null, posted_at: null })
    .returning('id')
    .executeTakeFirstOrThrow();
  const id = Number(r.id);
  for (let i = 0; i < lines.length; i += 500)
    await db
      .insertInto('stock_count_lines')
      .values(
        lines
          .slice(i, i + 500)
          .map((l) => ({ ...l, count_id: id, counted: null, posted_difference: null })),
      )
      .execute();
  return id;
}

/** A count sheet of the business by UUID with its warehouse and category names, or undefined. */
export async function findCount(db: DbOrTrx, businessId: number, uuid: string) {
  return countsQuery(db, businessId).where('s.uuid', '=', uuid).executeTakeFirst();
}

/** The business's count sheets, newest first, with how many products each holds. */
export async function listCounts(db: DbOrTrx, businessId: number) {
  return countsQuery(db, businessId)
    .select((eb) =>
      eb
        .selectFrom('stock_count_lines as cl')
        .select((e) => e.fn.countAll<number>().as('n'))
        .whereRef('cl.count_id', '=', 's.id')
        .as('products'),
    )
    .orderBy('s.id', 'desc')
    .limit(200)
    .execute();
}

function countsQuery(db: DbOrTrx, businessId: number) {
  return db
    .selectFrom('stock_counts as s')
    .innerJoin('warehouses as w', 'w.id', 's.warehouse_id')
    .leftJoin('categories as c', 'c.id', 's.category_id')
    .selectAll('s')
    .select(['w.uuid as warehouse_uuid', 'w.name as warehouse_name'])
    .select(['c.uuid as category_uuid', 'c.name as category_name'])
    .where('s.business_id', '=', businessId);
}

/** A count's lines with their product's UUID and name, by product name. */
export async function countLines(db: DbOrTrx, countId: number) {
  return db
    .selectFrom('stock_count_lines as l')
    .innerJoin('products as p', 'p.id', 'l.product_id')
    .selectAll('l')
    .select(['p.uuid', 'p.name'])
    .where('l.count_id', '=', countId)
    .orderBy('p.name')
    .orderBy('p.id')
    .execute();
}

/** Sets the counted pieces and reason of one line. */
export async function setCounted(
  db: DbOrTrx,
  countId: number,
  productId: number,
  counted: number,
  reason: string,
): Promise<void> {
  await db
    .updateTable('stock_count_lines')
    .set({ counted, reason })
    .where('count_id', '=', countId)
    .where('product_id', '=', productId)
    .execute();
}

/** Records what posting moved for one line. */
export async function setPostedDifference(
  db: DbOrTrx,
  countId: number,
  productId: number,
  difference: number,
): Promise<void> {
  await db
    .updateTable('stock_count_lines')
    .set({ posted_difference: difference })
    .where('count_id', '=', countId)
    .where('product_id', '=', productId)
    .execute();
}

/** Marks an open count posted; false when it was not open (posted by someone else first). */
export async function markPosted(
  db: DbOrTrx,
  countId: number,
  by: number,
  at: number,
  reason: string,
): Promise<boolean> {
  const r = await db
    .updateTable('stock_counts')
    .set({ status: 'posted', posted_by: by, posted_at: at, reason })
    .where('id', '=', countId)
    .where('status', '=', 'open')
    .executeTakeFirst();
  return Number(r.numUpdatedRows) > 0;
}
