import type { Halalas } from '../../../domain/money';
import type { DbOrTrx } from '../../db/types';

/**
 * The chosen modifier options of held order lines (decision 0057): `held_order_lines.modifiers`
 * holds option ids as JSON; the kitchen, the counter and the tickets show their names. Options are
 * read by id whether archived or not, so a line keeps the choices it was sent with.
 */

/** One option as a line shows it: its name and price change (halalas per unit, ≥ 0). */
export interface LineOption {
  id: number;
  name: string;
  priceChange: Halalas;
}

/** The option ids of a line's `modifiers` column ('[1,2]'); [] if unreadable (decision 0057). */
export function optionIdsOf(modifiers: string): number[] {
  try {
    const parsed: unknown = JSON.parse(modifiers);
    return Array.isArray(parsed)
      ? parsed.filter((n): n is number => Number.isInteger(n) && (n as number) > 0)
      : [];
  } catch {
    return [];
  }
}

/**
 * The business's options among the ids of `lines`' modifiers, in the order a sale names them: by
 * group position, group id, option position, option id; price changes in halalas. One query
 * (decision 0057).
 */
export async function optionsOfLines(
  db: DbOrTrx,
  businessId: number,
  lines: ReadonlyArray<{ modifiers: string }>,
): Promise<LineOption[]> {
  const ids = [...new Set(lines.flatMap((l) => optionIdsOf(l.modifiers)))];
  if (ids.length === 0) return [];
  return db
    .selectFrom('modifier_options as o')
    .innerJoin('modifier_groups as g', 'g.id', 'o.group_id')
    .select(['o.id', 'o.name', 'o.price_change as priceChange'])
    .where('o.business_id', '=', businessId)
    .where('g.business_id', '=', businessId)
    .where('o.id', 'in', ids)
    .orderBy('g.position')
    .orderBy('g.id')
    .orderBy('o.position')
    .orderBy('o.id')
    .execute();
}

/** The options a line chose (its `modifiers`), in the order of `options` (decision 0057). */
export function lineOptions(modifiers: string, options: readonly LineOption[]): LineOption[] {
  const chosen = new Set(optionIdsOf(modifiers));
  return options.filter((o) => chosen.has(o.id));
}
