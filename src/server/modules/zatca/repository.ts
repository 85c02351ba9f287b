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

/** Why a business's sends to ZATCA stopped (decision 0043), as stored in `attention`. */
export interface ZatcaAttention {
  /** Sanad's code: `zatca_credentials_refused` (401/403 on the production CSID). */
  code: string;
  /** The transport's reason (English, for the log), e.g. "… (HTTP 401)". */
  reason: string;
  /** ZATCA's own messages, if it sent any. */
  messages: { code: string; message: string; category: string }[];
  /** UTC ms. */
  at: number;
}

/** Marks the business as needing an administrator (its sends stop), inside `db`'s transaction. */
export async function setZatcaAttention(
  db: DbOrTrx,
  businessId: number,
  attention: ZatcaAttention,
): Promise<void> {
  await db
    .updateTable('zatca_onboarding')
    .set({ attention: JSON.stringify(attention), updated_at: attention.at })
    .where('business_id', '=', businessId)
    .execute();
}

/** The business's attention record, or null when its sends run. */
export function attentionOf(
  row: Pick<OnboardingRow, 'attention'> | undefined,
): ZatcaAttention | null {
  return row?.attention ? (JSON.parse(row.attention) as ZatcaAttention) : null;
}
