import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_MESSAGES } from '../../domain/errors';
import { bearer, createTestApp, type TestApp } from '../testing/test-app';

let t: TestApp;
let webDir: string;
beforeAll(async () => {
  webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sanad-web-'));
  fs.mkdirSync(path.join(webDir, 'assets'), { recursive: true });
  fs.writeFileSync(
    path.join(webDir, 'index.html'),
    '<!doctype html><html lang="ar" dir="rtl"></html>',
  );
  t = await createTestApp({ config: { webDir } });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(webDir, { recursive: true, force: true });
});

describe('serving the built web app', () => {
  it('answers client-side routes with index.html', async () => {
    for (const url of ['/', '/mengusha/pos', '/users/view/abc?x=1']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.body).toContain('dir="rtl"');
    }
  });

  it('serves a file written after the server started (a rebuild needs no restart)', async () => {
    const name = `index-${Date.now()}.js`;
    fs.writeFileSync(path.join(webDir, 'assets', name), 'console.log("new build")');
    const res = await t.app.inject({ method: 'GET', url: `/assets/${name}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.body).toBe('console.log("new build")');
  });

  it('answers unknown API and upload paths with the JSON 404, never index.html', async () => {
    const headers = bearer(await t.adminToken());
    for (const url of ['/api/v1/no-such-route', '/static/images/mengusha/missing.png']) {
      const res = await t.app.inject({ method: 'GET', url, headers });
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toEqual({
        error: { code: 'not_found', message: ERROR_MESSAGES.not_found },
      });
    }
  });

  it('does not answer a write to a client-side route with the page', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/mengusha/pos' });
    expect(res.statusCode).toBe(404);
  });
});
