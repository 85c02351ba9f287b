import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MENGUSHA_ID } from '../../testing/catalogue-fixtures';
import { DEC_5, reportWorld } from '../../testing/reports';
import { getApi, postSale } from '../../testing/sales';
import type { TestApp } from '../../testing/test-app';

/**
 * GET invoices/page (decision 0030) on reportWorld's sales (src/server/testing/
 * reports.ts): mengusha invoices 1 (15 Nov, 19.46 cash), 2 (30 Nov 23:30, 23.00 cash), 3 (1 Dec
 * 00:10, 1.99 card), 4 (5 Dec, 11.50 apps), 5 (5 Dec, 1.99 credit); now = 5 Dec 12:00 Riyadh.
 */
let t: TestApp;
let tokens: Awaited<ReturnType<typeof reportWorld>>['tokens'];
beforeAll(async () => {
  ({ t, tokens } = await reportWorld());
});
afterAll(async () => t.close());

const page = async (q: string, token = tokens.casher) => {
  const res = await getApi(t, token, `mengusha/invoices/page?${q}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as {
    items: Array<{ ID: number }>;
    page: number;
    pageSize: number;
    count: number;
    TaxInclusiveAmount: number;
    byPaymentMeans: Array<{ PaymentMeansCode: string; count: number; TaxInclusiveAmount: number }>;
    nextCursor: string | null;
  };
};
/** Every page of `q` by keyset (`limit`, then each answer's nextCursor): the ids of each page. */
const walk = async (q: string) => {
  const pages: number[][] = [];
  let r = await page(q);
  pages.push(ids(r));
  while (r.nextCursor !== null) {
    r = await page(`${q}&cursor=${r.nextCursor}`);
    pages.push(ids(r));
    expect(pages.length).toBeLessThan(20);
  }
  return pages;
};
const ids = (r: { items: Array<{ ID: number }> }) => r.items.map((i) => i.ID);

describe('GET invoices/page', () => {
  it('defaults to this Riyadh month, page 1 of 50, with count and sums of the period', async () => {
    const r = await page('');
    expect(ids(r)).toEqual([5, 4, 3]);
    expect(r).toMatchObject({ page: 1, pageSize: 50, count: 3, TaxInclusiveAmount: 15.48 });
    expect(r.byPaymentMeans).toEqual([
      { PaymentMeansCode: '24', count: 1, TaxInclusiveAmount: 1.99 },
      { PaymentMeansCode: '42', count: 1, TaxInclusiveAmount: 11.5 },
      { PaymentMeansCode: '48', count: 1, TaxInclusiveAmount: 1.99 },
    ]);
  });

  it('pages through all, newest first; count and total cover every page', async () => {
    const p1 = await page('period=all&pageSize=2');
    const p2 = await page('period=all&pageSize=2&page=2');
    const p3 = await page('period=all&pageSize=2&page=3');
    const p4 = await page('period=all&pageSize=2&page=4');
    expect([ids(p1), ids(p2), ids(p3), ids(p4)]).toEqual([[5, 4], [3, 2], [1], []]);
    for (const p of [p1, p2, p3, p4])
      expect(p).toMatchObject({ count: 5, TaxInclusiveAmount: 57.94 });
  });

  it('keyset: limit and nextCursor walk the same order as the pages, count and sums unchanged', async () => {
    expect(await walk('period=all&limit=2')).toEqual([[5, 4], [3, 2], [1]]);
    const first = await page('period=all&limit=2');
    expect(first).toMatchObject({ page: 1, pageSize: 2, count: 5, TaxInclusiveAmount: 57.94 });
    const second = await page(`period=all&limit=2&cursor=${first.nextCursor}`);
    expect(second).toMatchObject({ count: 5, TaxInclusiveAmount: 57.94 });
    expect(await walk('period=all&PaymentMeansCode=10&limit=1')).toEqual([[2], [1]]);
    expect(await walk('period=month&limit=2')).toEqual([[5, 4], [3]]);
    // The page mode gives a cursor too: page 1 of 2, then keyset from its last invoice.
    const p1 = await page('period=all&pageSize=2');
    expect(ids(await page(`period=all&limit=3&cursor=${p1.nextCursor}`))).toEqual([3, 2, 1]);
    expect((await page('period=all&pageSize=5')).nextCursor).toBeNull();
  });

  it('filters by payment means: count and total of that means, cards of the whole period', async () => {
    const r = await page('period=all&PaymentMeansCode=10');
    expect(ids(r)).toEqual([2, 1]);
    expect(r).toMatchObject({ count: 2, TaxInclusiveAmount: 42.46 });
    expect(r.byPaymentMeans).toHaveLength(4);
  });

  it('today, yesterday and a Riyadh date range (the 23:30 sale is on 30 November)', async () => {
    expect(ids(await page('period=today'))).toEqual([5, 4]);
    expect(ids(await page('period=yesterday'))).toEqual([]);
    const r = await page('period=range&startdate=2026-11-30&enddate=2026-11-30');
    expect(ids(r)).toEqual([2]);
    expect(r).toMatchObject({ count: 1, TaxInclusiveAmount: 23 });
  });

  it('the legacy unpaged lists still answer arrays', async () => {
    const res = await getApi(t, tokens.casher, 'mengusha/invoices');
    expect((res.json() as Array<{ ID: number }>).map((i) => i.ID)).toEqual([5, 4, 3, 2, 1]);
  });

  it('400 for bad paging or filters', async () => {
    for (const q of [
      'page=0',
      'pageSize=201',
      'pageSize=abc',
      'period=range',
      'period=range&startdate=2026-12-02&enddate=2026-12-01',
      'PaymentMeansCode=99',
      'period=week',
      'limit=0',
      'limit=201',
      'cursor=abc',
      'cursor=1-2-3',
      'cursor=1796070600000-2&page=2',
    ]) {
      const res = await getApi(t, tokens.casher, `mengusha/invoices/page?${q}`);
      expect(res.statusCode, q).toBe(400);
      expect(res.json().error.code).toBe('validation_failed');
    }
  });

  it('keyset: invoices of one instant are ordered by number, none skipped or repeated', async () => {
    expect(ids(await page('period=all'))).toEqual([5, 4, 3, 2, 1]);
    const products = await t.app.ctx.db
      .selectFrom('products')
      .select('id')
      .where('business_id', '=', MENGUSHA_ID)
      .execute();
    t.clock.now = DEC_5; // every sale below at the same instant
    for (let i = 0; i < 3; i++) {
      const res = await postSale(t, tokens.casher, 'mengusha', {
        PaymentMeansCode: '10',
        InvoiceLine: [{ ID: products[0]!.id, InvoicedQuantity: 1 }],
      });
      expect(res.statusCode, res.body).toBe(201);
    }
    expect(await walk('period=today&limit=1')).toEqual([[8], [7], [6], [5], [4]]);
    expect(await walk('period=all&limit=3')).toEqual([
      [8, 7, 6],
      [5, 4, 3],
      [2, 1],
    ]);
  });

  it('401 without a token, 403 for another business, business scoped', async () => {
    expect((await getApi(t, null, 'mengusha/invoices/page')).statusCode).toBe(401);
    const other = await getApi(t, tokens.sales, 'mengusha/invoices/page');
    expect(other.statusCode).toBe(403);
    expect(other.json().error.code).toBe('business_forbidden');
    const kebrit = await getApi(t, tokens.sales, 'kebrit/invoices/page?period=all');
    expect(kebrit.json()).toMatchObject({ count: 3, TaxInclusiveAmount: 4.4 });
  });
});
