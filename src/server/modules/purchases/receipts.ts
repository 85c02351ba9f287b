import { AppError } from '../../../domain/errors';
import type { AppContext } from '../../context';
import { RECEIPT_NAME } from '../../files/receipts';
import type { StoredObject } from '../../storage/types';
import type { BusinessRow } from '../businesses/service';
import * as repo from './repository';

/** Receipt files of purchases: where they are stored and which one a signed link may open. */

/**
 * The key folder of a business's purchase receipts in the file store: `{key}/purchases` (beside
 * its `invo/`; decision 0062).
 */
export function receiptsFolder(business: Pick<BusinessRow, 'key'>): string {
  return `${business.key}/purchases`;
}

/**
 * GET purchases/sendfile/{image_path}: a receipt (or thumbnail) file of one of the business's
 * purchases. The name must be a generated one (RECEIPT_NAME, so no path can be built from it)
 * and belong to a purchase of this business.
 * @returns the file's key in the file store and its content type.
 * @throws AppError not_found (404) for a name no purchase of the business has.
 */
export async function receiptFile(
  ctx: AppContext,
  business: BusinessRow,
  name: string,
): Promise<{ key: string; type: string }> {
  if (!RECEIPT_NAME.test(name)) throw new AppError('not_found');
  const row = await repo.findPurchaseByFile(ctx.db, business.id, name);
  if (!row) throw new AppError('not_found');
  const type = name.endsWith('.pdf') ? 'application/pdf' : 'image/webp';
  return { key: `${receiptsFolder(business)}/${name}`, type };
}

/**
 * receiptFile, opened: the stored object (a stream to read or destroy) and its content type.
 * @throws AppError not_found (404) for a name no purchase of the business has, or whose file is
 *   gone from the store.
 */
export async function openReceiptFile(
  ctx: AppContext,
  business: BusinessRow,
  name: string,
): Promise<{ object: StoredObject; type: string }> {
  const { key, type } = await receiptFile(ctx, business, name);
  const object = await ctx.storage.get(key);
  if (!object) throw new AppError('not_found'); // the row names a file that is gone
  return { object, type };
}
