// moneyTransaction runs the whole transaction again when PostgreSQL aborts it as a deadlock or a
// serialization failure, a bounded number of times, then answers 503 database_busy — never a 500
// (decision 0042). The work's writes of an aborted attempt are rolled back.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../../domain/errors';
import { KEBRIT_ID } from '../testing/catalogue-fixtures';
import { createTestApp, type TestApp } from '../testing/test-app';
import { MONEY_TRANSACTION_ATTEMPTS, moneyTransaction } from './money-transaction';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const aborted = (code: string) => Object.assign(new Error('aborted by the server'), { code });
const lastNumber = async () =>
  Number(
    (
      await t.app.ctx.db
        .selectFrom('invoice_counters')
        .select('last_receipt_number')
        .where('business_id', '=', KEBRIT_ID)
        .executeTakeFirstOrThrow()
    ).last_receipt_number,
  );

describe('moneyTransaction', () => {
  it('runs again after 40P01 and 40001; the aborted attempts leave nothing', async () => {
    const before = await lastNumber();
    let runs = 0;
    const answer = await moneyTransaction(t.app.ctx.db, { businessId: KEBRIT_ID }, async (trx) => {
      runs += 1;
      await trx
        .updateTable('invoice_counters')
        .set((eb) => ({ last_receipt_number: eb('last_receipt_number', '+', 1) }))
        .where('business_id', '=', KEBRIT_ID)
        .execute();
      if (runs === 1) throw aborted('40P01');
      if (runs === 2) throw aborted('40001');
      return 'done';
    });
    expect(answer).toBe('done');
    expect(runs).toBe(3);
    expect(await lastNumber()).toBe(before + 1);
  });

  it(`gives up after ${MONEY_TRANSACTION_ATTEMPTS} aborted attempts with 503 database_busy`, async () => {
    let runs = 0;
    const err = await moneyTransaction(t.app.ctx.db, { businessId: KEBRIT_ID }, async () => {
      runs += 1;
      throw aborted('40P01');
    }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(AppError);
    expect((err as AppError).code).toBe('database_busy');
    expect((err as AppError).status).toBe(503);
    expect(runs).toBe(MONEY_TRANSACTION_ATTEMPTS);
  });

  it('does not run again after any other error, nor when the invoice is not the business’s', async () => {
    let runs = 0;
    const err = await moneyTransaction(t.app.ctx.db, { businessId: KEBRIT_ID }, async () => {
      runs += 1;
      throw aborted('23505');
    }).catch((e: unknown) => e);
    expect((err as { code: string }).code).toBe('23505');
    expect(runs).toBe(1);
    const missing = await moneyTransaction(
      t.app.ctx.db,
      { businessId: KEBRIT_ID, invoiceId: 2_000_000_000 },
      async () => 'ran',
    ).catch((e: unknown) => e);
    expect((missing as AppError).code).toBe('not_found');
  });
});
