import type { Kysely } from 'kysely';

/**
 * Quotation numbers per business (decision 0052). `invoice_counters.last_quotation_number` is the
 * last number given to a quotation of the business: a new quotation takes it + 1 in its own
 * transaction, as an invoice takes `last_number` + 1. Existing quotations keep the numbers they
 * were given (Unix seconds, all above 10⁹): customers hold them and the invoices of approved ones
 * carry them. The sequence starts at 1 for every business (0 here); it cannot meet an old number.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('invoice_counters')
    .addColumn('last_quotation_number', 'bigint', (c) => c.notNull().defaultTo(0))
    .execute();
}
