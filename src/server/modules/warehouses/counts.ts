import { randomUUID } from 'node:crypto';
import { AppError, FIELD_MESSAGES } from '../../../domain/errors';
import { countDifference } from '../../../domain/stock';
import type { CountLinesBody, CountSummary, CountView } from '../../../domain/schemas/warehouses';
import type { AppContext, SessionUser } from '../../context';
import { moneyTransaction } from '../../db/money-transaction';
import type { DbOrTrx } from '../../db/types';
import { auditAction } from '../audit/service';
import type { BusinessRow } from '../businesses/service';
import { insertMoves, onHandByProduct } from '../stock';
import * as docs from './documents-repository';
import * as repo from './repository';

/**
 * Stock counts (decision 0067): a sheet per warehouse (all products or one category) snapshots
 * what the ledger expects, takes the counted pieces, and on posting writes one `count` ledger row
 * per product whose count differs from what is on hand then. A posted sheet is read-only.
 */

type CountHead = NonNullable<Awaited<ReturnType<typeof docs.findCount>>>;

function summaryOf(s: CountHead): Omit<CountView, 'lines'> {
  return {
    UUID: s.uuid,
    warehouse: { UUID: s.warehouse_uuid, name: s.warehouse_name },
    category:
      s.category_uuid && s.category_name ? { UUID: s.category_uuid, name: s.category_name } : null,
    status: s.status === 'posted' ? 'posted' : 'open',
    reason: s.reason,
    createdAt: Number(s.created_at),
    postedAt: s.posted_at === null ? null : Number(s.posted_at),
  };
}

async function viewOf(db: DbOrTrx, head: CountHead): Promise<CountView> {
  const lines = await docs.countLines(db, head.id);
  return {
    ...summaryOf(head),
    lines: lines.map((l) => ({
      product: l.uuid,
      name: l.name,
      expected: Number(l.expected),
      counted: l.counted === null ? null : Number(l.counted),
      difference:
        l.posted_difference !== null
          ? Number(l.posted_difference)
          : l.counted === null
            ? null
            : Number(l.counted) - Number(l.expected),
      reason: l.reason,
    })),
  };
}

async function loadCount(db: DbOrTrx, business: BusinessRow, uuid: string): Promise<CountHead> {
  const head = await docs.findCount(db, business.id, uuid);
  if (!head) throw new AppError('not_found');
  return head;
}

/** GET stock_counts: the business's sheets, newest first (the last 200), without lines. */
export async function listCounts(ctx: AppContext, business: BusinessRow): Promise<CountSummary[]> {
  const rows = await docs.listCounts(ctx.db, business.id);
  return rows.map((r) => ({ ...summaryOf(r), products: Number(r.products ?? 0) }));
}

/**
 * GET stock_counts/{UUID}: a sheet with its lines.
 * @throws AppError not_found (404).
 */
export async function getCount(
  ctx: AppContext,
  business: BusinessRow,
  uuid: string,
): Promise<CountView> {
  return viewOf(ctx.db, await loadCount(ctx.db, business, uuid));
}

/**
 * POST stock_counts {warehouse, category?}: a new open sheet of that warehouse's products (all, or
 * the category's), each with the pieces the ledger holds there now as `expected`. Audited.
 * @throws AppError not_found (404) for a warehouse or category the business does not have.
 */
export async function createCount(
  ctx: AppContext,
  actor: SessionUser,
  business: BusinessRow,
  body: { warehouse: string; category?: string },
): Promise<CountView> {
  const uuid = randomUUID();
  await ctx.db.transaction().execute(async (trx) => {
    const warehouse = await repo.findWarehouse(trx, business.id, body.warehouse);
    const category = body.category
      ? await docs.findCategory(trx, business.id, body.category)
      : undefined;
    if (!warehouse || (body.category && !category)) throw new AppError('not_found');
    const products = await docs.productsOf(trx, business.id, { categoryId: category?.id });
    const ids = products.map((p) => p.id);
    const onHand = await onHandByProduct(trx, business.id, warehouse.id, ids);
    const now = ctx.now();
    await docs.insertCount(
      trx,
      {
        business_id: business.id,
        uuid,
        warehouse_id: warehouse.id,
        category_id: category?.id ?? null,
        created_by: actor.id,
        created_at: now,
      },
      ids.map((id) => ({ product_id: id, expected: onHand.get(id) ?? 0 })),
    );
    await auditAction(trx, { at: now, actor, business }, 'stock_count.create', uuid, {
      warehouse: warehouse.name,
      products: ids.length,
    });
  });
  return getCount(ctx, business, uuid);
}

/**
 * PUT stock_counts/{UUID} {lines}: enters counted pieces (and a reason) for products of the sheet;
 * lines not sent keep what they had.
 * @throws AppError not_found (404); count_posted (409) once posted; unknown_product (422, fields
 *   `lines.i.product`) for a product not on the sheet.
 */
export async function enterCounted(
  ctx: AppContext,
  business: BusinessRow,
  uuid: string,
  body: CountLinesBody,
): Promise<CountView> {
  return ctx.db.transaction().execute(async (trx) => {
    const head = await loadCount(trx, business, uuid);
    if (head.status !== 'open') throw new AppError('count_posted');
    const onSheet = new Map((await docs.countLines(trx, head.id)).map((l) => [l.uuid, l]));
    const unknown: Record<string, string> = {};
    body.lines.forEach((l, i) => {
      if (!onSheet.has(l.product))
        unknown[`lines.${i}.product`] = FIELD_MESSAGES.productNotInBusiness;
    });
    if (Object.keys(unknown).length > 0) throw new AppError('unknown_product', { fields: unknown });
    for (const l of body.lines)
      await docs.setCounted(trx, head.id, onSheet.get(l.product)!.product_id, l.counted, l.reason);
    return viewOf(trx, head);
  });
}

/**
 * POST stock_counts/{UUID}/post {reason}: for each counted line, one `count` ledger row of
 * counted − on hand now (none when equal), the line's reason (else the sheet's) as its note; the
 * sheet becomes posted and read-only. Under the business's counter lock, so no sale slips between
 * reading what is on hand and writing the difference. Audited with the differences.
 * @throws AppError not_found (404); count_posted (409) when already posted.
 */
export async function postCount(
  ctx: AppContext,
  actor: SessionUser,
  business: BusinessRow,
  uuid: string,
  reason: string,
): Promise<CountView> {
  return moneyTransaction(ctx.db, { businessId: business.id }, async (trx) => {
    const head = await loadCount(trx, business, uuid);
    const now = ctx.now();
    if (!(await docs.markPosted(trx, head.id, actor.id, now, reason)))
      throw new AppError('count_posted');
    const counted = (await docs.countLines(trx, head.id)).filter((l) => l.counted !== null);
    const ids = counted.map((l) => l.product_id);
    const onHand = await onHandByProduct(trx, business.id, head.warehouse_id, ids);
    const moves = [];
    const differences: Record<string, number> = {};
    for (const l of counted) {
      const diff = countDifference(Number(l.counted), onHand.get(l.product_id) ?? 0);
      await docs.setPostedDifference(trx, head.id, l.product_id, diff);
      if (diff === 0) continue;
      differences[l.name] = diff;
      moves.push({
        business_id: business.id,
        product_id: l.product_id,
        warehouse_id: head.warehouse_id,
        quantity: diff,
        unit_cost: null,
        source: 'count' as const,
        source_id: head.id,
        note: l.reason || reason,
        at: now,
        user_id: actor.id,
      });
    }
    await insertMoves(trx, moves);
    await auditAction(trx, { at: now, actor, business }, 'stock_count.post', uuid, {
      warehouse: head.warehouse_name,
      reason,
      differences,
    });
    return viewOf(trx, (await docs.findCount(trx, business.id, uuid))!);
  });
}
