// The worker thread of the receipt pool (receipt-pool.ts; decision 0011). Plain JavaScript so that
// Node loads it in a fresh worker whatever runs the app (tsx for `npm start`, vitest for the tests);
// the TypeScript renderer is loaded through tsx's API.
import { Buffer } from 'node:buffer';
import { tsImport } from 'tsx/esm/api';

const { renderReceiptPng } = await tsImport('./receipt.ts', import.meta.url);
const { escPosOfRaster } = await tsImport('./escpos.ts', import.meta.url);

/**
 * Renders one receipt. `doc` is an InvoiceDocument after structured cloning, so the logo arrives
 * as a Uint8Array and is made a Buffer again.
 * @param {import('./types').InvoiceDocument} doc
 * @returns {Promise<Buffer>} the PNG bytes
 */
export default async function renderReceipt(doc) {
  const logo = doc.seller.logo ? Buffer.from(doc.seller.logo) : null;
  return renderReceiptPng({ ...doc, seller: { ...doc.seller, logo } });
}

/**
 * Encodes a receipt's raw pixels as ESC/POS printer bytes (escpos.ts, escPosOfRaster):
 * the task named `escpos` of the pool.
 * @param {import('./escpos').RawImage} raster
 * @returns {Uint8Array} the bytes
 */
export function escpos(raster) {
  return escPosOfRaster(raster);
}
