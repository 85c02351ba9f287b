import { normalizeRole } from '../../src/domain/permissions';
import type { TestApp } from '../../src/server/testing/test-app';
import type { Req, SuiteClient } from './client';

/** The seeded administrator, as the fuzzer signs in (the matrix's `admin` is a user it creates). */
export const SEEDED_ADMIN = 'admin*';

/**
 * One signed-in user per role (and the seeded administrator as SEEDED_ADMIN). Legacy spellings
 * (`manger`, `cashier`) are written straight into the user's row, as the old system stored them.
 */
export async function roleSessions(
  t: TestApp,
  client: SuiteClient,
  admin: { token: string; id: number },
  roles: readonly string[],
) {
  const ids = new Map<string, number>([[SEEDED_ADMIN, admin.id]]);
  for (const role of roles) {
    const u = await client.createUser(admin.token, normalizeRole(role));
    if (normalizeRole(role) !== role)
      await t.app.ctx.db.updateTable('users').set({ role }).where('id', '=', u.id).execute();
    ids.set(role, u.id);
  }
  const tokens = new Map<string, string>();
  for (const [role, id] of ids) tokens.set(role, await client.mint(id));

  return {
    /** The token of `role` (SEEDED_ADMIN: the seeded administrator). */
    token(role: string): string {
      const token = tokens.get(role);
      if (!token) throw new Error(`no user for role ${role}`);
      return token;
    },

    /**
     * After a successful write (sign-out, a password change…), checks that `role`'s session is
     * still alive and opens a new one when the call ended it, so the next call is judged fairly.
     */
    async keepSignedIn(role: string, req: Req, status: number): Promise<void> {
      if (req.method === 'GET' || status >= 300) return;
      const me = await client.send(
        { method: 'GET', url: '/api/v1/users/me', headers: {} },
        tokens.get(role)!,
      );
      if (me.statusCode !== 200) tokens.set(role, await client.mint(ids.get(role)!));
    },
  };
}
