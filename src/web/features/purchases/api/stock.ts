import { useQuery } from '@tanstack/react-query';
import type { StockCategoryView, StockRowView } from '../../../../domain/schemas/purchases';
import { api } from '../../../lib/api';

/** Prefix of every stock query (purchases' items change it). */
export const stockKey = (business: string) => [business, 'stock'] as const;

/**
 * GET /api/v1/{business}/stock[?category=UUID]: each product with opening, received, sold and
 * remaining quantities in pieces (remaining = opening + received − sold, computed in SQL;
 * decision 0029), `low` when remaining ≤ its threshold.
 */
export function getStock(business: string, category?: string): Promise<StockRowView[]> {
  const q = category ? `?category=${encodeURIComponent(category)}` : '';
  return api<StockRowView[]>(`/${business}/stock${q}`);
}

/** The stock of every product, or of one category's products. */
export function useStock(business: string, category?: string) {
  return useQuery({
    queryKey: [...stockKey(business), category ?? 'all'],
    queryFn: () => getStock(business, category),
  });
}

/** GET /api/v1/{business}/stock/categories: per category the sums of its products' stock. */
export function getStockCategories(business: string): Promise<StockCategoryView[]> {
  return api<StockCategoryView[]>(`/${business}/stock/categories`);
}

export function useStockCategories(business: string) {
  return useQuery({
    queryKey: [...stockKey(business), 'categories'],
    queryFn: () => getStockCategories(business),
  });
}
