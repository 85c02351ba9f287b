import type { Insertable, Selectable } from 'kysely';
import type { ModifierGroupRule } from '../../../domain/modifiers';
import type { DbOrTrx } from '../../db/types';
import type {
  ModifierGroupsTable,
  ModifierOptionsTable,
  ModifierGroupTargetsTable,
} from '../../db/restaurant-tables';

/**
 * Modifier groups, their options and targets (migration 028, decision 0056). Every query filters by
 * the business; halalas, UTC ms.
 */

export type GroupRow = Selectable<ModifierGroupsTable>;
export type OptionRow = Selectable<ModifierOptionsTable>;
export type TargetRow = Selectable<ModifierGroupTargetsTable>;

/** The business's groups (in use only unless `archived`), by position then id. */
export async function listGroups(db: DbOrTrx, businessId: number, archived: boolean) {
  let q = db.selectFrom('modifier_groups').selectAll().where('business_id', '=', businessId);
  if (!archived) q = q.where('archived_at', 'is', null);
  return q.orderBy('position').orderBy('id').execute();
}

/** The business's group `id` (archived included), or undefined. */
export async function findGroup(db: DbOrTrx, businessId: number, id: number) {
  return db
    .selectFrom('modifier_groups')
    .selectAll()
    .where('business_id', '=', businessId)
    .where('id', '=', id)
    .executeTakeFirst();
}

/** The options of `groupIds` (in use only unless `archived`), by position then id. */
export async function listOptions(
  db: DbOrTrx,
  businessId: number,
  groupIds: readonly number[],
  archived: boolean,
): Promise<OptionRow[]> {
  if (groupIds.length === 0) return [];
  let q = db
    .selectFrom('modifier_options')
    .selectAll()
    .where('business_id', '=', businessId)
    .where('group_id', 'in', [...groupIds]);
  if (!archived) q = q.where('archived_at', 'is', null);
  return q.orderBy('position').orderBy('id').execute();
}

/** The targets of `groupIds`. */
export async function listTargets(
  db: DbOrTrx,
  businessId: number,
  groupIds: readonly number[],
): Promise<TargetRow[]> {
  if (groupIds.length === 0) return [];
  return db
    .selectFrom('modifier_group_targets')
    .selectAll()
    .where('business_id', '=', businessId)
    .where('group_id', 'in', [...groupIds])
    .orderBy('id')
    .execute();
}

export async function insertGroup(
  db: DbOrTrx,
  values: Insertable<ModifierGroupsTable>,
): Promise<number> {
  const r = await db
    .insertInto('modifier_groups')
    .values(values)
    .returning('id')
    .executeTakeFirstOrThrow();
  return r.id;
}

export async function updateGroup(
  db: DbOrTrx,
  businessId: number,
  id: number,
  values: Partial<Insertable<ModifierGroupsTable>>,
): Promise<void> {
  await db
    .updateTable('modifier_groups')
    .set(values)
    .where('business_id', '=', businessId)
    .where('id', '=', id)
    .execute();
}

export async function insertOption(db: DbOrTrx, values: Insertable<ModifierOptionsTable>) {
  await db.insertInto('modifier_options').values(values).execute();
}

export async function updateOption(
  db: DbOrTrx,
  businessId: number,
  id: number,
  values: Partial<Insertable<ModifierOptionsTable>>,
): Promise<void> {
  await db
    .updateTable('modifier_options')
    .set(values)
    .where('business_id', '=', businessId)
    .where('id', '=', id)
    .execute();
}

/** Archives the group's options in use whose ids are not in `keep`. */
export async function archiveOptionsExcept(
  db: DbOrTrx,
  businessId: number,
  groupId: number,
  keep: readonly number[],
  at: number,
): Promise<void> {
  let q = db
    .updateTable('modifier_options')
    .set({ archived_at: at })
    .where('business_id', '=', businessId)
    .where('group_id', '=', groupId)
    .where('archived_at', 'is', null);
  if (keep.length > 0) q = q.where('id', 'not in', [...keep]);
  await q.execute();
}

/** Replaces the group's targets by these products and categories. */
export async function replaceTargets(
  db: DbOrTrx,
  businessId: number,
  groupId: number,
  productIds: readonly number[],
  categoryIds: readonly number[],
): Promise<void> {
  await db
    .deleteFrom('modifier_group_targets')
    .where('business_id', '=', businessId)
    .where('group_id', '=', groupId)
    .execute();
  const rows = [
    ...productIds.map((p) => ({ product_id: p, category_id: null })),
    ...categoryIds.map((c) => ({ product_id: null, category_id: c })),
  ].map((t) => ({ ...t, business_id: businessId, group_id: groupId }));
  if (rows.length > 0) await db.insertInto('modifier_group_targets').values(rows).execute();
}

/** Which of `ids` are the business's rows of `table` (products or categories). */
export async function ownedIds(
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
    .where('id', 'in', [...ids])
    .execute();
  return new Set(rows.map((r) => r.id));
}

/**
 * The groups in use that apply to each product (its own targets and its category's), with their
 * options in use, in two queries: product id → groups by position. Products without any group are
 * absent from the map.
 */
export async function groupsForProducts(
  db: DbOrTrx,
  businessId: number,
  products: ReadonlyArray<{ id: number; category_id: number }>,
): Promise<Map<number, ModifierGroupRule[]>> {
  const result = new Map<number, ModifierGroupRule[]>();
  if (products.length === 0) return result;
  const productIds = [...new Set(products.map((p) => p.id))];
  const categoryIds = [...new Set(products.map((p) => p.category_id))];
  const targets = await db
    .selectFrom('modifier_group_targets as t')
    .innerJoin('modifier_groups as g', 'g.id', 't.group_id')
    .select([
      't.product_id',
      't.category_id',
      'g.id',
      'g.name',
      'g.required',
      'g.min_choices',
      'g.max_choices',
      'g.position',
    ])
    .where('t.business_id', '=', businessId)
    .where('g.business_id', '=', businessId)
    .where('g.archived_at', 'is', null)
    .where((eb) =>
      eb.or([eb('t.product_id', 'in', productIds), eb('t.category_id', 'in', categoryIds)]),
    )
    .orderBy('g.position')
    .orderBy('g.id')
    .execute();
  const options = await listOptions(db, businessId, [...new Set(targets.map((t) => t.id))], false);
  const rules = new Map<number, ModifierGroupRule>();
  for (const t of targets)
    rules.set(t.id, {
      id: t.id,
      name: t.name,
      required: t.required === 1,
      minChoices: t.min_choices,
      maxChoices: t.max_choices,
      options: options
        .filter((o) => o.group_id === t.id)
        .map((o) => ({ id: o.id, name: o.name, nameEn: o.name_en, priceChange: o.price_change })),
    });
  for (const p of products) {
    const ids = new Set(
      targets
        .filter((t) => t.product_id === p.id || t.category_id === p.category_id)
        .map((t) => t.id),
    );
    if (ids.size > 0)
      result.set(
        p.id,
        [...rules.values()].filter((g) => ids.has(g.id)),
      );
  }
  return result;
}
