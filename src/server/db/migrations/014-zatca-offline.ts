import type { Kysely } from 'kysely';
import type { Dialect } from '../types';

/**
 * ZATCA phase 2, offline mode (decision 0031):
 * - `zatca_signers`: one per business — the secp256k1 private key (PKCS#8 PEM, AES-256-GCM
 *   encrypted at rest with DATA_DIR/zatca.key), the self-signed certificate (base64 DER), and the
 *   head of the business's document chain: `last_icv` (0 before the first document) and
 *   `last_hash` (the previous invoice hash; pih.txt's value before the first document);
 * - `zatca_documents`: the signed XML of an invoice, made once and served as stored; `icv` is
 *   unique per business (gapless, allocated under the signer row's lock).
 */
export async function up(db: Kysely<unknown>, _dialect: Dialect): Promise<void> {
  await db.schema
    .createTable('zatca_signers')
    .addColumn('business_id', 'integer', (c) => c.primaryKey().references('businesses.id'))
    .addColumn('private_key', 'text', (c) => c.notNull())
    .addColumn('certificate', 'text', (c) => c.notNull())
    .addColumn('last_icv', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('last_hash', 'varchar(128)', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('zatca_documents')
    .addColumn('invoice_id', 'integer', (c) => c.primaryKey().references('invoices.id'))
    .addColumn('business_id', 'integer', (c) => c.notNull().references('businesses.id'))
    .addColumn('icv', 'integer', (c) => c.notNull())
    .addColumn('pih', 'varchar(128)', (c) => c.notNull())
    .addColumn('invoice_hash', 'varchar(128)', (c) => c.notNull())
    .addColumn('xml', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('zatca_documents_business_icv', ['business_id', 'icv'])
    .execute();
}
