import type { ClientAddressBody } from '../../../domain/schemas/client-addresses';
import type { DbOrTrx } from '../../db/types';

/** SQL of a client's addresses (decision 0068); every query names the business and the client. */

const COLUMNS = [
  'id',
  'uuid',
  'label',
  'street_name',
  'building_number',
  'city_subdivision_name',
  'city_name',
  'postal_zone',
  'country',
  'contact_person',
  'phone',
  'is_default',
] as const;

/** The client's live addresses: the default first, then in the order they were added. */
export function liveAddresses(db: DbOrTrx, businessId: number, clientId: number) {
  return db
    .selectFrom('client_addresses')
    .select([...COLUMNS])
    .where('business_id', '=', businessId)
    .where('client_id', '=', clientId)
    .where('deleted_at', 'is', null)
    .orderBy('is_default', 'desc')
    .orderBy('id')
    .execute();
}
export type AddressRow = Awaited<ReturnType<typeof liveAddresses>>[number];

/** The client's live address with this UUID (undefined when gone or another client's). */
export function findLiveAddress(db: DbOrTrx, businessId: number, clientId: number, uuid: string) {
  return db
    .selectFrom('client_addresses')
    .select([...COLUMNS])
    .where('business_id', '=', businessId)
    .where('client_id', '=', clientId)
    .where('uuid', '=', uuid)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
}

/** The body's columns as stored (is_default 0/1). */
function columns(body: ClientAddressBody, isDefault: boolean) {
  const { is_default: _ignored, ...rest } = body;
  return { ...rest, is_default: isDefault ? 1 : 0 };
}

/** Inserts an address; resolves to nothing (the caller knows its UUID). */
export async function insertAddress(
  db: DbOrTrx,
  row: { businessId: number; clientId: number; uuid: string; now: number },
  body: ClientAddressBody,
  isDefault: boolean,
): Promise<void> {
  await db
    .insertInto('client_addresses')
    .values({
      ...columns(body, isDefault),
      business_id: row.businessId,
      client_id: row.clientId,
      uuid: row.uuid,
      created_at: row.now,
      updated_at: row.now,
    })
    .execute();
}

/** Replaces an address's fields. */
export async function updateAddress(
  db: DbOrTrx,
  businessId: number,
  id: number,
  body: ClientAddressBody,
  isDefault: boolean,
  now: number,
): Promise<void> {
  await db
    .updateTable('client_addresses')
    .set({ ...columns(body, isDefault), updated_at: now })
    .where('business_id', '=', businessId)
    .where('id', '=', id)
    .execute();
}

/** Clears the default flag of every live address of the client but `keepId`. */
export async function clearOtherDefaults(
  db: DbOrTrx,
  businessId: number,
  clientId: number,
  keepId: number,
  now: number,
): Promise<void> {
  await db
    .updateTable('client_addresses')
    .set({ is_default: 0, updated_at: now })
    .where('business_id', '=', businessId)
    .where('client_id', '=', clientId)
    .where('id', '!=', keepId)
    .where('is_default', '=', 1)
    .execute();
}

/** Marks an address deleted (sale orders keep pointing at it) and not the default. */
export async function softDeleteAddress(
  db: DbOrTrx,
  businessId: number,
  id: number,
  now: number,
): Promise<void> {
  await db
    .updateTable('client_addresses')
    .set({ deleted_at: now, is_default: 0, updated_at: now })
    .where('business_id', '=', businessId)
    .where('id', '=', id)
    .execute();
}

/** Makes the address with this id the default. */
export async function markDefault(db: DbOrTrx, businessId: number, id: number, now: number) {
  await db
    .updateTable('client_addresses')
    .set({ is_default: 1, updated_at: now })
    .where('business_id', '=', businessId)
    .where('id', '=', id)
    .execute();
}

/**
 * Row-locks the client (a no-op UPDATE) so two changes of its addresses' default run one after
 * the other; false when the business has no such client.
 */
export async function lockClient(db: DbOrTrx, businessId: number, id: number): Promise<boolean> {
  const r = await db
    .updateTable('clients')
    .set((eb) => ({ registration_name: eb.ref('registration_name') }))
    .where('business_id', '=', businessId)
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

/** Removes every address of the client, deleted ones too (the client itself is being deleted). */
export async function deleteAddressesOfClient(
  db: DbOrTrx,
  businessId: number,
  clientId: number,
): Promise<void> {
  await db
    .deleteFrom('client_addresses')
    .where('business_id', '=', businessId)
    .where('client_id', '=', clientId)
    .execute();
}
