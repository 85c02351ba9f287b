import { bearer, createTestApp } from '../../testing/test-app';

/**
 * A test app, the administrator's auth header, and `as(role)`: the auth header of a user of that
 * role (admin, manager, casher, sales or user), one user per role made up front.
 */
export async function businessesFixture() {
  const t = await createTestApp();
  const admin = bearer(await t.adminToken());
  const tokens: Record<string, string> = {};
  for (const role of ['manager', 'casher', 'sales', 'user']) tokens[role] = await t.userToken(role);
  const as = (role: string) => (role === 'admin' ? admin : bearer(tokens[role]!));
  return { t, admin, as };
}

export type BusinessesFixture = Awaited<ReturnType<typeof businessesFixture>>;
