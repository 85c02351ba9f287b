import { lineModifierProblem, minChoicesOf } from '../../../domain/modifiers';
import { sarToHalalas, type Halalas } from '../../../domain/money';
import type { PosProduct } from '../../../domain/schemas/catalogue';
import type { ModifierGroupView } from '../../../domain/schemas/restaurant';

/**
 * The restaurant's modifier groups prepared once per download (decision 0056): groups by product
 * and by category (a tap is two Map lookups, not a scan of every group), options by id. Archived
 * groups and options are left out.
 */
export interface ModifierModel {
  byProduct: ReadonlyMap<number, readonly ModifierGroupView[]>;
  byCategory: ReadonlyMap<number, readonly ModifierGroupView[]>;
  options: ReadonlyMap<number, { name: string; priceChange: Halalas; groupId: number }>;
}

export const EMPTY_MODIFIERS: ModifierModel = {
  byProduct: new Map(),
  byCategory: new Map(),
  options: new Map(),
};

function push(map: Map<number, ModifierGroupView[]>, key: number, g: ModifierGroupView) {
  const list = map.get(key);
  if (list) list.push(g);
  else map.set(key, [g]);
}

/** Builds the model from GET modifiers' groups (prices in SAR on the wire, halalas here). */
export function buildModifiers(groups: readonly ModifierGroupView[]): ModifierModel {
  const byProduct = new Map<number, ModifierGroupView[]>();
  const byCategory = new Map<number, ModifierGroupView[]>();
  const options = new Map<number, { name: string; priceChange: Halalas; groupId: number }>();
  for (const raw of groups) {
    if (raw.archived) continue;
    const g = { ...raw, options: raw.options.filter((o) => !o.archived) };
    if (g.options.length === 0) continue;
    for (const o of g.options)
      options.set(o.id, { name: o.name, priceChange: sarToHalalas(o.priceChange), groupId: g.id });
    for (const id of g.productIds) push(byProduct, id, g);
    for (const id of g.categoryIds) push(byCategory, id, g);
  }
  return { byProduct, byCategory, options };
}

/** A product's groups: its own and its category's, each once, in position order. */
export function groupsOf(model: ModifierModel, product: PosProduct): ModifierGroupView[] {
  const own = model.byProduct.get(product.ID) ?? [];
  const cat = model.byCategory.get(product.categoryID) ?? [];
  if (cat.length === 0) return [...own];
  const seen = new Set(own.map((g) => g.id));
  return [...own, ...cat.filter((g) => !seen.has(g.id))].sort(
    (a, b) => a.position - b.position || a.id - b.id,
  );
}

/** The fewest choices a group needs (src/domain/modifiers.ts, as the server checks). */
export const minOf = minChoicesOf;

/** True when the chosen option ids satisfy every group, by the server's own rule. */
export function choicesValid(groups: readonly ModifierGroupView[], chosen: ReadonlySet<number>) {
  return lineModifierProblem(groups, [...chosen]) === null;
}

/** The line's choices: option ids sorted (the line's identity), Σ price changes and the label. */
export interface LineChoices {
  modifiers: readonly number[];
  /** Σ of the options' price changes, halalas, added to the unit price. */
  extra: Halalas;
  /** The options' names joined with «، ». */
  label: string;
}

/** The choices of `ids` known to the model (unknown ids dropped), or null when there are none. */
export function lineChoices(model: ModifierModel, ids: Iterable<number>): LineChoices | null {
  const known = [...new Set(ids)].filter((id) => model.options.has(id)).sort((a, b) => a - b);
  if (known.length === 0) return null;
  const opts = known.map((id) => model.options.get(id)!);
  return {
    modifiers: known,
    extra: opts.reduce((s, o) => s + o.priceChange, 0),
    label: opts.map((o) => o.name).join('، '),
  };
}

/** True when a tap must open the sheet: the product has a required group. */
export function needsSheet(groups: readonly ModifierGroupView[]): boolean {
  return groups.some((g) => minOf(g) > 0);
}
