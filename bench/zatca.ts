/**
 * ZATCA phase 2 cost per invoice (issue #9 §4): build the UBL XML and sign it (hash, ECDSA,
 * signed properties, QR 1–9) for N invoices of 5 lines, chained (each PIH = the previous hash).
 * Prints p50/p95/max in ms. Nothing is asserted. `npx tsx bench/zatca.ts` (BENCH_ZATCA=N).
 */
import { performance } from 'node:perf_hooks';
import { FIRST_PIH, TEST_BUYER, testInvoice, testLine } from '../src/domain/zatca/fixtures';
import { signInvoice } from '../src/domain/zatca/signature';
import { buildInvoiceXml } from '../src/domain/zatca/xml';
import { offlineTestSigner } from '../src/server/testing/zatca';
import { nodeZatcaCrypto } from '../src/server/zatca/node-crypto';

const N = Number(process.env.BENCH_ZATCA ?? 1000);
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
for (let i = 1; i <= N + 50; i++) {
  const t0 = performance.now();
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
  if (i > 50) times.push(performance.now() - t0); // the first 50 warm the JIT
}
times.sort((a, b) => a - b);
const at = (q: number) =>
  times[Math.min(times.length - 1, Math.floor(q * times.length))]!.toFixed(2);
console.log(
  `zatca build+sign (5 lines), n=${N}: p50 ${at(0.5)} ms, p95 ${at(0.95)} ms, max ${at(1)} ms`,
);
