// ZATCA onboarding's guards and its refusal outside simulation/production (decision 0035):
// administrators only, a business's own members only, and 409 when Sanad runs offline.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCaller, type ApiCaller } from '../../testing/api-caller';
import { createTestApp, type TestApp } from '../../testing/test-app';

const URL = '/kebrit/zatca/onboarding';

describe('ZATCA onboarding outside simulation/production, and who may call it', () => {
  let t: TestApp;
  let call: ApiCaller;
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp({ config: { zatcaMode: 'offline' } });
    call = apiCaller(t);
    admin = await t.adminToken();
  });
  afterAll(async () => t.close());

  /** A user of `role`, member of `businesses` only, signed in. */
  async function member(role: string, businesses: string[]): Promise<string> {
    const username = `${role}_${businesses.join('_')}_${Math.random().toString(36).slice(2, 8)}`;
    const res = await call('POST', '/users', admin, {
      username,
      email: '',
      password: 'password-123',
      role,
      businesses,
    });
    expect(res.statusCode, res.body).toBe(201);
    return t.login(username, 'password-123');
  }

  it('offline: status readable, onboarding refused with 409 zatca_onboarding_unavailable', async () => {
    expect((await call('GET', URL, admin)).json()).toMatchObject({
      mode: 'offline',
      status: 'none',
    });
    const res = await call('POST', URL, admin, { otp: '123456' });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.code).toBe('zatca_onboarding_unavailable');
  });

  it('administrators only: 401 without a token, 403 forbidden for every other role in kebrit', async () => {
    for (const role of ['manager', 'casher', 'sales', 'user']) {
      const token = await member(role, ['kebrit']);
      for (const [m, body] of [
        ['GET', undefined],
        ['POST', { otp: '123456' }],
      ] as const) {
        const res = await call(m, URL, token, body);
        expect(res.statusCode, `${role} ${m}`).toBe(403);
        expect(res.json().error.code, `${role} ${m}`).toBe('forbidden');
      }
    }
    expect((await call('GET', URL, null)).statusCode).toBe(401);
    expect((await call('POST', URL, null, { otp: '123456' })).statusCode).toBe(401);
  });

  it('cross-business: a member of mengusha only gets 403 business_forbidden on kebrit', async () => {
    const token = await member('manager', ['mengusha']);
    const res = await call('GET', URL, token);
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe('business_forbidden');
  });
});
