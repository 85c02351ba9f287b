import type { ReceiptVoucherView } from '../../../domain/schemas/collection';
import type { AppContext } from '../../context';
import type { BusinessRow } from '../businesses/repository';
import * as vouchers from './repository';
import { toVoucherView } from './service';

/**
 * GET cash_receipts (decision 0068): the business's receipt vouchers — a "cash receipt" is
 * Sanad's receipt voucher — newest first, at most `limit` (1…500).
 */
export async function listCashReceipts(
  ctx: AppContext,
  business: BusinessRow,
  limit: number,
): Promise<ReceiptVoucherView[]> {
  const rows = await vouchers.latestVouchers(ctx.db, business.id, limit);
  return rows.map((r) => toVoucherView(r, { uuid: r.invoice_uuid, number: r.invoice_number }));
}
