import { AppError } from '../../../domain/errors';
import {
  negativeStockMode,
  piecesByProduct,
  shortageMessage,
  stockShortages,
} from '../../../domain/stock';
import type { DbOrTrx } from '../../db/types';
import * as ledger from './ledger-repository';

/**
 * Writing the stock ledger from the documents that change stock (decision 0067). Each function
 * runs inside the caller's transaction, so a document and its ledger rows commit together.
 * Quantities are whole pieces; `at` UTC ms; unit costs halalas.
 */

/** The part of an issued invoice or note the ledger needs. */
export interface LedgerInvoice {
  id: number;
  /** '388' invoice, '381' credit note (its quantities stored negative), '383' debit note. */
  invoice_type_code: string;
  issued_at: number;
  user_id: number | null;
}

/** The stored lines of that invoice (quantity as stored: negative on a credit note). */
export interface LedgerLine {
  product_id?: number | null;
  item_name: string;
  quantity: number;
}

/**
 * Records an issued invoice's or credit note's lines in the business's default warehouse: one
 * `sale` (or `credit_note`) row per line naming a product, −stored quantity (a return comes
 * back). Before writing, a sale is checked against what is on hand under the business's
 * `negative_stock`: allow → nothing; warn → the Arabic warning is returned (the answer carries
 * it); refuse → thrown, so the caller's transaction rolls back and no number is spent.
 * Call it under the business's counter lock (moneyTransaction) so two sales cannot both pass.
 * @returns the warning text, or null.
 * @throws AppError insufficient_stock (409) naming each short product, with `refuse`.
 */
export async function recordInvoiceStock(
  trx: DbOrTrx,
  business: { id: number; negative_stock: string },
  invoice: LedgerInvoice,
  lines: readonly LedgerLine[],
): Promise<string | null> {
  const named = lines.filter((l) => l.product_id != null && l.quantity !== 0);
  if (named.length === 0) return null;
  const warehouseId = await ledger.defaultWarehouseId(trx, business.id);
  const mode = negativeStockMode(business.negative_stock);
  let warning: string | null = null;
  if (mode !== 'allow' && invoice.invoice_type_code === '388') {
    const wanted = piecesByProduct(
      named.map((l) => ({ productId: l.product_id!, name: l.item_name, quantity: l.quantity })),
    );
    const onHand = await ledger.onHandByProduct(trx, business.id, warehouseId, [...wanted.keys()]);
    const short = stockShortages(wanted, onHand);
    if (short.length > 0) {
      if (mode === 'refuse')
        throw new AppError('insufficient_stock', {
          message: shortageMessage(short),
          extra: { shortages: short },
        });
      warning = shortageMessage(short);
    }
  }
  const source = invoice.invoice_type_code === '381' ? 'credit_note' : 'sale';
  await ledger.insertMoves(
    trx,
    named.map((l) => ({
      business_id: business.id,
      product_id: l.product_id!,
      warehouse_id: warehouseId,
      quantity: -l.quantity,
      unit_cost: null,
      source,
      source_id: invoice.id,
      at: invoice.issued_at,
      user_id: invoice.user_id,
    })),
  );
  return warning;
}

/** A purchase item as the ledger reads it: product (null: not a catalogue item), price halalas. */
export interface LedgerPurchaseItem {
  product_id: number | null;
  price: number;
  quantity: number;
}

/**
 * Replaces what a purchase put in stock: the rows it wrote so far are undone by opposite rows
 * (the ledger is never rewritten), then one `purchase` row per item naming a product goes into
 * the default warehouse at its price (halalas per piece, as the supplier's line has it) — except
 * products of the purchase order the purchase is linked to (`purchase_order_id`, decision 0070),
 * which that order's goods receipts put in stock. With no items it only undoes (a deleted purchase).
 */
export async function recordPurchaseStock(
  trx: DbOrTrx,
  businessId: number,
  purchaseId: number,
  items: readonly LedgerPurchaseItem[],
  at: number,
  userId: number | null,
): Promise<void> {
  const before = await ledger.documentNet(trx, businessId, 'purchase', purchaseId);
  const base = { business_id: businessId, source: 'purchase' as const, source_id: purchaseId };
  const undo = before.map((b) => ({
    ...base,
    product_id: b.product_id,
    warehouse_id: b.warehouse_id,
    quantity: -b.quantity,
    unit_cost: null,
    at,
    user_id: userId,
  }));
  // A purchase billing a purchase order adds no stock for the order's products: its goods
  // receipts bring them in (decision 0070).
  const onOrder = await ledger.linkedOrderProducts(trx, businessId, purchaseId);
  const named = items.filter(
    (i) => i.product_id !== null && i.quantity !== 0 && !onOrder.has(i.product_id),
  );
  const warehouseId = named.length ? await ledger.defaultWarehouseId(trx, businessId) : 0;
  const add = named.map((i) => ({
    ...base,
    product_id: i.product_id!,
    warehouse_id: warehouseId,
    quantity: i.quantity,
    unit_cost: i.price,
    at,
    user_id: userId,
  }));
  await ledger.insertMoves(trx, [...undo, ...add]);
}

/**
 * A product's opening quantity changed by `delta` pieces (created with it, or edited): one
 * `opening` row in the default warehouse, so Σ opening rows stays products.quantity.
 */
export async function recordOpeningStock(
  trx: DbOrTrx,
  businessId: number,
  productId: number,
  delta: number,
  at: number,
  userId: number | null,
): Promise<void> {
  if (delta === 0) return;
  await ledger.insertMoves(trx, [
    {
      business_id: businessId,
      product_id: productId,
      warehouse_id: await ledger.defaultWarehouseId(trx, businessId),
      quantity: delta,
      unit_cost: null,
      source: 'opening',
      source_id: productId,
      at,
      user_id: userId,
    },
  ]);
}

/**
 * Before a product is deleted (no invoice line or purchase item names it): false when a count or
 * transfer moved it (it must be kept, like an invoiced one); otherwise its opening rows and the
 * rows of purchases that no longer name it (they net to zero) are deleted and true is returned.
 */
export async function releaseProductStock(
  trx: DbOrTrx,
  businessId: number,
  productId: number,
): Promise<boolean> {
  if (await ledger.productHasDocumentMoves(trx, businessId, productId)) return false;
  await ledger.deleteOpeningMoves(trx, businessId, productId);
  return true;
}
