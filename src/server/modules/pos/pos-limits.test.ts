// POS: the bounds of a sale (src/domain/limits.ts, decision 0009).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  MAX_INVOICE_AMOUNT,
  MAX_INVOICE_LINES,
  MAX_LINE_QUANTITY,
  MAX_UNIT_PRICE,
  PG_INTEGER_MAX,
} from '../../../domain/limits';
import { insertTestProduct, MENGUSHA_ID } from '../../testing/catalogue-fixtures';
import { getApi, postSale } from '../../testing/sales';
import type { TestApp } from '../../testing/test-app';
import { posFixture, type PosFixture } from '../../testing/pos';

let t: TestApp, admin: string, p: PosFixture['p'];
/** A mengusha product at the highest unit price (1,000,000.00 SAR). */
let dearest: number;
beforeAll(async () => {
  ({ t, admin, p } = await posFixture());
  dearest = await insertTestProduct(t.app.ctx.db, MENGUSHA_ID, {
    name: 'ثريا',
    price: MAX_UNIT_PRICE,
  });
});
afterAll(async () => t.close());

async function invoiceCount(): Promise<number> {
  const r = await t.app.ctx.db
    .selectFrom('invoices')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(r.n);
}

async function expectRefused(body: object, status: number, code: string, field: string) {
  const before = await invoiceCount();
  const res = await postSale(t, admin, 'mengusha', body as never);
  expect(res.statusCode, res.body).toBe(status);
  expect(res.json().error.code).toBe(code);
  expect(res.json().error.fields[field]).toMatch(/[\u0600-\u06FF]/);
  expect(await invoiceCount()).toBe(before);
  return res;
}

describe('bounds of a sale', () => {
  it.each([PG_INTEGER_MAX + 1, 2 ** 53 - 1])(
    'a line ID of %i → 400 on InvoiceLine.0.ID (PostgreSQL never sees it)',
    async (ID) => {
      await expectRefused(
        { PaymentMeansCode: '10', InvoiceLine: [{ ID, InvoicedQuantity: 1 }] },
        400,
        'validation_failed',
        'InvoiceLine.0.ID',
      );
    },
  );

  it('the largest integer id is an unknown product (422), not a database error', async () => {
    await expectRefused(
      { PaymentMeansCode: '10', InvoiceLine: [{ ID: PG_INTEGER_MAX, InvoicedQuantity: 1 }] },
      422,
      'unknown_product',
      'InvoiceLine.0.ID',
    );
  });

  it(`a quantity above ${MAX_LINE_QUANTITY} → 400 on the line`, async () => {
    await expectRefused(
      {
        PaymentMeansCode: '10',
        InvoiceLine: [{ ID: p.tea, InvoicedQuantity: MAX_LINE_QUANTITY + 1 }],
      },
      400,
      'validation_failed',
      'InvoiceLine.0.InvoicedQuantity',
    );
  });

  it(`more than ${MAX_INVOICE_LINES} lines → 400 on InvoiceLine`, async () => {
    const InvoiceLine = Array.from({ length: MAX_INVOICE_LINES + 1 }, (_, i) => ({
      ID: i + 1,
      InvoicedQuantity: 1,
    }));
    await expectRefused(
      { PaymentMeansCode: '10', InvoiceLine },
      400,
      'validation_failed',
      'InvoiceLine',
    );
  });

  it('a cart within the line bounds but above 10,000,000 SAR → 422 invoice_total_too_large', async () => {
    const over = MAX_INVOICE_AMOUNT / MAX_UNIT_PRICE + 1; // 11 × 1,000,000 SAR
    const res = await expectRefused(
      {
        PaymentMeansCode: '10',
        InvoiceLine: [
          { ID: dearest, InvoicedQuantity: over },
          { ID: p.tea, InvoicedQuantity: 1 },
        ],
      },
      422,
      'invoice_total_too_large',
      'InvoiceLine',
    );
    expect(res.json().error.message).toContain('10,000,000');
    expect(res.json().error.fields.InvoiceLine).toContain('11000001.99');
    // a discount does not lift the bound: it applies to the amount before discount
    await expectRefused(
      {
        PaymentMeansCode: '10',
        DiscountPercent: 40,
        InvoiceLine: [{ ID: dearest, InvoicedQuantity: over }],
      },
      422,
      'invoice_total_too_large',
      'InvoiceLine',
    );
  });

  it('exactly 10,000,000 SAR is sold, and today’s total is exact', async () => {
    const before = (await getApi(t, admin, 'mengusha/invoicestoday')).json();
    const res = await postSale(t, admin, 'mengusha', {
      PaymentMeansCode: '10',
      InvoiceLine: [{ ID: dearest, InvoicedQuantity: MAX_INVOICE_AMOUNT / MAX_UNIT_PRICE }],
      TaxInclusiveAmount: 10_000_000,
    });
    expect(res.statusCode, res.body).toBe(201);
    const after = (await getApi(t, admin, 'mengusha/invoicestoday')).json();
    expect(after.total_invoices).toBe(before.total_invoices + 1);
    expect(after.total_amount).toBe(before.total_amount + 10_000_000);
  });
});
