import { z } from 'zod';
import { BARCODE_MESSAGE, isBarcode, normalizeBarcode } from '../barcode';
import {
  VAT_CATEGORY_CODES,
  VAT_EXEMPTION_CODES_OR_NONE,
  vatChoiceProblem,
} from '../vat-categories';
import { optionalText, requiredText, unitPriceSar } from './common';

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

/** POST/PUT categories body; all three fields are required. */
export const categoryBody = z.object({
  name: requiredText(120, 'اسم التصنيف مطلوب'),
  description: requiredText(500, 'الوصف مطلوب', 'multiline'),
  categoryEn: requiredText(120, 'الاسم الإنجليزي مطلوب'),
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
  calories: z.number(),
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
 * POST/PUT products body. Required: productName, name, price, quantity, descriptionEn, image,
 * calories; `categoryid` is the category's UUID. Prices are unit prices, at most
 * MAX_UNIT_PRICE (src/domain/limits.ts), so that every one can be sold.
 */
export const productBody = z
  .object({
    categoryid: z.uuid({ error: 'اختر التصنيف' }),
    name: requiredText(120, 'الاسم العربي مطلوب'),
    productName: requiredText(120, 'اسم المنتج مطلوب'),
    description: optionalText(500, 'multiline'),
    descriptionEn: requiredText(500, 'الوصف الإنجليزي مطلوب', 'multiline'),
    Size: optionalText(40),
    SizeAr: optionalText(40),
    image: requiredText(200, 'صورة المنتج مطلوبة').regex(/^[a-zA-Z0-9_-]+\.(jpg|png|webp)$/, {
      error: 'اسم صورة غير صالح',
    }),
    price: unitPriceSar,
    pricedv: unitPriceSar.nullish().transform((v) => v ?? null),
    pricex: unitPriceSar.nullish().transform((v) => v ?? null),
    calories: z.number({ error: 'السعرات مطلوبة' }).int({ error: 'عدد صحيح' }).min(0).max(100_000),
    published: z.boolean().default(true),
    quantity: z
      .number({ error: 'الكمية مطلوبة' })
      .int({ error: 'الكمية عدد صحيح' })
      .min(0, { error: 'الكمية لا تكون سالبة' })
      .max(100_000_000, { error: 'الكمية أكبر من المسموح' }),
    /** Standard rated when absent. */
    vatCategory: vatCategory.default('S'),
    /** Required (one of the category's codes, vat-categories.ts) for Z, E and O; '' for S. */
    vatExemptionCode: vatExemptionCode.default(''),
    /**
     * Optional barcode or SKU (decision 0048, src/domain/barcode.ts): absent, null or '' = none;
     * trimmed, Arabic-Indic digits made ASCII; unique in the business (409 barcode_taken).
     */
    barcode: z
      .string({ error: BARCODE_MESSAGE })
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
