// GET /metrics (decision 0064): the token, the METRICS_PORT listener, off by default; request
// counters by route pattern (no business key or id in any label), sales and invoices counted
// after commit, and the gauges read from the database at scrape.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderPosBody } from '../../../domain/schemas/invoices';
import { apiCaller } from '../../testing/api-caller';
import { insertTestProduct, MENGUSHA_ID } from '../../testing/catalogue-fixtures';
import { T0 } from '../../testing/pos';
import { sell } from '../../testing/sales';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { listenForMetrics, metricsListener } from '.';

const TOKEN = 'metrics-token-0123456789abcdef';

/** The value of the sample `name{labels}` (labels as printed), or undefined when absent. */
function sample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined
    ? undefined
    : Number(line.slice(series.length + 1).replace('Nan', 'NaN'));
}

describe('GET /metrics with METRICS_TOKEN', () => {
  let t: TestApp;
  let admin: string;
  let tea: number;
  const scrape = async () => {
    const res = await t.app.inject({
      url: '/metrics',
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    return res.body;
  };

  beforeAll(async () => {
    // Offline signing with the queue on and no ZATCA client: every document waits in the queue.
    t = await createTestApp({
      now: T0,
      config: { metricsToken: TOKEN, zatcaMode: 'offline', zatcaQueue: true },
    });
    admin = await t.adminToken();
    tea = await insertTestProduct(t.app.ctx.db, MENGUSHA_ID, { name: 'شاي', price: 199 });
  });
  afterAll(async () => t?.close());

  it('answers 401 with nothing without the token or with a wrong one', async () => {
    for (const authorization of [undefined, 'Bearer wrong-token-0123456789abcdef', TOKEN]) {
      const res = await t.app.inject({
        url: '/metrics',
        headers: authorization ? { authorization } : {},
      });
      expect(res.statusCode).toBe(401);
      expect(res.body).toBe('');
    }
  });

  it('counts sales, invoices and notes after commit, requests by route pattern, and reads the gauges', async () => {
    const sale: OrderPosBody = {
      PaymentMeansCode: '10',
      InvoiceLine: [{ ID: tea, InvoicedQuantity: 2 }],
    };
    const first = await sell(t, admin, 'mengusha', sale);
    await sell(t, admin, 'mengusha', sale);
    const call = apiCaller(t);
    const credit = await call('POST', `/mengusha/invoices/${first.UUID}/creditnotes`, admin, {
      Reason: 'مرتجع',
      InvoiceLine: [{ ID: 1, InvoicedQuantity: 1 }],
    });
    expect(credit.statusCode, credit.body).toBe(201);
    // A refused sale (unknown product) commits nothing and counts nothing.
    const refused = await call('POST', '/mengusha/orderpos', admin, {
      PaymentMeansCode: '10',
      InvoiceLine: [{ ID: 999_999, InvoicedQuantity: 1 }],
    });
    expect(refused.statusCode).toBeGreaterThanOrEqual(400);
    t.clock.now = T0 + 90_000;

    const text = await scrape();
    expect(sample(text, 'sanad_pos_sales_total')).toBe(2);
    expect(sample(text, 'sanad_invoices_issued_total{document="invoice",kind="simplified"}')).toBe(
      2,
    );
    expect(
      sample(text, 'sanad_invoices_issued_total{document="credit_note",kind="simplified"}'),
    ).toBe(1);
    const route = 'route="/api/v1/:business/orderpos"';
    expect(
      sample(text, `sanad_http_requests_total{method="POST",${route},status_class="2xx"}`),
    ).toBe(2);
    expect(
      sample(text, `sanad_http_requests_total{method="POST",${route},status_class="4xx"}`),
    ).toBe(1);
    expect(text).toContain(
      `sanad_http_request_duration_seconds_bucket{le="0.005",method="POST",${route},status_class="2xx"}`,
    );
    // Labels carry route patterns only: no business key, invoice UUID or token.
    for (const secret of ['mengusha', first.UUID, admin, TOKEN]) expect(text).not.toContain(secret);
    // Three documents wait for ZATCA, the oldest queued 90 s ago; no backup was ever taken.
    expect(sample(text, 'sanad_zatca_queue_depth')).toBe(3);
    expect(sample(text, 'sanad_zatca_queue_oldest_age_seconds')).toBe(90);
    expect(text).toContain('sanad_backup_newest_age_seconds +Inf');
    // prom-client's process metrics, the event-loop lag among them.
    expect(text).toContain('nodejs_eventloop_lag_seconds');
    expect(text).toContain('process_cpu_user_seconds_total');

    const backup = await call('POST', '/admin/backupdp', admin);
    expect(backup.statusCode, backup.body).toBe(201);
    t.clock.now += 30_000;
    expect(sample(await scrape(), 'sanad_backup_newest_age_seconds')).toBe(30);
  });
});

describe('GET /metrics without METRICS_TOKEN', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ config: { metricsPort: 0 } });
  });
  afterAll(async () => t?.close());

  it('is 404 on the main port (not the web app) and served without a token on METRICS_PORT only', async () => {
    const main = await t.app.inject({
      url: '/metrics',
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(main.statusCode).toBe(404);
    expect(main.json().error.code).toBe('not_found');
    const side = metricsListener(t.app)!;
    const res = await side.inject({ url: '/metrics' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('sanad_http_requests_total');
    expect((await side.inject({ url: '/api/v1/users/me' })).statusCode).toBe(404);
    expect((await side.inject({ url: '/healthz' })).statusCode).toBe(404);
    // Listening for real on METRICS_HOST (127.0.0.1 unless told), closed with the app.
    const port = await listenForMetrics(t.app);
    const scraped = await fetch(`http://127.0.0.1:${port}/metrics`);
    expect(scraped.status).toBe(200);
    expect(await scraped.text()).toContain('nodejs_eventloop_lag_seconds');
  });

  it('is left out of the OpenAPI document', async () => {
    const doc = (await t.app.inject({ url: '/api/docs/json' })).json();
    expect(Object.keys(doc.paths)).not.toContain('/metrics');
  });
});
