import { randomUUID } from 'node:crypto';
import { AppError } from '../../../domain/errors';
import type { CategoryBody, CategoryView } from '../../../domain/schemas/catalogue';
import type { AppContext, SessionUser } from '../../context';
import { auditAction } from '../audit/service';
import type { DbOrTrx } from '../../db/types';
import type { BusinessRow } from '../businesses/service';
import * as repo from './repository';
import type { CategoryWithCount } from './repository';

/** A category row → the wire shape of the legacy app (plus `productCount`). */
/**
 * The business's category with this UUID, or undefined (another business's UUID included): for
 * other modules checking a reference (products), inside their transaction.
 */
export async function findCategoryOf(db: DbOrTrx, businessId: number, uuid: string) {
  return repo.findCategoryByUuid(db, businessId, uuid);
}

export function toCategoryView(row: CategoryWithCount): CategoryView {
  return {
    ID: row.id,
    UUID: row.uuid,
    name: row.name,
    description: row.description,
    categoryEn: row.category_en,
    productCount: row.product_count,
  };
}

/** Categories of the business with their product counts (GET categories). */
export async function listCategories(
  ctx: AppContext,
  business: BusinessRow,
): Promise<CategoryView[]> {
  return (await repo.listCategories(ctx.db, business.id)).map(toCategoryView);
}

/**
 * One category of the business.
 * @throws AppError not_found (404), also for a UUID of another business.
 */
export async function getCategory(
  ctx: AppContext,
  business: BusinessRow,
  uuid: string,
): Promise<CategoryView> {
  const row = await repo.findCategoryByUuid(ctx.db, business.id, uuid);
  if (!row) throw new AppError('not_found');
  return toCategoryView(row);
}

/** Creates a category of the business (POST categories, name, description, categoryEn). */
export async function createCategory(
  ctx: AppContext,
  actor: SessionUser,
  business: BusinessRow,
  body: CategoryBody,
): Promise<CategoryView> {
  return ctx.db.transaction().execute(async (trx) => {
    const now = ctx.now();
    const uuid = randomUUID();
    const id = await repo.insertCategory(trx, business.id, {
      uuid,
      name: body.name,
      description: body.description,
      category_en: body.categoryEn,
      created_at: now,
    });
    await auditAction(trx, { at: now, actor, business }, 'category.create', uuid, body);
    return toCategoryView((await repo.findCategoryById(trx, business.id, id))!);
  });
}

/**
 * Replaces a category's name, description and English name.
 * @throws AppError not_found (404), also for a UUID of another business.
 */
export async function updateCategory(
  ctx: AppContext,
  actor: SessionUser,
  business: BusinessRow,
  uuid: string,
  body: CategoryBody,
): Promise<CategoryView> {
  return ctx.db.transaction().execute(async (trx) => {
    const row = await repo.findCategoryByUuid(trx, business.id, uuid);
    if (!row) throw new AppError('not_found');
    await repo.updateCategory(trx, business.id, row.id, {
      name: body.name,
      description: body.description,
      category_en: body.categoryEn,
    });
    await auditAction(trx, { at: ctx.now(), actor, business }, 'category.update', uuid, body);
    return toCategoryView((await repo.findCategoryById(trx, business.id, row.id))!);
  });
}

/**
 * Deletes an empty category.
 * @throws AppError not_found (404); category_not_empty (409) while products still belong to it.
 */
export async function deleteCategory(
  ctx: AppContext,
  actor: SessionUser,
  business: BusinessRow,
  uuid: string,
): Promise<void> {
  await ctx.db.transaction().execute(async (trx) => {
    const row = await repo.findCategoryByUuid(trx, business.id, uuid);
    if (!row) throw new AppError('not_found');
    if (row.product_count > 0)
      throw new AppError('category_not_empty', { details: { productCount: row.product_count } });
    await repo.deleteCategory(trx, business.id, row.id);
    await auditAction(trx, { at: ctx.now(), actor, business }, 'category.delete', uuid, {
      name: row.name,
      categoryEn: row.category_en,
    });
  });
}
