import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type {
  PurchasedProductsAnswer,
  PurchaseItemsPage,
} from '../../../../domain/schemas/purchase-reports';
import type { SignedLink } from '../../../../domain/schemas/files';
import { api } from '../../../lib/api';
import { qk } from '../../../lib/query-keys';

/** Filters of the all-items screen, as GET purchases/items takes them. */
export interface ItemsFilter {
  q: string;
  supplier: string | null;
  product: string | null;
  page: number;
  pageSize: number;
}

/**
 * GET /api/v1/{business}/purchases/items?q&supplier&product&page&pageSize: one page of every
 * purchase item (SAR amounts, Unix-seconds dates), newest purchase first, with count and sums of
 * every match. @throws ApiError 400 for a bad filter.
 */
export function getItemsPage(business: string, f: ItemsFilter): Promise<PurchaseItemsPage> {
  const qs = new URLSearchParams({ page: String(f.page), pageSize: String(f.pageSize) });
  if (f.q.trim()) qs.set('q', f.q.trim());
  if (f.supplier) qs.set('supplier', f.supplier);
  if (f.product) qs.set('product', f.product);
  return api<PurchaseItemsPage>(`/${business}/purchases/items?${qs.toString()}`);
}

/** A page of purchase items; the previous page stays on screen while the next one loads. */
export function useItemsPage(business: string, f: ItemsFilter) {
  return useQuery({
    queryKey: [...qk.purchases(business), 'all-items', f],
    queryFn: () => getItemsPage(business, f),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/v1/{business}/purchases/products: per product what purchases brought in (SAR). */
export function usePurchasedProducts(business: string) {
  return useQuery({
    queryKey: [...qk.purchases(business), 'products'],
    queryFn: () => api<PurchasedProductsAnswer>(`/${business}/purchases/products`),
  });
}

/**
 * GET /api/v1/{business}/purchases/sendfile/{name}/link: a signed link (a few minutes) that opens
 * the receipt in a new tab without the bearer header; a PDF opens sandboxed.
 * @throws ApiError 404 for a file no purchase of the business has.
 */
export function getReceiptLink(business: string, name: string): Promise<SignedLink> {
  return api<SignedLink>(`/${business}/purchases/sendfile/${encodeURIComponent(name)}/link`);
}
