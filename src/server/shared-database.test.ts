// Two Sanad instances on one database (decision 0064): what one does, the other sees at once —
// sessions, the sign-in limits, idempotent sales, the POS catalogue and its ETag, the business
// scope, the ZATCA signing chain and onboarding — and a stopping instance gives its ZATCA claims
// back at once.
// Runs on SQLite (one file, two connections) and on PostgreSQL (one schema, two pools).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PosCatalogue } from '../domain/schemas/catalogue';
import { claimExclusiveRun } from './modules/schedule';
import { KEBRIT_ID } from './testing/catalogue-fixtures';
import {
  createCategory,
  createProduct,
  productPayload,
  uploadedImageName,
} from './testing/products';
import { postSale } from './testing/sales';
import { bearer, createTestApp, type TestApp } from './testing/test-app';
import { twinApp } from './testing/twin-app';
import { fakeTransport, stallUntilAborted } from './testing/zatca-queue';

let a: TestApp;
let b: TestApp;
let admin: string;
let cat: string;
let img: string;

beforeAll(async () => {
  // Offline signing with the queue on, and no ZATCA client on A or B: documents wait queued.
  a = await createTestApp({ config: { zatcaMode: 'offline', zatcaQueue: true } });
  b = await twinApp(a);
  admin = await a.adminToken();
  cat = await createCategory(a, admin, 'kebrit', 'أدوات');
  img = await uploadedImageName(a, admin, 'kebrit');
}, 60_000);
afterAll(async () => {
  await b?.close();
  await a?.close();
});

const me = (t: TestApp, token: string) =>
  t.app.inject({ url: '/api/v1/users/me', headers: bearer(token) });

const signIn = (t: TestApp, password: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/login',
    payload: { username: 'admin', password },
    headers: { 'x-forwarded-for': '203.0.113.9' },
    remoteAddress: '198.51.100.7',
  });

describe('two instances on one database', () => {
  it('a session made on A works on B, and signing out on B ends it on A', async () => {
    const token = await a.login('admin', 'admin-pass-123');
    expect((await me(b, token)).statusCode).toBe(200);
    const out = await b.app.inject({
      method: 'POST',
      url: '/api/v1/logout',
      headers: bearer(token),
    });
    expect(out.statusCode).toBe(200);
    expect((await me(a, token)).statusCode).toBe(401);
  });

  it('after 10 failed sign-ins on A, the 11th attempt, sent to B, is refused', async () => {
    for (let i = 0; i < 10; i++) expect((await signIn(a, `wrong-${i}`)).statusCode).toBe(401);
    const eleventh = await signIn(b, 'admin-pass-123');
    expect(eleventh.statusCode).toBe(429);
    expect(Number(eleventh.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('one Idempotency-Key sent to A and B at the same time makes one invoice', async () => {
    const product = await createProduct(a, admin, 'kebrit', cat, img, { name: 'مطرقة', price: 20 });
    const count = async () =>
      Number(
        (
          await a.app.ctx.db
            .selectFrom('invoices')
            .select((eb) => eb.fn.countAll().as('n'))
            .where('business_id', '=', KEBRIT_ID)
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await count();
    const body = {
      PaymentMeansCode: '10' as const,
      InvoiceLine: [{ ID: product.ID, InvoicedQuantity: 1 }],
    };
    const send = (t: TestApp) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/kebrit/orderpos',
        headers: { ...bearer(admin), 'idempotency-key': 'tap-a-and-b-1' },
        payload: body,
      });
    const answers = await Promise.all([send(a), send(b)]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 201]);
    expect(answers[0]!.json().UUID).toBe(answers[1]!.json().UUID);
    expect(await count()).toBe(before + 1);
  });

  it("a price changed on A changes B's catalogue ETag and B's answer and sale", async () => {
    const product = await createProduct(a, admin, 'kebrit', cat, img, { name: 'مفك', price: 15 });
    const catalogue = (etag?: string) =>
      b.app.inject({
        url: '/api/v1/kebrit/pos/products',
        headers: { ...bearer(admin), ...(etag ? { 'if-none-match': etag } : {}) },
      });
    const first = await catalogue();
    const etag = first.headers.etag as string;
    expect((first.json() as PosCatalogue).products.find((p) => p.ID === product.ID)!.price).toBe(
      1500,
    );
    expect((await catalogue(etag)).statusCode).toBe(304);

    const put = await a.app.inject({
      method: 'PUT',
      url: `/api/v1/kebrit/products/${product.UUID}`,
      headers: bearer(admin),
      payload: productPayload(cat, img, { name: 'مفك', price: 17.5 }),
    });
    expect(put.statusCode, put.body).toBe(200);
    const after = await catalogue(etag);
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(etag);
    expect((after.json() as PosCatalogue).products.find((p) => p.ID === product.ID)!.price).toBe(
      1750,
    );
    const sale = await postSale(b, admin, 'kebrit', {
      PaymentMeansCode: '10',
      InvoiceLine: [{ ID: product.ID, InvoicedQuantity: 2 }],
    });
    expect(sale.statusCode, sale.body).toBe(201);
    const stored = await a.app.ctx.db
      .selectFrom('invoices')
      .select('tax_inclusive_amount')
      .where('uuid', '=', sale.json().UUID)
      .executeTakeFirstOrThrow();
    expect(Number(stored.tax_inclusive_amount)).toBe(3500);
  });

  it('sales on A and B, one after the other and at once, make one ICV/PIH chain', async () => {
    const product = await createProduct(a, admin, 'kebrit', cat, img, { name: 'مسامير', price: 3 });
    const sell = (t: TestApp) =>
      postSale(t, admin, 'kebrit', {
        PaymentMeansCode: '10',
        InvoiceLine: [{ ID: product.ID, InvoicedQuantity: 1 }],
      });
    for (const t of [a, b, a]) expect((await sell(t)).statusCode).toBe(201);
    const together = await Promise.all([sell(a), sell(b), sell(a), sell(b)]);
    expect(together.map((r) => r.statusCode)).toEqual([201, 201, 201, 201]);
    const chain = await a.app.ctx.db
      .selectFrom('zatca_documents')
      .select(['icv', 'pih', 'invoice_hash'])
      .where('business_id', '=', KEBRIT_ID)
      .orderBy('icv')
      .execute();
    expect(chain.length).toBeGreaterThanOrEqual(7);
    chain.forEach((doc, i) => {
      expect(Number(doc.icv)).toBe(Number(chain[0]!.icv) + i);
      if (i > 0) expect(doc.pih).toBe(chain[i - 1]!.invoice_hash);
    });
  });

  it('a business archived on A refuses sales on B at once, and sells again once restored', async () => {
    const product = await createProduct(a, admin, 'kebrit', cat, img, { name: 'غراء', price: 5 });
    const sale = () =>
      postSale(b, admin, 'kebrit', {
        PaymentMeansCode: '10',
        InvoiceLine: [{ ID: product.ID, InvoicedQuantity: 1 }],
      });
    const archive = await a.app.inject({
      method: 'DELETE',
      url: '/api/v1/businesses/kebrit',
      headers: bearer(admin),
    });
    expect(archive.statusCode, archive.body).toBe(200);
    expect((await sale()).statusCode).toBeGreaterThanOrEqual(400);
    const restore = await a.app.inject({
      method: 'POST',
      url: '/api/v1/businesses/kebrit/restore',
      headers: bearer(admin),
    });
    expect(restore.statusCode).toBe(200);
    expect((await sale()).statusCode).toBe(201);
  });

  it("a business's ZATCA onboarding running through A refuses a second one through B", async () => {
    const onboard = () =>
      b.app.inject({
        method: 'POST',
        url: '/api/v1/kebrit/zatca/onboarding',
        headers: bearer(admin),
        payload: { otp: '123456' },
      });
    const release = await claimExclusiveRun(a.app.ctx, `zatca-onboarding:${KEBRIT_ID}`, 60_000);
    const refused = await onboard();
    expect(refused.json().error.code).toBe('zatca_onboarding_running');
    await release!();
    // Its turn free, B goes on (and is refused for the mode: offline signing has no onboarding).
    expect((await onboard()).json().error.code).toBe('zatca_onboarding_unavailable');
  });

  it('an instance that stops gives its ZATCA claim back: another sends the document at once', async () => {
    const product = await createProduct(a, admin, 'kebrit', cat, img, { name: 'شريط', price: 2 });
    const sold = await postSale(a, admin, 'kebrit', {
      PaymentMeansCode: '10',
      InvoiceLine: [{ ID: product.ID, InvoicedQuantity: 1 }],
    });
    expect(sold.statusCode).toBe(201);
    // C claims the oldest queued document and its send hangs (ZATCA not answering) …
    const stalled = fakeTransport((_call, opts) => stallUntilAborted(opts));
    const c = await twinApp(a, { zatcaTransport: stalled, zatcaWorker: { pollMs: 50 } });
    await expect.poll(() => stalled.seen.length, { timeout: 10_000 }).toBe(1);
    const claimed = stalled.seen[0]!.doc.uuid;
    // … D starts with a working client, C is stopped: C's close aborts the send and releases the
    // claim, so D sends that document now, not when the 2-minute lease ends.
    const answering = fakeTransport();
    const d = await twinApp(a, { zatcaTransport: answering, zatcaWorker: { pollMs: 50 } });
    try {
      const started = Date.now();
      await c.close();
      expect(Date.now() - started).toBeLessThan(5_000);
      await expect
        .poll(() => answering.seen.map((s) => s.doc.uuid), { timeout: 10_000 })
        .toContain(claimed);
      expect(stalled.seen).toHaveLength(1);
    } finally {
      await d.close();
    }
  }, 40_000);
});
