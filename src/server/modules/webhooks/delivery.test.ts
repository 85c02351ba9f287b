// Delivering webhook events (decision 0059) to a real HTTP receiver on 127.0.0.1: the outbox row
// of a sale, the signature, retries with back-off keeping the event id, the timeout, order per
// invoice, giving up after 24 h, what a body never carries, the signed PDF link.
import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { WEBHOOK_EVENT_TYPES, WEBHOOK_GIVE_UP_AFTER_MS } from '../../../domain/webhooks';
import { insertTestProduct, KEBRIT_ID } from '../../testing/catalogue-fixtures';
import { sell } from '../../testing/sales';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { startReceiver, type Receiver, type ReceiverAnswer } from '../../testing/webhook-receiver';
import {
  businessByKey,
  fakeTransport,
  issueSigned,
  REJECTION,
  VAT_BUYER,
} from '../../testing/zatca-queue';
import type { BusinessRow } from '../businesses/repository';
import { sendNextDue } from '../zatca';
import { deliverNextDue } from './queue';

const T0 = Date.UTC(2026, 10, 22, 9, 0, 7);

let t: TestApp;
let admin: string;
let kebrit: BusinessRow;
let receiver: Receiver;
let secret: string;
let rice: number;
let answers: ReceiverAnswer[] = [];

beforeAll(async () => {
  t = await createTestApp({ now: T0, config: { zatcaMode: 'offline', zatcaQueue: true } });
  admin = await t.adminToken();
  kebrit = await businessByKey(t.app.ctx, 'kebrit');
  rice = await insertTestProduct(t.app.ctx.db, KEBRIT_ID, { name: 'أرز بسمتي', price: 8999 });
  receiver = await startReceiver((i) => answers[i] ?? 200);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/kebrit/webhooks',
    headers: { authorization: `Bearer ${admin}` },
    payload: { url: receiver.url, events: WEBHOOK_EVENT_TYPES, allowPrivate: true },
  });
  secret = res.json().endpoint.secret;
});
afterAll(async () => {
  await receiver.close();
  await t.close();
});
beforeEach(async () => {
  await t.app.ctx.db.deleteFrom('webhook_deliveries').execute();
  await t.app.ctx.db.deleteFrom('zatca_submissions').execute();
  receiver.received.length = 0;
  answers = [];
});

const step = (timeoutMs = 2_000) => deliverNextDue(t.app.ctx, { timeoutMs });
const sale = () =>
  sell(t, admin, 'kebrit', {
    PaymentMeansCode: '10',
    InvoiceLine: [{ ID: rice, InvoicedQuantity: 1 }],
  });

describe('webhook delivery', () => {
  it('a sale emits invoice.issued, signed with the endpoint secret, carrying no secret', async () => {
    const sold = await sale();
    expect(await step()).toMatchObject({ kind: 'delivered', attempts: 1 });
    expect(await step()).toEqual({ kind: 'idle' });
    const [hook] = receiver.received;
    expect(hook!.body).toMatchObject({
      type: 'invoice.issued',
      business: 'kebrit',
      created: new Date(T0).toISOString(),
      data: {
        UUID: sold.UUID,
        number: sold.ID,
        kind: 'simplified',
        InvoiceTypeCode: '388',
        TaxInclusiveAmount: '89.99',
        TaxExclusiveAmount: '78.25',
        TaxAmount: '11.74',
        PaymentMeansCode: '10',
        signed: true,
        zatcaStatus: 'pending',
      },
    });
    const h = hook!.headers;
    expect(h['content-type']).toBe('application/json');
    expect(h['user-agent']).toBe('Sanad-Webhooks/1');
    expect(h['sanad-event-type']).toBe('invoice.issued');
    expect(h['sanad-event-id']).toBe(hook!.body.id);
    const m = /^t=(\d+),v1=([0-9a-f]{64})$/.exec(String(h['sanad-signature']));
    expect(m).not.toBeNull();
    const expected = createHmac('sha256', secret).update(`${m![1]}.${hook!.raw}`).digest('hex');
    expect(m![2]).toBe(expected);
    // Never a secret: no endpoint secret, no key, no certificate.
    expect(hook!.raw).not.toContain(secret);
    expect(hook!.raw).not.toMatch(/whsec_|PRIVATE KEY|BEGIN|binarySecurityToken|csid/i);
    // The signed link opens the PDF without a bearer header.
    const links = hook!.body.data.links as { pdf: string; xml: string };
    const pdf = await t.app.inject({ method: 'GET', url: links.pdf });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toContain('application/pdf');
    expect((await t.app.inject({ method: 'GET', url: links.xml })).statusCode).toBe(200);
  });

  it('a signed link opens only its own invoice (403 for another, 401 when tampered)', async () => {
    const first = await sale();
    const second = await sale();
    await step();
    const links = receiver.received[0]!.body.data.links as { pdf: string; xml: string };
    expect(receiver.received[0]!.body.data.UUID).toBe(first.UUID);
    const other = links.pdf.replace(first.UUID, second.UUID);
    const res = await t.app.inject({ method: 'GET', url: other });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe('link_wrong_file');
    const xmlAsPdf = links.xml.replace('/xml?', '/pdf?');
    expect((await t.app.inject({ method: 'GET', url: xmlAsPdf })).statusCode).toBe(403);
    const tampered = links.pdf.slice(0, -3) + 'AAA';
    expect((await t.app.inject({ method: 'GET', url: tampered })).statusCode).toBe(401);
  });

  it('a 500 then a 200: retried after the back-off and delivered with the same event id', async () => {
    answers = [500];
    await sale();
    const first = await step();
    expect(first).toMatchObject({
      kind: 'retry',
      httpStatus: 500,
      nextAttemptAt: t.clock.now + 10_000,
    });
    expect(await step()).toEqual({ kind: 'idle' });
    t.clock.now += 10_000;
    expect(await step()).toMatchObject({ kind: 'delivered', attempts: 2, httpStatus: 200 });
    const [a, b] = receiver.received;
    expect(b!.body.id).toBe(a!.body.id);
    expect(b!.headers['sanad-event-id']).toBe(a!.headers['sanad-event-id']);
  });

  it('an attempt that gets no answer in time is retried', async () => {
    answers = ['hang'];
    await sale();
    const first = await step(300);
    expect(first).toMatchObject({ kind: 'retry', httpStatus: null });
    expect(first.kind === 'retry' && first.error).toMatch(/no answer/);
    t.clock.now += 10_000;
    expect(await step()).toMatchObject({ kind: 'delivered', attempts: 2 });
  });

  it("an invoice's events go in order: cleared waits while issued fails", async () => {
    answers = [500];
    const invoice = await issueSigned(t.app.ctx, kebrit);
    expect(await sendNextDue(t.app.ctx, fakeTransport())).toMatchObject({ status: 'reported' });
    expect(await step()).toMatchObject({ kind: 'retry' });
    // invoice.cleared is due, but held behind the failed invoice.issued.
    expect(await step()).toEqual({ kind: 'idle' });
    t.clock.now += 10_000;
    expect(await step()).toMatchObject({ kind: 'delivered' });
    expect(await step()).toMatchObject({ kind: 'delivered' });
    expect(receiver.received.map((r) => r.body.type)).toEqual([
      'invoice.issued',
      'invoice.issued',
      'invoice.cleared',
    ]);
    expect(receiver.received[2]!.body.data).toMatchObject({
      UUID: invoice.uuid,
      zatcaStatus: 'reported',
    });
  });

  it('a clearance rejected by ZATCA is invoice.rejected, after invoice.issued', async () => {
    const invoice = await issueSigned(t.app.ctx, kebrit, { buyer: VAT_BUYER });
    const rejecting = fakeTransport(async () => ({ kind: 'rejected', messages: REJECTION }));
    expect(await sendNextDue(t.app.ctx, rejecting)).toMatchObject({ status: 'rejected' });
    while ((await step()).kind !== 'idle');
    expect(receiver.received.map((r) => [r.body.type, r.body.data.UUID])).toEqual([
      ['invoice.issued', invoice.uuid],
      ['invoice.rejected', invoice.uuid],
    ]);
    expect(receiver.received[1]!.body.data).toMatchObject({
      kind: 'standard',
      zatcaStatus: 'rejected',
    });
  });

  it('a rolled-back sale records no event', async () => {
    const count = async () =>
      (await t.app.ctx.db.selectFrom('webhook_events').select('id').execute()).length;
    const before = await count();
    await expect(
      issueSigned(t.app.ctx, kebrit, {
        after: () => {
          throw new Error('power cut');
        },
      }),
    ).rejects.toThrow('power cut');
    expect(await count()).toBe(before);
    expect(await step()).toEqual({ kind: 'idle' });
  });

  it('is given up (failed) once its next attempt would fall 24 h after the event', async () => {
    answers = Array(5).fill(500);
    await sale();
    expect(await step()).toMatchObject({ kind: 'retry' });
    t.clock.now += WEBHOOK_GIVE_UP_AFTER_MS;
    expect(await step()).toMatchObject({ kind: 'failed', nextAttemptAt: null });
    t.forgetAdminToken(); // a day later the session has ended
    admin = await t.adminToken();
    const list = await t.app.inject({
      method: 'GET',
      url: `/api/v1/kebrit/webhooks`,
      headers: { authorization: `Bearer ${admin}` },
    });
    expect(list.json().endpoints[0]).toMatchObject({ failedCount: 1, pendingCount: 0 });
  });

  it('«send again» queues the same event (same id) once more', async () => {
    await sale();
    await step();
    const auth = { authorization: `Bearer ${admin}` };
    const uuid = (
      await t.app.inject({ method: 'GET', url: '/api/v1/kebrit/webhooks', headers: auth })
    ).json().endpoints[0].UUID;
    const deliveries = (
      await t.app.inject({
        method: 'GET',
        url: `/api/v1/kebrit/webhooks/${uuid}/deliveries`,
        headers: auth,
      })
    ).json().deliveries;
    expect(deliveries[0]).toMatchObject({ status: 'delivered', attempts: 1, lastStatus: 200 });
    const resent = await t.app.inject({
      method: 'POST',
      url: `/api/v1/kebrit/webhooks/${uuid}/deliveries/${deliveries[0].id}/resend`,
      headers: auth,
    });
    expect(resent.statusCode).toBe(201);
    expect(resent.json().delivery).toMatchObject({
      status: 'pending',
      eventId: deliveries[0].eventId,
    });
    expect(await step()).toMatchObject({ kind: 'delivered' });
    expect(receiver.received[1]!.body.id).toBe(receiver.received[0]!.body.id);
  });
});
