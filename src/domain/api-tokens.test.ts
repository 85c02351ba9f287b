import { describe, expect, it } from 'vitest';
import {
  apiTokenState,
  GRANTABLE_ACTIONS,
  isGrantable,
  looksLikeApiToken,
  NEVER_GRANTABLE,
  rateWindowStart,
  retryAfterSeconds,
  ungrantable,
} from './api-tokens';
import { ACTIONS } from './roles';

describe('what a token may be granted', () => {
  it('never users.manage, businesses.edit, backups.manage nor audit.read', () => {
    expect([...NEVER_GRANTABLE].sort()).toEqual([
      'audit.read',
      'backups.manage',
      'businesses.edit',
      'users.manage',
    ]);
    for (const a of NEVER_GRANTABLE) expect(isGrantable(a)).toBe(false);
  });

  it('every other action, in the order of ACTIONS', () => {
    expect(GRANTABLE_ACTIONS).toEqual(ACTIONS.filter((a) => !NEVER_GRANTABLE.includes(a)));
    expect(GRANTABLE_ACTIONS).toContain('pos.sell');
    expect(GRANTABLE_ACTIONS).toContain('invoices.read');
  });

  it('names what may not be granted, unknown names included', () => {
    expect(ungrantable(['pos.sell', 'users.manage', 'nope'])).toEqual(['users.manage', 'nope']);
    expect(ungrantable(['reports.read'])).toEqual([]);
  });
});

describe('the secret, the window and the state', () => {
  it('recognises a secret by its prefix and characters', () => {
    expect(looksLikeApiToken(`sanad_${'a'.repeat(43)}`)).toBe(true);
    expect(looksLikeApiToken('a'.repeat(43))).toBe(false);
    expect(looksLikeApiToken('sanad_ab')).toBe(false);
  });

  it('fixed one-minute windows and the seconds to the next one', () => {
    const t = Date.UTC(2026, 0, 1, 10, 0, 15, 500);
    expect(rateWindowStart(t)).toBe(Date.UTC(2026, 0, 1, 10, 0, 0));
    expect(retryAfterSeconds(t)).toBe(45);
    expect(retryAfterSeconds(Date.UTC(2026, 0, 1, 10, 0, 59, 999))).toBe(1);
  });

  it('revoked wins over expired; expiry is exclusive', () => {
    expect(apiTokenState({ revokedAt: 5, expiresAt: 1 }, 10)).toBe('revoked');
    expect(apiTokenState({ revokedAt: null, expiresAt: 10 }, 10)).toBe('expired');
    expect(apiTokenState({ revokedAt: null, expiresAt: 11 }, 10)).toBe('active');
    expect(apiTokenState({ revokedAt: null, expiresAt: null }, 10)).toBe('active');
  });
});
