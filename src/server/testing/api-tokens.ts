import { bearer, type TestApp } from './test-app';
import { posFixture, type PosFixture } from './pos';

/** One minute in ms. */
export const MINUTE = 60_000;

/**
 * A POS test app (posFixture) with helpers for API tokens (decision 0058): `admin` is the
 * administrator's bearer header; `createToken(body)` makes a token through POST api-tokens (a
 * mengusha token with `catalogue.read` unless `body` says otherwise) and returns its view and
 * secret; `call(secret, method, url, payload)` sends `/api/v1/{url}` with the token.
 */
export async function apiTokenWorld() {
  const { t, admin: adminToken, p } = await posFixture();
  const admin = bearer(adminToken);

  async function createToken(body: Record<string, unknown>) {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/api-tokens',
      headers: admin,
      payload: { name: 'قيود', businesses: ['mengusha'], permissions: ['catalogue.read'], ...body },
    });
    if (res.statusCode !== 201) throw new Error(`create token: ${res.statusCode} ${res.body}`);
    return res.json() as { token: { UUID: string; prefix: string; name: string }; secret: string };
  }

  function call(
    secret: string,
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: object,
  ) {
    return t.app.inject({ method, url: `/api/v1/${url}`, headers: bearer(secret), payload });
  }

  return { t: t as TestApp, admin, p: p as PosFixture['p'], createToken, call };
}

export type ApiTokenWorld = Awaited<ReturnType<typeof apiTokenWorld>>;
