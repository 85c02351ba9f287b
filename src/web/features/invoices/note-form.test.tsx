// (.tsx so that it runs in the web project with the screens.)
// The note form's pure parts: the body it sends, the order of its checks and its total in whole
// halalas by the note rules of src/domain/notes.ts.
import { describe, expect, it } from 'vitest';
import type { InvoiceView } from '../../../domain/schemas/invoices';
import {
  emptyDebitLine,
  noteBody,
  noteTotalSar,
  validateNote,
  type NoteFormValues,
} from './note-form';

const line = (ID: number, qty: number, total: number) => ({
  ID,
  ItemName: `صنف ${ID}`,
  InvoicedQuantity: qty,
  Price: total / qty,
  PriceAmount: total,
  AmountDiscount: 0,
  RoundingAmount: total,
});

const invoice = {
  InvoiceLine: [line(1, 2, 23), line(2, 4, 7.96)],
  // What remains as the server states it (2 of line 1; 3 of line 2's 4 pieces, one credited).
  Creditable: [
    { ID: 1, Quantity: 2, ...left(23, 0, 20, 3) },
    { ID: 2, Quantity: 3, ...left(5.97, 0, 5.19, 0.78) },
  ],
} as unknown as InvoiceView;

function left(total: number, discount: number, net: number, vat: number) {
  return {
    PriceAmount: total + discount,
    AmountDiscount: discount,
    RoundingAmount: total,
    LineExtensionAmount: net,
    TaxAmount: vat,
  };
}

const values = (patch: Partial<NoteFormValues>): NoteFormValues => ({
  Reason: ' الشاي بارد ',
  returned: {},
  InvoiceLine: [emptyDebitLine()],
  confirmed: true,
  ...patch,
});

describe('note form', () => {
  it('sends the returned pieces by line number and the reason trimmed', () => {
    expect(noteBody('credit', values({ returned: { 1: 0, 2: 1 } }))).toEqual({
      kind: 'credit',
      body: { Reason: 'الشاي بارد', InvoiceLine: [{ ID: 2, InvoicedQuantity: 1 }] },
    });
  });

  it('checks the reason first, then a returned piece, then the confirmation', () => {
    expect(validateNote('credit', values({ Reason: ' ' }))).toEqual({ Reason: 'اكتب سبب الإشعار' });
    expect(validateNote('credit', values({}))).toEqual({
      returned: 'اختر كمية صنف واحد على الأقل',
    });
    expect(validateNote('credit', values({ returned: { 2: 1 }, confirmed: false }))).toEqual({
      confirmed: 'أكّد الإصدار أولاً',
    });
    expect(validateNote('credit', values({ returned: { 2: 1 } }))).toEqual({});
  });

  it('a credit total is priced on the remaining amounts the server states, not estimated from the original', () => {
    // 4 pieces at 0.02 less 40 %: 0.08 − 0.03 = 0.05. A first note returned 2 pieces for
    // round½↑(0.05 × 2 / 4) = 0.03, so 0.02 remains for 2 pieces; 1 of them is 0.01. An estimate
    // from the original (0.05 × 2 / 4 = 0.03 left) would say 0.02.
    const small = {
      InvoiceLine: [
        {
          ID: 1,
          ItemName: 'مناديل',
          InvoicedQuantity: 4,
          Price: 0.02,
          PriceAmount: 0.08,
          AmountDiscount: 0.03,
          RoundingAmount: 0.05,
        },
      ],
      Creditable: [{ ID: 1, Quantity: 2, ...left(0.02, 0.02, 0.02, 0) }],
    } as unknown as InvoiceView;
    expect(noteTotalSar('credit', small, values({ returned: { 1: 1 } }))).toBe(0.01);
    expect(noteTotalSar('credit', small, values({ returned: { 1: 2 } }))).toBe(0.02);
  });

  it('a debit line needs a statement and a price above zero, on its fields', () => {
    const errors = validateNote('debit', values({}));
    expect(Object.keys(errors).sort()).toEqual(['InvoiceLine.0.ItemName', 'InvoiceLine.0.Price']);
  });

  it('totals in whole halalas: 1 of the 3 pieces left of 4 sold for 7.96 is 1.99', () => {
    expect(noteTotalSar('credit', invoice, values({ returned: { 2: 1 } }))).toBe(1.99);
    expect(noteTotalSar('credit', invoice, values({ returned: { 1: 2, 2: 3 } }))).toBe(28.97);
    expect(noteTotalSar('credit', invoice, values({}))).toBe(0);
    const debit = [
      { ItemName: 'توصيل', InvoicedQuantity: 3, Price: 0.1, Vat: 'S' },
      { ItemName: 'تغليف', InvoicedQuantity: 1, Price: 0.2, Vat: 'S' },
    ];
    expect(noteTotalSar('debit', invoice, values({ InvoiceLine: debit }))).toBe(0.5);
  });

  it('a debit line of another VAT category is sent with it and priced at 0 % (decision 0046)', () => {
    const debit = [
      { ItemName: 'فرق سعر', InvoicedQuantity: 1, Price: 11.5, Vat: 'S' },
      { ItemName: 'فرق سعر دواء', InvoicedQuantity: 2, Price: 5, Vat: 'Z|VATEX-SA-35' },
    ];
    const v = values({ InvoiceLine: debit, Reason: ' فرق ' });
    expect(noteTotalSar('debit', invoice, v)).toBe(21.5);
    expect(noteBody('debit', v).body.InvoiceLine).toEqual([
      {
        ItemName: 'فرق سعر',
        InvoicedQuantity: 1,
        Price: 11.5,
        TaxCategory: 'S',
        TaxExemptionReasonCode: '',
      },
      {
        ItemName: 'فرق سعر دواء',
        InvoicedQuantity: 2,
        Price: 5,
        TaxCategory: 'Z',
        TaxExemptionReasonCode: 'VATEX-SA-35',
      },
    ]);
  });
});
