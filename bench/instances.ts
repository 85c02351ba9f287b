/**
 * `npm run bench:instances` (also part of `npm run bench`): POS sales through nginx with 1, 2 and
 * 3 Sanad instances on one PostgreSQL database and one S3 store (the harness of
 * tests/instances/, decision 0066). Three instances are started once, with ZATCA_MODE=offline
 * (every sale signed and chained) and receipt images on, behind one nginx listening on three ports:
 * the first balances instance 1, the second instances 1–2, the third all three. BENCH_CLIENTS
 * (default 10) clients sell for BENCH_SECONDS (default 15) through each port in turn, five clients
 * in mengusha and five in kebrit. Printed side by side: sales per second, p50 and p95 ms, and
 * each throughput ÷ the one-instance throughput. On one machine the instances share its cores, so
 * the ratio shows the cost of the proxy and the shared database, not the scaling of a cluster.
 * Nothing is asserted; results also go to bench/results/.
 */
import fs from 'node:fs';
import os from 'node:os';
import { signInAdmin, startCluster } from '../tests/instances/cluster';
import { runLoad, summary } from '../tests/instances/sales-load';
import { api, makeProducts } from '../tests/instances/world';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 15);
const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 10);

async function main() {
  const cluster = await startCluster({
    instances: 3,
    frontends: [[0], [0, 1], [0, 1, 2]],
    env: { BACKUP_SCHEDULE: 'off' },
  });
  try {
    const call = api(cluster.urls[2]!, await signInAdmin(cluster.urls[2]!));
    const shops = [
      await makeProducts(call, 'mengusha', ['شاورما دجاج', 'مشاوي مشكلة', 'عصير برتقال']),
      await makeProducts(call, 'kebrit', ['مفتاح إنجليزي', 'شريط عازل', 'مفك براغي']),
    ];
    const shopOf = (c: number) => shops[c % 2]!;
    // Warm-up through all three: JIT, fonts and the receipt workers of every instance.
    await runLoad({
      url: cluster.urls[2]!,
      token: call.token,
      clients: 6,
      shopOf,
      stop: (n) => n >= 60,
    });
    const rows = [];
    for (const [i, url] of cluster.urls.entries()) {
      const until = Date.now() + SECONDS * 1000;
      const { outcomes, wallMs } = await runLoad({
        url,
        token: call.token,
        clients: CLIENTS,
        shopOf,
        stop: () => Date.now() >= until,
        tries: 1,
      });
      const failed = outcomes.filter((o) => o.status !== 201);
      if (failed.length)
        throw new Error(
          `${failed.length} sales failed, e.g. ${failed[0]!.status} ${failed[0]!.error}`,
        );
      rows.push({
        instances: i + 1,
        ...summary(
          outcomes.map((o) => o.ms),
          wallMs,
        ),
      });
    }
    const load1 = os.loadavg()[0]!.toFixed(1);
    console.log(
      `\nSanad bench — instances: ${CLIENTS} clients, cash sales for ${SECONDS} s each through nginx, ZATCA offline, receipts on, PostgreSQL + s3rver; Node ${process.version}, ${os.cpus().length} cores, load average ${load1} at the end\n`,
    );
    console.log('| instances | sales/s | p50 ms | p95 ms | sales/s ÷ 1 instance |');
    console.log('|--:|--:|--:|--:|--:|');
    for (const r of rows)
      console.log(
        `| ${r.instances} | ${r.perSecond.toFixed(1)} | ${r.p50.toFixed(1)} | ${r.p95.toFixed(1)} | ${(r.perSecond / rows[0]!.perSecond).toFixed(2)} |`,
      );
    fs.mkdirSync('bench/results', { recursive: true });
    fs.writeFileSync(`bench/results/instances-${Date.now()}.json`, JSON.stringify(rows, null, 2));
  } finally {
    await cluster.close();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
