/**
 * Counted nouns in Arabic, by the plural categories of Intl.PluralRules('ar') (CLDR): one (1),
 * two (2), few (n % 100 in 3–10: the plural noun, "3 فواتير"), many (n % 100 in 11–99: the
 * singular noun, "11 فاتورة"), other (100, 101, 102…: the singular noun) and zero.
 */
const rules = new Intl.PluralRules('ar');

/** The forms of one noun: `one` and `two` are whole phrases; the others follow the number. */
export interface ArabicCountForms {
  /** "فاتورة واحدة" */
  one: string;
  /** "فاتورتان" */
  two: string;
  /** The plural noun after 3–10: "فواتير". */
  few: string;
  /** The singular noun after 11–99 (tanwin where the noun takes it: "صنفًا"). */
  many: string;
  /** The singular noun after 100, 101, 102…; `many` when absent. */
  other?: string;
  /** A whole phrase for 0 ("لا فواتير"); `${n} ${other}` when absent. */
  zero?: string;
}

/** `n` (an integer) with its noun in the agreeing form: 1 → one, 2 → two, 5 → "5 فواتير", 12 → "12 فاتورة". */
export function arabicCount(n: number, forms: ArabicCountForms): string {
  const other = forms.other ?? forms.many;
  switch (rules.select(n)) {
    case 'zero':
      return forms.zero ?? `${n} ${other}`;
    case 'one':
      return forms.one;
    case 'two':
      return forms.two;
    case 'few':
      return `${n} ${forms.few}`;
    case 'many':
      return `${n} ${forms.many}`;
    default:
      return `${n} ${other}`;
  }
}
