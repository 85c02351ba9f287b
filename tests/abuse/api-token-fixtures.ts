import type { TestApp } from '../../src/server/testing/test-app';
import { bearer } from '../../src/server/testing/test-app';
import { API_TOKEN_ROLE, MATRIX_TOKEN_PERMISSIONS } from './expected-access';

export { API_TOKEN_ROLE };

/**
 * Creates an API token on `business` through POST /api-tokens as the administrator (decision
 * 0058), with `permissions` and a rate limit the suite never reaches.
 * @returns its UUID and secret.
 */
export async function createApiToken(
  t: TestApp,
  admin: string,
  business: string,
  permissions: readonly string[] = MATRIX_TOKEN_PERMISSIONS,
): Promise<{ uuid: string; secret: string }> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/api-tokens',
    headers: bearer(admin),
    payload: { name: 'abuse token', businesses: [business], permissions, rateLimit: 1_000_000 },
  });
  if (res.statusCode !== 201) throw new Error(`api token: ${res.statusCode} ${res.body}`);
  const body = res.json() as { token: { UUID: string }; secret: string };
  return { uuid: body.token.UUID, secret: body.secret };
}
