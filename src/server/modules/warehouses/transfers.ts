import { randomUUID } from 'node:crypto';
import { AppError, FIELD_MESSAGES } from '../../../domain/errors';
import {
  negativeStockMode,
  piecesByProduct,
  shortageMessage,
  stockShortages,
} from '../../../domain/stock';
import { STOCK_FIELD_MESSAGES } from '../../../domain/stock-errors';
import type { TransferBody, TransferView } from '../../../domain/schemas/warehouses';
import type { AppContext, SessionUser } from '../../context';
import { moneyTransaction } from '../../db/money-transaction';
import { auditAction } from '../audit/service';
import type { BusinessRow } from '../businesses/service';
import { insertMoves, onHandByProduct } from '../stock';
import * as docs from './documents-repository';
import * as repo from './repository';

/**
 * POST stock_transfers: moves pieces from one warehouse of the business to another — one
 * document, and per product two ledger rows (−q out of `from`, +q into `to`), in one
 * transaction (decision 0067). It takes the business's counter lock (moneyTransaction) so a sale
 * and a transfer of the same business see each other's rows when checking what is on hand.
 * @returns the transfer on the wire.
 * @throws AppError transfer_same_warehouse (422, field `to`); not_found (404) for a warehouse the
 *   business does not have; unknown_product (422, fields `lines.i.product`); insufficient_stock
 *   (409, naming each short product) when the business's negative_stock is `refuse` and `from`
 *   holds fewer pieces than asked. Quantities ≤ 0 are refused by the schema (400).
 */
export async function createTransfer(
  ctx: AppContext,
  actor: SessionUser,
  business: BusinessRow,
  body: TransferBody,
): Promise<TransferView> {
  if (body.from === body.to)
    throw new AppError('transfer_same_warehouse', {
      fields: { to: STOCK_FIELD_MESSAGES.transferTo },
    });
  const uuid = randomUUID();
  await moneyTransaction(ctx.db, { businessId: business.id }, async (trx) => {
    const from = await repo.findWarehouse(trx, business.id, body.from);
    const to = await repo.findWarehouse(trx, business.id, body.to);
    if (!from || !to) throw new AppError('not_found');
    const products = await docs.productsOf(trx, business.id, {
      uuids: body.lines.map((l) => l.product),
    });
    const byUuid = new Map(products.map((p) => [p.uuid, p]));
    const unknown: Record<string, string> = {};
    body.lines.forEach((l, i) => {
      if (!byUuid.has(l.product))
        unknown[`lines.${i}.product`] = FIELD_MESSAGES.productNotInBusiness;
    });
    if (Object.keys(unknown).length > 0) throw new AppError('unknown_product', { fields: unknown });
    const wanted = piecesByProduct(
      body.lines.map((l) => {
        const p = byUuid.get(l.product)!;
        return { productId: p.id, name: p.name, quantity: l.quantity };
      }),
    );
    if (negativeStockMode(business.negative_stock) === 'refuse') {
      const onHand = await onHandByProduct(trx, business.id, from.id, [...wanted.keys()]);
      const short = stockShortages(wanted, onHand);
      if (short.length > 0)
        throw new AppError('insufficient_stock', { message: shortageMessage(short) });
    }
    const now = ctx.now();
    const lines = [...wanted].map(([product_id, w]) => ({ product_id, quantity: w.quantity }));
    const id = await docs.insertTransfer(
      trx,
      {
        business_id: business.id,
        uuid,
        from_warehouse_id: from.id,
        to_warehouse_id: to.id,
        note: body.note,
        created_by: actor.id,
        created_at: now,
      },
      lines,
    );
    const base = { business_id: business.id, source: 'transfer' as const, source_id: id };
    await insertMoves(
      trx,
      lines
        .flatMap((l) => [
          { ...base, product_id: l.product_id, warehouse_id: from.id, quantity: -l.quantity },
          { ...base, product_id: l.product_id, warehouse_id: to.id, quantity: l.quantity },
        ])
        .map((m) => ({ ...m, unit_cost: null, at: now, user_id: actor.id })),
    );
    await auditAction(trx, { at: now, actor, business }, 'stock_transfer.create', uuid, body);
  });
  const found = (await listTransfers(ctx, business)).find((t) => t.UUID === uuid);
  return found!;
}

/** GET stock_transfers: the business's transfers, newest first (the last 200). */
export async function listTransfers(
  ctx: AppContext,
  business: BusinessRow,
): Promise<TransferView[]> {
  const { transfers, lines } = await docs.listTransfers(ctx.db, business.id);
  return transfers.map((t) => ({
    UUID: t.uuid,
    from: { UUID: t.from_uuid, name: t.from_name },
    to: { UUID: t.to_uuid, name: t.to_name },
    note: t.note,
    createdAt: Number(t.created_at),
    lines: lines
      .filter((l) => l.transfer_id === t.id)
      .map((l) => ({ product: l.uuid, name: l.name, quantity: l.quantity })),
  }));
}
