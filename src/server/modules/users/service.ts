import { randomUUID } from 'node:crypto';
import { AppError, ERROR_MESSAGES, FIELD_MESSAGES } from '../../../domain/errors';
import { findLookAlikeUsername } from '../../../domain/username-lookalikes';
import {
  matchSignInName,
  normalizeUsername,
  USERNAME_PROBLEM_MESSAGES,
  usernameKey,
  usernameProblem,
} from '../../../domain/usernames';
import type {
  MembershipInput,
  MembershipView,
  MeView,
  UserView,
} from '../../../domain/schemas/users';
import type { AppContext, SessionUser } from '../../context';
import type { DbOrTrx } from '../../db/types';
import { auditAction } from '../audit/service';
import { hashPassword, verifyPassword } from '../auth/password';
import { revokeOtherSessions, revokeUserSessions } from '../auth/sessions';
import { sampleBusinessesOffered } from '../businesses/first-start';
import { listBusinessesForUser, needsBusinessSetup } from '../businesses/service';
import {
  followRoleChange,
  joinDefaultBusinesses,
  membershipsOfUsers,
  setMemberships,
} from '../memberships/service';
import * as repo from './repository';
import type { UserRow } from './repository';

export type { UserRow } from './repository';

/** The user with this row id (`users.id`), or undefined when there is none. Never throws. */
export async function findUserById(db: DbOrTrx, id: number): Promise<UserRow | undefined> {
  return repo.findUserById(db, id);
}

/** A user row and their memberships → the wire shape (no password hash, ever). */
export function toUserView(row: UserRow, businesses: MembershipView[] = []): UserView {
  return {
    ID: row.id,
    UUID: row.uuid,
    username: row.username,
    email: row.email,
    role: row.role,
    VAT: row.vat,
    businesses,
  };
}

/** The user a typed sign-in name designates (`matchSignInName`: NFKC, any case), if any. */
export async function findUserBySignInName(
  db: DbOrTrx,
  typed: string,
): Promise<UserRow | undefined> {
  const hit = matchSignInName(await repo.listUsernames(db), typed);
  return hit && repo.findUserById(db, hit.id);
}

/** A username as it will be stored. @throws AppError validation_failed (400) on fields.username. */
function checkedUsername(raw: string): string {
  const username = normalizeUsername(raw);
  const problem = usernameProblem(username);
  if (problem)
    throw new AppError('validation_failed', {
      fields: { username: USERNAME_PROBLEM_MESSAGES[problem] },
    });
  return username;
}

async function viewOf(db: DbOrTrx, row: UserRow): Promise<UserView> {
  return toUserView(row, (await membershipsOfUsers(db, [row.id])).get(row.id));
}

/** Every user with their memberships (GET /users), by id. */
export async function listUsers(ctx: AppContext): Promise<UserView[]> {
  const rows = await repo.listUsers(ctx.db);
  const memberships = await membershipsOfUsers(
    ctx.db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => toUserView(r, memberships.get(r.id)));
}

/** One user with their memberships (GET /users/{UUID}). @throws AppError not_found (404). */
export async function getUser(ctx: AppContext, uuid: string): Promise<UserView> {
  const row = await repo.findUserByUuid(ctx.db, uuid);
  if (!row) throw new AppError('not_found');
  return viewOf(ctx.db, row);
}

/**
 * The signed-in user (GET /users/me): their record, the businesses they open with their role and
 * tiles in each, and whether an administrator must first set up a business.
 * @throws AppError unauthenticated (401) when the user was deleted meanwhile.
 */
export async function getMe(ctx: AppContext, user: SessionUser): Promise<MeView> {
  const row = await repo.findUserById(ctx.db, user.id);
  if (!row) throw new AppError('unauthenticated');
  const { businesses: _, ...view } = toUserView(row);
  return {
    ...view,
    businesses: await listBusinessesForUser(ctx, user),
    needsBusinessSetup: await needsBusinessSetup(ctx, user),
    sampleBusinessesOffered: await sampleBusinessesOffered(ctx, user),
  };
}

/** True when Sanad has at least one user (the first administrator is created otherwise). */
export async function hasUsers(ctx: AppContext): Promise<boolean> {
  return (await repo.countUsers(ctx.db)) > 0;
}

/**
 * Creates a user (admin action, and the first administrator at start-up) with their memberships:
 * `businesses` as given, or without it the legacy defaults of their role (see
 * joinDefaultBusinesses). The username is stored in normal form (src/domain/usernames.ts).
 * @throws AppError validation_failed (400, fields.username) for a username with other characters
 *   or scripts than allowed, or one that looks like an existing username (UTS #39 skeleton);
 *   username_taken (409) when the same username exists (after normalization, in any case);
 *   validation_failed (400, fields `businesses.{i}`) for an unknown business key.
 */
export async function createUser(
  ctx: AppContext,
  actor: SessionUser | null,
  input: {
    username: string;
    email: string;
    password: string;
    role: string;
    VAT: string;
    businesses?: MembershipInput[];
  },
): Promise<UserRow> {
  const username = checkedUsername(input.username);
  const password_hash = await hashPassword(input.password);
  return ctx.db.transaction().execute(async (trx) => {
    const existing = (await repo.listUsernames(trx)).map((u) => u.username);
    if (existing.some((name) => usernameKey(name) === usernameKey(username)))
      throw new AppError('username_taken', { fields: { username: ERROR_MESSAGES.username_taken } });
    const alike = findLookAlikeUsername(username, existing);
    if (alike !== undefined)
      throw new AppError('validation_failed', {
        fields: { username: FIELD_MESSAGES.usernameLookAlike(alike) },
      });
    const now = ctx.now();
    const uuid = randomUUID();
    const id = await repo.insertUser(trx, {
      uuid,
      username,
      email: input.email,
      password_hash,
      role: input.role,
      vat: input.VAT,
      created_at: now,
    });
    if (input.businesses) await setMemberships(trx, id, input.role, input.businesses, now);
    else await joinDefaultBusinesses(trx, id, input.role, now);
    await auditAction(trx, { at: now, actor }, 'user.create', uuid, {
      username,
      role: input.role,
      businesses: input.businesses,
    });
    return (await repo.findUserById(trx, id))!;
  });
}

/**
 * Creates the machine user of an API token (decision 0058): kind 'token', role `user`, no
 * password (an empty hash never verifies, and sign-in does not look at machine users), username
 * as given (the token's name and prefix, so invoices and audit rows name the token). Call inside
 * the transaction that creates the token; its memberships are set by the caller.
 * @returns the new user's id and UUID.
 */
export async function createMachineUser(
  trx: DbOrTrx,
  input: { username: string; now: number },
): Promise<{ id: number; uuid: string }> {
  const uuid = randomUUID();
  const id = await repo.insertUser(trx, {
    uuid,
    username: input.username,
    email: '',
    password_hash: '',
    role: 'user',
    vat: '',
    kind: 'token',
    created_at: input.now,
  });
  return { id, uuid };
}

/**
 * Changes a user's role, e-mail, memberships and/or password; a password reset revokes their
 * sessions. `businesses` replaces their memberships (an empty list removes them all: their next
 * call in a business they left is a 403). A role change alone keeps their businesses
 * (followRoleChange).
 * @throws AppError not_found (404); cannot_demote_self (409) when the actor changes their own
 *   role; validation_failed (400, fields `businesses.{i}`) for an unknown business key.
 */
export async function updateUser(
  ctx: AppContext,
  actor: SessionUser,
  uuid: string,
  patch: { role?: string; password?: string; email?: string; businesses?: MembershipInput[] },
): Promise<UserView> {
  const password_hash = patch.password ? await hashPassword(patch.password) : undefined;
  return ctx.db.transaction().execute(async (trx) => {
    const user = await repo.findUserByUuid(trx, uuid);
    if (!user) throw new AppError('not_found');
    // An administrator cannot demote themself: it could leave Sanad with no administrator.
    if (user.id === actor.id && patch.role && patch.role !== user.role)
      throw new AppError('cannot_demote_self');
    const now = ctx.now();
    const role = patch.role ?? user.role;
    const columns = {
      ...(patch.role ? { role: patch.role } : {}),
      ...(patch.email !== undefined ? { email: patch.email } : {}),
      ...(password_hash ? { password_hash } : {}),
    };
    if (Object.keys(columns).length > 0) await repo.updateUser(trx, user.id, columns);
    if (patch.businesses) await setMemberships(trx, user.id, role, patch.businesses, now);
    else if (patch.role) await followRoleChange(trx, user.id, user.role, patch.role, now);
    if (password_hash) await revokeUserSessions(trx, user.id, now);
    await auditAction(trx, { at: now, actor }, 'user.update', uuid, {
      role: patch.role,
      passwordReset: Boolean(password_hash),
      businesses: patch.businesses,
    });
    return viewOf(trx, (await repo.findUserById(trx, user.id))!);
  });
}

/**
 * Deletes a user and revokes their tokens (their memberships go with them).
 * @throws AppError not_found (404); cannot_delete_self (409) when the admin targets themself.
 */
export async function deleteUser(ctx: AppContext, actor: SessionUser, uuid: string): Promise<void> {
  await ctx.db.transaction().execute(async (trx) => {
    const user = await repo.findUserByUuid(trx, uuid);
    if (!user) throw new AppError('not_found');
    if (user.id === actor.id) throw new AppError('cannot_delete_self');
    const now = ctx.now();
    await revokeUserSessions(trx, user.id, now);
    await repo.deleteUser(trx, user.id);
    await auditAction(trx, { at: now, actor }, 'user.delete', uuid, { username: user.username });
  });
}

/**
 * A signed-in user changes their own password (POST /users/me/password, decision 0049): the
 * current one is checked, the new one stored (scrypt), and every other session of theirs revoked
 * (their other tabs and devices sign in again); the session making the change stays. Audited
 * `user.password_change` (never a password).
 * @throws AppError wrong_current_password (422, fields.currentPassword); unauthenticated (401)
 *   when the user was deleted meanwhile. The new password's rule (8 characters) is the body's.
 */
export async function changeOwnPassword(
  ctx: AppContext,
  user: SessionUser,
  body: { currentPassword: string; newPassword: string },
): Promise<void> {
  const row = await repo.findUserById(ctx.db, user.id);
  if (!row) throw new AppError('unauthenticated');
  if (!(await verifyPassword(body.currentPassword, row.password_hash)))
    throw new AppError('wrong_current_password', {
      fields: { currentPassword: ERROR_MESSAGES.wrong_current_password },
    });
  const password_hash = await hashPassword(body.newPassword);
  await ctx.db.transaction().execute(async (trx) => {
    const now = ctx.now();
    await repo.updateUser(trx, user.id, { password_hash });
    await revokeOtherSessions(trx, user.id, user.tokenHash, now);
    await auditAction(trx, { at: now, actor: user }, 'user.password_change', user.uuid);
  });
}
