// The master key no longer opens the stored signing keys (a database restored from another install,
// or on a new machine without its key): a sale is refused with a clear 409 in Arabic, spends no
// invoice number, and goes through again once the keys sealed with this install's key are back.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_MESSAGES } from '../../../domain/errors';
import { insertTestProduct, KEBRIT_ID } from '../../testing/catalogue-fixtures';
import { postSale, sell } from '../../testing/sales';
import { sealedByAnotherInstall } from '../../testing/zatca-keys';
import { createTestApp, type TestApp } from '../../testing/test-app';

let t: TestApp;
let admin: string;
let rice: number;
const sale = () => ({
  PaymentMeansCode: '10' as const,
  InvoiceLine: [{ ID: rice, InvoicedQuantity: 1 }],
});

beforeAll(async () => {
  t = await createTestApp({ config: { zatcaMode: 'offline' } });
  admin = await t.adminToken();
  rice = await insertTestProduct(t.app.ctx.db, KEBRIT_ID, { price: 8999 });
});
afterAll(async () => t.close());

describe('the ZATCA master key does not open the stored keys', () => {
  it('409 zatca_key_unreadable, no number spent; the right keys put it right', async () => {
    const first = await sell(t, admin, 'kebrit', sale());
    const putBack = await sealedByAnotherInstall(t.app.ctx.db, KEBRIT_ID);
    try {
      const refused = await postSale(t, admin, 'kebrit', sale());
      expect(refused.statusCode, refused.body).toBe(409);
      expect(refused.json().error).toMatchObject({
        code: 'zatca_key_unreadable',
        message: ERROR_MESSAGES.zatca_key_unreadable,
      });
    } finally {
      await putBack();
    }
    const next = await sell(t, admin, 'kebrit', sale());
    expect(next.ID).toBe(first.ID + 1);
  });
});
