import { randomUUID } from 'node:crypto';
import { AppError } from '../../../domain/errors';
import type { UserView } from '../../../domain/schemas/users';
import type { AppContext, SessionUser } from '../../context';
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

/**
 * Creates a user (admin action).
 * @throws AppError username_taken (409) when the username exists, case-insensitively.
 */
export async function createUser(
  ctx: AppContext,
  actor: SessionUser | null,
  input: { username: string; email: string; password: string; role: string; VAT: string },
): Promise<UserRow> {
  const password_hash = await hashPassword(input.password);
  return ctx.db.transaction().execute(async (trx) => {
    if (await repo.findUserByUsername(trx, input.username))
      throw new AppError('username_taken', { fields: { username: 'اسم المستخدم مستخدم من قبل' } });
    const now = ctx.now();
    const uuid = randomUUID();
    const id = await repo.insertUser(trx, {
      uuid,
      username: input.username.trim(),
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
      details: { username: input.username, role: input.role },
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
