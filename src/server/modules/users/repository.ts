import type { Insertable, Selectable, Updateable } from 'kysely';
import type { DbOrTrx, UsersTable } from '../../db/types';

export type UserRow = Selectable<UsersTable>;

/** Usernames are unique case-insensitively; lookups compare lower-cased. */
export async function findUserByUsername(
  db: DbOrTrx,
  username: string,
): Promise<UserRow | undefined> {
  return db
    .selectFrom('users')
    .selectAll()
    .where((eb) => eb(eb.fn('lower', ['username']), '=', username.trim().toLowerCase()))
    .executeTakeFirst();
}

/**
 * Every person's id and username (for comparisons the database cannot make: NFKC, look-alikes).
 * An API token's machine user is left out: it never signs in (decision 0058), and its username
 * (the token's name and prefix, with a space) is no username a person may take.
 */
export async function listUsernames(db: DbOrTrx): Promise<Array<{ id: number; username: string }>> {
  return db
    .selectFrom('users')
    .select(['id', 'username'])
    .where('kind', '=', 'person')
    .orderBy('id')
    .execute();
}

export async function findUserById(db: DbOrTrx, id: number): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The person with this UUID (an API token's machine user is not one: undefined). */
export async function findUserByUuid(db: DbOrTrx, uuid: string): Promise<UserRow | undefined> {
  return db
    .selectFrom('users')
    .selectAll()
    .where('uuid', '=', uuid)
    .where('kind', '=', 'person')
    .executeTakeFirst();
}

/** Every person, by id (API tokens' machine users are listed with their tokens instead). */
export async function listUsers(db: DbOrTrx): Promise<UserRow[]> {
  return db.selectFrom('users').selectAll().where('kind', '=', 'person').orderBy('id').execute();
}

export async function countUsers(db: DbOrTrx): Promise<number> {
  const r = await db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(r.n);
}

export async function insertUser(db: DbOrTrx, row: Insertable<UsersTable>): Promise<number> {
  const r = await db.insertInto('users').values(row).returning('id').executeTakeFirstOrThrow();
  return r.id;
}

export async function updateUser(
  db: DbOrTrx,
  id: number,
  patch: Updateable<UsersTable>,
): Promise<void> {
  await db.updateTable('users').set(patch).where('id', '=', id).execute();
}

export async function deleteUser(db: DbOrTrx, id: number): Promise<void> {
  await db.deleteFrom('users').where('id', '=', id).execute();
}
