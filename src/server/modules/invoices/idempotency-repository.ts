import type { Selectable } from 'kysely';
import type { DbOrTrx, IdempotencyKeysTable } from '../../db/types';

/**
 * Idempotency keys of sales and notes (decision 0011): claimed in the issuing transaction, then
 * pointed at the invoice issued for them. Every query carries the business.
 */

export type IdempotencyKeyRow = Selectable<IdempotencyKeysTable>;

/** The business's idempotency key row (undefined when the key was never used there). */
export async function findIdempotencyKey(
  db: DbOrTrx,
  businessId: number,
  key: string,
): Promise<IdempotencyKeyRow | undefined> {
  return db
    .selectFrom('idempotency_keys')
    .selectAll()
    .where('business_id', '=', businessId)
    .where('key', '=', key)
    .executeTakeFirst();
}

/**
 * Claims an idempotency key for the business inside the sale's transaction:
 * `INSERT … ON CONFLICT DO NOTHING`. If another transaction holds the same key uncommitted,
 * PostgreSQL makes this statement wait for it (SQLite serialises writers anyway), so the loser sees
 * the winner's committed row afterwards instead of a unique violation that would abort its
 * transaction.
 * @returns true when this transaction now owns the key; false when it was already taken.
 */
export async function claimIdempotencyKey(
  trx: DbOrTrx,
  businessId: number,
  key: string,
  requestHash: string,
  now: number,
): Promise<boolean> {
  const r = await trx
    .insertInto('idempotency_keys')
    .values({
      business_id: businessId,
      key,
      request_hash: requestHash,
      invoice_id: null,
      created_at: now,
    })
    .onConflict((oc) => oc.columns(['business_id', 'key']).doNothing())
    .returning('key')
    .executeTakeFirst();
  return r !== undefined;
}

/** Points a claimed idempotency key at the invoice issued for it (same transaction). */
export async function setIdempotencyInvoice(
  trx: DbOrTrx,
  businessId: number,
  key: string,
  invoiceId: number,
): Promise<void> {
  await trx
    .updateTable('idempotency_keys')
    .set({ invoice_id: invoiceId })
    .where('business_id', '=', businessId)
    .where('key', '=', key)
    .execute();
}
