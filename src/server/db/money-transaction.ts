import type { Transaction } from 'kysely';
import { AppError } from '../../domain/errors';
import type { Database, Db } from './types';

/**
 * PostgreSQL's SQLSTATEs after which a transaction may simply be run again: deadlock_detected
 * (40P01) and serialization_failure (40001). SQLite has one writer and raises neither.
 */
const RETRYABLE_SQLSTATES = new Set(['40P01', '40001']);

/** How many times a money transaction runs at most before it answers 503 database_busy. */
export const MONEY_TRANSACTION_ATTEMPTS = 4;

/** True when `err` is a PostgreSQL error that a new run of the whole transaction may not meet. */
export function isRetryableTransactionError(err: unknown): boolean {
  const code = (err as { code?: unknown } | null)?.code;
  return typeof code === 'string' && RETRYABLE_SQLSTATES.has(code);
}

/** What a money transaction locks before its work runs, always in this order. */
export interface MoneyLocks {
  /** The business whose counter row (`invoice_counters`) is locked first. */
  businessId: number;
  /** The business's invoice the work changes or settles (a note's original, a collected invoice). */
  invoiceId?: number;
}

/**
 * The one way every money path opens its transaction — a POS sale, a quotation's approval, a
 * credit or debit note, a collection (decision 0042). Before `work` runs it takes the locks in ONE
 * order: first the business's counter row (`invoice_counters`: invoice and receipt numbers), then
 * `locks.invoiceId`'s row. Paths that took them in opposite orders deadlocked on PostgreSQL; with
 * one order, two paths on the same business wait for each other instead.
 *
 * The whole transaction is run again, at most MONEY_TRANSACTION_ATTEMPTS times with a short
 * random pause (10–60 ms, growing), when PostgreSQL aborts it with a deadlock (40P01) or a
 * serialization failure (40001) — so `work` must only touch the database (anything else it does
 * must be safe to repeat).
 * @throws AppError not_found (404) when `locks.invoiceId` is not the business's invoice;
 *   database_busy (503) when every attempt was aborted; whatever `work` throws (rolled back).
 */
export async function moneyTransaction<T>(
  db: Db,
  locks: MoneyLocks,
  work: (trx: Transaction<Database>) => Promise<T>,
): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.transaction().execute(async (trx) => {
        await lockCounterRow(trx, locks.businessId);
        if (locks.invoiceId !== undefined && !(await lockInvoiceRow(trx, locks)))
          throw new AppError('not_found');
        return work(trx);
      });
    } catch (err) {
      if (!isRetryableTransactionError(err)) throw err;
      if (attempt >= MONEY_TRANSACTION_ATTEMPTS)
        throw new AppError('database_busy', { details: String(err) });
      await new Promise((resolve) => setTimeout(resolve, attempt * (10 + Math.random() * 50)));
    }
  }
}

/**
 * Row-locks the business's counter row until the transaction ends (a no-op UPDATE: PostgreSQL
 * locks the row, SQLite takes its one write lock).
 */
async function lockCounterRow(trx: Transaction<Database>, businessId: number): Promise<void> {
  await trx
    .updateTable('invoice_counters')
    .set((eb) => ({ last_number: eb.ref('last_number') }))
    .where('business_id', '=', businessId)
    .execute();
}

/** Row-locks the business's invoice; false when the business has no such invoice. */
async function lockInvoiceRow(trx: Transaction<Database>, locks: MoneyLocks): Promise<boolean> {
  const r = await trx
    .updateTable('invoices')
    .set((eb) => ({ instruction_note: eb.ref('instruction_note') }))
    .where('business_id', '=', locks.businessId)
    .where('id', '=', locks.invoiceId!)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}
