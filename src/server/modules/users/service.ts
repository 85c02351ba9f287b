import { randomUUID } from 'node:crypto';
import { AppError } from '../../../domain/errors';
import { findLookAlikeUsername } from '../../../domain/username-lookalikes';
import {
  matchSignInName,
  normalizeUsername,
  USERNAME_PROBLEM_MESSAGES,
  usernameKey,
  usernameProblem,
} from '../../../domain/usernames';
import type { UserView } from '../../../domain/schemas/users';
import type { AppContext, SessionUser } from '../../context';
import type { DbOrTrx } from '../../db/types';
import { writeAudit } from '../audit/repository';
import { revokeUserSessions } from '../auth/repository';
import { hashPassword } from '../auth/password';
import * as repo from './repository';
import type { UserRow } from './repository';

/** A user row → the wire shape (no password hash, ever). */
export function toUserView(row: UserRow): UserView {
  return {
    ID: row.id,
    UUID: row.uuid,
    username: row.username,
    email: row.email,
    role: row.role,
    VAT: row.vat,
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

/**
 * Creates a user (admin action, and the first administrator at start-up). The username is stored
 * in normal form (issue #10 §1, src/domain/usernames.ts).
 * @throws AppError validation_failed (400, fields.username) for a username with other characters
 *   or scripts than allowed, or one that looks like an existing username (UTS #39 skeleton);
 *   username_taken (409) when the same username exists (after normalization, in any case).
 */
export async function createUser(
  ctx: AppContext,
  actor: SessionUser | null,
  input: { username: string; email: string; password: string; role: string; VAT: string },
): Promise<UserRow> {
  const username = checkedUsername(input.username);
  const password_hash = await hashPassword(input.password);
  return ctx.db.transaction().execute(async (trx) => {
    const existing = (await repo.listUsernames(trx)).map((u) => u.username);
    if (existing.some((name) => usernameKey(name) === usernameKey(username)))
      throw new AppError('username_taken', { fields: { username: 'اسم المستخدم مستخدم من قبل' } });
    const alike = findLookAlikeUsername(username, existing);
    if (alike !== undefined)
      throw new AppError('validation_failed', {
        // U+2068/U+2069 isolate the existing name so that it keeps its own direction.
        fields: {
          username: `اسم المستخدم يشبه في شكله اسم المستخدم \u2068${alike}\u2069؛ اختر اسماً مختلفاً بوضوح`,
        },
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
    await writeAudit(trx, {
      at: now,
      userId: actor?.id ?? null,
      action: 'user.create',
      entity: 'user',
      entityId: uuid,
      details: { username, role: input.role },
    });
    return (await repo.findUserById(trx, id))!;
  });
}

/**
 * Changes a user's role, e-mail and/or password; a password reset revokes their sessions.
 * @throws AppError not_found (404); cannot_demote_self (409) when the actor changes their own role.
 */
export async function updateUser(
  ctx: AppContext,
  actor: SessionUser,
  uuid: string,
  patch: { role?: string; password?: string; email?: string },
): Promise<UserRow> {
  const password_hash = patch.password ? await hashPassword(patch.password) : undefined;
  return ctx.db.transaction().execute(async (trx) => {
    const user = await repo.findUserByUuid(trx, uuid);
    if (!user) throw new AppError('not_found');
    // An administrator cannot demote themself: it could leave Sanad with no administrator.
    if (user.id === actor.id && patch.role && patch.role !== user.role)
      throw new AppError('cannot_demote_self');
    const now = ctx.now();
    await repo.updateUser(trx, user.id, {
      ...(patch.role ? { role: patch.role } : {}),
      ...(patch.email !== undefined ? { email: patch.email } : {}),
      ...(password_hash ? { password_hash } : {}),
    });
    if (password_hash) await revokeUserSessions(trx, user.id, now);
    await writeAudit(trx, {
      at: now,
      userId: actor.id,
      action: 'user.update',
      entity: 'user',
      entityId: uuid,
      details: { role: patch.role, passwordReset: Boolean(password_hash) },
    });
    return (await repo.findUserById(trx, user.id))!;
  });
}

/**
 * Deletes a user and revokes their tokens.
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
    await writeAudit(trx, {
      at: now,
      userId: actor.id,
      action: 'user.delete',
      entity: 'user',
      entityId: uuid,
      details: { username: user.username },
    });
  });
}
