import type { Insertable, Selectable } from 'kysely';
import type { DbOrTrx, ZatcaOnboardingTable } from '../../db/types';

export type OnboardingRow = Selectable<ZatcaOnboardingTable>;
export type OnboardingChanges = Partial<Omit<Insertable<ZatcaOnboardingTable>, 'business_id'>>;

/** The business's onboarding row, or undefined before its first attempt. */
export async function findOnboarding(
  db: DbOrTrx,
  businessId: number,
): Promise<OnboardingRow | undefined> {
  return db
    .selectFrom('zatca_onboarding')
    .selectAll()
    .where('business_id', '=', businessId)
    .executeTakeFirst();
}

/**
 * Writes `changes` to the business's onboarding row, making it first when absent (`environment`,
 * `step` and `updated_at` are then required in `changes`).
 */
export async function saveOnboarding(
  db: DbOrTrx,
  businessId: number,
  changes: OnboardingChanges & { updated_at: number },
): Promise<void> {
  const updated = await db
    .updateTable('zatca_onboarding')
    .set(changes)
    .where('business_id', '=', businessId)
    .executeTakeFirst();
  if (Number(updated.numUpdatedRows) > 0) return;
  await db
    .insertInto('zatca_onboarding')
    .values({ environment: '', step: 'csr', ...changes, business_id: businessId })
    .execute();
}
