import { bearer, createTestApp } from './test-app';

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

/** A valid POST /businesses body for `key` (a restaurant unless `kind` says otherwise). */
export function newBusinessBody(
  key: string,
  over: Record<string, unknown> = {},
): Record<string, unknown> {
  return {
    key,
    kind: 'restaurant',
    // Business names are unique (decision 0051): each key its own name.
    nameAr: `مطعم الفرع ${key}`,
    nameEn: 'Second Branch Restaurant',
    vatNumber: '399999999900003',
    crNumber: '1010123456',
    address: {
      street: 'طريق الملك فهد',
      buildingNumber: '8123',
      district: 'حي العليا',
      city: 'الرياض',
      postalCode: '12211',
    },
    ...over,
  };
}

/** POST /api/v1/businesses as `auth`; resolves to the raw response. */
export function postBusiness(
  t: { app: import('../context').App },
  auth: Record<string, string>,
  body: Record<string, unknown>,
) {
  return t.app.inject({ method: 'POST', url: '/api/v1/businesses', headers: auth, payload: body });
}
