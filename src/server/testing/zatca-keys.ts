import type { Db } from '../db/types';
import { sealPrivateKey } from '../zatca/key-store';

/** A master key no install has: what the stored keys of another install are sealed with. */
const OTHER_INSTALL_KEY = Buffer.alloc(32, 7);

/**
 * Makes business `businessId`'s stored ZATCA keys (its signer's and its onboarding's private key)
 * unreadable to this install, as a database restored from another install with another master key
 * (decision 0063: the master key is fixed for the process's life, so a test changes the data, not
 * the key). The sealed text is a real sealing of a PEM under OTHER_INSTALL_KEY.
 * @returns a function that puts the original sealed keys back.
 */
export async function sealedByAnotherInstall(
  db: Db,
  businessId: number,
): Promise<() => Promise<void>> {
  const foreign = sealPrivateKey(
    '-----BEGIN PRIVATE KEY-----\n-----END PRIVATE KEY-----\n',
    OTHER_INSTALL_KEY,
  );
  const signer = await db
    .selectFrom('zatca_signers')
    .select('private_key')
    .where('business_id', '=', businessId)
    .executeTakeFirst();
  const onboarding = await db
    .selectFrom('zatca_onboarding')
    .select('private_key')
    .where('business_id', '=', businessId)
    .executeTakeFirst();
  if (signer)
    await db
      .updateTable('zatca_signers')
      .set({ private_key: foreign })
      .where('business_id', '=', businessId)
      .execute();
  if (onboarding?.private_key)
    await db
      .updateTable('zatca_onboarding')
      .set({ private_key: foreign })
      .where('business_id', '=', businessId)
      .execute();
  return async () => {
    if (signer)
      await db
        .updateTable('zatca_signers')
        .set({ private_key: signer.private_key })
        .where('business_id', '=', businessId)
        .execute();
    if (onboarding?.private_key)
      await db
        .updateTable('zatca_onboarding')
        .set({ private_key: onboarding.private_key })
        .where('business_id', '=', businessId)
        .execute();
  };
}
