// POS: refused sales answer an error code and store no invoice.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postSale } from '../../testing/sales';
import type { TestApp } from '../../testing/test-app';
import { posFixture, type PosFixture } from '../../testing/pos';

let t: TestApp, admin: string, p: PosFixture['p'];
beforeAll(async () => {
  ({ t, admin, p } = await posFixture());
});
afterAll(async () => t.close());

describe('refused sales', () => {
  async function expectError(
    business: string,
    body: object,
    status: number,
    code: string,
    fields?: string[],
  ) {
    const before = await t.app.ctx.db
      .selectFrom('invoices')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    const res = await postSale(t, admin, business, body as never);
    expect(res.statusCode, res.body).toBe(status);
    expect(res.json().error.code).toBe(code);
    expect(res.json().error.message).toMatch(/[\u0600-\u06FF]/);
    if (fields)
      expect(Object.keys(res.json().error.fields ?? {}).sort()).toEqual([...fields].sort());
    const after = await t.app.ctx.db
      .selectFrom('invoices')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  }

  it('42 and 45 on kebrit → 422 payment_means_not_enabled', async () => {
    for (const means of ['42', '45']) {
      await expectError(
        'kebrit',
        { PaymentMeansCode: means, InvoiceLine: [{ ID: p.kebrit, InvoicedQuantity: 1 }] },
        422,
        'payment_means_not_enabled',
        ['PaymentMeansCode'],
      );
    }
  });

  it('empty cart → 400 empty_cart; same product twice → 400 duplicate_line', async () => {
    await expectError('mengusha', { PaymentMeansCode: '10', InvoiceLine: [] }, 400, 'empty_cart');
    const dup = {
      PaymentMeansCode: '10',
      InvoiceLine: [
        { ID: p.tea, InvoicedQuantity: 1 },
        { ID: p.grill, InvoicedQuantity: 1 },
        { ID: p.tea, InvoicedQuantity: 2 },
      ],
    };
    await expectError('mengusha', dup, 400, 'duplicate_line', ['InvoiceLine.2.ID']);
  });

  it('quantity 0, a fraction, a 7 % discount or an unknown means → 400 validation_failed', async () => {
    await expectError(
      'mengusha',
      { PaymentMeansCode: '10', InvoiceLine: [{ ID: p.tea, InvoicedQuantity: 0 }] },
      400,
      'validation_failed',
      ['InvoiceLine.0.InvoicedQuantity'],
    );
    await expectError(
      'mengusha',
      { PaymentMeansCode: '10', InvoiceLine: [{ ID: p.tea, InvoicedQuantity: 1.5 }] },
      400,
      'validation_failed',
    );
    await expectError(
      'mengusha',
      {
        PaymentMeansCode: '10',
        DiscountPercent: 7,
        InvoiceLine: [{ ID: p.tea, InvoicedQuantity: 1 }],
      },
      400,
      'validation_failed',
    );
    await expectError(
      'mengusha',
      { PaymentMeansCode: '30', InvoiceLine: [{ ID: p.tea, InvoicedQuantity: 1 }] },
      400,
      'validation_failed',
    );
  });

  it("unknown, unpublished or another business's product → 422 unknown_product on its line", async () => {
    await expectError(
      'mengusha',
      {
        PaymentMeansCode: '10',
        InvoiceLine: [
          { ID: p.tea, InvoicedQuantity: 1 },
          { ID: 999_999, InvoicedQuantity: 1 },
        ],
      },
      422,
      'unknown_product',
      ['InvoiceLine.1.ID'],
    );
    await expectError(
      'mengusha',
      { PaymentMeansCode: '10', InvoiceLine: [{ ID: p.hidden, InvoicedQuantity: 1 }] },
      422,
      'unknown_product',
      ['InvoiceLine.0.ID'],
    );
    await expectError(
      'mengusha',
      { PaymentMeansCode: '10', InvoiceLine: [{ ID: p.kebrit, InvoicedQuantity: 1 }] },
      422,
      'unknown_product',
      ['InvoiceLine.0.ID'],
    );
    await expectError(
      'kebrit',
      { PaymentMeansCode: '10', InvoiceLine: [{ ID: p.grill, InvoicedQuantity: 1 }] },
      422,
      'unknown_product',
      ['InvoiceLine.0.ID'],
    );
  });

  it("client amounts that differ from the server's → 422 totals_mismatch naming each", async () => {
    const body = {
      PaymentMeansCode: '42', // delivery price 52.00, not 45.00
      InvoiceLine: [{ ID: p.grill, InvoicedQuantity: 1, Price: 45, TaxAmount: 6.78 }],
      TaxInclusiveAmount: 45,
      TaxExclusiveAmount: 45.22,
    };
    await expectError('mengusha', body, 422, 'totals_mismatch', [
      'InvoiceLine.0.Price',
      'TaxInclusiveAmount',
    ]);
    const res = await postSale(t, admin, 'mengusha', body as never);
    expect(res.json().error.fields['TaxInclusiveAmount']).toContain('52.00');
  });
});
