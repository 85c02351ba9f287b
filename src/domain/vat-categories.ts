import type { Halalas } from './money';

/**
 * VAT categories of a Sanad line (decision 0046): UNCL 5305 codes as ZATCA restricts them
 * (BR-KSA-18: S, Z, E, O), the rate each carries, and ZATCA's exemption/exception reason codes
 * (BT-121) with their texts (BT-120), from ZATCA's XML Implementation Standard §11.2.4 as its
 * validation rules (SDK 238-R3.4.8, `20210819_ZATCA_E-invoice_Validation_Rules.xsl`) list them:
 * BR-KSA-CL-04 (which codes go with which category), BR-KSA-69 (Z needs a code), BR-KSA-23
 * (E needs a code), BR-KSA-24 (O needs a code), BR-KSA-83 (a code needs its text),
 * BR-Z-/BR-E-/BR-O-09 (no VAT in those categories). Articles are those of the KSA VAT
 * Implementing Regulations.
 */

/** S standard 15 %, Z zero-rated, E exempt, O out of scope (not subject to VAT). */
export type VatCategory = 'S' | 'Z' | 'E' | 'O';

/** Every category, in the order documents and reports list them. */
export const VAT_CATEGORY_CODES: readonly VatCategory[] = ['S', 'Z', 'E', 'O'];

/** A category's rate (percent) and its Arabic name as printed on documents and screens. */
export interface VatCategoryRule {
  code: VatCategory;
  /** VAT percent of a line in this category: 15 for S, 0 otherwise (BR-Z-/E-/O-05). */
  percent: number;
  /** The Arabic name on a line and in a breakdown (e.g. «معفاة»). */
  labelAr: string;
}

/** The category table. */
export const VAT_CATEGORIES: Readonly<Record<VatCategory, VatCategoryRule>> = {
  S: { code: 'S', percent: 15, labelAr: 'خاضعة 15%' },
  Z: { code: 'Z', percent: 0, labelAr: 'صفرية' },
  E: { code: 'E', percent: 0, labelAr: 'معفاة' },
  O: { code: 'O', percent: 0, labelAr: 'خارج النطاق' },
};

/** One ZATCA exemption/exception reason (BT-121 code, BT-120 text). */
export interface VatExemptionReason {
  code: string;
  category: Exclude<VatCategory, 'S'>;
  /** ZATCA's English text (BR-KSA-83 compares it without spaces). */
  textEn: string;
  /** The Arabic text (ZATCA's samples write `English | Arabic`). */
  textAr: string;
  /** Where the rule comes from. */
  source: string;
  /**
   * False when Sanad cannot yet issue it correctly: VATEX-SA-EDU/HEA need the buyer's national ID
   * (BR-KSA-49) and name (BR-KSA-25), which Sanad does not record. Not offered on a product.
   */
  offered: boolean;
}

const reason = (
  code: string,
  category: VatExemptionReason['category'],
  textEn: string,
  textAr: string,
  source: string,
  offered = true,
): VatExemptionReason => ({ code, category, textEn, textAr, source, offered });

/** ZATCA's reason codes (BR-KSA-CL-04), zero-rated, then exempt, then out of scope. */
export const VAT_EXEMPTION_REASONS: readonly VatExemptionReason[] = [
  reason('VATEX-SA-32', 'Z', 'Export of goods', 'صادرات السلع من المملكة', 'Art. 32'),
  reason('VATEX-SA-33', 'Z', 'Export of services', 'صادرات الخدمات من المملكة', 'Art. 33'),
  reason(
    'VATEX-SA-34-1',
    'Z',
    'The international transport of Goods',
    'النقل الدولي للسلع',
    'Art. 34(1)',
  ),
  reason(
    'VATEX-SA-34-2',
    'Z',
    'international transport of passengers',
    'النقل الدولي للركاب',
    'Art. 34(2)',
  ),
  reason(
    'VATEX-SA-34-3',
    'Z',
    'services directly connected and incidental to a Supply of international passenger transport',
    'الخدمات المرتبطة مباشرة أو عرضيًا بتوريد النقل الدولي للركاب',
    'Art. 34(3)',
  ),
  reason(
    'VATEX-SA-34-4',
    'Z',
    'Supply of a qualifying means of transport',
    'توريد وسائل النقل المؤهلة',
    'Art. 34(4)',
  ),
  reason(
    'VATEX-SA-34-5',
    'Z',
    'Any services relating to Goods or passenger transportation, as defined in article twenty five of these Regulations',
    'الخدمات ذات الصلة بنقل السلع أو الركاب وفقاً للمادة الخامسة والعشرين من اللائحة',
    'Art. 34(5)',
  ),
  reason(
    'VATEX-SA-35',
    'Z',
    'Medicines and medical equipment',
    'الأدوية والمعدات الطبية',
    'Art. 35',
  ),
  reason('VATEX-SA-36', 'Z', 'Qualifying metals', 'المعادن المؤهلة', 'Art. 36'),
  reason(
    'VATEX-SA-EDU',
    'Z',
    'Private education to citizen',
    'الخدمات التعليمية الخاصة للمواطن',
    'royal order: the State bears the VAT for citizens',
    false,
  ),
  reason(
    'VATEX-SA-HEA',
    'Z',
    'Private healthcare to citizen',
    'الخدمات الصحية الخاصة للمواطن',
    'royal order: the State bears the VAT for citizens',
    false,
  ),
  reason(
    'VATEX-SA-MLTRY',
    'Z',
    'supply of qualified military goods',
    'توريد السلع العسكرية المؤهلة',
    'ZATCA XML Implementation Standard §11.2.4',
  ),
  reason(
    'VATEX-SA-29',
    'E',
    'Financial services mentioned in Article 29 of the VAT Regulations',
    'الخدمات المالية',
    'Art. 29',
  ),
  reason(
    'VATEX-SA-29-7',
    'E',
    'Life insurance services mentioned in Article 29 of the VAT Regulations',
    'عقد تأمين على الحياة',
    'Art. 29(7)',
  ),
  reason(
    'VATEX-SA-30',
    'E',
    'Real estate transactions mentioned in Article 30 of the VAT Regulations',
    'التوريدات العقارية المعفاة من الضريبة',
    'Art. 30',
  ),
  reason(
    'VATEX-SA-OOS',
    'O',
    'Not subject to VAT',
    'التوريدات غير الخاضعة للضريبة',
    'ZATCA XML Implementation Standard §11.2.4',
  ),
];

/** Every reason code, and '' (no reason, S): what a request may name. */
export const VAT_EXEMPTION_CODES_OR_NONE: readonly string[] = [
  '',
  ...VAT_EXEMPTION_REASONS.map((r) => r.code),
];

const BY_CODE = new Map(VAT_EXEMPTION_REASONS.map((r) => [r.code, r]));

/** The reason of a code, or undefined when ZATCA has no such code. */
export function exemptionReason(code: string): VatExemptionReason | undefined {
  return BY_CODE.get(code);
}

/** The reasons a product of `category` may carry (offered ones only); none for S. */
export function exemptionReasonsFor(category: VatCategory): VatExemptionReason[] {
  return VAT_EXEMPTION_REASONS.filter((r) => r.category === category && r.offered);
}

/** True when `value` is one of S, Z, E, O. */
export function isVatCategory(value: unknown): value is VatCategory {
  return typeof value === 'string' && (VAT_CATEGORY_CODES as readonly string[]).includes(value);
}

/** A line's VAT as stored at sale time: category, percent, reason code ('' for S). */
export interface LineVat {
  category: VatCategory;
  percent: number;
  exemptionCode: string;
}

/** Standard rated 15 %, the default of every product and every line before migration 023. */
export const STANDARD_VAT: LineVat = { category: 'S', percent: 15, exemptionCode: '' };

/**
 * Why a (category, reason code) pair may not be a product's VAT, as an Arabic text for the
 * reason field, or null when it may: S takes no code; Z, E and O need an offered code of their own
 * category (BR-KSA-CL-04, BR-KSA-69/23/24).
 */
export function vatChoiceProblem(category: VatCategory, code: string): string | null {
  if (category === 'S') return code === '' ? null : 'الفئة الخاضعة للضريبة لا تأخذ سبب إعفاء';
  const r = BY_CODE.get(code);
  if (!r) return 'اختر سبب الإعفاء أو الصفرية من قائمة هيئة الزكاة والضريبة والجمارك';
  if (r.category !== category) return 'سبب الإعفاء لا يناسب فئة الضريبة المختارة';
  if (!r.offered) return 'هذا السبب يتطلب رقم هوية المشتري ولا يدعمه النظام بعد';
  return null;
}

/**
 * A line's VAT from stored columns: a product's category and code (the category's percent), or a
 * stored line's, whose `percent` (the rate at sale time) is kept when given.
 * @throws RangeError on an unknown category.
 */
export function lineVatOf(category: string, exemptionCode: string, percent?: number): LineVat {
  if (!isVatCategory(category)) throw new RangeError(`unknown VAT category: ${category}`);
  const rate = percent ?? VAT_CATEGORIES[category].percent;
  if (category === 'S' && rate === STANDARD_VAT.percent) return STANDARD_VAT;
  return { category, percent: rate, exemptionCode };
}

/** The BT-120 text written into the XML: `English | Arabic`, as ZATCA's samples do. */
export function exemptionReasonText(code: string): string {
  const r = BY_CODE.get(code);
  if (!r) throw new RangeError(`unknown VAT exemption reason code: ${code}`);
  return `${r.textEn} | ${r.textAr}`;
}

/** One group of a VAT breakdown (BG-23), amounts in halalas. */
export interface VatBreakdownGroup {
  category: VatCategory;
  percent: number;
  /** '' for S; the reason code of the category's lines otherwise. */
  exemptionCode: string;
  /** Σ line net (LineExtensionAmount) of the category, halalas. */
  taxable: Halalas;
  /** Σ line VAT of the category, halalas (0 for Z, E, O). */
  tax: Halalas;
  /** Σ line totals with VAT, halalas. */
  total: Halalas;
}

/** What a breakdown needs of a line: its VAT and amounts in halalas. */
export interface BreakdownLine {
  vat: LineVat;
  lineExtension: Halalas;
  tax: Halalas;
  total: Halalas;
}

/**
 * The VAT breakdown of a document: one group per category present, in S, Z, E, O order, each the
 * exact sum of its lines (so Σ groups = the document totals). One group per category because
 * EN 16931 BR-Z-08/BR-E-08/BR-O-08 want a category's taxable amount to be the sum of all its
 * lines; so one document carries one reason code per category.
 * @throws RangeError when two lines of one category carry different reason codes or percents
 *   (mixedReasonLines finds them first for a user-facing error).
 */
export function vatBreakdown(lines: readonly BreakdownLine[]): VatBreakdownGroup[] {
  const groups = new Map<VatCategory, VatBreakdownGroup>();
  for (const l of lines) {
    const g = groups.get(l.vat.category);
    if (!g) {
      groups.set(l.vat.category, {
        category: l.vat.category,
        percent: l.vat.percent,
        exemptionCode: l.vat.exemptionCode,
        taxable: l.lineExtension,
        tax: l.tax,
        total: l.total,
      });
      continue;
    }
    if (g.exemptionCode !== l.vat.exemptionCode || g.percent !== l.vat.percent)
      throw new RangeError(`lines of VAT category ${g.category} carry different reasons or rates`);
    g.taxable += l.lineExtension;
    g.tax += l.tax;
    g.total += l.total;
  }
  return VAT_CATEGORY_CODES.flatMap((c) => groups.get(c) ?? []);
}

/**
 * Indexes of the lines whose category already appeared with another reason code earlier in the
 * list (a document can carry one reason per category, see vatBreakdown); empty when none.
 */
export function mixedReasonLines(lines: ReadonlyArray<{ vat: LineVat }>): number[] {
  const first = new Map<VatCategory, string>();
  const out: number[] = [];
  lines.forEach((l, i) => {
    const seen = first.get(l.vat.category);
    if (seen === undefined) first.set(l.vat.category, l.vat.exemptionCode);
    else if (seen !== l.vat.exemptionCode) out.push(i);
  });
  return out;
}
