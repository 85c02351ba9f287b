import type { Generated } from 'kysely';

/**
 * Table type of API tokens (migration 030, decision 0058). Instants are UTC ms; the secret itself
 * is never stored, only its SHA-256 hex and its first characters.
 */
export interface ApiTokensTable {
  id: Generated<number>;
  uuid: string;
  /** The token's machine user (`users.kind = 'token'`): invoices and audit rows name it. */
  user_id: number;
  name: string;
  /** The first characters of the secret (`sanad_` + 6), to recognise it in lists. */
  prefix: string;
  /** SHA-256 hex of the whole secret; unique. */
  token_hash: string;
  /** Granted permissions: a JSON array of action names (src/domain/api-tokens.ts). */
  actions: string;
  /** Requests per minute; null = the install's API_TOKEN_RATE_LIMIT. */
  rate_limit: number | null;
  /** The administrator who made it; null once that user is deleted. */
  created_by: number | null;
  created_at: number;
  expires_at: number | null;
  revoked_at: number | null;
  last_used_at: number | null;
  /** Start of the rate limit's current one-minute window (a whole minute, UTC ms). */
  window_start: Generated<number>;
  /** Requests counted in that window. */
  window_count: Generated<number>;
}
