import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_PATH_PARAM_LENGTH } from '../app';
import { createTestApp, type TestApp } from '../testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe('errors the router raises before any route runs', () => {
  it.each([
    ['an undecodable %-escape', 'GET', '/api/v1/kebrit/products/%zz', 400],
    ['an encoded lone surrogate (invalid UTF-8)', 'GET', '/api/v1/%ED%A0%80/products', 400],
    [
      'a path parameter over the longest the router matches',
      'POST',
      `/api/v1/${'a'.repeat(MAX_PATH_PARAM_LENGTH + 1)}/orderpos`,
      414,
    ],
  ] as const)('%s answers the one error shape in Arabic', async (_label, method, url, status) => {
    const res = await t.app.inject({ method, url });
    expect(res.statusCode).toBe(status);
    expect(res.json()).toEqual({
      error: { code: 'validation_failed', message: 'البيانات المدخلة غير صحيحة' },
    });
  });
});
