/**
 * ZATCA phase 2 cost per invoice (decisions 0031/0032/0037): build the UBL XML and
 * sign it (hash, ECDSA, signed properties, QR 1–9) for N invoices of 5 lines, chained (each PIH =
 * the previous hash), and, in the same run, the baseline it is compared with: POS sales through
 * HTTP with ZATCA_MODE=off (no receipt image), then the same sales with ZATCA_MODE=offline.
 * Prints p50/p95 in ms and the ratios. Nothing is asserted; the target is build+sign p50 ≤ 15 ms.
 * `npx tsx bench/zatca.ts` (BENCH_ZATCA=N documents, BENCH_ZATCA_SALES=N sales).
 */
import fs from 'node:fs';
import { performance } from 'node:perf_hooks';
import { FIRST_PIH, TEST_BUYER, testInvoice, testLine } from '../src/server/testing/zatca-fixtures';
import { signInvoice } from '../src/domain/zatca/signature';
import { buildInvoiceXml } from '../src/domain/zatca/xml';
import { offlineTestSigner } from '../src/server/testing/zatca';
import { nodeZatcaCrypto } from '../src/server/zatca/node-crypto';
import { salesRun, stats, type Stats } from './sales-harness';

const N = Number(process.env.BENCH_ZATCA ?? 1000);
const SALES = Number(process.env.BENCH_ZATCA_SALES ?? 300);

function buildAndSign(): Stats {
  const signer = offlineTestSigner();
  const lines = [
    testLine('قهوة عربية', 1150, 2),
    testLine('كرواسون بالزعتر', 799, 3, 10),
    testLine('مياه معدنية', 100, 12),
    testLine('كعكة الزعفران', 2500, 1, 5),
    testLine('شاي أخضر', 900, 4),
  ];
  const times: number[] = [];
  let pih = FIRST_PIH;
  const t0 = performance.now();
  for (let i = 1; i <= N + 50; i++) {
    const t = performance.now();
    const kind = i % 2 ? 'simplified' : 'standard';
    const xml = buildInvoiceXml(
      testInvoice({
        kind,
        buyer: kind === 'standard' ? TEST_BUYER : null,
        lines,
        number: i,
        icv: i,
        pih,
      }),
    );
    pih = signInvoice(xml, signer, Date.now(), nodeZatcaCrypto).invoiceHash;
    if (i > 50) times.push(performance.now() - t); // the first 50 warm the JIT
  }
  return stats(`build+sign (5 lines), n=${N}`, times, performance.now() - t0);
}

async function sales(mode: 'off' | 'offline'): Promise<Stats> {
  const run = await salesRun(`${SALES} POS sales, ZATCA_MODE=${mode}`, false, mode, SALES);
  await run.app.close();
  fs.rmSync(run.dataDir, { recursive: true, force: true });
  return run.st;
}

async function main() {
  const sign = buildAndSign();
  const off = await sales('off');
  const offline = await sales('offline');
  console.log('\n| what | n | p50 ms | p95 ms |');
  console.log('|---|---|---|---|');
  for (const r of [sign, off, offline])
    console.log(`| ${r.label} | ${r.n} | ${r.p50.toFixed(2)} | ${r.p95.toFixed(2)} |`);
  const ratio = (a: number, b: number) => `${(a / b).toFixed(2)}×`;
  console.log(
    `\nbuild+sign ÷ a sale without it (ZATCA_MODE=off): p50 ${ratio(sign.p50, off.p50)}, p95 ${ratio(sign.p95, off.p95)}` +
      `\nsale with it (offline) ÷ sale without it (off): p50 ${ratio(offline.p50, off.p50)}, p95 ${ratio(offline.p95, off.p95)}` +
      `\nbuild+sign p50 ${sign.p50.toFixed(2)} ms: ${sign.p50 <= 15 ? 'within' : 'OVER'} the 15 ms target`,
  );
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
