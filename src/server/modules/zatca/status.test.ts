// Each invoice's ZATCA status through the API (decision 0036): the server's own worker
// sends a sale's document, the lists and GET invoices/{UUID} show status and messages, and an
// administrator sends a rejected document again.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_MESSAGES } from '../../../domain/errors';
import { insertTestProduct, KEBRIT_ID } from '../../testing/catalogue-fixtures';
import { getApi, sell } from '../../testing/sales';
import { bearer, createTestApp, type TestApp } from '../../testing/test-app';
import { fakeTransport, REJECTION, type SeenSend } from '../../testing/zatca-queue';
import type { ZatcaAnswer } from '../../zatca/transport';

const T0 = Date.UTC(2026, 10, 22, 9, 0, 7);

/**
 * What the fake ZATCA answers: per UUID when scripted, else `upcoming` once (set before the sale,
 * since the server's worker may send it at once), else reported.
 */
const script = new Map<string, ZatcaAnswer>();
let upcoming: ZatcaAnswer | null = null;
const fake = fakeTransport(async (call: SeenSend) => {
  const scripted = script.get(call.doc.uuid);
  if (scripted) return scripted;
  const next = upcoming;
  upcoming = null;
  return next ?? { kind: 'reported', messages: [] };
});

let t: TestApp;
let admin: string;
let rice: number;
beforeAll(async () => {
  t = await createTestApp({
    now: T0,
    config: { zatcaMode: 'offline', zatcaQueue: true },
    zatca: { zatcaTransport: fake, zatcaWorker: { pollMs: 20 } },
  });
  admin = await t.adminToken();
  rice = await insertTestProduct(t.app.ctx.db, KEBRIT_ID, { name: 'أرز بسمتي 10 كغ', price: 8999 });
});
afterAll(async () => t.close());

async function statusOf(uuid: string): Promise<string> {
  const row = await t.app.ctx.db
    .selectFrom('zatca_submissions')
    .innerJoin('invoices', 'invoices.id', 'zatca_submissions.invoice_id')
    .select('zatca_submissions.status')
    .where('invoices.uuid', '=', uuid)
    .executeTakeFirstOrThrow();
  return row.status;
}

/** Waits (real time, up to 10 s) until the server's worker has answered the invoice. */
async function answered(uuid: string): Promise<string> {
  for (let i = 0; i < 500; i++) {
    const status = await statusOf(uuid);
    if (status !== 'pending') return status;
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error(`${uuid} still pending`);
}

function sale() {
  return sell(t, admin, 'kebrit', {
    PaymentMeansCode: '10',
    DiscountPercent: 0,
    InvoiceLine: [{ ID: rice, InvoicedQuantity: 1 }],
  });
}

function retry(token: string, uuid: string) {
  return t.app.inject({
    method: 'POST',
    url: `/api/v1/kebrit/invoices/${uuid}/zatca/retry`,
    headers: bearer(token),
  });
}

describe('ZATCA status through the API, with the server worker', () => {
  it('a POS sale is reported by the server worker; list and view say reported', async () => {
    const { UUID } = await sale();
    expect(await answered(UUID)).toBe('reported');
    const view = (await getApi(t, admin, `kebrit/invoices/${UUID}`)).json().invoice;
    expect(view.ZATCA).toMatchObject({ status: 'reported', messages: [], attempts: 1 });
    expect(view.ZatcaStatus).toBe('reported');
    const list = (await getApi(t, admin, 'kebrit/invoices')).json();
    expect(list.find((i: { UUID: string }) => i.UUID === UUID).ZatcaStatus).toBe('reported');
    const page = (await getApi(t, admin, 'kebrit/invoices/page?period=all')).json();
    expect(page.items.find((i: { UUID: string }) => i.UUID === UUID).ZatcaStatus).toBe('reported');
    expect(fake.seen.filter((s) => s.doc.uuid === UUID)).toHaveLength(1);
  });

  it('a rejected invoice shows ZATCA’s messages; only an administrator sends it again', async () => {
    upcoming = { kind: 'rejected', messages: REJECTION };
    const { UUID } = await sale();
    expect(await answered(UUID)).toBe('rejected');
    const view = (await getApi(t, admin, `kebrit/invoices/${UUID}`)).json().invoice;
    expect(view.ZATCA).toMatchObject({ status: 'rejected', messages: REJECTION });

    const manager = await t.userToken('manager');
    expect((await retry(manager, UUID)).statusCode).toBe(403);
    expect(await statusOf(UUID)).toBe('rejected');

    script.set(UUID, { kind: 'reported', messages: [] }); // e.g. the profile was fixed
    const again = await retry(admin, UUID);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toMatchObject({ status: 'pending', messages: [], nextAttemptAt: T0 });
    expect(await answered(UUID)).toBe('reported');
    expect(fake.seen.filter((s) => s.doc.uuid === UUID)).toHaveLength(2);
    const audit = await t.app.ctx.db
      .selectFrom('audit_log')
      .select(['action', 'details'])
      .where('entity_id', '=', UUID)
      .execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]!.action).toBe('zatca.retry');
    expect(JSON.parse(audit[0]!.details)).toMatchObject({ status: 'rejected' });
    expect(JSON.parse(audit[0]!.details).messages).toEqual(REJECTION);

    const refused = await retry(admin, UUID); // reported now: nothing to send again
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toEqual({
      code: 'zatca_not_retryable',
      message: ERROR_MESSAGES.zatca_not_retryable,
    });
  });

  it('warnings are kept with the status', async () => {
    upcoming = { kind: 'warnings', messages: REJECTION };
    const { UUID } = await sale();
    expect(await answered(UUID)).toBe('warnings');
    const view = (await getApi(t, admin, `kebrit/invoices/${UUID}`)).json().invoice;
    expect(view.ZATCA).toMatchObject({ status: 'warnings', messages: REJECTION });
  });

  it('unknown invoice → 404 on retry', async () => {
    const res = await retry(admin, '00000000-0000-4000-8000-000000000000');
    expect(res.statusCode).toBe(404);
  });
});

describe('ZATCA_MODE=offline without the queue switch', () => {
  let plain: TestApp;
  afterAll(async () => plain.close());
  it('signs but queues nothing; the view has no status and retry is refused', async () => {
    plain = await createTestApp({ now: T0, config: { zatcaMode: 'offline' } });
    const token = await plain.adminToken();
    const product = await insertTestProduct(plain.app.ctx.db, KEBRIT_ID, {
      name: 'زيت',
      price: 2150,
    });
    const { UUID } = await sell(plain, token, 'kebrit', {
      PaymentMeansCode: '10',
      DiscountPercent: 0,
      InvoiceLine: [{ ID: product, InvoicedQuantity: 1 }],
    });
    expect(await plain.app.ctx.db.selectFrom('zatca_submissions').selectAll().execute()).toEqual(
      [],
    );
    const view = (await getApi(plain, token, `kebrit/invoices/${UUID}`)).json().invoice;
    expect(view.ZATCA).toEqual({ ICV: expect.any(Number) });
    expect(view.ZatcaStatus).toBeUndefined();
    const res = await plain.app.inject({
      method: 'POST',
      url: `/api/v1/kebrit/invoices/${UUID}/zatca/retry`,
      headers: bearer(token),
    });
    expect(res.statusCode).toBe(409);
  });
});
