import path from 'node:path';
import { AppError } from '../../../domain/errors';
import type { AppContext } from '../../context';
import { RECEIPT_NAME } from '../../files/receipts';
import type { BusinessRow } from '../businesses/service';
import * as repo from './repository';

/** Receipt files of purchases: where they are stored and which one a signed link may open. */

/** Where a business's purchase receipts live: DATA_DIR/{key}/purchases (beside its invo/). */
export function receiptsDir(ctx: AppContext, business: BusinessRow): string {
  return path.join(ctx.config.dataDir, business.key, 'purchases');
}

/**
 * GET purchases/sendfile/{image_path}: a receipt (or thumbnail) file of one of the business's
 * purchases. The name must be a generated one (RECEIPT_NAME, so no path can be built from it)
 * and belong to a purchase of this business.
 * @returns the file's absolute path and content type.
 * @throws AppError not_found (404) for a name no purchase of the business has.
 */
export async function receiptFile(
  ctx: AppContext,
  business: BusinessRow,
  name: string,
): Promise<{ file: string; type: string }> {
  if (!RECEIPT_NAME.test(name)) throw new AppError('not_found');
  const row = await repo.findPurchaseByFile(ctx.db, business.id, name);
  if (!row) throw new AppError('not_found');
  const type = name.endsWith('.pdf') ? 'application/pdf' : 'image/webp';
  return { file: path.join(receiptsDir(ctx, business), name), type };
}
