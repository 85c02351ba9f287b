import type { z } from 'zod';
import { halalasToSar, sarToHalalas } from '../../../domain/money';
import type { PosProduct, productBody, ProductView } from '../../../domain/schemas/catalogue';
import { lineVatOf } from '../../../domain/vat-categories';
import type { BusinessRow } from '../businesses/repository';
import type { ProductRow, ProductWithCategory } from './repository';

/** A validated POST/PUT products body: prices in SAR (≤ 2 decimals), quantity an integer ≥ 0. */
export type ProductInput = z.output<typeof productBody>;

/** Public URL of a product image: /static/images/{mengusha|products}/{image}. */
export function productImageUrl(business: BusinessRow, image: string): string {
  return `/static/images/${business.image_folder}/${encodeURIComponent(image)}`;
}

/**
 * A product row (halalas) → the wire shape of the legacy app (SAR; category = its Arabic name);
 * `imageUrl` '' for a product without an image (decision 0051).
 */
export function toProductView(row: ProductWithCategory, business: BusinessRow): ProductView {
  return {
    ID: row.id,
    UUID: row.uuid,
    name: row.name,
    productName: row.product_name,
    category: row.category_name,
    categoryEn: row.category_en,
    categoryid: row.category_uuid,
    Size: row.size,
    SizeAr: row.size_ar,
    description: row.description,
    descriptionEn: row.description_en,
    image: row.image,
    imageUrl: row.image ? productImageUrl(business, row.image) : '',
    price: halalasToSar(row.price),
    pricedv: row.pricedv === null ? null : halalasToSar(row.pricedv),
    pricex: row.pricex === null ? null : halalasToSar(row.pricex),
    calories: row.calories,
    costPrice: row.cost_price === null ? null : halalasToSar(row.cost_price),
    published: Boolean(row.published),
    quantity: row.quantity,
    vatCategory: lineVatOf(row.vat_category, row.vat_exemption_code).category,
    vatExemptionCode: row.vat_exemption_code,
    barcode: row.barcode,
  };
}

/** A product row → the POS's compact shape (halalas; a missing special price is left out). */
export function toPosProduct(
  row: Pick<
    ProductRow,
    | 'id'
    | 'name'
    | 'product_name'
    | 'category_id'
    | 'price'
    | 'pricedv'
    | 'pricex'
    | 'image'
    | 'vat_category'
    | 'vat_exemption_code'
    | 'barcode'
  >,
): PosProduct {
  const p: PosProduct = {
    ID: row.id,
    name: row.name,
    productName: row.product_name,
    categoryID: row.category_id,
    price: row.price,
    image: row.image,
  };
  if (row.barcode) p.barcode = row.barcode;
  if (row.pricedv !== null) p.pricedv = row.pricedv;
  if (row.pricex !== null) p.pricex = row.pricex;
  if (row.vat_category !== 'S') {
    p.vatCategory = lineVatOf(row.vat_category, row.vat_exemption_code).category;
    p.vatExemptionCode = row.vat_exemption_code;
  }
  return p;
}

/** A validated body → product columns (without uuid/business/created_at); prices SAR → halalas. */
export function toColumns(body: ProductInput, categoryId: number, now: number) {
  return {
    category_id: categoryId,
    name: body.name,
    product_name: body.productName,
    description: body.description,
    description_en: body.descriptionEn,
    size: body.Size,
    size_ar: body.SizeAr,
    image: body.image,
    price: sarToHalalas(body.price),
    pricedv: body.pricedv === null ? null : sarToHalalas(body.pricedv),
    pricex: body.pricex === null ? null : sarToHalalas(body.pricex),
    calories: body.calories,
    cost_price: body.costPrice === null ? null : sarToHalalas(body.costPrice),
    published: body.published ? 1 : 0,
    quantity: body.quantity,
    vat_category: body.vatCategory,
    vat_exemption_code: body.vatExemptionCode,
    barcode: body.barcode,
    updated_at: now,
  };
}
