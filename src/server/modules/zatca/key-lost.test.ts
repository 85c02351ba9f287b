// DATA_DIR/zatca.key no longer opens the stored signing keys (a database restored on a new machine
// without the key file, or the file replaced): a sale is refused with a clear 409 in Arabic, spends
// no invoice number, and goes through again once the right key file is back.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_MESSAGES } from '../../../domain/errors';
import { insertTestProduct, KEBRIT_ID } from '../../testing/catalogue-fixtures';
import { postSale, sell } from '../../testing/sales';
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
  it('409 zatca_key_unreadable, no number spent; the right key file puts it right', async () => {
    const first = await sell(t, admin, 'kebrit', sale());
    const file = path.join(t.dataDir, 'zatca.key');
    const right = fs.readFileSync(file);
    fs.writeFileSync(file, Buffer.alloc(32, 7).toString('base64'));
    try {
      const refused = await postSale(t, admin, 'kebrit', sale());
      expect(refused.statusCode, refused.body).toBe(409);
      expect(refused.json().error).toMatchObject({
        code: 'zatca_key_unreadable',
        message: ERROR_MESSAGES.zatca_key_unreadable,
      });
    } finally {
      fs.writeFileSync(file, right);
    }
    const next = await sell(t, admin, 'kebrit', sale());
    expect(next.ID).toBe(first.ID + 1);
  });
});
