/**
 * `npm run bench`: 1,000 POS sales through the HTTP API on SQLite, with and without the receipt
 * image, without the image under ZATCA_MODE=offline (signed XML in the sale's transaction,
 * decision 0032), and PDF render time per invoice. Every figure is printed with its ratio to a
 * baseline measured in the same run: an authenticated GET /api/v1/users/me (the cost of the HTTP
 * stack, auth and one query). Nothing is asserted; numbers go to stdout and bench/results/.
 */
import fs from 'node:fs';
import os from 'node:os';
import { renderInvoicePdf } from '../src/server/documents/invoice-pdf';
import { findBusinessByKey } from '../src/server/modules/businesses/repository';
import { buildInvoiceDocument, businessLogoPng } from '../src/server/modules/invoices/document';
import { listInvoices, listInvoiceLines } from '../src/server/modules/invoices/repository';
import { salesRun, start, stats, timed } from './sales-harness';

const N = Number(process.env.BENCH_SALES ?? 1000);
const PDFS = Number(process.env.BENCH_PDFS ?? 100);

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

  const without = await salesRun(`${N} sales, no receipt image`, false, 'off', N);
  await without.app.close();
  fs.rmSync(without.dataDir, { recursive: true, force: true });
  const signed = await salesRun(
    `${N} sales, no receipt image, ZATCA_MODE=offline`,
    false,
    'offline',
    N,
  );
  await signed.app.close();
  fs.rmSync(signed.dataDir, { recursive: true, force: true });
  const withImg = await salesRun(`${N} sales, with receipt image`, true, 'off', N);

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
