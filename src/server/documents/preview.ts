/**
 * Renders the fixture documents for looking at, with render times:
 *   npm run preview:documents -- /tmp/docs-look
 *   pdftoppm -png -r 80 /tmp/docs-look/invoice.pdf /tmp/docs-look/invoice-page
 * Writes invoice.pdf (4 lines, logo), invoice-60.pdf (standard, buyer, 10 % discount, 60 lines),
 * receipt.png, receipt-discount.png, a restaurant sale (decision 0056: dine-in table 5, a line
 * note, cash + mada, cash tendered) as receipt-restaurant.png and invoice-restaurant.pdf, logo.png, and the shift's Z report as z-report-80mm.png,
 * z-report-58mm.png (an X report) and z-report.pdf (decision 0055). Not used by the application.
 */
import { makeToolFolder as mkdirSync, writeToolFile as writeFileSync } from '../storage/tool-files';
import { join } from 'node:path';
import { invoiceFixture, restaurantFixture } from '../testing/invoice-fixture';
import { renderInvoicePdf } from './invoice-pdf';
import { logoPng } from './logo';
import { renderReceiptPng } from './receipt';
import { zReportFixture } from '../testing/z-report-fixture';
import { zReportPdf } from './z-report-pdf';
import { renderZReportPng } from './z-report-png';

async function timed<T>(label: string, runs: number, render: () => Promise<T>): Promise<T> {
  let started = performance.now();
  let result = await render();
  const cold = performance.now() - started;
  started = performance.now();
  for (let i = 0; i < runs; i++) result = await render();
  console.log(
    `${label}: first ${cold.toFixed(0)} ms, then ${((performance.now() - started) / runs).toFixed(1)} ms each`,
  );
  return result;
}

const out = process.argv[2] ?? '/tmp/docs-look';
mkdirSync(out);
const logo = await logoPng({ upload: null, nameAr: 'مطعم ومشويات منقوشة' });
writeFileSync(join(out, 'logo.png'), logo);
const simple = { ...invoiceFixture(), seller: { ...invoiceFixture().seller, logo } };
const long = {
  ...invoiceFixture({ lineCount: 60, discountPercent: 10, buyer: true, kind: 'standard' }),
  seller: simple.seller,
};
writeFileSync(
  join(out, 'invoice.pdf'),
  await timed('PDF, 4 lines', 20, () => renderInvoicePdf(simple)),
);
writeFileSync(
  join(out, 'invoice-60.pdf'),
  await timed('PDF, 60 lines', 5, () => renderInvoicePdf(long)),
);
writeFileSync(
  join(out, 'receipt.png'),
  await timed('receipt, 4 lines', 20, () => renderReceiptPng(invoiceFixture())),
);
const discounted = {
  ...invoiceFixture({ lineCount: 8, discountPercent: 10 }),
  seller: simple.seller,
};
writeFileSync(join(out, 'receipt-discount.png'), await renderReceiptPng(discounted));
const restaurant = { ...restaurantFixture(), seller: simple.seller };
writeFileSync(join(out, 'receipt-restaurant.png'), await renderReceiptPng(restaurant));
writeFileSync(join(out, 'invoice-restaurant.pdf'), await renderInvoicePdf(restaurant));
writeFileSync(
  join(out, 'z-report-80mm.png'),
  await timed('Z report PNG', 5, () => renderZReportPng(zReportFixture(), { paperWidthMm: 80 })),
);
writeFileSync(
  join(out, 'z-report-58mm.png'),
  await renderZReportPng(zReportFixture({ kind: 'X' }), { paperWidthMm: 58 }),
);
writeFileSync(
  join(out, 'z-report.pdf'),
  await timed('Z report PDF', 5, () => zReportPdf(zReportFixture(), simple.seller)),
);
