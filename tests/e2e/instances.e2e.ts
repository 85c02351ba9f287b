// Three Sanad instances as separate processes on one PostgreSQL database and one S3 store (s3rver),
// behind nginx round robin, driven through nginx only (decision 0066): files written through one
// instance read back byte-identical from every one, 300 sales from 10 clients while approvals run
// and one instance is killed with SIGKILL, gapless invoice numbers and ZATCA chains, backups and
// signed links served by any instance, and the per-minute scheduled backup made once per minute.
// No browser. Needs /usr/sbin/nginx and PostgreSQL at PG_TEST_URL (default 127.0.0.1:5432/test).
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chainProblems, numberProblems, scheduledSlots } from '../instances/checks';
import { signInAdmin, startCluster, type Cluster } from '../instances/cluster';
import { waitFor } from '../instances/ports';
import { runLoad, type SaleOutcome } from '../instances/sales-load';
import {
  allSame,
  api,
  purchaseWithReceipt,
  readMany,
  seedShops,
  type Api,
  type Shops,
} from '../instances/world';

const SALES = 300;
const CLIENTS = 10;
const QUOTATIONS = 6;

let cluster: Cluster;
let call: Api;
let shops: Shops;
let spawnedAt = 0;
let readyAt = 0;
const quotations: number[] = [];

beforeAll(async () => {
  spawnedAt = Date.now();
  cluster = await startCluster({ instances: 3 });
  readyAt = Date.now();
  call = api(cluster.urls[0]!, await signInAdmin(cluster.urls[0]!));
  shops = await seedShops(call);
  for (let i = 0; i < QUOTATIONS; i++) {
    const order = await call.json<{ OrderReferenceID: number }>('POST', '/kebrit/orders', {
      Customer: { UUID: shops.client },
      PaymentMeansCode: '10',
      DiscountPercent: 0,
      InvoiceLine: [{ ID: shops.kebrit.ids[i % 3]!, InvoicedQuantity: 1 + i }],
    });
    quotations.push(order.OrderReferenceID);
  }
}, 240_000);
afterAll(async () => cluster?.close(), 60_000);

/** POST approve through nginx, retried while no instance answered; 201 or an earlier approval (409). */
async function approveAll(): Promise<number[]> {
  const statuses: number[] = [];
  for (const id of quotations) {
    let status = 0;
    for (let tries = 0; tries < 10 && [0, 502, 503, 504].includes(status); tries++) {
      if (tries) await sleep(100 * tries);
      status = await fetch(`${cluster.urls[0]}/api/v1/kebrit/orders/${id}/approve`, {
        method: 'POST',
        headers: { authorization: `Bearer ${call.token}` },
      })
        .then((r) => r.status)
        .catch(() => 0);
    }
    statuses.push(status);
    await sleep(300);
  }
  return statuses;
}

describe('three instances behind nginx on one PostgreSQL and one S3 store', () => {
  it('passes request ids, and reads an uploaded product image and purchase receipt back identical from every instance, also by signed link', async () => {
    // nginx passes the client's request id, or makes one, and the instance answers it back.
    const own = await fetch(`${cluster.urls[0]}/readyz`, {
      headers: { 'x-request-id': 'till-7.a1b2c3' },
    });
    expect(own.headers.get('x-request-id')).toBe('till-7.a1b2c3');
    const made = await fetch(`${cluster.urls[0]}/readyz`);
    expect(made.headers.get('x-request-id')).toMatch(/^[0-9a-f]{32}$/);

    const image = await readMany(call, shops.imageUrl, 6, false);
    expect(image.statuses).toEqual(Array(6).fill(200));
    expect(image.upstreams.size).toBe(3);
    expect(allSame(image.bodies)).toBe(true);

    const receipt = await purchaseWithReceipt(call);
    const byBearer = await readMany(call, `/api/v1/kebrit/purchases/sendfile/${receipt}`, 6);
    expect(byBearer.statuses).toEqual(Array(6).fill(200));
    expect(byBearer.upstreams.size).toBe(3);
    expect(allSame(byBearer.bodies)).toBe(true);
    const link = await call.json<{ url: string }>(
      'GET',
      `/kebrit/purchases/sendfile/${receipt}/link`,
    );
    const bySignedLink = await readMany(call, link.url, 6, false);
    expect(bySignedLink.statuses).toEqual(Array(6).fill(200));
    expect(bySignedLink.upstreams.size).toBe(3);
    expect(allSame([byBearer.bodies[0]!, ...bySignedLink.bodies])).toBe(true);
  });

  let outcomes: SaleOutcome[] = [];
  let approvals: number[] = [];
  it(`sells ${SALES} times from ${CLIENTS} clients while one instance is killed: every answered sale exists once, numbers and ZATCA chains gapless`, async () => {
    const victim = cluster.instances[2]!;
    let killedAfter = -1;
    const load = runLoad({
      url: cluster.urls[0]!,
      token: call.token,
      clients: CLIENTS,
      // Seven clients sell in mengusha, three in kebrit, where the quotations are approved too.
      shopOf: (c) => (c < 7 ? shops.mengusha : shops.kebrit),
      stop: (started) => started >= SALES,
      progress(done) {
        // Kill a third of the way through, away from a minute boundary, when a scheduled backup
        // may be under way (the last test counts those).
        const second = new Date().getUTCSeconds();
        if (killedAfter < 0 && done >= SALES / 3 && second >= 4 && second < 56) {
          killedAfter = done;
          victim.proc.kill('SIGKILL');
        }
      },
    });
    [{ outcomes }, approvals] = await Promise.all([load, approveAll()]);

    expect(killedAfter, 'the instance was killed during the load').toBeGreaterThan(0);
    expect(killedAfter).toBeLessThan(SALES);
    expect(victim.proc.signalCode).toBe('SIGKILL');
    const refused = outcomes.filter((o) => o.status !== 200 && o.status !== 201);
    expect(refused.map((o) => `${o.status} ${o.error ?? o.retried.join(',')}`)).toEqual([]);
    expect(approvals.every((s) => s === 201 || s === 409)).toBe(true);
    const uuids = outcomes.map((o) => o.uuid!);
    expect(new Set(uuids).size).toBe(SALES);
    console.log(
      `killed after ${killedAfter} sales; ${outcomes.filter((o) => o.tries > 1).length} sales retried, ` +
        `${outcomes.filter((o) => o.status === 200).length} answered by replay`,
    );

    const { rows } = await cluster.db.query<{ uuid: string; key: string; number: number }>(
      `SELECT i.uuid, b.key, i.number FROM invoices i JOIN businesses b ON b.id = i.business_id
        WHERE i.uuid = ANY($1)`,
      [uuids],
    );
    const found = new Map(rows.map((r) => [r.uuid, r]));
    for (const o of outcomes)
      expect(found.get(o.uuid!), o.key).toMatchObject({ key: o.business, number: o.number });
    const total = await cluster.db.query<{ n: string }>('SELECT count(*) AS n FROM invoices');
    expect(Number(total.rows[0]!.n)).toBe(SALES + QUOTATIONS);
    expect(await numberProblems(cluster.db)).toEqual([]);
    expect(await chainProblems(cluster.db)).toEqual([]);
  }, 180_000);

  it('lists the receipt images alike on every instance and serves one by its signed link', async () => {
    const lists = await Promise.all(
      [0, 1, 2].map(() =>
        call.json<{ files: string[]; base_url: string }>('GET', '/mengusha/images'),
      ),
    );
    const files = lists[0]!.files;
    expect(files.length).toBeGreaterThanOrEqual(
      outcomes.filter((o) => o.business === 'mengusha').length,
    );
    for (const l of lists) expect(l.files).toEqual(files);
    const png = await readMany(call, `${lists[0]!.base_url}${files[0]}`, 4, false);
    expect(png.statuses).toEqual(Array(4).fill(200));
    expect(allSame(png.bodies)).toBe(true);
  });

  it('makes a backup through one instance and downloads it from any, by bearer and by signed link', async () => {
    const backup = await call.json<{ name: string }>('POST', '/admin/backupdp');
    const path = `/api/v1/admin/backupdp/${backup.name}`;
    const byBearer = await readMany(call, path, 4);
    expect(byBearer.statuses).toEqual(Array(4).fill(200));
    expect(byBearer.upstreams.size).toBe(2); // the third instance was killed above
    expect(allSame(byBearer.bodies)).toBe(true);
    expect(byBearer.bodies[0]!.subarray(0, 2).toString('hex')).toBe('1f8b'); // gzip
    const link = await call.json<{ url: string }>('GET', `/admin/backupdp/${backup.name}/link`);
    const byLink = await readMany(call, link.url, 4, false);
    expect(byLink.statuses).toEqual(Array(4).fill(200));
    expect(allSame([byBearer.bodies[0]!, ...byLink.bodies])).toBe(true);
    const keys = await cluster.s3.keys(`${cluster.prefix}/`);
    expect(keys.filter((k) => k.endsWith(`/${backup.name}`))).toHaveLength(1);
  });

  it('makes the per-minute scheduled backup once per minute across the instances', async () => {
    // Into the next minute once: at least one scheduled minute after every instance was ready.
    const boundary = Math.ceil(readyAt / 60_000) * 60_000;
    if (Date.now() < boundary + 3000) await sleep(boundary + 3000 - Date.now());
    const slots = await scheduledSlots(cluster.db, 'database-backup');
    expect(slots.length).toBeGreaterThanOrEqual(1);
    expect(slots[0]!).toBeGreaterThanOrEqual(Math.floor(spawnedAt / 60_000) * 60_000);
    expect(slots).toContain(boundary);
    slots.forEach((s, i) => i > 0 && expect(s - slots[i - 1]!).toBe(60_000));
    // Each claimed minute wrote one scheduled backup into the shared store.
    const autos = await waitFor(
      async () => {
        const keys = (await cluster.s3.keys(`${cluster.prefix}/`)).filter((k) =>
          /-auto-[a-z0-9]{6}\.tar\.gz$/.test(k),
        );
        return keys.length >= slots.length && keys;
      },
      20_000,
      () => `fewer scheduled backups in the store than the ${slots.length} claimed minutes`,
    );
    expect(autos).toHaveLength(slots.length);
  });
});
