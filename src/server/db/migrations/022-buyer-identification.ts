import type { Kysely } from 'kysely';
import type { Dialect } from '../types';

/**
 * Another buyer ID (decision 0045): ZATCA's BT-46 with its scheme BT-46-1 (TIN, CRN, MOM, MLS,
 * 700, SAG, NAT, GCC, IQA, PAS, OTH; BR-KSA-14), written as
 * cac:AccountingCustomerParty/cac:Party/cac:PartyIdentification/cbc:ID@schemeID. On the client
 * (`party_identification_scheme`, `party_identification`) and copied onto the invoice as issued
 * (`customer_party_identification_scheme`, `customer_party_identification`). '' when none:
 * existing rows keep what they have (their CRN stays the ID written with scheme CRN). Nothing else
 * changes: the addresses already stored are kept exactly as they are.
 */
export async function up(db: Kysely<unknown>, _dialect: Dialect): Promise<void> {
  const columns = [
    ['clients', 'party_identification_scheme', 3],
    ['clients', 'party_identification', 50],
    ['invoices', 'customer_party_identification_scheme', 3],
    ['invoices', 'customer_party_identification', 50],
  ] as const;
  for (const [table, column, size] of columns)
    await db.schema
      .alterTable(table)
      .addColumn(column, `varchar(${size})`, (c) => c.notNull().defaultTo(''))
      .execute();
}
