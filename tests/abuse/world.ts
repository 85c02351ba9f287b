import { createTestApp } from '../../src/server/testing/test-app';
import type { BusinessKindOf } from './expected-access';
import { suiteClient } from './client';
import { businessFixtures } from './fixtures';
import { readOperations } from './openapi';
import { requestBuilder, uploadFields } from './requests';
import { roleSessions } from './sessions';

export type { Req } from './client';
export type { BuiltReq } from './requests';

/**
 * A test app and what the abuse suite needs around it: the operations of its OpenAPI document,
 * the business keys and kinds (from GET /businesses as the administrator, never hard-coded), fixtures per
 * business, a user to view and change, one signed-in user per role of `roles`, and a builder of
 * valid requests, and a database backup to name. Close it with `close()`.
 */
export async function createWorld(roles: readonly string[] = []) {
  // Receipt PNGs are rendered on demand instead of at every sale: the suite makes many sales.
  const t = await createTestApp({ config: { receiptImages: false } });
  await t.app.ready();
  const client = suiteClient(t);
  const admin = await t.adminToken();
  const { ID: adminId } = await client.getJson<{ ID: number }>('/api/v1/users/me', admin);
  const listed = await client.getJson<Array<BusinessKindOf>>('/api/v1/businesses', admin);
  const businesses = listed.map((b) => b.key);
  /** Each business's kind and state, for the legacy membership rule (expected-access.ts). */
  const kinds = Object.fromEntries(listed.map((b) => [b.key, b]));
  const fixtures = await businessFixtures(t, admin, businesses);
  const targetUserUuid = (await client.createUser(admin, 'user')).uuid;
  const sessions = await roleSessions(t, client, { token: admin, id: adminId }, roles);
  // A database backup of the world as set up, for the backup routes. Restoring it (the matrix
  // does, as the administrator) brings the world back to this point; the sessions of its users
  // stay open, since their accounts are in it unchanged (decision 0020).
  const backup = await client.send(
    { method: 'POST', url: '/api/v1/admin/backupdp', headers: {} },
    admin,
  );
  const backupName = (backup.json() as { name: string }).name;
  const ops = readOperations(t.app.swagger());
  const context = { t, client, admin, fixtures, targetUserUuid, backupName };
  const probe = requestBuilder(context, businesses[0]!);
  // Its own session: probing may sign out (POST /logout has no JSON body either).
  const fields = await uploadFields(probe, client, await client.mint(adminId), ops, businesses[0]!);
  const request = requestBuilder({ ...context, uploadFields: fields }, businesses[0]!);
  return {
    t,
    ops,
    businesses,
    kinds,
    fixtures,
    send: client.send,
    renew: client.renew,
    request,
    token: sessions.token,
    keepSignedIn: sessions.keepSignedIn,
    close: () => t.close(),
  };
}

export type World = Awaited<ReturnType<typeof createWorld>>;
