// TRUST_PROXY: behind a configured reverse proxy the sign-in limits key on the
// forwarded client address; a client that is not the proxy cannot choose its address.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_FAILURES_PER_ADDRESS_AND_USERNAME } from '../../../domain/login-limits';
import { ADMIN, createTestApp, type TestApp } from '../../testing/test-app';

const PROXY = '192.0.2.10';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ config: { trustProxy: [`${PROXY}/32`] } });
});
afterAll(async () => t.close());

function login(from: string, forwardedFor: string | null, password: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/login',
    remoteAddress: from,
    headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
    payload: { username: ADMIN.username, password },
  });
}

async function lockOut(from: string, forwardedFor: string | null) {
  for (let i = 0; i < MAX_FAILURES_PER_ADDRESS_AND_USERNAME; i++)
    expect((await login(from, forwardedFor, `guess${i}`)).statusCode).toBe(401);
  expect((await login(from, forwardedFor, ADMIN.password)).statusCode).toBe(429);
}

describe('TRUST_PROXY set to the proxy address', () => {
  it('limits each forwarded client on its own, not the proxy as a whole', async () => {
    await lockOut(PROXY, '203.0.113.1');
    expect((await login(PROXY, '203.0.113.2', ADMIN.password)).statusCode).toBe(200);
    // the right-most untrusted address counts: a spoofed left-most entry changes nothing
    expect((await login(PROXY, '10.9.9.9, 203.0.113.1', ADMIN.password)).statusCode).toBe(429);
  });

  it('ignores X-Forwarded-For from an address that is not the proxy', async () => {
    const direct = '198.51.100.77';
    await lockOut(direct, '203.0.113.50');
    expect((await login(direct, '203.0.113.51', ADMIN.password)).statusCode).toBe(429);
    expect((await login(PROXY, '203.0.113.50', ADMIN.password)).statusCode).toBe(200);
  });
});
