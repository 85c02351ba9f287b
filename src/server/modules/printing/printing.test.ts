// Receipt printing on a network thermal printer: the receipt goes out as ESC/POS
// raster over TCP to a fake printer listening on 127.0.0.1, which reads it back into pixels.
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeZatcaQr } from '../../../domain/zatca-qr';
import { readQr } from '../../testing/documents';
import {
  closedPort,
  jobToPng,
  readEscPos,
  startFakePrinter,
  type EscPosJob,
  type FakePrinter,
} from '../../testing/fake-printer';
import { posFixture, type PosFixture } from '../../testing/pos';
import { getApi, sell } from '../../testing/sales';
import { bearer, type TestApp } from '../../testing/test-app';

const ARABIC = /[\u0600-\u06FF]/;

let t: TestApp, admin: string, p: PosFixture['p'], printer: FakePrinter;
beforeAll(async () => {
  ({ t, admin, p } = await posFixture());
  printer = await startFakePrinter();
});
afterAll(async () => {
  await printer.close();
  await t.close();
});

/** Sets the printer of business `key` through the profile API (GET the profile, PUT it back). */
async function setPrinter(key: string, printerAddress: string | null, paperWidthMm = 80) {
  const {
    id: _i,
    key: _k,
    kind: _kd,
    active: _a,
    logoUrl: _l,
    imageFolder: _f,
    role: _r,
    tiles: _t,
    ...profile
  } = (await getApi(t, admin, `businesses/${key}`)).json();
  const res = await t.app.inject({
    method: 'PUT',
    url: `/api/v1/businesses/${key}`,
    headers: bearer(admin),
    payload: { ...profile, printerAddress, paperWidthMm },
  });
  expect(res.statusCode, res.body).toBe(200);
}

const teaSale = () => ({
  PaymentMeansCode: '10' as const,
  InvoiceLine: [
    { ID: p.tea!, InvoicedQuantity: 2 },
    { ID: p.grill!, InvoicedQuantity: 1 },
  ],
});

/** The receipt PNG as GET getinvpng/{ID}.png answers it. */
async function receiptOf(number: number): Promise<Buffer> {
  const res = await getApi(t, admin, `mengusha/getinvpng/${number}.png`);
  expect(res.statusCode).toBe(200);
  return res.rawPayload;
}

/** Share of the job's dots that are black. */
const blackShare = (job: EscPosJob) => job.dots.reduce((n, d) => n + d, 0) / job.dots.length;

/**
 * Share of dots where the printed bitmap and the receipt (scaled by sharp to the job's width,
 * grey < 50 % = black) agree: the printout is that receipt, not some other image.
 */
async function agreement(receipt: Buffer, job: EscPosJob): Promise<number> {
  const { data, info } = await sharp(receipt)
    .flatten({ background: '#ffffff' })
    .greyscale()
    .resize({ width: job.width })
    .raw()
    .toBuffer({ resolveWithObject: true });
  let same = 0;
  for (let y = 0; y < info.height; y++)
    for (let x = 0; x < info.width; x++)
      if ((data[y * info.width + x]! < 128 ? 1 : 0) === job.dots[y * job.width + x]) same++;
  return same / (info.width * info.height);
}

describe('GET {business}/getinvpng/{ID}.png', () => {
  it('answers the receipt PNG: 576 px wide, the same image invoicetopng gives', async () => {
    const sale = await sell(t, admin, 'mengusha', teaSale());
    const res = await getApi(t, admin, `mengusha/getinvpng/${sale.ID}.png`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect((await sharp(res.rawPayload).metadata()).width).toBe(576);
    const json = (await getApi(t, admin, `mengusha/invoicetopng/${sale.ID}`)).json();
    expect(res.rawPayload.equals(Buffer.from(json.img, 'base64'))).toBe(true);
  });

  it('404 for an invoice number the business does not have', async () => {
    const res = await getApi(t, admin, 'mengusha/getinvpng/999999.png');
    expect(res.statusCode).toBe(404);
    expect(res.json().error.message).toMatch(ARABIC);
  });
});

describe('GET {business}/printinvo/{ID}.png without a printer', () => {
  it('409 printer_not_configured in Arabic, and nothing is sent anywhere', async () => {
    const sale = await sell(t, admin, 'kebrit', {
      PaymentMeansCode: '10',
      InvoiceLine: [{ ID: p.kebrit!, InvoicedQuantity: 1 }],
    });
    const res = await getApi(t, admin, `kebrit/printinvo/${sale.ID}.png`);
    expect(res.statusCode).toBe(409);
    expect(res.json().error.code).toBe('printer_not_configured');
    expect(res.json().error.message).toMatch(ARABIC);
    expect(printer.jobs).toHaveLength(0);
  });
});

describe('GET {business}/printinvo/{ID}.png on an 80 mm printer', () => {
  it('sends the receipt as GS v 0 raster 576 dots wide, feeds and cuts; the QR still scans', async () => {
    await setPrinter('mengusha', printer.address);
    const sale = await sell(t, admin, 'mengusha', teaSale());
    const receipt = await receiptOf(sale.ID);
    const { height: receiptHeight } = await sharp(receipt).metadata();

    const res = await getApi(t, admin, `mengusha/printinvo/${sale.ID}.png`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ success: true, printer: printer.address, width: 576 });
    expect(res.json().message).toMatch(ARABIC);
    const job = readEscPos(await printer.nextJob());

    expect(job.commands[0]).toBe('init');
    expect(job.width).toBe(576);
    // The receipt at its own size (576 px), padded to whole bytes of 8 rows at most.
    expect(job.height).toBeGreaterThanOrEqual(receiptHeight!);
    expect(job.height).toBeLessThan(receiptHeight! + 8);
    expect(res.json().height).toBe(job.height);
    // At most 255 rows per GS v 0 (printers that read only the low byte of the row count).
    expect(job.rasterBlocks).toBe(Math.ceil(job.height / 255));
    expect(blackShare(job)).toBeGreaterThan(0.02);
    expect(blackShare(job)).toBeLessThan(0.5);
    expect(await agreement(receipt, job)).toBeGreaterThan(0.97);
    // Paper fed past the cutter, then one full cut, after the image.
    const cut = job.commands.indexOf('cut-full');
    expect(cut).toBeGreaterThan(job.commands.lastIndexOf('raster'));
    expect(job.commands.filter((c) => c.startsWith('cut'))).toEqual(['cut-full']);
    expect(job.commands.slice(0, cut).filter((c) => c === 'LF').length).toBeGreaterThanOrEqual(3);

    // The printed QR scans to the invoice's ZATCA payload (seller, VAT number, total…).
    const detail = (await getApi(t, admin, `mengusha/invoices/${sale.UUID}`)).json();
    const printed = (await readQr(await jobToPng(job)))?.text;
    expect(printed).toBe(detail.invoice.QR);
    expect(decodeZatcaQr(printed!).vatNumber).toBe('300075588700003');
  });

  it('a receipt whose image file is gone is drawn again and printed', async () => {
    const sale = await sell(t, admin, 'mengusha', teaSale());
    const row = await t.app.ctx.db
      .selectFrom('invoices')
      .select('image_path')
      .where('business_id', '=', 17)
      .where('number', '=', sale.ID)
      .executeTakeFirstOrThrow();
    fs.rmSync(path.join(t.dataDir, row.image_path!));

    const res = await getApi(t, admin, `mengusha/printinvo/${sale.ID}.png`);
    expect(res.statusCode, res.body).toBe(200);
    const job = readEscPos(await printer.nextJob());
    expect(job.width).toBe(576);
    expect(blackShare(job)).toBeGreaterThan(0.02);
    expect(fs.existsSync(path.join(t.dataDir, row.image_path!))).toBe(true);
  });

  it('two prints at once reach the printer one connection after the other', async () => {
    const a = await sell(t, admin, 'mengusha', teaSale());
    const b = await sell(t, admin, 'mengusha', teaSale());
    const before = printer.jobs.length;
    const answers = await Promise.all([
      getApi(t, admin, `mengusha/printinvo/${a.ID}.png`),
      getApi(t, admin, `mengusha/printinvo/${b.ID}.png`),
    ]);
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200]);
    await printer.nextJob();
    await printer.nextJob();
    expect(printer.jobs.length - before).toBe(2);
    expect(printer.maxOpenConnections()).toBe(1);
  });
});

describe('GET {business}/printinvo/{ID}.png on a 58 mm printer', () => {
  it('scales the receipt to 384 dots wide, keeping its proportions', async () => {
    await setPrinter('mengusha', printer.address, 58);
    const sale = await sell(t, admin, 'mengusha', teaSale());
    const receipt = await receiptOf(sale.ID);
    const { width, height } = await sharp(receipt).metadata();

    const res = await getApi(t, admin, `mengusha/printinvo/${sale.ID}.png`);
    expect(res.statusCode, res.body).toBe(200);
    const job = readEscPos(await printer.nextJob());
    expect(job.width).toBe(384);
    const scaled = Math.round((height! * 384) / width!);
    expect(job.height).toBeGreaterThanOrEqual(scaled);
    expect(job.height).toBeLessThan(scaled + 8);
    expect(blackShare(job)).toBeGreaterThan(0.02);
    expect(await agreement(receipt, job)).toBeGreaterThan(0.95);
    expect(job.commands).toContain('cut-full');
    const detail = (await getApi(t, admin, `mengusha/invoices/${sale.UUID}`)).json();
    expect((await readQr(await jobToPng(job)))?.text).toBe(detail.invoice.QR);
    await setPrinter('mengusha', printer.address, 80);
  });
});

describe('a printer that is switched off', () => {
  it('503 printer_offline in Arabic; the invoice stays, and the next sale goes through', async () => {
    await setPrinter('mengusha', `127.0.0.1:${await closedPort()}`);
    const sale = await sell(t, admin, 'mengusha', teaSale());
    const count = async () =>
      Number(
        (
          await t.app.ctx.db
            .selectFrom('invoices')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .where('business_id', '=', 17)
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await count();

    const res = await getApi(t, admin, `mengusha/printinvo/${sale.ID}.png`);
    expect(res.statusCode).toBe(503);
    expect(res.json().error.code).toBe('printer_offline');
    expect(res.json().error.message).toMatch(ARABIC);

    expect(await count()).toBe(before);
    const detail = await getApi(t, admin, `mengusha/invoices/${sale.UUID}`);
    expect(detail.statusCode).toBe(200);
    expect(detail.json().invoice.ID).toBe(sale.ID);
    const next = await sell(t, admin, 'mengusha', teaSale());
    expect(next.ID).toBe(sale.ID + 1);
    await setPrinter('mengusha', printer.address);
  });
});

describe('who may print', () => {
  it('a cashier of the business prints; another business, a plain user and no token are refused', async () => {
    const sale = await sell(t, admin, 'mengusha', teaSale());
    const casher = await t.userToken('casher'); // member of the restaurants: mengusha
    const ok = await getApi(t, casher, `mengusha/printinvo/${sale.ID}.png`);
    expect(ok.statusCode, ok.body).toBe(200);
    await printer.nextJob();
    expect((await getApi(t, casher, `mengusha/getinvpng/${sale.ID}.png`)).statusCode).toBe(200);

    const before = printer.jobs.length;
    const other = await getApi(t, casher, `kebrit/printinvo/1.png`);
    expect(other.statusCode).toBe(403);
    expect(other.json().error.code).toBe('business_forbidden');
    expect((await getApi(t, casher, `kebrit/getinvpng/1.png`)).statusCode).toBe(403);
    const user = await t.userToken('user');
    const plain = await getApi(t, user, `mengusha/printinvo/${sale.ID}.png`);
    expect(plain.statusCode).toBe(403);
    expect(plain.json().error.code).toBe('forbidden');
    expect((await getApi(t, null, `mengusha/printinvo/${sale.ID}.png`)).statusCode).toBe(401);
    expect((await getApi(t, null, `mengusha/getinvpng/${sale.ID}.png`)).statusCode).toBe(401);
    expect(printer.jobs.length).toBe(before);
  });

  it('400 for an invoice number that is not one, 404 for one that does not exist', async () => {
    for (const bad of ['abc', '0', '-1', '1.5', '99999999999']) {
      const res = await getApi(t, admin, `mengusha/printinvo/${bad}.png`);
      expect(res.statusCode, bad).toBe(400);
      expect(res.json().error.message).toMatch(ARABIC);
    }
    const before = printer.jobs.length;
    expect((await getApi(t, admin, 'mengusha/printinvo/999999.png')).statusCode).toBe(404);
    expect(printer.jobs.length).toBe(before);
  });
});
