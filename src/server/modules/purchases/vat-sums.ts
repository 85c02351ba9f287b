import { halalasToSar } from '../../../domain/money';
import { riyadhDatesRange } from '../../../domain/riyadh-time';
import type { PurchasesVatAnswer } from '../../../domain/schemas/purchases';
import type { AppContext } from '../../context';
import type { BusinessRow } from '../businesses/service';
import * as repo from './repository';

/** Input VAT of purchases over a period: the purchases/vat answer and the sums reports/ reads. */

/**
 * GET purchases/vat?start&end (legacy app: purchases/vat): the purchases dated on the Riyadh
 * dates start…end (inclusive; `date` Unix seconds compared in UTC): their count, total with VAT,
 * before VAT and input VAT in SAR — the split stored at recording time (purchaseVatSplit) — in all
 * and per supplier with its VAT number, total descending. Sums in SQL.
 */
export async function purchasesVat(
  ctx: AppContext,
  business: BusinessRow,
  period: { start: string; end: string },
): Promise<PurchasesVatAnswer> {
  const { all, groups } = await purchaseVatSums(ctx, business, period);
  return {
    start: period.start,
    end: period.end,
    count: all.count,
    total: halalasToSar(all.total),
    taxExclusive: halalasToSar(all.taxExclusive),
    tax: halalasToSar(all.tax),
    bySupplier: groups.map((g) => ({
      supplierUUID: g.supplierUuid,
      supplier: g.supplierName,
      vatid: g.vatid,
      count: g.count,
      total: halalasToSar(g.total),
      taxExclusive: halalasToSar(g.taxExclusive),
      tax: halalasToSar(g.tax),
    })),
  };
}

/**
 * The halalas behind GET purchases/vat: per supplier (SQL GROUP BY) and their sum `all` (count,
 * total, taxExclusive, tax) of the purchases dated on the Riyadh dates start…end inclusive. Also
 * the input side of the VAT return (reports module).
 */
export async function purchaseVatSums(
  ctx: AppContext,
  business: BusinessRow,
  period: { start: string; end: string },
) {
  const { start, end } = riyadhDatesRange(period.start, period.end);
  const groups = await repo.purchaseVatBySupplier(ctx.db, business.id, {
    start: Math.floor(start / 1000),
    end: Math.floor(end / 1000),
  });
  const all = { count: 0, total: 0, taxExclusive: 0, tax: 0 };
  for (const g of groups) {
    all.count += g.count;
    all.total += g.total;
    all.taxExclusive += g.taxExclusive;
    all.tax += g.tax;
  }
  return { all, groups };
}
