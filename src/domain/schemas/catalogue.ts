import { z } from 'zod';
import { BARCODE_MESSAGE, isBarcode, normalizeBarcode } from '../barcode';
import {
  VAT_CATEGORY_CODES,
  VAT_EXEMPTION_CODES_OR_NONE,
  vatChoiceProblem,
} from '../vat-categories';
import { cleanText, optionalText, requiredText, unitPriceSar } from './common';

/** A VAT category S, Z, E or O (decision 0046). */
export const vatCategory = z.enum(VAT_CATEGORY_CODES as ['S', 'Z', 'E', 'O'], {
  error: 'اختر فئة الضريبة',
});

/** A ZATCA exemption reason code of vat-categories.ts, or '' (none, for S). */
export const vatExemptionCode = z.enum(VAT_EXEMPTION_CODES_OR_NONE as [string, ...string[]], {
  error: 'اختر سبب الإعفاء أو الصفرية من قائمة هيئة الزكاة والضريبة والجمارك',
});

/** A category on the wire. */
export const categoryView = z.object({
  ID: z.number(),
  UUID: z.string(),
  name: z.string(),
  description: z.string(),
  categoryEn: z.string(),
  productCount: z.number(),
});
export type CategoryView = z.infer<typeof categoryView>;

/**
 * POST/PUT categories body: the Arabic name is required; the description and English name are
 * optional ('' when not given; decision 0051).
 */
export const categoryBody = z.object({
  name: requiredText(120, 'اسم التصنيف مطلوب'),
  description: optionalText(500, 'multiline'),
  categoryEn: optionalText(120),
});
export type CategoryBody = z.infer<typeof categoryBody>;

/** A product on the wire; prices in SAR, `image` a generated file name. */
export const productView = z.object({
  ID: z.number(),
  UUID: z.string(),
  name: z.string(),
  productName: z.string(),
  category: z.string(),
  categoryEn: z.string(),
  categoryid: z.string(),
  Size: z.string(),
  SizeAr: z.string(),
  description: z.string(),
  descriptionEn: z.string(),
  image: z.string(),
  imageUrl: z.string(),
  price: z.number(),
  pricedv: z.number().nullable(),
  pricex: z.number().nullable(),
  /** Calories (kcal) a restaurant states; 0 when not given (decision 0051). */
  calories: z.number(),
  /** What one unit costs the business, SAR like `price`; null = not known (decision 0051). */
  costPrice: z.number().nullable(),
  published: z.boolean(),
  quantity: z.number(),
  /** VAT category (decision 0046): S 15 %, Z zero-rated, E exempt, O out of scope. */
  vatCategory: vatCategory,
  /** ZATCA's exemption reason code (e.g. VATEX-SA-35); '' for S. */
  vatExemptionCode: z.string(),
  /** Barcode or SKU a scanner types (decision 0048); '' when none. */
  barcode: z.string(),
});
export type ProductView = z.infer<typeof productView>;

/**
 * POST/PUT products body (decision 0051). Required: `name` (Arabic), `price`, `categoryid` (the
 * category's UUID) and the VAT category (S when absent). Optional: the English name
 * `productName`, descriptions and sizes ('' when not given), `image` ('' = no image: the POS and
 * the catalogue show a placeholder), `calories` (restaurants; 0 when not given), `quantity` (opening
 * stock, 0), `costPrice` (SAR, null = not known). Prices are SAR unit prices, at most
 * MAX_UNIT_PRICE (src/domain/limits.ts), so that every one can be sold.
 */
export const productBody = z
  .object({
    categoryid: z.uuid({ error: 'اختر التصنيف' }),
    name: requiredText(120, 'الاسم العربي مطلوب'),
    productName: optionalText(120),
    description: optionalText(500, 'multiline'),
    descriptionEn: optionalText(500, 'multiline'),
    Size: optionalText(40),
    SizeAr: optionalText(40),
    image: optionalText(200).refine((v) => v === '' || /^[a-zA-Z0-9_-]+\.(jpg|png|webp)$/.test(v), {
      error: 'اسم صورة غير صالح',
    }),
    price: unitPriceSar,
    costPrice: unitPriceSar.nullish().transform((v) => v ?? null),
    pricedv: unitPriceSar.nullish().transform((v) => v ?? null),
    pricex: unitPriceSar.nullish().transform((v) => v ?? null),
    calories: z
      .number({ error: 'السعرات عدد' })
      .int({ error: 'عدد صحيح' })
      .min(0)
      .max(100_000)
      .nullish()
      .transform((v) => v ?? 0),
    published: z.boolean().default(true),
    quantity: z
      .number({ error: 'الكمية عدد' })
      .int({ error: 'الكمية عدد صحيح' })
      .min(0, { error: 'الكمية لا تكون سالبة' })
      .max(100_000_000, { error: 'الكمية أكبر من المسموح' })
      .default(0),
    /** Standard rated when absent. */
    vatCategory: vatCategory.default('S'),
    /** Required (one of the category's codes, vat-categories.ts) for Z, E and O; '' for S. */
    vatExemptionCode: vatExemptionCode.default(''),
    /**
     * Optional barcode or SKU (decision 0048, src/domain/barcode.ts): absent, null or '' = none;
     * trimmed, Arabic-Indic digits made ASCII; unique in the business (409 barcode_taken).
     */
    barcode: cleanText('line', BARCODE_MESSAGE)
      .nullish()
      .transform((v) => normalizeBarcode(v ?? ''))
      .refine((v) => v === '' || isBarcode(v), { error: BARCODE_MESSAGE }),
  })
  .superRefine((body, ctx) => {
    const problem = vatChoiceProblem(body.vatCategory, body.vatExemptionCode);
    if (problem) ctx.addIssue({ code: 'custom', path: ['vatExemptionCode'], message: problem });
  });
export type ProductBody = z.input<typeof productBody>;

/** Answer of the image upload: the generated name to put in `image`, and its URL. */
export const uploadedImage = z.object({
  success: z.literal(true),
  image: z.string(),
  url: z.string(),
});

/**
 * One product as the POS needs it (GET {business}/pos/products): what a tile shows
 * and what the search matches, nothing else. Prices are VAT-inclusive **halalas**; `pricedv`
 * (delivery apps 42/45) and `pricex` (credit 24) are absent when the product has none. `ID` is the
 * product number (typed in the search box, Enter adds it, as a scan of `barcode` does);
 * `categoryID` the category's numeric ID.
 */
export const posProduct = z.object({
  ID: z.number().int(),
  name: z.string(),
  productName: z.string(),
  categoryID: z.number().int(),
  price: z.number().int(),
  pricedv: z.number().int().optional(),
  pricex: z.number().int().optional(),
  /** VAT category and reason (decision 0046); absent for a standard-rated product. */
  vatCategory: vatCategory.optional(),
  vatExemptionCode: z.string().optional(),
  /** Image file name; its URL is `imageBase + encodeURIComponent(image)`. */
  image: z.string(),
  /** Barcode or SKU (decision 0048); absent when the product has none. */
  barcode: z.string().optional(),
});
export type PosProduct = z.infer<typeof posProduct>;

/** The POS catalogue: published products, oldest first, and the URL prefix of their images. */
export const posCatalogue = z.object({
  imageBase: z.string(),
  products: z.array(posProduct),
});
export type PosCatalogue = z.infer<typeof posCatalogue>;
