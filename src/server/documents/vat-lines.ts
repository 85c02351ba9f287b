/**
 * What the printed documents say about VAT categories (decision 0046): a line's category label
 * when it is not standard rated, and the per-category breakdown printed under the totals when a
 * document holds more than one category. Amounts in halalas.
 */
import {
  STANDARD_VAT,
  VAT_CATEGORIES,
  vatBreakdown,
  type VatBreakdownGroup,
  type VatCategory,
} from '../../domain/vat-categories';
import type { InvoiceDocument } from './types';

/** The English names printed beside the Arabic ones of VAT_CATEGORIES. */
const CATEGORY_EN: Record<VatCategory, string> = {
  S: 'Standard 15%',
  Z: 'Zero-rated',
  E: 'Exempt',
  O: 'Out of scope',
};

/** A category's printed name, Arabic and English («معفاة» / Exempt). */
export function categoryLabel(category: VatCategory): { ar: string; en: string } {
  return { ar: VAT_CATEGORIES[category].labelAr, en: CATEGORY_EN[category] };
}

/** The label a line prints under its name, or null for a standard-rated line (nothing printed). */
export function lineCategoryLabel(
  line: InvoiceDocument['lines'][number],
): { ar: string; en: string } | null {
  const category = line.vat?.category ?? 'S';
  return category === 'S' ? null : categoryLabel(category);
}

/**
 * The document's groups by category (S, Z, E, O) when it holds more than one category, else []
 * (a one-category document prints its totals only).
 */
export function printedBreakdown(inv: InvoiceDocument): VatBreakdownGroup[] {
  const groups = vatBreakdown(inv.lines.map((l) => ({ ...l, vat: l.vat ?? STANDARD_VAT })));
  return groups.length > 1 ? groups : [];
}

/** True when every line is standard rated (the table's VAT column then says 15 %). */
export function allStandard(inv: InvoiceDocument): boolean {
  return inv.lines.every((l) => (l.vat?.category ?? 'S') === 'S');
}
