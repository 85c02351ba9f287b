import type { Kysely } from 'kysely';
import type { Dialect } from '../types';

/**
 * Credit and debit notes (decision 0034). A note is a row of `invoices` (same number
 * chain, same ZATCA chain) with invoice_type_code 381 or 383 and:
 * - `billing_reference_invoice_id`: the original invoice's row (BillingReference, BR-KSA-56); null
 *   on a tax invoice (388);
 * - `instruction_note`: the reason (PaymentMeans/InstructionNote, BR-KSA-17); '' on an invoice;
 * - `invoice_lines.billing_line_no`: on a credit note, the original's line number each line
 *   returns (what remains to credit is counted per original line); null otherwise.
 * Amounts of a credit note are stored negative (decision 0034), so every sum subtracts it.
 */
export async function up(db: Kysely<unknown>, _dialect: Dialect): Promise<void> {
  await db.schema
    .alterTable('invoices')
    .addColumn('billing_reference_invoice_id', 'integer', (c) => c.references('invoices.id'))
    .execute();
  await db.schema
    .alterTable('invoices')
    .addColumn('instruction_note', 'varchar(1000)', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema.alterTable('invoice_lines').addColumn('billing_line_no', 'integer').execute();
  await db.schema
    .createIndex('invoices_billing_reference')
    .on('invoices')
    .columns(['business_id', 'billing_reference_invoice_id'])
    .execute();
}
