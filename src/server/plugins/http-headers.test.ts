// Security headers on every response, and no caching of the API.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipart } from '../testing/products';
import { solidImage } from '../testing/images';
import { bearer, createTestApp, type TestApp } from '../testing/test-app';

let t: TestApp;
let webDir: string;
let admin: Record<string, string>;
let imageUrl: string;
beforeAll(async () => {
  webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sanad-web-'));
  fs.mkdirSync(path.join(webDir, 'assets'));
  fs.writeFileSync(path.join(webDir, 'index.html'), '<!doctype html><html dir="rtl"></html>');
  fs.writeFileSync(path.join(webDir, 'assets', 'app.js'), 'console.log(1)');
  t = await createTestApp({ config: { webDir } });
  admin = bearer(await t.adminToken());
  const { payload, headers } = multipart(await solidImage(8, 8));
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/kebrit/images',
    headers: { ...headers, ...admin },
    payload,
  });
  imageUrl = res.json().url;
});
afterAll(async () => {
  await t.close();
  fs.rmSync(webDir, { recursive: true, force: true });
});

/** The CSP header as a map of directive → its sources. */
function csp(header: string | string[] | number | undefined): Map<string, string[]> {
  expect(typeof header).toBe('string');
  return new Map(
    (header as string)
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((d) => d[0])
      .map(([name, ...sources]) => [name!, sources]),
  );
}

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

describe('security headers on every response', () => {
  const urls = () => [
    '/',
    '/mengusha/pos',
    '/assets/app.js',
    imageUrl,
    '/api/v1/businesses',
    '/api/v1/no-such-route',
    '/static/logos/missing.png',
  ];

  it('nosniff, Referrer-Policy, Permissions-Policy and no framing', async () => {
    for (const url of urls()) {
      const res = await get(url);
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
      expect(res.headers['referrer-policy'], url).toBe('same-origin');
      expect(res.headers['x-frame-options'], url).toBe('DENY');
      const permissions = String(res.headers['permissions-policy']);
      for (const p of ['camera=(self)', 'microphone=()', 'geolocation=()', 'payment=()'])
        expect(permissions, url).toContain(p);
    }
  });

  it('a Content-Security-Policy that allows only this origin, no inline script, no framing', async () => {
    for (const url of urls()) {
      const policy = csp((await get(url)).headers['content-security-policy']);
      expect(policy.get('default-src'), url).toEqual(["'self'"]);
      expect(policy.get('script-src'), url).toEqual(["'self'"]);
      expect(policy.get('script-src-attr'), url).toEqual(["'none'"]);
      expect(policy.get('object-src'), url).toEqual(["'none'"]);
      expect(policy.get('frame-ancestors'), url).toEqual(["'none'"]);
      expect(policy.get('base-uri'), url).toEqual(["'self'"]);
      expect(policy.get('img-src'), url).toEqual(["'self'", 'data:', 'blob:']);
      expect(policy.get('font-src'), url).toEqual(["'self'"]);
      expect(policy.get('connect-src'), url).toEqual(["'self'"]);
      // Sanad is served over plain HTTP on a shop's LAN: upgrading would break every request.
      expect(policy.has('upgrade-insecure-requests'), url).toBe(false);
    }
  });
});

describe('Cache-Control: no-store on the API', () => {
  it('on success, 401, 404, 400 and 415 answers', async () => {
    const answers = [
      await get('/api/v1/businesses', admin),
      await get('/api/v1/businesses'),
      await get('/api/v1/no-such-route', admin),
      await t.app.inject({ method: 'POST', url: '/api/v1/login', payload: { username: 1 } }),
      await t.app.inject({
        method: 'POST',
        url: '/api/v1/login',
        headers: { 'content-type': 'text/csv' },
        payload: 'a,b',
      }),
    ];
    expect(answers.map((r) => r.statusCode)).toEqual([200, 401, 404, 400, 415]);
    for (const res of answers) expect(res.headers['cache-control']).toBe('no-store');
  });

  it('not on images and the web app, which the browser may keep', async () => {
    expect((await get(imageUrl)).headers['cache-control']).toBe('public, max-age=3600');
    expect((await get('/assets/app.js')).headers['cache-control']).not.toContain('no-store');
  });
});

describe('API documentation', () => {
  it('/api/docs still serves Swagger UI and the OpenAPI document', async () => {
    const page = await get('/api/docs/');
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('swagger-ui');
    const json = await get('/api/docs/json');
    expect(json.statusCode).toBe(200);
    expect(json.json().openapi).toMatch(/^3\./);
  });
});
