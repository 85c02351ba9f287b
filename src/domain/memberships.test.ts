import { describe, expect, it } from 'vitest';
import type { BusinessKind } from './business-kinds';
import { defaultMemberRole, legacyDefaultBusinesses, roleInBusiness } from './memberships';

/** The two seeded businesses as the rule sees them, plus an archived restaurant and a new shop. */
const SEEDS = [
  { key: 'kebrit', kind: 'trading' as BusinessKind, active: true },
  { key: 'mengusha', kind: 'restaurant' as BusinessKind, active: true },
];
const MORE = [
  ...SEEDS,
  { key: 'old-grill', kind: 'restaurant' as BusinessKind, active: false },
  { key: 'shop2', kind: 'trading' as BusinessKind, active: true },
];
const keys = (role: string, list = SEEDS) => legacyDefaultBusinesses(role, list).map((b) => b.key);

describe('legacyDefaultBusinesses (legacy app: business chooser)', () => {
  it.each([
    ['manager', ['kebrit', 'mengusha']],
    ['manger', ['kebrit', 'mengusha']],
    ['sales', ['kebrit']],
    ['casher', ['mengusha']],
    ['cashier', ['mengusha']],
    ['user', ['kebrit', 'mengusha']],
    ['anything-else', ['kebrit', 'mengusha']],
    ['admin', []],
  ] as const)('on the two seeds, %s joins %j — the old fixed table', (role, expected) => {
    expect(keys(role)).toEqual(expected);
  });

  it.each([
    ['casher', ['mengusha']],
    ['sales', ['kebrit', 'shop2']],
    ['manager', ['kebrit', 'mengusha', 'shop2']],
    ['user', ['kebrit', 'mengusha', 'shop2']],
  ] as const)('by kind, never an archived business: %s → %j', (role, expected) => {
    expect(keys(role, MORE)).toEqual(expected);
  });
});

describe('defaultMemberRole', () => {
  it.each([
    ['manger', 'manager'],
    ['cashier', 'casher'],
    ['sales', 'sales'],
    ['boss', 'user'],
    ['admin', 'manager'],
  ] as const)('%s → %s', (role, expected) => {
    expect(defaultMemberRole(role)).toBe(expected);
  });
});

describe('roleInBusiness', () => {
  it.each([
    ['admin', null, 'admin'],
    ['admin', 'casher', 'admin'],
    ['casher', 'casher', 'casher'],
    ['casher', 'manager', 'manager'],
    ['manager', null, null],
    ['user', 'manger', 'manager'],
  ] as const)('user %s with membership %s → %s', (user, membership, expected) => {
    expect(roleInBusiness(user, membership)).toBe(expected);
  });
});
