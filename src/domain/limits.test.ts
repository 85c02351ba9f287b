import { describe, expect, it } from 'vitest';
import { AppError, ERROR_MESSAGES } from './errors';
import {
  assertInvoiceAmountWithinLimit,
  MAX_INVOICE_AMOUNT,
  MAX_INVOICE_LINES,
  MAX_LINE_QUANTITY,
  MAX_UNIT_PRICE,
  PG_INTEGER_MAX,
} from './limits';
import { computeLine, invoiceTotals } from './vat';

describe('limits (decision 0009)', () => {
  it('PG_INTEGER_MAX is PostgreSQL integer max, 2^31 − 1', () => {
    expect(PG_INTEGER_MAX).toBe(2 ** 31 - 1);
  });

  it('the largest cart within per-line bounds is priced exactly (safe integers)', () => {
    const line = computeLine(MAX_UNIT_PRICE, MAX_LINE_QUANTITY, 5);
    const totals = invoiceTotals(Array.from({ length: MAX_INVOICE_LINES }, () => line));
    for (const v of Object.values(totals)) expect(Number.isSafeInteger(v)).toBe(true);
    expect(totals.gross).toBe(MAX_UNIT_PRICE * MAX_LINE_QUANTITY * MAX_INVOICE_LINES);
    expect(totals.gross).toBeGreaterThan(MAX_INVOICE_AMOUNT);
  });

  it('a sum of 9,007,199 maximal invoices stays below 2^53 (decision 0009 arithmetic)', () => {
    expect(9_007_199 * MAX_INVOICE_AMOUNT).toBeLessThanOrEqual(Number.MAX_SAFE_INTEGER);
    expect(9_007_200 * MAX_INVOICE_AMOUNT).toBeGreaterThan(Number.MAX_SAFE_INTEGER);
  });

  it.each([0, 1, MAX_INVOICE_AMOUNT])('accepts an invoice amount of %i halalas', (gross) => {
    expect(() => assertInvoiceAmountWithinLimit(gross)).not.toThrow();
  });

  it.each([MAX_INVOICE_AMOUNT + 1, 2 * 10 ** 15])('refuses %i halalas with 422', (gross) => {
    let err: unknown;
    try {
      assertInvoiceAmountWithinLimit(gross);
    } catch (e) {
      err = e;
    }
    expect(err).toBeInstanceOf(AppError);
    expect((err as AppError).code).toBe('invoice_total_too_large');
    expect((err as AppError).status).toBe(422);
    expect((err as AppError).fields?.InvoiceLine).toContain('10000000.00');
  });

  it('the Arabic message states the same limit', () => {
    const sar = (MAX_INVOICE_AMOUNT / 100).toLocaleString('en-US');
    expect(ERROR_MESSAGES.invoice_total_too_large).toContain(sar);
  });
});
