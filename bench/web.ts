/**
 * `npm run bench:web`: the POS in headless Chromium with 50 and with 20,000 published products
 *. For each size it seeds a fresh SQLite database, starts Sanad on the built
 * web app (dist/web), opens /kebrit/pos signed in as the administrator at 1366×768, and prints
 * side by side, with the ratio large ÷ small, once per CPU rate of BENCH_CPU_RATES (default `1,4`:
 * as is, and with the page's CPU slowed 4× through CDP `Emulation.setCPUThrottlingRate`, the
 * speed of the tablets shops buy):
 * - interactive: navigation start → the first tap's line is in the cart (ms);
 * - tap → line in cart p50/p95 over BENCH_TAPS taps (ms, in-page performance.now()), and tap →
 *   the frame that paints it (the second requestAnimationFrame after the line is in the DOM);
 * - search: each keystroke of three queries → the filtered grid settled, p50 and p95 (ms), and
 *   the first keystroke of the page (cold: nothing searched or re-rendered yet);
 * - category switch: tab click → grid settled, p50 and worst (ms, "all" included);
 * - scroll: mean frame time while scrolling the grid (ms) and fps;
 * - JS heap after a garbage collection (MB, CDP) and DOM nodes;
 * - catalogue payload (bytes of the product list answer) and the POS initial JS (gzip KB of every
 *   .js the page loaded until interactive), and the same for the sign-in screen.
 * Nothing is asserted: it is a benchmark. Results also go to bench/results/web-*.json.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type Browser, type Page } from 'playwright-core';
import { buildApp } from '../src/server/app';
import { loadConfig } from '../src/server/config';
import { findBusinessByKey } from '../src/server/modules/businesses/repository';
import { PROBES } from './web-probes';
import { seedBenchCatalogue } from './web-seed';

const SIZES = (process.env.BENCH_SIZES ?? '50,20000').split(',').map(Number);
/** CPU slow-downs to measure at (CDP Emulation.setCPUThrottlingRate): 1 = this machine, 4 = a shop's tablet. */
const RATES = (process.env.BENCH_CPU_RATES ?? '1,4').split(',').map(Number);
const TAPS = Number(process.env.BENCH_TAPS ?? 30);
/** What the search probe types, one key at a time (the seed's names: bench/web-seed.ts). */
const SEARCHES = ['قهوة عربي 1', 'شاي أحمر', 'مصباح كبير 2'];
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const PASSWORD = 'bench-admin-pass';
const BUSINESS = 'kebrit';
const CATALOGUE_URL = /\/api\/v1\/kebrit\/(productp|pos\/products)(\?|$)/;

type Figures = Record<string, number>;

const quantile = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? s[Math.min(s.length - 1, Math.floor(p * s.length))]! : NaN;
};
const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;

async function startServer(size: number) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sanad-bench-web-'));
  const config = {
    ...loadConfig({ SEED_BUSINESSES: 'default' }),
    dataDir,
    adminPassword: PASSWORD,
    logLevel: 'error',
  };
  const app = await buildApp({ config, logger: false });
  const business = (await findBusinessByKey(app.ctx.db, BUSINESS))!;
  await seedBenchCatalogue(app, business, dataDir, size);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const addr = app.server.address();
  const base = `http://127.0.0.1:${typeof addr === 'object' && addr ? addr.port : 0}`;
  const res = await fetch(`${base}/api/v1/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: PASSWORD }),
  });
  const session = (await res.json()) as { token: string; UUID: string };
  return { app, base, dataDir, session };
}

/** The page signed in (localStorage, as the login screen leaves it) with the probes installed. */
async function openPage(
  browser: Browser,
  session: { token: string; UUID: string },
  cpuRate: number,
) {
  const context = await browser.newContext({ viewport: { width: 1366, height: 768 } });
  const page = await context.newPage();
  if (cpuRate !== 1) {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuRate });
  }
  await page.addInitScript(
    ({ token, UUID }) => {
      localStorage.setItem('token', token);
      localStorage.setItem('username', 'admin');
      localStorage.setItem('role', 'admin');
      localStorage.setItem('UUID', UUID);
      localStorage.setItem('isLoggedIn', 'true');
    },
    { token: session.token, UUID: session.UUID },
  );
  await page.addInitScript({ content: PROBES });
  return page;
}

async function heapMb(page: Page): Promise<number> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('HeapProfiler.collectGarbage');
  await cdp.send('Performance.enable');
  const { metrics } = await cdp.send('Performance.getMetrics');
  return (metrics.find((m) => m.name === 'JSHeapUsedSize')?.value ?? 0) / 1024 / 1024;
}

/** gzip KB of every .js the sign-in screen loads (signed out) until its form is shown. */
async function signInJsKb(browser: Browser, base: string): Promise<number> {
  const context = await browser.newContext({ viewport: { width: 1366, height: 768 } });
  const page = await context.newPage();
  const scripts: Promise<number>[] = [];
  page.on('response', (r) => {
    if (r.url().endsWith('.js'))
      scripts.push(r.body().then((b) => gzipSync(b, { level: 9 }).length));
  });
  await page.goto(`${base}/login`);
  await page.getByRole('button', { name: 'دخول' }).waitFor();
  const kb = (await Promise.all(scripts)).reduce((a, b) => a + b, 0) / 1024;
  await context.close();
  return kb;
}

async function measure(browser: Browser, size: number, cpuRate: number): Promise<Figures> {
  const { app, base, dataDir, session } = await startServer(size);
  try {
    const page = await openPage(browser, session, cpuRate);
    const scripts: Promise<[string, number]>[] = [];
    let payload = 0;
    let interactiveAt = Infinity;
    page.on('response', (r) => {
      const url = r.url();
      if (url.endsWith('.js') && Date.now() < interactiveAt)
        scripts.push(r.body().then((b) => [url, gzipSync(b, { level: 9 }).length]));
      if (CATALOGUE_URL.test(url) && r.status() === 200)
        void r.body().then((b) => (payload = b.length));
    });
    const t0 = Date.now();
    await page.goto(`${base}/${BUSINESS}/pos`);
    const firstTile = page.locator('button[data-testid^="pos-product-"]').first();
    await firstTile.click({ timeout: 600_000 });
    await page.locator('[data-testid^="pos-line-"]').first().waitFor({ timeout: 600_000 });
    interactiveAt = Date.now();
    const interactive = interactiveAt - t0;
    const loaded = await Promise.all(scripts);
    if (process.env.BENCH_VERBOSE)
      for (const [url, bytes] of loaded) console.error(`  ${(bytes / 1024).toFixed(1)} KB ${url}`);
    const jsGzipKb = loaded.reduce((a, [, b]) => a + b, 0) / 1024;
    await page.waitForTimeout(500);

    const tapped = (await page.evaluate(`window.__bench.taps(${TAPS})`)) as [number, number][];
    const taps = tapped.map(([dom]) => dom);
    const painted = tapped.map(([, paint]) => paint);
    // Three queries typed one key at a time (33 keystrokes): a p95 of one 11-key query was its
    // single slowest key, the first, so one stall of this machine decided the figure.
    const search: number[] = [];
    const first: number[] = [];
    for (const query of SEARCHES) {
      const keys = (await page.evaluate(
        `window.__bench.search(${JSON.stringify(query)})`,
      )) as number[];
      if (process.env.BENCH_VERBOSE)
        console.error(`  search ms per keystroke: ${keys.map((x) => x.toFixed(1)).join(' ')}`);
      search.push(...keys);
      first.push(keys[0]!);
    }
    const ids = (await page.evaluate('window.__bench.categoryIds()')) as string[];
    const order = [ids[1], ids[2], ids[0], ids[3], ids[4], ids[0]].filter(Boolean);
    const categories = (await page.evaluate(
      `window.__bench.categories(${JSON.stringify(order)})`,
    )) as number[];
    const frames = (await page.evaluate('window.__bench.scroll(3000)')) as number[];
    const domNodes = (await page.evaluate('window.__bench.domNodes()')) as number;
    const heap = await heapMb(page);
    await page.context().close();
    const signInJs = await signInJsKb(browser, base);
    return {
      'interactive (first tap in cart) ms': interactive,
      'tap → cart line p50 ms': quantile(taps, 0.5),
      'tap → cart line p95 ms': quantile(taps, 0.95),
      'tap → line painted p50 ms': quantile(painted, 0.5),
      'tap → line painted p95 ms': quantile(painted, 0.95),
      'search keystroke → grid p50 ms': quantile(search, 0.5),
      'search keystroke → grid p95 ms': quantile(search, 0.95),
      'search first keystroke (cold) ms': first[0]!,
      'category switch p50 ms': quantile(categories, 0.5),
      'category switch worst ms': Math.max(...categories),
      'scroll mean frame ms': mean(frames),
      'scroll fps': 1000 / mean(frames),
      'JS heap MB': heap,
      'DOM nodes': domNodes,
      'catalogue payload bytes': payload,
      'POS initial JS gzip KB': jsGzipKb,
      'sign-in initial JS gzip KB': signInJs,
    };
  } finally {
    await app.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

const fmt = (n: number) =>
  Number.isFinite(n)
    ? n.toLocaleString('en-US', { maximumFractionDigits: n < 100 ? 1 : 0 })
    : String(n);

async function main() {
  if (!fs.existsSync('dist/web/index.html')) throw new Error('run `npm run build` first');
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
  });
  const results: { size: number; cpuRate: number; figures: Figures }[] = [];
  try {
    for (const cpuRate of RATES)
      for (const size of SIZES) {
        console.error(`measuring the POS with ${size} products, CPU ${cpuRate}× slower…`);
        results.push({ size, cpuRate, figures: await measure(browser, size, cpuRate) });
      }
  } finally {
    await browser.close();
  }
  for (const cpuRate of RATES) {
    const run = results.filter((r) => r.cpuRate === cpuRate);
    const [small, large] = [run[0]!, run[run.length - 1]!];
    console.log(
      `\nSanad POS in Chromium — CPU ${cpuRate}× slowed, Node ${process.version}, ${os.cpus().length} cores, 1366×768, ${TAPS} taps\n`,
    );
    console.log(`| figure | ${small.size} products | ${large.size} products | ratio |`);
    console.log('|---|--:|--:|--:|');
    for (const key of Object.keys(small.figures)) {
      const a = small.figures[key]!;
      const b = large.figures[key]!;
      console.log(`| ${key} | ${fmt(a)} | ${fmt(b)} | ${(b / a).toFixed(1)}× |`);
    }
  }
  fs.mkdirSync('bench/results', { recursive: true });
  fs.writeFileSync(`bench/results/web-${Date.now()}.json`, JSON.stringify(results, null, 2));
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
