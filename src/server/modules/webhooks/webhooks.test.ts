// Webhook endpoints through the API (decision 0059): administrators only, per business, URL rules
// (https, no private address without allowPrivate), the secret, deliveries and "send again".
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCaller, type ApiCaller } from '../../testing/api-caller';
import { createTestApp, type TestApp } from '../../testing/test-app';

let t: TestApp;
let call: ApiCaller;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  call = apiCaller(t);
  admin = await t.adminToken();
});
afterAll(async () => t.close());

const PUBLIC_URL = 'https://93.184.216.34/hooks/sanad';
const patch = (url: string, token: string, payload: object) =>
  t.app.inject({
    method: 'PATCH',
    url: `/api/v1${url}`,
    headers: { authorization: `Bearer ${token}` },
    payload,
  });

describe('webhook endpoints', () => {
  it('an administrator registers one: its secret is shown, the list leaves it out', async () => {
    const res = await call('POST', '/kebrit/webhooks', admin, {
      url: PUBLIC_URL,
      events: ['invoice.issued', 'shift.closed', 'invoice.issued'],
    });
    expect(res.statusCode).toBe(201);
    const { endpoint } = res.json();
    expect(endpoint).toMatchObject({
      url: PUBLIC_URL,
      events: ['invoice.issued', 'shift.closed'],
      active: true,
      allowPrivate: false,
      pendingCount: 0,
    });
    expect(endpoint.secret).toMatch(/^whsec_[0-9a-f]{48}$/);
    const list = (await call('GET', '/kebrit/webhooks', admin)).json();
    expect(list.endpoints.map((e: { UUID: string }) => e.UUID)).toContain(endpoint.UUID);
    expect(JSON.stringify(list)).not.toContain(endpoint.secret);
    const one = (await call('GET', `/kebrit/webhooks/${endpoint.UUID}`, admin)).json();
    expect(one.endpoint.secret).toBe(endpoint.secret);
    // Audited, without the secret.
    const audit = await t.app.ctx.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'webhook.create')
      .where('entity_id', '=', endpoint.UUID)
      .execute();
    expect(audit).toHaveLength(1);
    expect(JSON.stringify(audit)).not.toContain(endpoint.secret);
  });

  it('refuses http and private addresses without allowPrivate (422, Arabic text on url)', async () => {
    for (const url of [
      'https://10.0.0.7/hook',
      'https://127.0.0.1:8443/hook',
      'https://[::ffff:192.168.1.2]/hook',
      'https://169.254.169.254/latest',
      'http://93.184.216.34/hook',
    ]) {
      const res = await call('POST', '/kebrit/webhooks', admin, {
        url,
        events: ['invoice.issued'],
      });
      expect(res.statusCode, url).toBe(422);
      expect(res.json().error.fields.url, url).toMatch(/[\u0600-\u06ff]/);
    }
    const res = await call('POST', '/kebrit/webhooks', admin, {
      url: 'https://10.0.0.7/hook',
      events: ['invoice.issued'],
    });
    expect(res.json().error.code).toBe('webhook_url_refused');
  });

  it('allows a private address, and http, when allowPrivate is set', async () => {
    const res = await call('POST', '/kebrit/webhooks', admin, {
      url: 'http://192.168.1.20:8080/hook',
      events: ['payment.collected'],
      allowPrivate: true,
    });
    expect(res.statusCode).toBe(201);
    const uuid = res.json().endpoint.UUID as string;
    // Taking the permission away judges the stored URL again.
    const off = await patch(`/kebrit/webhooks/${uuid}`, admin, { allowPrivate: false });
    expect(off.statusCode).toBe(422);
  });

  it('changes URL, events and activity; deletes', async () => {
    const made = (
      await call('POST', '/kebrit/webhooks', admin, { url: PUBLIC_URL, events: ['shift.closed'] })
    ).json().endpoint;
    const changed = await patch(`/kebrit/webhooks/${made.UUID}`, admin, {
      url: 'https://93.184.216.35/other',
      events: ['purchase.recorded'],
      active: false,
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().endpoint).toMatchObject({
      url: 'https://93.184.216.35/other',
      events: ['purchase.recorded'],
      active: false,
      secret: made.secret,
    });
    expect((await call('DELETE', `/kebrit/webhooks/${made.UUID}`, admin)).statusCode).toBe(200);
    expect((await call('GET', `/kebrit/webhooks/${made.UUID}`, admin)).statusCode).toBe(404);
  });

  it("a business's endpoints are not reachable from another business (404)", async () => {
    const made = (
      await call('POST', '/kebrit/webhooks', admin, { url: PUBLIC_URL, events: ['shift.closed'] })
    ).json().endpoint;
    for (const [method, url] of [
      ['GET', `/mengusha/webhooks/${made.UUID}`],
      ['DELETE', `/mengusha/webhooks/${made.UUID}`],
      ['GET', `/mengusha/webhooks/${made.UUID}/deliveries`],
      ['POST', `/mengusha/webhooks/${made.UUID}/deliveries/1/resend`],
    ] as const)
      expect((await call(method, url, admin)).statusCode, `${method} ${url}`).toBe(404);
    expect(
      (await patch(`/mengusha/webhooks/${made.UUID}`, admin, { active: false })).statusCode,
    ).toBe(404);
    const list = (await call('GET', '/mengusha/webhooks', admin)).json();
    expect(list.endpoints).toEqual([]);
    expect((await call('GET', `/kebrit/webhooks/${made.UUID}`, admin)).statusCode).toBe(200);
  });

  it('is for administrators only (a manager gets 403)', async () => {
    const manager = await t.userToken('manager');
    expect((await call('GET', '/kebrit/webhooks', manager)).statusCode).toBe(403);
    const res = await call('POST', '/kebrit/webhooks', manager, {
      url: PUBLIC_URL,
      events: ['invoice.issued'],
    });
    expect(res.statusCode).toBe(403);
  });

  it('refuses an empty event list and an unknown event type (400)', async () => {
    for (const events of [[], ['invoice.deleted']]) {
      const res = await call('POST', '/kebrit/webhooks', admin, { url: PUBLIC_URL, events });
      expect(res.statusCode).toBe(400);
    }
  });
});
