import { bearer, type TestApp } from './test-app';

/** `call(method, '/kebrit/products', token, body)` → app.inject under /api/v1; null token = none. */
export function apiCaller(t: TestApp) {
  return (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    token: string | null,
    payload?: object,
  ) =>
    t.app.inject({
      method,
      url: `/api/v1${url}`,
      headers: token ? bearer(token) : {},
      ...(payload ? { payload } : {}),
    });
}

export type ApiCaller = ReturnType<typeof apiCaller>;

/** Tokens of one fresh user per non-admin role, as the catalogue tests use them. */
export type RoleTokens = Record<'casher' | 'sales' | 'user' | 'manager', string>;

/** Creates one user per role (casher, sales, user, manager, in that order) and signs each in. */
export async function roleTokens(t: TestApp): Promise<RoleTokens> {
  const tokens: RoleTokens = { casher: '', sales: '', user: '', manager: '' };
  for (const role of Object.keys(tokens) as (keyof RoleTokens)[])
    tokens[role] = await t.userToken(role);
  return tokens;
}
