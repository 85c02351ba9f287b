import { describe, expect, it } from 'vitest';
import { invoiceFixture, restaurantFixture } from '../testing/invoice-fixture';
import { receiptText } from './receipt';
import { orderRows, paymentRows } from './sale-rows';

describe('a restaurant sale on the documents (decision 0056)', () => {
  it('prints the order type and table, the payment parts, the tendered cash and the change', () => {
    const doc = restaurantFixture();
    expect(orderRows(doc)).toEqual([
      { label: 'نوع الطلب', en: 'Order type', value: 'محلي' },
      { label: 'الطاولة', en: 'Table', value: '5' },
    ]);
    expect(paymentRows(doc)).toEqual([
      { label: 'نقداً', en: 'Cash', value: '20.00' },
      { label: 'مدى', en: 'Card (mada)', value: '227.00' },
      { label: 'المستلم', en: 'Tendered', value: '50.00' },
      { label: 'الباقي', en: 'Change', value: '30.00' },
    ]);
    const texts = receiptText(doc).map((t) => t.text);
    expect(texts).toContain('صوص: حار، خبز: صاج، مخلل إضافي');
    expect(texts).not.toContain('طريقة الدفع');
  });

  it('a delivery prints the details given; cash alone gives tendered − total', () => {
    const doc = invoiceFixture();
    doc.order = {
      type: 'delivery',
      table: '',
      delivery: { name: 'سعد', phone: '0551234567', address: '', reference: 'HS-88' },
    };
    doc.cashTendered = doc.taxInclusive + 1250;
    expect(orderRows(doc).map((r) => r.label)).toEqual([
      'نوع الطلب',
      'العميل',
      'الجوال',
      'رقم الطلب',
    ]);
    expect(paymentRows(doc).slice(1)).toEqual([
      { label: 'المستلم', en: 'Tendered', value: expect.any(String) },
      { label: 'الباقي', en: 'Change', value: '12.50' },
    ]);
  });

  it('an invoice without them prints the single means and nothing else', () => {
    const doc = invoiceFixture();
    expect(orderRows(doc)).toEqual([]);
    expect(paymentRows(doc)).toEqual([
      { label: 'طريقة الدفع', en: 'Payment means', value: 'نقداً - Cash' },
    ]);
  });
});
