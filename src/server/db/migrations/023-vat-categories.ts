import type { Kysely } from 'kysely';

/**
 * VAT categories other than 15 % (decision 0046). A product has a VAT category (S standard 15 %,
 * Z zero-rated, E exempt, O out of scope) and, for Z/E/O, ZATCA's exemption reason code
 * (src/domain/vat-categories.ts). Each invoice line (a note's lines are invoice lines) and each
 * quotation line stores the category, percent and reason it was sold or quoted at, so a later
 * change of the product never changes an issued document. `invoice_lines.tax_percent` exists
 * since migration 001. Every existing row is standard rated: S, 15, ''.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const table of ['products', 'invoice_lines', 'order_lines']) {
    await db.schema
      .alterTable(table)
      .addColumn('vat_category', 'text', (c) => c.notNull().defaultTo('S'))
      .execute();
    await db.schema
      .alterTable(table)
      .addColumn('vat_exemption_code', 'text', (c) => c.notNull().defaultTo(''))
      .execute();
  }
  await db.schema
    .alterTable('order_lines')
    .addColumn('tax_percent', 'integer', (c) => c.notNull().defaultTo(15))
    .execute();
}
