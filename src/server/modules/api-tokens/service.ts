import { randomBytes, randomUUID } from 'node:crypto';
import {
  API_TOKEN_PREFIX,
  API_TOKEN_RANDOM_BYTES,
  API_TOKEN_VISIBLE_LENGTH,
  apiTokenState,
  isGrantable,
} from '../../../domain/api-tokens';
import { AppError } from '../../../domain/errors';
import type { Action } from '../../../domain/permissions';
import { riyadhMidnightUtc } from '../../../domain/riyadh-time';
import type {
  ApiTokenView,
  CreateApiTokenBody,
  CreatedApiToken,
} from '../../../domain/schemas/api-tokens';
import type { AppContext, SessionUser } from '../../context';
import type { DbOrTrx } from '../../db/types';
import { auditAction } from '../audit/service';
import { hashToken } from '../auth/service';
import { businessesOfMember, setMemberships } from '../memberships/service';
import { createMachineUser } from '../users/service';
import * as repo from './repository';
import type { ApiTokenListRow } from './repository';

const DAY_MS = 24 * 60 * 60 * 1000;
const iso = (ms: number | null) => (ms === null ? null : new Date(Number(ms)).toISOString());

/** The granted actions stored as JSON text; anything unreadable or no longer grantable is dropped. */
export function storedActions(text: string): Action[] {
  try {
    const list: unknown = JSON.parse(text);
    return Array.isArray(list) ? list.filter((a): a is Action => isGrantable(String(a))) : [];
  } catch {
    return [];
  }
}

async function viewOf(db: DbOrTrx, row: ApiTokenListRow, now: number): Promise<ApiTokenView> {
  const businesses = await businessesOfMember(db, row.user_id);
  return {
    UUID: row.uuid,
    name: row.name,
    prefix: row.prefix,
    businesses: businesses.map(({ key, nameAr }) => ({ key, nameAr })),
    permissions: storedActions(row.actions),
    rateLimit: row.rate_limit,
    createdBy: row.created_by_name,
    createdAt: iso(row.created_at)!,
    expiresAt: iso(row.expires_at),
    lastUsedAt: iso(row.last_used_at),
    revokedAt: iso(row.revoked_at),
    state: apiTokenState({ revokedAt: row.revoked_at, expiresAt: row.expires_at }, now),
  };
}

/**
 * Creates an API token (POST /api-tokens, action users.manage; decision 0058): a machine user
 * (users.kind 'token', username «name (prefix)») with a membership (role `user`) in each of the
 * businesses, and the token row holding only the SHA-256 of the secret and its first characters.
 * Audited `api_token.create` (name, businesses, permissions; never the secret).
 * @returns the token's view and the secret `sanad_` + 32 random bytes base64url — answered this
 *   once, never stored nor shown again.
 * @throws AppError validation_failed (400): `expiresOn` before today in Riyadh, an unknown
 *   business key (`businesses.{i}`), or a permission that may not be granted (`permissions`).
 */
export async function createApiToken(
  ctx: AppContext,
  actor: SessionUser,
  body: CreateApiTokenBody,
): Promise<CreatedApiToken> {
  const now = ctx.now();
  const expiresAt = body.expiresOn ? riyadhMidnightUtc(body.expiresOn) + DAY_MS : null;
  if (expiresAt !== null && expiresAt <= now)
    throw new AppError('validation_failed', { fields: { expiresOn: 'تاريخ الانتهاء مضى' } });
  if (!body.permissions.every(isGrantable))
    throw new AppError('validation_failed', {
      fields: { permissions: 'صلاحية لا تُمنح لرموز الوصول' },
    });
  const secret = API_TOKEN_PREFIX + randomBytes(API_TOKEN_RANDOM_BYTES).toString('base64url');
  const prefix = secret.slice(0, API_TOKEN_VISIBLE_LENGTH);
  const uuid = randomUUID();
  const token = await ctx.db.transaction().execute(async (trx) => {
    const user = await createMachineUser(trx, { username: `${body.name} (${prefix})`, now });
    await setMemberships(trx, user.id, 'user', body.businesses, now);
    await repo.insertApiToken(trx, {
      uuid,
      user_id: user.id,
      name: body.name,
      prefix,
      token_hash: hashToken(secret),
      actions: JSON.stringify(body.permissions),
      rate_limit: body.rateLimit ?? null,
      created_by: actor.id,
      created_at: now,
      expires_at: expiresAt,
      revoked_at: null,
      last_used_at: null,
    });
    await auditAction(trx, { at: now, actor }, 'api_token.create', uuid, {
      name: body.name,
      prefix,
      businesses: body.businesses,
      permissions: body.permissions,
    });
    return viewOf(trx, (await repo.findApiTokenByUuid(trx, uuid))!, now);
  });
  return { token, secret };
}

/** Every API token, newest first (GET /api-tokens), revoked and expired ones included. */
export async function listApiTokens(ctx: AppContext): Promise<ApiTokenView[]> {
  const now = ctx.now();
  const rows = await repo.listApiTokens(ctx.db);
  return Promise.all(rows.map((r) => viewOf(ctx.db, r, now)));
}

/** One API token (GET /api-tokens/{UUID}). @throws AppError not_found (404). */
export async function getApiToken(ctx: AppContext, uuid: string): Promise<ApiTokenView> {
  const row = await repo.findApiTokenByUuid(ctx.db, uuid);
  if (!row) throw new AppError('not_found');
  return viewOf(ctx.db, row, ctx.now());
}

/**
 * Revokes an API token at once (DELETE /api-tokens/{UUID}): its next request is a 401. Revoking
 * a revoked token changes nothing. The machine user stays, so its invoices and audit rows keep
 * their name. Audited `api_token.revoke` (first revocation only).
 * @throws AppError not_found (404).
 */
export async function revokeApiToken(
  ctx: AppContext,
  actor: SessionUser,
  uuid: string,
): Promise<ApiTokenView> {
  return ctx.db.transaction().execute(async (trx) => {
    const row = await repo.findApiTokenByUuid(trx, uuid);
    if (!row) throw new AppError('not_found');
    const now = ctx.now();
    if (row.revoked_at === null) {
      await repo.revokeApiToken(trx, row.id, now);
      await auditAction(trx, { at: now, actor }, 'api_token.revoke', uuid, {
        name: row.name,
        prefix: row.prefix,
      });
    }
    return viewOf(trx, (await repo.findApiTokenByUuid(trx, uuid))!, now);
  });
}
