/**
 * The first start of an install (decision 0049): who may choose between setting up their own
 * business and exploring the two sample businesses, and when.
 */

/** SEED_BUSINESSES: `ask` (unset: the first administrator chooses), `default` or `none`. */
export type SeedSetting = 'ask' | 'default' | 'none';

/** Why the sample businesses cannot be chosen now; null when they can. */
export type SampleChoiceRefusal = 'decided_by_setting' | 'not_first_admin' | 'setup_done';

/**
 * Whether this user may now choose the sample businesses (kebrit and mengusha) on the setup
 * screen: only when SEED_BUSINESSES was left unset (`ask`; `default` and `none` decide without
 * asking), only the first administrator (the first user, created at the first start), and only
 * while Sanad has no business at all, so the choice is made once.
 * @param state.businessCount every business, archived ones included
 * @returns null when allowed, else the reason (codes of src/domain/errors.ts: `setup_done` 409,
 *   `not_first_admin` 403; `decided_by_setting` answers 409 `setup_done` too).
 */
export function sampleChoiceRefusal(state: {
  seedSetting: SeedSetting;
  isFirstAdministrator: boolean;
  businessCount: number;
}): SampleChoiceRefusal | null {
  if (state.seedSetting !== 'ask') return 'decided_by_setting';
  if (state.businessCount > 0) return 'setup_done';
  if (!state.isFirstAdministrator) return 'not_first_admin';
  return null;
}
