import type { Insertable, Selectable } from 'kysely';
import { containsText } from '../../db/like';
import type { ClientsTable, DbOrTrx } from '../../db/types';

export type ClientRow = Selectable<ClientsTable>;
/** The columns a client body sets (everything but ids, business and instants). */
export type ClientColumns = Omit<
  Insertable<ClientsTable>,
  'id' | 'uuid' | 'business_id' | 'created_at' | 'updated_at'
>;

/** Every query of clients starts here: the business is part of it. */
function clientsOf(db: DbOrTrx, businessId: number) {
  return db.selectFrom('clients').selectAll().where('business_id', '=', businessId);
}

/**
 * The business's clients by name (then id); with `q`, only those whose name, VAT number, phones
 * or contact person contain it.
 */
export async function listClients(
  db: DbOrTrx,
  businessId: number,
  q?: string,
): Promise<ClientRow[]> {
  let query = clientsOf(db, businessId);
  if (q)
    query = query.where((eb) =>
      eb.or(
        (['registration_name', 'vat', 'phone', 'person_phone', 'contact_person'] as const).map(
          (c) => containsText(eb.ref(c), q),
        ),
      ),
    );
  return query.orderBy('registration_name').orderBy('id').execute();
}

export async function findClientByUuid(
  db: DbOrTrx,
  businessId: number,
  uuid: string,
): Promise<ClientRow | undefined> {
  return clientsOf(db, businessId).where('uuid', '=', uuid).executeTakeFirst();
}

export async function findClientById(
  db: DbOrTrx,
  businessId: number,
  id: number,
): Promise<ClientRow | undefined> {
  return clientsOf(db, businessId).where('id', '=', id).executeTakeFirst();
}

/** The business's client with this VAT number, other than `exceptId`. */
export async function findClientByVat(
  db: DbOrTrx,
  businessId: number,
  vat: string,
  exceptId?: number,
): Promise<ClientRow | undefined> {
  let q = clientsOf(db, businessId).where('vat', '=', vat);
  if (exceptId !== undefined) q = q.where('id', '!=', exceptId);
  return q.executeTakeFirst();
}

export async function insertClient(
  db: DbOrTrx,
  businessId: number,
  values: ClientColumns & { uuid: string; created_at: number; updated_at: number },
): Promise<number> {
  const r = await db
    .insertInto('clients')
    .values({ ...values, business_id: businessId })
    .returning('id')
    .executeTakeFirstOrThrow();
  return r.id;
}

export async function updateClient(
  db: DbOrTrx,
  businessId: number,
  id: number,
  values: ClientColumns & { updated_at: number },
): Promise<void> {
  await db
    .updateTable('clients')
    .set(values)
    .where('business_id', '=', businessId)
    .where('id', '=', id)
    .execute();
}

export async function deleteClient(db: DbOrTrx, businessId: number, id: number): Promise<void> {
  await db
    .deleteFrom('clients')
    .where('business_id', '=', businessId)
    .where('id', '=', id)
    .execute();
}

/** True when the client has a pending or approved quotation, a sale order, or an invoice. */
export async function isClientInUse(
  db: DbOrTrx,
  businessId: number,
  clientId: number,
): Promise<boolean> {
  const order = await db
    .selectFrom('orders')
    .select('id')
    .where('business_id', '=', businessId)
    .where('client_id', '=', clientId)
    .where('state', '!=', 'deleted')
    .limit(1)
    .executeTakeFirst();
  if (order) return true;
  const saleOrder = await db
    .selectFrom('sale_orders')
    .select('id')
    .where('business_id', '=', businessId)
    .where('client_id', '=', clientId)
    .limit(1)
    .executeTakeFirst();
  if (saleOrder) return true;
  const invoice = await db
    .selectFrom('invoices')
    .select('id')
    .where('business_id', '=', businessId)
    .where('client_id', '=', clientId)
    .limit(1)
    .executeTakeFirst();
  return invoice !== undefined;
}

/** The key of the business a client (by UUID) belongs to, whatever the business (kinvclient). */
export async function findBusinessKeyOfClient(
  db: DbOrTrx,
  uuid: string,
): Promise<string | undefined> {
  const r = await db
    .selectFrom('clients')
    .innerJoin('businesses', 'businesses.id', 'clients.business_id')
    .select('businesses.key')
    .where('clients.uuid', '=', uuid)
    .executeTakeFirst();
  return r?.key;
}
