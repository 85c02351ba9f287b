import { buildSearchIndex, type SearchIndex } from '../../../domain/arabic-search';
import type { CategoryView, PosCatalogue, PosProduct } from '../../../domain/schemas/catalogue';

/**
 * The POS catalogue prepared once per download: products by ID (cart lines follow
 * the latest copy), one bucket per category (a tab switch is a lookup, not a filter of 20,000
 * products), the Arabic-aware search index (name, English name, product number, barcode; exact
 * codes: product number and barcode) and the tabs.
 */
export interface CatalogueModel {
  products: readonly PosProduct[];
  byId: ReadonlyMap<number, PosProduct>;
  buckets: ReadonlyMap<number, readonly PosProduct[]>;
  index: SearchIndex<PosProduct>;
  /** Categories that have something to sell, in the order of GET categories. */
  tabs: readonly CategoryView[];
  imageUrl: (product: PosProduct) => string;
}

/** Builds the model; `categories` are the business's categories (GET categories). */
export function buildCatalogue(
  catalogue: PosCatalogue,
  categories: readonly CategoryView[],
): CatalogueModel {
  const { products, imageBase } = catalogue;
  const buckets = new Map<number, PosProduct[]>();
  for (const p of products) {
    const bucket = buckets.get(p.categoryID);
    if (bucket) bucket.push(p);
    else buckets.set(p.categoryID, [p]);
  }
  return {
    products,
    byId: new Map(products.map((p) => [p.ID, p])),
    buckets,
    // A scan or Enter finds a product by its number or its barcode (decision 0048), client-side:
    // the catalogue carries the barcodes, so a scan costs no request.
    index: buildSearchIndex(
      products,
      (p) => [p.name, p.productName, String(p.ID), p.barcode ?? ''],
      (p) => (p.barcode ? [String(p.ID), p.barcode] : [String(p.ID)]),
    ),
    tabs: categories.filter((c) => buckets.has(c.ID)),
    imageUrl: (p) => (p.image ? imageBase + encodeURIComponent(p.image) : ''),
  };
}
