import { describe, expect, it } from 'vitest';
import { AppError } from './errors';
import {
  creditNoteLines,
  debitNoteLines,
  documentTitle,
  remainingLines,
  storedSign,
  type OriginalLine,
} from './notes';
import { computeLine } from './vat';

// An original line as sold: 7 × 11.50 with 10 % off (vat.ts computeLine), line 1.
const sold: OriginalLine = { lineNo: 1, productId: 5, name: 'شاورما', ...computeLine(1150, 7, 10) };
const negate = (l: OriginalLine) => ({
  billingLineNo: l.lineNo,
  quantity: -l.quantity,
  gross: -l.gross,
  discount: -l.discount,
  total: -l.total,
  lineExtension: -l.lineExtension,
  tax: -l.tax,
});

describe('credit note lines', () => {
  it('7 × 11.50 − 10 % = 72.45; 2 pieces = round½↑(7245 × 2 / 7) = 20.70 (net 18.00, VAT 2.70)', () => {
    expect(sold.total).toBe(7245);
    const [two] = creditNoteLines([sold], [{ lineNo: 1, quantity: 2 }]);
    expect(two).toMatchObject({ quantity: 2, total: 2070, lineExtension: 1800, tax: 270 });
    expect(two!.gross - two!.discount).toBe(two!.total);
  });

  it('credited in parts (2, 2, 3 pieces) it nets to the original to the halala', () => {
    let credited: ReturnType<typeof negate>[] = [];
    for (const q of [2, 2, 3]) {
      const remaining = remainingLines([sold], credited);
      const [line] = creditNoteLines(remaining, [{ lineNo: 1, quantity: q }]);
      credited = [...credited, negate({ ...sold, ...line!, lineNo: 1 })];
    }
    const left = remainingLines([sold], credited)[0]!;
    expect([left.quantity, left.total, left.lineExtension, left.tax, left.gross]).toEqual([
      0, 0, 0, 0, 0,
    ]);
  });

  it("'all' takes what remains; nothing left, more than remains and unknown lines are 422", () => {
    const remaining = remainingLines([sold], [negate({ ...sold, ...computeLine(1150, 3, 10) })]);
    expect(creditNoteLines(remaining, 'all')[0]!.quantity).toBe(4);
    const code = (f: () => unknown) => {
      try {
        f();
      } catch (e) {
        return e instanceof AppError ? [e.code, e.status] : e;
      }
      return null;
    };
    expect(code(() => creditNoteLines(remaining, [{ lineNo: 1, quantity: 5 }]))).toEqual([
      'note_quantity_exceeds',
      422,
    ]);
    expect(code(() => creditNoteLines(remaining, [{ lineNo: 2, quantity: 1 }]))).toEqual([
      'note_unknown_line',
      422,
    ]);
    const none = remainingLines([sold], [negate(sold)]);
    expect(code(() => creditNoteLines(none, 'all'))).toEqual(['note_nothing_left', 422]);
  });
});

describe('debit note lines, titles and signs', () => {
  it('a debit line is priced like a sale line with no discount', () => {
    expect(debitNoteLines([{ name: 'فرق سعر', quantity: 3, unitPrice: 575 }])[0]).toMatchObject({
      billingLineNo: null,
      productId: null,
      total: 1725,
      lineExtension: 1500,
      tax: 225,
    });
  });

  it('titles and stored signs per type code', () => {
    expect(documentTitle('381', 'simplified').ar).toBe('إشعار دائن');
    expect(documentTitle('383', 'standard').en).toBe('Debit Note');
    expect(documentTitle('388', 'standard').ar).toBe('فاتورة ضريبية');
    expect([storedSign('381'), storedSign('383'), storedSign('388')]).toEqual([-1, 1, 1]);
  });
});
