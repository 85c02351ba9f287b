import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { T0 } from '../../testing/pos';
import { insertTestProduct, MENGUSHA_ID } from '../../testing/catalogue-fixtures';
import { readEscPos, startFakePrinter, type FakePrinter } from '../../testing/fake-printer';
import { sell } from '../../testing/sales';
import { shiftCalls } from '../../testing/shifts';
import { createTestApp, type TestApp } from '../../testing/test-app';

/**
 * A shift's report as documents through the real shifts routes (decision 0055): the X report a
 * cashier reads hides the expected cash (the close is blind) while a manager's shows it; the
 * report prints on the till's own printer as ESC/POS raster; the Z report's image is receipt
 * width and its PDF a PDF.
 */
let t: TestApp;
let s: ReturnType<typeof shiftCalls>;
let printer: FakePrinter;
let casher: string;
let manager: string;
let tillId: number;
let shiftId: number;
const M = 'mengusha';

beforeAll(async () => {
  t = await createTestApp({ now: T0 });
  s = shiftCalls(t, M);
  printer = await startFakePrinter();
  casher = await t.userToken('casher', 'casher_docs');
  manager = await t.userToken('manager', 'manager_docs');
  tillId = await s.createTill(manager, 'الكاشير 1');
  const opened = await s.open(casher, tillId, { count: { n100: 2 } });
  expect(opened.statusCode).toBe(201);
  shiftId = opened.json().shift.id;
  const grill = await insertTestProduct(t.app.ctx.db, MENGUSHA_ID, { price: 4500 });
  await sell(t, casher, M, {
    PaymentMeansCode: '10',
    tillId,
    InvoiceLine: [{ ID: grill, InvoicedQuantity: 1 }],
  });
});
afterAll(async () => {
  await printer.close();
  await t.close();
});

describe('shift report documents', () => {
  it("the cashier's X report hides the expected cash; the manager's shows it", async () => {
    const own = await s.call('GET', `/${M}/shifts/${shiftId}/report`, casher);
    expect(own.json().report).toMatchObject({ kind: 'X', cash: { cashSales: 45, expected: null } });
    const managers = await s.call('GET', `/${M}/shifts/${shiftId}/report`, manager);
    expect(managers.json().report.cash.expected).toBe(200 + 45);
  });

  it("prints on the till's printer, else says no printer is set", async () => {
    const none = await s.call('POST', `/${M}/shifts/${shiftId}/print`, casher);
    expect(none.statusCode).toBe(409);
    expect(none.json().error.code).toBe('printer_not_configured');
    const put = await s.call('PUT', `/${M}/tills/${tillId}`, manager, {
      printerAddress: printer.address,
    });
    expect(put.statusCode).toBe(200);
    const printed = await s.call('POST', `/${M}/shifts/${shiftId}/print`, casher);
    expect(printed.statusCode).toBe(200);
    expect(printed.json()).toMatchObject({ printer: printer.address, width: 576 });
    const job = readEscPos(await printer.nextJob());
    expect(job.width).toBe(576);
    expect(job.height).toBeGreaterThan(600);
    expect(job.commands).toContain('cut-full');
  });

  it('the Z report as a receipt-width PNG and an A4 PDF', async () => {
    const closed = await s.close(casher, shiftId, { amount: 245 });
    expect(closed.json().report).toMatchObject({ kind: 'Z', zNumber: 1 });
    const png = await s.call('GET', `/${M}/shifts/${shiftId}/zreport.png`, casher);
    expect(png.headers['content-type']).toBe('image/png');
    expect((await sharp(png.rawPayload).metadata()).width).toBe(576);
    const pdf = await s.call('GET', `/${M}/shifts/${shiftId}/zreport.pdf`, manager);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });
});
