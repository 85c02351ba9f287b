import { startFakePrinter } from '../../src/server/testing/fake-printer';
import { createTestApp, type TestApp } from '../../src/server/testing/test-app';
import { API_TOKEN_ROLE, createApiToken } from './api-token-fixtures';
import { matrixTokenBusiness, type BusinessKindOf } from './expected-access';
import { suiteClient, type Req } from './client';
import { businessFixtures } from './fixtures';
import { readOperations } from './openapi';
import { requestBuilder } from './requests';
import { uploadFields } from './uploads';
import { roleSessions } from './sessions';

export type { Req } from './client';
export type { BuiltReq } from './requests';

/**
 * A test app and what the abuse suite needs around it: the operations of its OpenAPI document,
 * the business keys and kinds (from GET /businesses as the administrator, never hard-coded), fixtures per
 * business, a user to view and change, one signed-in user per role of `roles` and an API token
 * (API_TOKEN_ROLE: a few permissions on one business), and a builder of
 * valid requests, and a database backup to name. Close it with `close()`.
 */
export async function createWorld(roles: readonly string[] = []) {
  // Receipt PNGs are rendered on demand instead of at every sale: the suite makes many sales.
  // ZATCA_MODE=offline so that every operation has a valid request (GET …/xml answers 409
  // zatca_off when the mode is off; decision 0032), with the reporting queue on (no transport, so
  // documents wait) so that an invoice can be sent again (POST …/zatca/retry; decision 0036).
  const t = await createTestApp({
    config: { receiptImages: false, zatcaMode: 'offline', zatcaQueue: true },
  });
  await t.app.ready();
  const client = suiteClient(t);
  const admin = await t.adminToken();
  const { ID: adminId } = await client.getJson<{ ID: number }>('/api/v1/users/me', admin);
  const listed = await client.getJson<Array<BusinessKindOf>>('/api/v1/businesses', admin);
  const businesses = listed.map((b) => b.key);
  /** Each business's kind and state, for the legacy membership rule (expected-access.ts). */
  const kinds = Object.fromEntries(listed.map((b) => [b.key, b]));
  const fixtures = await businessFixtures(t, admin, businesses);
  // Every business prints on one fake printer, so that printinvo succeeds.
  const printer = await startFakePrinter();
  await pointPrintersAt(t, printer.address);
  const targetUserUuid = (await client.createUser(admin, 'user')).uuid;
  const sessions = await roleSessions(t, client, { token: admin, id: adminId }, roles);
  // The API token judged beside the roles (API_TOKEN_ROLE; decision 0058), made before the
  // backup so that restoring it keeps the token.
  const apiToken = await createApiToken(t, admin, matrixTokenBusiness(kinds));
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
  /** client.send, then the printers set back when a business profile may have changed them. */
  const send = async (req: Req, token: string | null) => {
    const res = await client.send(req, token);
    if (req.method !== 'GET' && new URL(req.url, 'http://sanad').pathname.includes('/businesses'))
      await pointPrintersAt(t, printer.address);
    return res;
  };
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
    send,
    renew: client.renew,
    request,
    token: (role: string) => (role === API_TOKEN_ROLE ? apiToken.secret : sessions.token(role)),
    keepSignedIn: async (role: string, req: Req, status: number) => {
      if (role !== API_TOKEN_ROLE) await sessions.keepSignedIn(role, req, status);
    },
    close: async () => {
      await printer.close();
      await t.close();
    },
  };
}

/**
 * Sets every business's printer to `address`. A fuzzed profile may name a printer that does not
 * exist (a random host); printing there is a 503 printer_offline by design, not what the suite
 * looks for, so the world puts its own printer back after each change of a profile.
 */
async function pointPrintersAt(t: TestApp, address: string): Promise<void> {
  await t.app.ctx.db
    .updateTable('businesses')
    .set({ printer_address: address, paper_width_mm: 80 })
    .execute();
}

export type World = Awaited<ReturnType<typeof createWorld>>;
