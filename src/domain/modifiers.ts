import type { Halalas } from './money';
import { modifierRequiredMessage, RESTAURANT_ERROR_MESSAGES } from './restaurant-errors';

/**
 * Modifiers at the counter (decision 0056): which choices a line may carry, what they add to its
 * unit price, the line's key for the duplicate rule and its Arabic name «شاورما (بدون بصل، ثوم)».
 * Pure functions; the server loads the groups and turns a problem into an AppError.
 */

/** One choice in use (not archived); `priceChange` in halalas per unit, ≥ 0. */
export interface ModifierOptionRule {
  id: number;
  name: string;
  nameEn: string;
  priceChange: Halalas;
}

/** A group in use that applies to a product (its own or its category's), options in order. */
export interface ModifierGroupRule {
  id: number;
  name: string;
  required: boolean;
  minChoices: number;
  maxChoices: number;
  options: readonly ModifierOptionRule[];
}

/** A choice as a line is sold with it (the shape stored in invoice_line_modifiers). */
export interface ChosenModifier {
  optionId: number;
  groupName: string;
  optionName: string;
  optionNameEn: string;
  /** Halalas per unit, ≥ 0. */
  priceChange: Halalas;
}

/** Why a line's choices are refused: the error code and the field message. */
export interface ModifierProblem {
  code: 'modifier_required' | 'modifier_choices' | 'unknown_modifier';
  message: string;
}

/**
 * ZATCA's limit on an item's name (cbc:Name of cac:Item, BT-153): 3 to 1000 characters
 * (BR-KSA-F-06-C19). Counted here in UTF-16 units, never fewer than XPath's characters.
 */
export const LINE_NAME_MAX = 1000;

/** The message of modifier_choices naming the group and its bounds. */
export function modifierChoicesMessage(group: string, min: number, max: number): string {
  return min === max ? `اختر ${max} من «${group}»` : `اختر من ${min} إلى ${max} من «${group}»`;
}

/** The fewest choices a group needs when any is made: its minimum, at least one when required. */
export function minChoicesOf(g: Pick<ModifierGroupRule, 'required' | 'minChoices'>): number {
  return g.required ? Math.max(1, g.minChoices) : g.minChoices;
}

/**
 * Checks the option ids chosen for one line against the groups of its product: every id must be
 * an option in use of one of them (unknown_modifier); a required group needs a choice
 * (modifier_required, naming the group); a group with choices needs between its minimum (at least
 * 1 when required) and its maximum (modifier_choices). An optional group may be left empty. A
 * repeated id counts once. Returns the first problem, or null when the choices are acceptable.
 */
export function lineModifierProblem(
  groups: readonly ModifierGroupRule[],
  optionIds: readonly number[],
): ModifierProblem | null {
  const chosen = new Set(optionIds);
  const known = new Set(groups.flatMap((g) => g.options.map((o) => o.id)));
  for (const id of chosen)
    if (!known.has(id))
      return { code: 'unknown_modifier', message: RESTAURANT_ERROR_MESSAGES.unknown_modifier };
  for (const g of groups) {
    const count = g.options.filter((o) => chosen.has(o.id)).length;
    if (count === 0 && g.required)
      return { code: 'modifier_required', message: modifierRequiredMessage(g.name) };
    const min = minChoicesOf(g);
    if (count > 0 && (count < min || count > g.maxChoices))
      return {
        code: 'modifier_choices',
        message: modifierChoicesMessage(g.name, Math.max(min, 1), g.maxChoices),
      };
  }
  return null;
}

/**
 * The chosen options as the line is sold with them, in the groups' order then the options' order
 * (so the same choices in any order make the same line). Ids not among the groups are skipped:
 * check with lineModifierProblem first.
 */
export function chosenModifiers(
  groups: readonly ModifierGroupRule[],
  optionIds: readonly number[],
): ChosenModifier[] {
  const chosen = new Set(optionIds);
  return groups.flatMap((g) =>
    g.options
      .filter((o) => chosen.has(o.id))
      .map((o) => ({
        optionId: o.id,
        groupName: g.name,
        optionName: o.name,
        optionNameEn: o.nameEn,
        priceChange: o.priceChange,
      })),
  );
}

/** Σ price changes of a line's choices, halalas per unit (added to the product's unit price). */
export function modifiersPriceChange(chosen: readonly { priceChange: Halalas }[]): Halalas {
  return chosen.reduce((sum, m) => sum + m.priceChange, 0);
}

/**
 * The key of a cart line for the duplicate rule: the product and its sorted distinct option ids,
 * e.g. "12" without choices, "12:3,7" with options 7 and 3.
 */
export function cartLineKey(productId: number, optionIds: readonly number[] = []): string {
  const ids = [...new Set(optionIds)].sort((a, b) => a - b);
  return ids.length === 0 ? String(productId) : `${productId}:${ids.join(',')}`;
}

/**
 * The line's name with its choices «اسم الصنف (خيار، خيار)» within `max` characters (default
 * LINE_NAME_MAX): as many choices as fit go in the name, in order; the rest go to the note,
 * joined by «، » ('' when all fit). A product name longer than `max` is left as it is.
 */
export function lineNameWithChoices(
  productName: string,
  choices: readonly string[],
  max: number = LINE_NAME_MAX,
): { name: string; note: string } {
  const compose = (n: number) =>
    n === 0 ? productName : `${productName} (${choices.slice(0, n).join('، ')})`;
  let fit = choices.length;
  while (fit > 0 && compose(fit).length > max) fit--;
  return { name: compose(fit), note: choices.slice(fit).join('، ') };
}
