// The other events of decision 0059, each recorded in its own transaction and delivered: a credit
// note, a collection (receipt voucher), a purchase, a shift closed. Amounts as SAR text.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { WEBHOOK_EVENT_TYPES } from '../../../domain/webhooks';
import { apiCaller, type ApiCaller } from '../../testing/api-caller';
import { insertTestProduct, KEBRIT_ID } from '../../testing/catalogue-fixtures';
import { createPurchase, createSupplier } from '../../testing/purchases';
import { sell } from '../../testing/sales';
import { shiftCalls } from '../../testing/shifts';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { startReceiver, type Receiver } from '../../testing/webhook-receiver';
import { deliverNextDue } from './queue';

const T0 = Date.UTC(2026, 10, 22, 9, 0, 7);

let t: TestApp;
let call: ApiCaller;
let admin: string;
let receiver: Receiver;
let water: number;
beforeAll(async () => {
  t = await createTestApp({ now: T0 });
  call = apiCaller(t);
  admin = await t.adminToken();
  water = await insertTestProduct(t.app.ctx.db, KEBRIT_ID, { name: 'ماء', price: 1150 });
  receiver = await startReceiver();
  const res = await call('POST', '/kebrit/webhooks', admin, {
    url: receiver.url,
    events: WEBHOOK_EVENT_TYPES,
    allowPrivate: true,
  });
  expect(res.statusCode).toBe(201);
});
afterAll(async () => {
  await receiver.close();
  await t.close();
});
beforeEach(() => {
  receiver.received.length = 0;
});

/** Delivers everything due; @returns the bodies received. */
async function drain() {
  while ((await deliverNextDue(t.app.ctx, { timeoutMs: 2_000 })).kind !== 'idle');
  return receiver.received.map((r) => r.body);
}

const sale = (code: '10' | '24') =>
  sell(t, admin, 'kebrit', {
    PaymentMeansCode: code,
    InvoiceLine: [{ ID: water, InvoicedQuantity: 2 }],
  });

describe('events beside invoice.issued', () => {
  it('a credit note is credit_note.issued with its amounts as printed', async () => {
    const sold = await sale('10');
    const res = await call('POST', `/kebrit/invoices/${sold.UUID}/creditnotes`, admin, {
      Reason: 'مرتجع',
      InvoiceLine: [{ ID: 1, InvoicedQuantity: 1 }],
    });
    expect(res.statusCode, res.body).toBe(201);
    const bodies = await drain();
    expect(bodies.map((b) => b.type)).toEqual(['invoice.issued', 'credit_note.issued']);
    expect(bodies[1]!.data).toMatchObject({
      UUID: res.json().UUID,
      InvoiceTypeCode: '381',
      TaxInclusiveAmount: '11.50',
      signed: false,
      zatcaStatus: null,
    });
    expect((bodies[1]!.data.links as { xml: string | null }).xml).toBeNull();
  });

  it('collecting a credit invoice is payment.collected, after the invoice', async () => {
    const sold = await sale('24');
    const res = await call('PUT', `/kebrit/invoices/${sold.UUID}`, admin, {
      PaymentMeansCode: '10',
    });
    expect(res.statusCode, res.body).toBe(200);
    const bodies = await drain();
    expect(bodies.map((b) => b.type)).toEqual(['invoice.issued', 'payment.collected']);
    expect(bodies[1]!.data).toMatchObject({
      receipt: { InvoiceUUID: sold.UUID, Amount: '23.00', PaymentMeansCode: '10' },
      PaidAmount: '23.00',
      OutstandingAmount: '0.00',
    });
  });

  it('a purchase is purchase.recorded', async () => {
    const supplier = await createSupplier(t, admin, 'kebrit');
    const bought = await createPurchase(t, admin, 'kebrit', {
      supplier: supplier.UUID,
      total: 115,
      date: Math.floor(T0 / 1000),
    });
    const [body] = await drain();
    expect(body).toMatchObject({
      type: 'purchase.recorded',
      data: {
        UUID: bought.UUID,
        supplier: { UUID: supplier.UUID },
        TaxInclusiveAmount: '115.00',
        TaxExclusiveAmount: '100.00',
        TaxAmount: '15.00',
      },
    });
  });

  it('closing a shift is shift.closed with its Z number and cash', async () => {
    const s = shiftCalls(t, 'kebrit');
    const till = await s.createTill(admin, 'الصندوق');
    const shift = (await s.open(admin, till, { amount: 100 })).json().shift.id as number;
    const closed = await s.close(admin, shift, { amount: 100 });
    expect(closed.statusCode, closed.body).toBe(200);
    const [body] = await drain();
    expect(body).toMatchObject({
      type: 'shift.closed',
      data: {
        shiftId: shift,
        tillId: till,
        zNumber: 1,
        forced: false,
        expectedCash: '100.00',
        countedCash: '100.00',
      },
    });
  });
});
