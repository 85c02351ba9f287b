import { describe, expect, it } from 'vitest';
import { AppError } from './errors';
import { saleOrderOf } from './order-types';

const refusal = (f: () => unknown) => {
  try {
    f();
  } catch (e) {
    return e instanceof AppError ? [e.code, e.status, Object.keys(e.fields ?? {})] : String(e);
  }
  return null;
};
const none = { name: '', phone: '', address: '', reference: '' };

describe('saleOrderOf (decision 0056)', () => {
  it('no order type, no details: no order', () => {
    expect(saleOrderOf({})).toBeNull();
  });

  it('keeps a dine-in table and a delivery’s details, trimmed', () => {
    expect(saleOrderOf({ orderType: 'dine_in', table: ' 5 ' })).toEqual({
      type: 'dine_in',
      table: '5',
      delivery: none,
    });
    expect(saleOrderOf({ orderType: 'delivery', delivery: { reference: 'HS-1' } })).toEqual({
      type: 'delivery',
      table: '',
      delivery: { ...none, reference: 'HS-1' },
    });
  });

  it('a table outside dine-in, or delivery details outside a delivery: 422 naming the field', () => {
    expect(refusal(() => saleOrderOf({ orderType: 'takeaway', table: '5' }))).toEqual([
      'validation_failed',
      422,
      ['table'],
    ]);
    expect(refusal(() => saleOrderOf({ table: '5' }))).toEqual([
      'validation_failed',
      422,
      ['table'],
    ]);
    expect(refusal(() => saleOrderOf({ orderType: 'dine_in', delivery: { name: 'x' } }))).toEqual([
      'validation_failed',
      422,
      ['delivery'],
    ]);
    expect(saleOrderOf({ orderType: 'takeaway', table: '', delivery: none })?.type).toBe(
      'takeaway',
    );
  });
});
