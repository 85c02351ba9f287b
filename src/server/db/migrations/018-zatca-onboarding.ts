import type { Kysely } from 'kysely';
import type { Dialect } from '../types';

/**
 * ZATCA onboarding per business (decision 0035): `zatca_onboarding`, one row per
 * business once an administrator first tries to onboard it.
 * - the attempt under way: the secp256k1 key made for it (`compliance_private_key`, AES-256-GCM
 *   sealed with DATA_DIR/zatca.key like every Sanad key), the CSR, the compliance CSID
 *   (certificate base64 DER, sealed secret, request id);
 * - the production CSID that signs the sales (`private_key`, `production_certificate`,
 *   `production_secret` sealed, request id, the certificate's serial and expiry in UTC ms), kept
 *   while a later attempt (renewal) is under way;
 * - `environment` ('simulation' | 'production') the CSIDs were issued in, `step` the attempt's last
 *   step reached, `last_error` (JSON: step, code, ZATCA's messages) of its last failure.
 */
export async function up(db: Kysely<unknown>, _dialect: Dialect): Promise<void> {
  await db.schema
    .createTable('zatca_onboarding')
    .addColumn('business_id', 'integer', (c) => c.primaryKey().references('businesses.id'))
    .addColumn('environment', 'varchar(20)', (c) => c.notNull())
    .addColumn('step', 'varchar(30)', (c) => c.notNull())
    .addColumn('compliance_private_key', 'text')
    .addColumn('csr', 'text')
    .addColumn('compliance_certificate', 'text')
    .addColumn('compliance_secret', 'text')
    .addColumn('compliance_request_id', 'varchar(64)')
    .addColumn('private_key', 'text')
    .addColumn('production_certificate', 'text')
    .addColumn('production_secret', 'text')
    .addColumn('production_request_id', 'varchar(64)')
    .addColumn('certificate_serial', 'varchar(100)')
    .addColumn('certificate_not_after', 'bigint')
    .addColumn('production_environment', 'varchar(20)')
    .addColumn('last_error', 'text')
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
}
