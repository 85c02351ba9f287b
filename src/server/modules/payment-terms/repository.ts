import type { Selectable } from 'kysely';
import type { PaymentTermsTable } from '../../db/client-tables';
import type { DbOrTrx } from '../../db/types';

export type PaymentTermRow = Selectable<PaymentTermsTable>;

/** Live (not deleted) terms of the business: every query starts here. */
function termsOf(db: DbOrTrx, businessId: number) {
  return db
    .selectFrom('payment_terms')
    .selectAll()
    .where('business_id', '=', businessId)
    .where('deleted_at', 'is', null);
}

/** The business's live terms by position, then id. */
export async function listTerms(db: DbOrTrx, businessId: number): Promise<PaymentTermRow[]> {
  return termsOf(db, businessId).orderBy('position').orderBy('id').execute();
}

/** A live term by UUID. */
export async function findTermByUuid(db: DbOrTrx, businessId: number, uuid: string) {
  return termsOf(db, businessId).where('uuid', '=', uuid).executeTakeFirst();
}

/** A term by id, deleted or not (documents keep the term they were issued under). */
export async function findTermById(db: DbOrTrx, businessId: number, id: number) {
  return db
    .selectFrom('payment_terms')
    .selectAll()
    .where('business_id', '=', businessId)
    .where('id', '=', id)
    .executeTakeFirst();
}

/** A live term of this name other than `exceptId`. */
export async function findTermByName(db: DbOrTrx, businessId: number, name: string, exceptId = 0) {
  return termsOf(db, businessId)
    .where('name', '=', name)
    .where('id', '!=', exceptId)
    .executeTakeFirst();
}

/** The next free position (one after the greatest). */
export async function nextPosition(db: DbOrTrx, businessId: number): Promise<number> {
  const r = await termsOf(db, businessId)
    .clearSelect()
    .select((eb) => eb.fn.max('position').as('max'))
    .executeTakeFirst();
  return r?.max == null ? 0 : Number(r.max) + 1;
}

export async function insertTerm(
  db: DbOrTrx,
  values: Omit<PaymentTermRow, 'id' | 'deleted_at'>,
): Promise<number> {
  const r = await db
    .insertInto('payment_terms')
    .values({ ...values, deleted_at: null })
    .returning('id')
    .executeTakeFirstOrThrow();
  return r.id;
}

export async function updateTerm(
  db: DbOrTrx,
  businessId: number,
  id: number,
  values: Partial<Pick<PaymentTermRow, 'name' | 'days' | 'end_of_month' | 'position'>> & {
    updated_at: number;
    deleted_at?: number;
  },
): Promise<void> {
  await db
    .updateTable('payment_terms')
    .set(values)
    .where('business_id', '=', businessId)
    .where('id', '=', id)
    .execute();
}

export async function deleteTerm(db: DbOrTrx, businessId: number, id: number): Promise<void> {
  await db
    .deleteFrom('payment_terms')
    .where('business_id', '=', businessId)
    .where('id', '=', id)
    .execute();
}

/** True when a client, supplier, invoice or purchase of the business names the term. */
export async function isTermReferenced(
  db: DbOrTrx,
  businessId: number,
  termId: number,
): Promise<boolean> {
  for (const table of ['clients', 'suppliers', 'invoices', 'purchases'] as const) {
    const hit = await db
      .selectFrom(table)
      .select('id')
      .where('business_id', '=', businessId)
      .where('payment_term_id', '=', termId)
      .limit(1)
      .executeTakeFirst();
    if (hit) return true;
  }
  return false;
}

/** The payment term a client of the business carries (clients.payment_term_id), or null. */
export async function clientTermId(
  db: DbOrTrx,
  businessId: number,
  clientId: number,
): Promise<number | null> {
  const client = await db
    .selectFrom('clients')
    .select('payment_term_id')
    .where('business_id', '=', businessId)
    .where('id', '=', clientId)
    .executeTakeFirst();
  return client?.payment_term_id == null ? null : Number(client.payment_term_id);
}
