// POS: selling with each payment means, and who may sell (POST /api/v1/{business}/orderpos).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { halalasToSar } from '../../../domain/money';
import { computeLine, invoiceTotals } from '../../../domain/vat';
import { KEBRIT_ID, MENGUSHA_ID } from '../../testing/catalogue-fixtures';
import { getApi, postSale, sell } from '../../testing/sales';
import type { TestApp } from '../../testing/test-app';
import { PNG_MAGIC, posFixture, type PosFixture } from '../../testing/pos';

let t: TestApp, admin: string, p: PosFixture['p'];
beforeAll(async () => {
  ({ t, admin, p } = await posFixture());
});
afterAll(async () => t.close());

describe('POST orderpos: a sale with each payment means (mengusha)', () => {
  const cases = [
    ['10', 4500, 199],
    ['48', 4500, 199],
    ['42', 5200, 199],
    ['45', 5200, 199],
    ['24', 4800, 199],
  ] as const;
  let expectedNumber = 0;

  it.each(cases)(
    'means %s prices grill at %i and tea at %i halalas',
    async (means, grillPrice, teaPrice) => {
      const body = {
        PaymentMeansCode: means,
        DiscountPercent: 10,
        InvoiceLine: [
          { ID: p.grill!, InvoicedQuantity: 2 },
          { ID: p.tea!, InvoicedQuantity: 3 },
        ],
      };
      const sale = await sell(t, admin, 'mengusha', body);
      expectedNumber += 1;
      expect(sale).toMatchObject({ invoid: expectedNumber, ID: expectedNumber });
      expect(sale.UUID).toMatch(
        /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
      );
      expect(sale.invoimage.startsWith(PNG_MAGIC)).toBe(true);

      const lines = [computeLine(grillPrice, 2, 10), computeLine(teaPrice, 3, 10)];
      const totals = invoiceTotals(lines);
      const inv = (await getApi(t, admin, `mengusha/invoices/${sale.UUID}`)).json().invoice;
      expect(inv).toMatchObject({
        ID: expectedNumber,
        PaymentMeansCode: means,
        DiscountPercent: 10,
        TaxExclusiveAmount: halalasToSar(totals.taxExclusive),
        TaxAmount: halalasToSar(totals.tax),
        TaxInclusiveAmount: halalasToSar(totals.taxInclusive),
        AllowanceTotalAmount: halalasToSar(totals.allowanceTotal),
      });
      expect(
        inv.InvoiceLine.map((l: { Price: number; RoundingAmount: number }) => [
          l.Price,
          l.RoundingAmount,
        ]),
      ).toEqual(lines.map((l) => [halalasToSar(l.unitPrice), halalasToSar(l.total)]));
    },
  );

  it("accepts client amounts that equal the server's", async () => {
    const line = computeLine(4500, 1, 5);
    const res = await postSale(t, admin, 'mengusha', {
      PaymentMeansCode: '10',
      DiscountPercent: 5,
      InvoiceLine: [
        {
          ID: p.grill!,
          InvoicedQuantity: 1,
          Price: 45,
          PriceAmount: 45,
          AmountDiscount: halalasToSar(line.discount),
          RoundingAmount: halalasToSar(line.total),
          LineExtensionAmount: halalasToSar(line.lineExtension),
          TaxAmount: halalasToSar(line.tax),
        },
      ],
      TaxExclusiveAmount: halalasToSar(line.lineExtension),
      TaxAmount: halalasToSar(line.tax),
      TaxInclusiveAmount: halalasToSar(line.total),
      AllowanceTotalAmount: halalasToSar(line.discount),
    });
    expect(res.statusCode).toBe(201);
  });
});

describe('who may sell', () => {
  const cart = (id: number) => ({
    PaymentMeansCode: '10' as const,
    InvoiceLine: [{ ID: id, InvoicedQuantity: 1 }],
  });

  it('401 without a token', async () => {
    const res = await postSale(t, null, 'mengusha', cart(p.tea!));
    expect(res.statusCode).toBe(401);
    expect(res.json().error.code).toBe('unauthenticated');
  });

  it('casher sells on mengusha only; sales on kebrit only; a plain user nowhere', async () => {
    const casher = await t.userToken('casher');
    const sales = await t.userToken('sales');
    const user = await t.userToken('user');
    expect((await postSale(t, casher, 'mengusha', cart(p.tea!))).statusCode).toBe(201);
    expect((await postSale(t, sales, 'kebrit', cart(p.kebrit!))).statusCode).toBe(201);
    for (const [token, business, id] of [
      [casher, 'kebrit', p.kebrit],
      [sales, 'mengusha', p.tea],
      [user, 'mengusha', p.tea],
      [user, 'kebrit', p.kebrit],
    ] as const) {
      const res = await postSale(t, token, business, cart(id!));
      expect(res.statusCode).toBe(403);
      expect(['forbidden', 'business_forbidden']).toContain(res.json().error.code);
    }
  });

  it('numbers are per business: kebrit has its own sequence', async () => {
    const rows = await t.app.ctx.db
      .selectFrom('invoices')
      .select(['business_id', 'number'])
      .orderBy('id')
      .execute();
    for (const id of [KEBRIT_ID, MENGUSHA_ID]) {
      const numbers = rows.filter((r) => r.business_id === id).map((r) => r.number);
      expect(numbers).toEqual(numbers.map((_, i) => i + 1));
    }
  });
});
