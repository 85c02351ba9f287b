import os from 'node:os';
import { Piscina } from 'piscina';
import type { RawImage } from './escpos';
import type { InvoiceDocument } from './types';

/** The worker module (plain .mjs: it loads the TypeScript renderer through tsx). */
const WORKER = new URL('./receipt-worker.mjs', import.meta.url).href;
/** An idle worker thread exits after this long (ms); the pool starts one again on demand. */
const IDLE_MS = 60_000;

/** Renders receipt PNGs away from the request path. */
export interface ReceiptRenderer {
  /**
   * The 80 mm receipt PNG of `doc` (see renderReceiptPng), drawn in a worker thread so the event
   * loop keeps serving other requests meanwhile.
   * @throws whatever the renderer throws (bad logo, QR text too long), or when the queue is full.
   */
  render(doc: InvoiceDocument): Promise<Buffer>;
  /**
   * The ESC/POS bytes that print `raster` (see escPosOfRaster: GS v 0 raster, feed, cut), encoded in
   * a worker thread: ≈ 0.1 s of CPU per receipt that the event loop does not spend.
   */
  escpos(raster: RawImage): Promise<Uint8Array>;
  /** Lets queued renders finish, then stops the threads. A later render starts a new pool. */
  close(): Promise<void>;
  /** How many worker threads run now (0 before the first render and after close). */
  threads(): number;
}

/** One thread fewer than the machine has (the event loop keeps one), at least 1, at most 4. */
export function defaultReceiptThreads(): number {
  return Math.max(1, Math.min(4, os.availableParallelism() - 1));
}

/**
 * A lazily started piscina pool of receipt renderers (decision 0011): no thread exists until the
 * first render, idle threads exit after a minute, and `close()` (called when the app closes) ends
 * them, so tests and restarts leak no worker. @napi-rs/canvas draws synchronously, which took
 * ~0.5 s of event loop per 200-line receipt when it ran in the request handler.
 */
export function receiptWorkerPool(opts: { maxThreads?: number } = {}): ReceiptRenderer {
  let pool: Piscina<InvoiceDocument | RawImage, Uint8Array> | null = null;
  const maxThreads = opts.maxThreads ?? defaultReceiptThreads();
  const started = () =>
    (pool ??= new Piscina({
      filename: WORKER,
      minThreads: 0,
      maxThreads,
      idleTimeout: IDLE_MS,
    }));
  return {
    async render(doc) {
      const png = await started().run(doc);
      return Buffer.from(png.buffer, png.byteOffset, png.byteLength);
    },
    async escpos(raster) {
      return started().run(raster, { name: 'escpos' });
    },
    async close() {
      const closing = pool;
      pool = null;
      await closing?.close();
    },
    threads: () => pool?.threads.length ?? 0,
  };
}
