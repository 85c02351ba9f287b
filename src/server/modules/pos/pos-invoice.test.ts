// POS: the tax invoice a sale stores (fields, QR, receipt file), also when rendering fails.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { decodeZatcaQr } from '../../../domain/zatca-qr';
import { getApi, postSale, sell } from '../../testing/sales';
import type { TestApp } from '../../testing/test-app';
import { PNG_MAGIC, posFixture, T0, type PosFixture } from '../../testing/pos';

let t: TestApp, admin: string, p: PosFixture['p'];
beforeAll(async () => {
  ({ t, admin, p } = await posFixture());
});
afterAll(async () => t.close());

describe('the stored tax invoice', () => {
  it('has the spec fields, Riyadh date and time, the QR TLV and the receipt file', async () => {
    const token = await t.userToken('casher', 'cashier_amal');
    const sale = await sell(t, token, 'mengusha', {
      PaymentMeansCode: '48',
      InvoiceLine: [{ ID: p.tea!, InvoicedQuantity: 1 }],
      OrderID: 'T-7',
    });
    const inv = (await getApi(t, token, `mengusha/invoices/${sale.UUID}`)).json().invoice;
    expect(inv).toMatchObject({
      IssueDate: '2026-11-22',
      IssueTime: '12:30:45',
      InvoiceTypeCode: '388',
      InvoiceTypeCodeName: '0200000',
      InvoiceKind: 'simplified',
      CustomerRegistrationName: '',
      ProfileID: 'reporting:1.0',
      DocumentCurrencyCode: 'SAR',
      EmployeeName: 'cashier_amal',
      OrderID: 'T-7',
      DiscountPercent: 0,
      TaxInclusiveAmount: 1.99,
      PayableAmount: 1.99,
    });
    expect(inv.InvoiceLine).toEqual([
      {
        ID: 1,
        ItemName: 'شاي',
        InvoicedQuantity: 1,
        QuantityUnitCode: 'حبة',
        Price: 1.99,
        PriceAmount: 1.99,
        AmountDiscount: 0,
        RoundingAmount: 1.99,
        LineExtensionAmount: 1.73,
        TaxAmount: 0.26,
        TaxPercent: 15,
        TaxCategory: 'S',
        TaxExemptionReasonCode: '',
      },
    ]);
    expect(decodeZatcaQr(inv.QR)).toEqual({
      sellerName: 'مطعم ومشويات منقوشة',
      vatNumber: '300075588700003',
      timestamp: '2026-11-22T09:30:45Z',
      total: '1.99',
      vat: '0.26',
    });
    const row = await t.app.ctx.db
      .selectFrom('invoices')
      .select(['image_path', 'issued_at', 'user_id'])
      .where('uuid', '=', sale.UUID)
      .executeTakeFirstOrThrow();
    expect(row.image_path).toBe(`mengusha/invo/${T0}_${sale.ID}.png`);
    expect(fs.readFileSync(path.join(t.dataDir, row.image_path!)).toString('base64')).toBe(
      sale.invoimage,
    );
  });

  it('keeps the invoice when the receipt rendering fails, and invoicetopng renders it later', async () => {
    // The receipt worker pool fails once.
    vi.spyOn(t.app.ctx.receipts, 'render').mockRejectedValueOnce(new Error('canvas exploded'));
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const res = await postSale(t, admin, 'mengusha', {
      PaymentMeansCode: '10',
      InvoiceLine: [{ ID: p.tea!, InvoicedQuantity: 1 }],
    });
    errors.mockRestore();
    expect(res.statusCode).toBe(201);
    expect(res.json().invoimage).toBe('');
    const png = await getApi(t, admin, `mengusha/invoicetopng/${res.json().ID}`);
    expect(png.statusCode).toBe(200);
    expect(png.json().img.startsWith(PNG_MAGIC)).toBe(true);
    const row = await t.app.ctx.db
      .selectFrom('invoices')
      .select('image_path')
      .where('uuid', '=', res.json().UUID)
      .executeTakeFirstOrThrow();
    expect(row.image_path).toMatch(/^mengusha\/invo\/\d{13}_\d+\.png$/);
  });
});
