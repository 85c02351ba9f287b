import type { Kysely } from 'kysely';

/**
 * ZATCA as it really answers (decision 0043), on `zatca_onboarding`:
 * - `attention`: JSON {code, httpStatus, messages, at} set when ZATCA refuses the business's
 *   production CSID (401/403): the queue sends nothing more of that business until an
 *   administrator onboards or renews again (which clears it); null otherwise;
 * - `unit_serial`: the EGS unit's serial (the CSR's SN `3-…`), kept so that a renewal
 *   (PATCH /production/csids) names the same unit; null for units onboarded before (a renewal then
 *   gives them one);
 * - `organization_unit`: the CSR's OU as onboarded (the branch, or a VAT group member's TIN).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('zatca_onboarding').addColumn('attention', 'text').execute();
  await db.schema.alterTable('zatca_onboarding').addColumn('unit_serial', 'varchar(100)').execute();
  await db.schema
    .alterTable('zatca_onboarding')
    .addColumn('organization_unit', 'varchar(200)')
    .execute();
}
