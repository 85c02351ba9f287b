import { z } from 'zod';
import { halalasToSar } from '../../../domain/money';
import { reportDates } from '../../../domain/report-period';
import { riyadhDatesRange } from '../../../domain/riyadh-time';
import { calendarDate } from '../../../domain/schemas/invoices';
import type { salesByModifierAnswer } from '../../../domain/schemas/restaurant';
import type { AppContext } from '../../context';
import { exactInteger } from '../../db/exact-numbers';
import type { BusinessRow } from '../businesses/service';
import { assertRestaurant } from './service';

/** `?from&to` of GET reports/sales-by-modifier: Riyadh IssueDates, both inclusive. */
export const salesByModifierQuery = z
  .object({ from: calendarDate.optional(), to: calendarDate.optional() })
  .refine((v) => !v.from || !v.to || v.from <= v.to, {
    error: 'تاريخ البداية بعد تاريخ النهاية',
    path: ['to'],
  });

/**
 * GET reports/sales-by-modifier (decision 0056): every choice sold in the period (Riyadh
 * IssueDates `from`…`to` inclusive, the current Riyadh quarter by default, as the other reports),
 * per group and option name as sold: quantity = Σ the lines' quantities (credit notes are stored
 * negative and subtract; a credit note's line without choices of its own returns those of the
 * original's line), amount = Σ price change × quantity, SAR. Standard invoices ZATCA
 * refused to clear are left out, as in the other reports. Most sold first, then most earned.
 * @throws AppError restaurant_only (422).
 */
export async function salesByModifier(
  ctx: AppContext,
  business: BusinessRow,
  q: z.infer<typeof salesByModifierQuery>,
): Promise<z.infer<typeof salesByModifierAnswer>> {
  assertRestaurant(business);
  const range = reportDates({ startdate: q.from, enddate: q.to }, ctx.now());
  const utc = riyadhDatesRange(range.from, range.to);
  const sold = await ctx.db
    .selectFrom('invoice_line_modifiers as m')
    .innerJoin('invoices as i', 'i.id', 'm.invoice_id')
    .innerJoin('invoice_lines as l', (j) =>
      j.onRef('l.invoice_id', '=', 'm.invoice_id').onRef('l.line_no', '=', 'm.line_no'),
    )
    .select((eb) => [
      'm.group_name',
      'm.option_name',
      eb.fn.sum<number>('l.quantity').as('quantity'),
      eb.fn.sum<number>(eb('m.price_change', '*', eb.ref('l.quantity'))).as('amount'),
    ])
    .where('m.business_id', '=', business.id)
    .where('i.business_id', '=', business.id)
    .where('i.issued_at', '>=', utc.start)
    .where('i.issued_at', '<', utc.end)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('zatca_submissions as z')
            .select('z.invoice_id')
            .whereRef('z.invoice_id', '=', 'i.id')
            .where('z.kind', '=', 'clearance')
            .where('z.status', '=', 'rejected'),
        ),
      ),
    )
    .groupBy(['m.group_name', 'm.option_name'])
    .execute();
  // A credit note's lines return the choices of the original's line (billing_line_no) when they
  // do not carry their own: stored negative, they subtract.
  const returned = await ctx.db
    .selectFrom('invoices as n')
    .innerJoin('invoice_lines as l', 'l.invoice_id', 'n.id')
    .innerJoin('invoice_line_modifiers as m', (j) =>
      j
        .onRef('m.invoice_id', '=', 'n.billing_reference_invoice_id')
        .onRef('m.line_no', '=', 'l.billing_line_no'),
    )
    .select((eb) => [
      'm.group_name',
      'm.option_name',
      eb.fn.sum<number>('l.quantity').as('quantity'),
      eb.fn.sum<number>(eb('m.price_change', '*', eb.ref('l.quantity'))).as('amount'),
    ])
    .where('n.business_id', '=', business.id)
    .where('m.business_id', '=', business.id)
    .where('n.invoice_type_code', '=', '381')
    .where('n.issued_at', '>=', utc.start)
    .where('n.issued_at', '<', utc.end)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('invoice_line_modifiers as own')
            .select('own.id')
            .whereRef('own.invoice_id', '=', 'n.id')
            .whereRef('own.line_no', '=', 'l.line_no'),
        ),
      ),
    )
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('zatca_submissions as z')
            .select('z.invoice_id')
            .whereRef('z.invoice_id', '=', 'n.id')
            .where('z.kind', '=', 'clearance')
            .where('z.status', '=', 'rejected'),
        ),
      ),
    )
    .groupBy(['m.group_name', 'm.option_name'])
    .execute();
  const sums = new Map<
    string,
    { group: string; option: string; quantity: number; amount: number }
  >();
  for (const r of [...sold, ...returned]) {
    const key = JSON.stringify([r.group_name, r.option_name]);
    const row = sums.get(key) ?? {
      group: r.group_name,
      option: r.option_name,
      quantity: 0,
      amount: 0,
    };
    row.quantity += exactInteger(r.quantity, 'sum');
    row.amount += exactInteger(r.amount, 'sum');
    sums.set(key, row);
  }
  return {
    from: range.from,
    to: range.to,
    rows: [...sums.values()]
      .map((r) => ({ ...r, amount: halalasToSar(r.amount) }))
      .sort(
        (a, b) =>
          b.quantity - a.quantity || b.amount - a.amount || a.option.localeCompare(b.option, 'ar'),
      ),
  };
}
