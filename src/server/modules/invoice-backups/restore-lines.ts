// The lines of a restored invoice (decision 0026) and their stock ledger rows (decision 0067).
import type { ExportedLine } from '../../../domain/schemas/invoice-backups';
import type { DbOrTrx } from '../../db/types';
import type { NewInvoiceLine } from '../invoices';
import { recordInvoiceStock, type LedgerInvoice } from '../stock';
import * as repo from './repository';

/** Exported lines → line rows, each product UUID → the business's product id (null: none). */
export function lineRows(
  lines: readonly ExportedLine[],
  products: Map<string, number>,
): NewInvoiceLine[] {
  return lines.map(({ product_uuid, ...l }) => ({
    ...l,
    product_id: product_uuid ? (products.get(product_uuid) ?? null) : null,
  }));
}

/** Restored lines go into the stock ledger as issued ones do, never refused (decision 0067). */
export async function insertLinesWithStock(
  trx: DbOrTrx,
  businessId: number,
  invoice: LedgerInvoice,
  rows: NewInvoiceLine[],
): Promise<void> {
  await repo.insertRestoredLines(trx, invoice.id, rows);
  await recordInvoiceStock(trx, { id: businessId, negative_stock: 'allow' }, invoice, rows);
}
