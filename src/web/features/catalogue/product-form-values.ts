import type { ProductView } from '../../../domain/schemas/catalogue';
import type { VatCategory } from '../../../domain/vat-categories';

/** What the product form holds: number inputs are `''` while empty (Mantine's NumberInput). */
export interface ProductFormValues {
  categoryid: string;
  name: string;
  productName: string;
  description: string;
  descriptionEn: string;
  Size: string;
  SizeAr: string;
  image: string;
  price: number | string;
  /** SAR, '' = not known (decision 0051). */
  costPrice: number | string;
  pricedv: number | string;
  pricex: number | string;
  calories: number | string;
  quantity: number | string;
  published: boolean;
  /** VAT category and ZATCA reason code ('' for S), decision 0046. */
  vatCategory: VatCategory;
  vatExemptionCode: string;
  /** Barcode or SKU, '' when none (decision 0048). */
  barcode: string;
}

export function emptyProductValues(categoryid: string): ProductFormValues {
  return {
    categoryid,
    name: '',
    productName: '',
    description: '',
    descriptionEn: '',
    Size: '',
    SizeAr: '',
    image: '',
    price: '',
    costPrice: '',
    pricedv: '',
    pricex: '',
    calories: '',
    quantity: '',
    published: true,
    vatCategory: 'S',
    vatExemptionCode: '',
    barcode: '',
  };
}

export function productValues(p: ProductView): ProductFormValues {
  return {
    categoryid: p.categoryid,
    name: p.name,
    productName: p.productName,
    description: p.description,
    descriptionEn: p.descriptionEn,
    Size: p.Size,
    SizeAr: p.SizeAr,
    image: p.image,
    price: p.price,
    costPrice: p.costPrice ?? '',
    pricedv: p.pricedv ?? '',
    pricex: p.pricex ?? '',
    calories: p.calories,
    quantity: p.quantity,
    published: p.published,
    vatCategory: p.vatCategory,
    vatExemptionCode: p.vatExemptionCode,
    barcode: p.barcode,
  };
}

/** An empty number input → undefined (required ones then fail in zod, optional ones become null). */
function num(v: number | string): number | undefined {
  if (typeof v === 'number') return v;
  if (v.trim() === '') return undefined;
  const n = Number(v);
  return Number.isFinite(n) ? n : undefined;
}

/** Form values → the input `productBody` validates (same shape the server receives). */
export function toProductInput(v: ProductFormValues): Record<string, unknown> {
  return {
    ...v,
    price: num(v.price),
    costPrice: num(v.costPrice) ?? null,
    pricedv: num(v.pricedv) ?? null,
    pricex: num(v.pricex) ?? null,
    calories: num(v.calories) ?? null,
    quantity: num(v.quantity) ?? 0,
  };
}
