/**
 * `npm run bench`: 1,000 POS sales through the HTTP API on SQLite, with and without the receipt
 * image, without the image under ZATCA_MODE=offline (signed XML in the sale's transaction, issue #9
 * §4, decision 0032), and PDF render time per invoice (issue #3 §8). Every figure is printed with its ratio to a
 * baseline measured in the same run: an authenticated GET /api/v1/users/me (the cost of the HTTP
 * stack, auth and one query). Nothing is asserted; numbers go to stdout and bench/results/.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { buildApp } from '../src/server/app';
import { loadConfig } from '../src/server/config';
import type { App } from '../src/server/context';
import { seedCatalogue, prng } from '../src/server/demo/seed';
import { MENGUSHA_MENU } from '../src/server/demo/menu-mengusha';
import { findBusinessByKey } from '../src/server/modules/businesses/repository';
import { listProducts } from '../src/server/modules/products/service';
import { findUserByUsername } from '../src/server/modules/users/repository';
import { renderInvoicePdf } from '../src/server/documents/invoice-pdf';
import { buildInvoiceDocument, businessLogoPng } from '../src/server/modules/invoices/document';
import { listInvoices, listInvoiceLines } from '../src/server/modules/invoices/repository';

const N = Number(process.env.BENCH_SALES ?? 1000);
const PDFS = Number(process.env.BENCH_PDFS ?? 100);
const PASSWORD = 'bench-admin-pass';

interface Stats {
  label: string;
  n: number;
  p50: number;
  p95: number;
  mean: number;
  perSecond: number;
}

function stats(label: string, samples: number[], wallMs: number): Stats {
  const s = [...samples].sort((a, b) => a - b);
  const q = (p: number) => s[Math.min(s.length - 1, Math.floor(p * s.length))]!;
  return {
    label,
    n: s.length,
    p50: q(0.5),
    p95: q(0.95),
    mean: s.reduce((a, b) => a + b, 0) / s.length,
    perSecond: (s.length / wallMs) * 1000,
  };
}

async function start(receiptImages: boolean, zatcaMode: 'off' | 'offline' = 'off') {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sanad-bench-'));
  const config = {
    ...loadConfig({}),
    dataDir,
    adminPassword: PASSWORD,
    logLevel: 'error',
    receiptImages,
    zatcaMode,
  };
  const app = await buildApp({ config, logger: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const addr = app.server.address();
  const base = `http://127.0.0.1:${typeof addr === 'object' && addr ? addr.port : 0}`;
  const business = (await findBusinessByKey(app.ctx.db, 'mengusha'))!;
  const admin = (await findUserByUsername(app.ctx.db, 'admin'))!;
  await seedCatalogue(
    app.ctx,
    { id: admin.id, uuid: admin.uuid, username: 'admin', role: 'admin', tokenHash: '' },
    business,
    MENGUSHA_MENU,
  );
  const res = await fetch(`${base}/api/v1/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: PASSWORD }),
  });
  const token = ((await res.json()) as { token: string }).token;
  const ids = (await listProducts(app.ctx, business)).map((p) => p.ID);
  return { app, base, token, ids, dataDir };
}

async function timed(
  n: number,
  fn: (i: number) => Promise<void>,
): Promise<{ samples: number[]; wall: number }> {
  const samples: number[] = [];
  const t0 = performance.now();
  for (let i = 0; i < n; i++) {
    const t = performance.now();
    await fn(i);
    samples.push(performance.now() - t);
  }
  return { samples, wall: performance.now() - t0 };
}

async function salesRun(
  label: string,
  receipt: boolean,
  zatcaMode: 'off' | 'offline' = 'off',
): Promise<{ st: Stats; app: App; dataDir: string }> {
  const { app, base, token, ids, dataDir } = await start(receipt, zatcaMode);
  const rand = prng(42);
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const sale = async () => {
    const lines = new Map<number, number>();
    const size = 1 + Math.floor(rand() * 4);
    while (lines.size < size)
      lines.set(ids[Math.floor(rand() * ids.length)]!, 1 + Math.floor(rand() * 3));
    const body = {
      PaymentMeansCode: '10',
      DiscountPercent: 0,
      InvoiceLine: [...lines].map(([ID, q]) => ({ ID, InvoicedQuantity: q })),
    };
    const res = await fetch(`${base}/api/v1/mengusha/orderpos`, {
      method: 'POST',
      headers,
      body: JSON.stringify(body),
    });
    const json = (await res.json()) as { invoimage: string };
    if (res.status !== 201 || (receipt && !json.invoimage))
      throw new Error(`sale failed: ${res.status}`);
  };
  await timed(20, sale); // warm-up (JIT, font loading); its invoices are not counted
  const { samples, wall } = await timed(N, sale);
  return { st: stats(label, samples, wall), app, dataDir };
}

async function main() {
  // Baseline: authenticated GET /api/v1/users/me on the same stack.
  const b = await start(false);
  const me = () =>
    fetch(`${b.base}/api/v1/users/me`, { headers: { authorization: `Bearer ${b.token}` } })
      .then((r) => r.arrayBuffer())
      .then(() => undefined);
  await timed(50, me);
  const baseRun = await timed(N, me);
  const baseline = stats('baseline: GET /users/me', baseRun.samples, baseRun.wall);
  await b.app.close();
  fs.rmSync(b.dataDir, { recursive: true, force: true });

  const without = await salesRun(`${N} sales, no receipt image`, false);
  await without.app.close();
  fs.rmSync(without.dataDir, { recursive: true, force: true });
  const signed = await salesRun(
    `${N} sales, no receipt image, ZATCA_MODE=offline`,
    false,
    'offline',
  );
  await signed.app.close();
  fs.rmSync(signed.dataDir, { recursive: true, force: true });
  const withImg = await salesRun(`${N} sales, with receipt image`, true);

  // PDF render time per invoice, on invoices of the last run.
  const ctx = withImg.app.ctx;
  const business = (await findBusinessByKey(ctx.db, 'mengusha'))!;
  const logo = await businessLogoPng(ctx, business);
  const invoices = (await listInvoices(ctx.db, business.id)).slice(0, PDFS);
  await renderInvoicePdf(
    buildInvoiceDocument(
      business,
      invoices[0]!,
      await listInvoiceLines(ctx.db, business.id, invoices[0]!.id),
      logo,
    ),
  );
  const pdfRun = await timed(invoices.length, async (i) => {
    const inv = invoices[i]!;
    await renderInvoicePdf(
      buildInvoiceDocument(
        business,
        inv,
        await listInvoiceLines(ctx.db, business.id, inv.id),
        logo,
      ),
    );
  });
  const pdf = stats(
    `PDF render (${invoices.length} invoices, in-process)`,
    pdfRun.samples,
    pdfRun.wall,
  );
  await withImg.app.close();
  fs.rmSync(withImg.dataDir, { recursive: true, force: true });

  const rows = [baseline, without.st, signed.st, withImg.st, pdf];
  console.log(
    `\nSanad bench — Node ${process.version}, ${os.cpus().length} cores, SQLite; ratios are p50 ÷ baseline p50\n`,
  );
  console.log('| what | n | p50 ms | p95 ms | mean ms | per second | p50 ratio |');
  console.log('|---|---|---|---|---|---|---|');
  for (const r of rows) {
    console.log(
      `| ${r.label} | ${r.n} | ${r.p50.toFixed(2)} | ${r.p95.toFixed(2)} | ${r.mean.toFixed(2)} | ${r.perSecond.toFixed(1)} | ${(r.p50 / baseline.p50).toFixed(1)}× |`,
    );
  }
  console.log(
    `\nZATCA_MODE=offline sale ÷ off sale (no receipt image): p50 ${(signed.st.p50 / without.st.p50).toFixed(2)}×, p95 ${(signed.st.p95 / without.st.p95).toFixed(2)}×`,
  );
  fs.mkdirSync('bench/results', { recursive: true });
  fs.writeFileSync(`bench/results/bench-${Date.now()}.json`, JSON.stringify(rows, null, 2));
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
