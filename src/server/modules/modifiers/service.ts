import { KIND_RULES } from '../../../domain/business-kinds';
import { AppError, type FieldErrors } from '../../../domain/errors';
import { halalasToSar, sarToHalalas } from '../../../domain/money';
import type { z } from 'zod';
import type { modifierGroupBody, ModifierGroupView } from '../../../domain/schemas/restaurant';
import type { AppContext, SessionUser } from '../../context';
import type { DbOrTrx } from '../../db/types';
import { auditAction } from '../audit/service';
import { kindOf, type BusinessRow } from '../businesses/service';
import * as repo from './repository';

/**
 * Modifier groups of a restaurant (decision 0056): list, create, replace, archive. Archived, never
 * deleted: invoices keep the names they were sold with. Prices SAR on the wire, halalas stored.
 */

/** A validated group body (defaults applied). */
type GroupBody = z.output<typeof modifierGroupBody>;

/**
 * Refuses a business whose kind has no restaurant counter (KIND_RULES[kind].restaurantCounter).
 * @throws AppError restaurant_only (422).
 */
export function assertRestaurant(business: BusinessRow): void {
  if (!KIND_RULES[kindOf(business)].restaurantCounter) throw new AppError('restaurant_only');
}

/** The business's groups (archived ones and options too with `archived`), with their targets. */
export async function listGroupViews(
  db: DbOrTrx,
  business: BusinessRow,
  archived: boolean,
): Promise<ModifierGroupView[]> {
  const groups = await repo.listGroups(db, business.id, archived);
  const ids = groups.map((g) => g.id);
  const options = await repo.listOptions(db, business.id, ids, archived);
  const targets = await repo.listTargets(db, business.id, ids);
  return groups.map((g) => ({
    id: g.id,
    name: g.name,
    nameEn: g.name_en,
    required: g.required === 1,
    minChoices: g.min_choices,
    maxChoices: g.max_choices,
    position: g.position,
    archived: g.archived_at !== null,
    options: options
      .filter((o) => o.group_id === g.id)
      .map((o) => ({
        id: o.id,
        name: o.name,
        nameEn: o.name_en,
        priceChange: halalasToSar(o.price_change),
        archived: o.archived_at !== null,
      })),
    productIds: targets
      .filter((t) => t.group_id === g.id && t.product_id)
      .map((t) => t.product_id!),
    categoryIds: targets
      .filter((t) => t.group_id === g.id && t.category_id)
      .map((t) => t.category_id!),
  }));
}

/** GET modifiers. @throws AppError restaurant_only (422). */
export async function listModifierGroups(
  ctx: AppContext,
  business: BusinessRow,
  archived: boolean,
): Promise<ModifierGroupView[]> {
  assertRestaurant(business);
  return listGroupViews(ctx.db, business, archived);
}

async function groupView(db: DbOrTrx, business: BusinessRow, id: number) {
  const all = await listGroupViews(db, business, false);
  return all.find((g) => g.id === id)!;
}

/**
 * The body's products and categories must be the business's.
 * @throws AppError validation_failed (422) with `fields["productIds.{i}"]` / `categoryIds.{i}`.
 */
async function assertTargetsOwned(db: DbOrTrx, business: BusinessRow, body: GroupBody) {
  const fields: FieldErrors = {};
  const products = await repo.ownedIds(db, business.id, 'products', body.productIds);
  const categories = await repo.ownedIds(db, business.id, 'categories', body.categoryIds);
  body.productIds.forEach((id, i) => {
    if (!products.has(id)) fields[`productIds.${i}`] = 'الصنف غير موجود في هذه المنشأة';
  });
  body.categoryIds.forEach((id, i) => {
    if (!categories.has(id)) fields[`categoryIds.${i}`] = 'التصنيف غير موجود في هذه المنشأة';
  });
  if (Object.keys(fields).length > 0)
    throw new AppError('validation_failed', { status: 422, fields });
}

const groupColumns = (body: GroupBody) => ({
  name: body.name,
  name_en: body.nameEn,
  required: body.required ? 1 : 0,
  min_choices: body.minChoices,
  max_choices: body.maxChoices,
});

/** Writes the body's options: with an id (of this group) updated, without one inserted. */
async function writeOptions(trx: DbOrTrx, businessId: number, groupId: number, body: GroupBody) {
  for (const [position, o] of body.options.entries()) {
    const values = {
      name: o.name,
      name_en: o.nameEn,
      price_change: sarToHalalas(o.priceChange),
      position,
      archived_at: null,
    };
    if (o.id) await repo.updateOption(trx, businessId, o.id, values);
    else await repo.insertOption(trx, { ...values, business_id: businessId, group_id: groupId });
  }
}

/**
 * POST modifiers: a new group with its options and targets, audited `modifier_group.create`.
 * @throws AppError restaurant_only (422); validation_failed (422) for another business's product
 *   or category, or an option `id` (a new group has none).
 */
export async function createModifierGroup(
  ctx: AppContext,
  actor: SessionUser,
  business: BusinessRow,
  body: GroupBody,
): Promise<ModifierGroupView> {
  assertRestaurant(business);
  const fields: FieldErrors = {};
  body.options.forEach((o, i) => {
    if (o.id) fields[`options.${i}.id`] = 'خيار غير موجود في هذه المجموعة';
  });
  if (Object.keys(fields).length > 0)
    throw new AppError('validation_failed', { status: 422, fields });
  return ctx.db.transaction().execute(async (trx) => {
    await assertTargetsOwned(trx, business, body);
    const now = ctx.now();
    const position = (await repo.listGroups(trx, business.id, true)).length;
    const id = await repo.insertGroup(trx, {
      ...groupColumns(body),
      business_id: business.id,
      position,
      archived_at: null,
      created_at: now,
    });
    await writeOptions(trx, business.id, id, body);
    await repo.replaceTargets(trx, business.id, id, body.productIds, body.categoryIds);
    await auditAction(trx, { at: now, actor, business }, 'modifier_group.create', String(id), {
      name: body.name,
    });
    return groupView(trx, business, id);
  });
}

/**
 * PUT modifiers/{id}: replaces the whole group (options without `id` are new, options left out are
 * archived, targets replaced); restores an archived group. Audited `modifier_group.update`.
 * @throws AppError restaurant_only (422); not_found (404) for another business's group;
 *   validation_failed (422) for an option id not of this group, or a product or category not of
 *   the business.
 */
export async function updateModifierGroup(
  ctx: AppContext,
  actor: SessionUser,
  business: BusinessRow,
  id: number,
  body: GroupBody,
): Promise<ModifierGroupView> {
  assertRestaurant(business);
  return ctx.db.transaction().execute(async (trx) => {
    if (!(await repo.findGroup(trx, business.id, id))) throw new AppError('not_found');
    const existing = new Set(
      (await repo.listOptions(trx, business.id, [id], true)).map((o) => o.id),
    );
    const fields: FieldErrors = {};
    body.options.forEach((o, i) => {
      if (o.id && !existing.has(o.id)) fields[`options.${i}.id`] = 'خيار غير موجود في هذه المجموعة';
    });
    if (Object.keys(fields).length > 0)
      throw new AppError('validation_failed', { status: 422, fields });
    await assertTargetsOwned(trx, business, body);
    const now = ctx.now();
    await repo.updateGroup(trx, business.id, id, { ...groupColumns(body), archived_at: null });
    const keep = body.options.flatMap((o) => (o.id ? [o.id] : []));
    await repo.archiveOptionsExcept(trx, business.id, id, keep, now);
    await writeOptions(trx, business.id, id, body);
    await repo.replaceTargets(trx, business.id, id, body.productIds, body.categoryIds);
    await auditAction(trx, { at: now, actor, business }, 'modifier_group.update', String(id), {
      name: body.name,
    });
    return groupView(trx, business, id);
  });
}

/**
 * DELETE modifiers/{id}: archives the group (the POS stops offering it; sold lines keep it).
 * Audited `modifier_group.archive`.
 * @throws AppError restaurant_only (422); not_found (404) for another business's group.
 */
export async function archiveModifierGroup(
  ctx: AppContext,
  actor: SessionUser,
  business: BusinessRow,
  id: number,
): Promise<void> {
  assertRestaurant(business);
  await ctx.db.transaction().execute(async (trx) => {
    const group = await repo.findGroup(trx, business.id, id);
    if (!group) throw new AppError('not_found');
    const now = ctx.now();
    if (group.archived_at === null)
      await repo.updateGroup(trx, business.id, id, { archived_at: now });
    await auditAction(trx, { at: now, actor, business }, 'modifier_group.archive', String(id), {
      name: group.name,
    });
  });
}
