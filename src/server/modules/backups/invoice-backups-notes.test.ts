// Invoice backups carry credit and debit notes (decisions 0026, 0034): a note's negative amounts,
// its reason, its original (by UUID) and the original line each credited line returns survive
// export → lose → restore, on SQLite and — with TEST_DATABASE_URL — PostgreSQL; an approved
// quotation's invoice restored moves the quotation counter past its number.
import { describe, expect, it } from 'vitest';
import {
  admin,
  call,
  exportAll,
  loseInvoices,
  restoreOk,
  snapshot,
  sold,
  rice,
  t,
  useInvoiceBackupWorld,
} from '../../testing/invoice-backups';
import { createClient } from '../../testing/clients';
import { KEBRIT_ID } from '../../testing/catalogue-fixtures';
import { approve, createOrder } from '../../testing/orders';

useInvoiceBackupWorld();

describe('notes in an invoice backup', () => {
  it('a credit note and a debit note come back as they were, tied to their original', async () => {
    const original = sold[1]!; // a credit sale of 2 rice and 2 oil
    const credit = await call('POST', `/kebrit/invoices/${original.UUID}/creditnotes`, admin, {
      Reason: 'مرتجع صنف تالف',
      InvoiceLine: [{ ID: 1, InvoicedQuantity: 1 }],
    });
    expect(credit.statusCode, credit.body).toBe(201);
    const debit = await call('POST', `/kebrit/invoices/${original.UUID}/debitnotes`, admin, {
      Reason: 'فرق سعر',
      InvoiceLine: [{ ItemName: 'فرق سعر', InvoicedQuantity: 1, Price: 5.75 }],
    });
    expect(debit.statusCode, debit.body).toBe(201);
    const before = await snapshot();
    const exported = await exportAll();
    expect(exported.invoices).toBe(8);

    // Lose the original and both notes, then restore: every column comes back.
    await loseInvoices([credit.json().UUID, debit.json().UUID, original.UUID]);
    const restored = await restoreOk(exported.name);
    expect(restored).toMatchObject({ invoices: 3, present: 5 });
    expect(await snapshot()).toEqual(before);

    const view = (await call('GET', `/kebrit/invoices/${credit.json().UUID}`, admin)).json();
    expect(view.invoice).toMatchObject({
      InvoiceTypeCode: '381',
      InstructionNote: 'مرتجع صنف تالف',
      BillingReference: { UUID: original.UUID },
    });
    expect(view.invoice.TaxInclusiveAmount).toBeLessThan(0);
  });

  it('an approved quotation restored moves the quotation counter past its number (decision 0052)', async () => {
    const client = (await createClient(t, admin, 'kebrit')).UUID;
    const quote = () =>
      createOrder(t, admin, 'kebrit', {
        Customer: { UUID: client },
        PaymentMeansCode: '10',
        InvoiceLine: [{ ID: rice, InvoicedQuantity: 1 }],
      });
    const first = await quote();
    expect((await approve(t, admin, 'kebrit', first.ID)).statusCode).toBe(201);
    const exported = await exportAll();
    // An older counter (a database backup from before that quotation), then the invoices restored.
    await t.app.ctx.db
      .updateTable('invoice_counters')
      .set({ last_quotation_number: 0 })
      .where('business_id', '=', KEBRIT_ID)
      .execute();
    await restoreOk(exported.name);
    const next = await quote();
    expect(next.ID).toBe(first.ID + 1);
    expect((await approve(t, admin, 'kebrit', next.ID)).statusCode).toBe(201);
  });
});
