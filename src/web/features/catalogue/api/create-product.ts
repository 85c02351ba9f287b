import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { productBody } from '../../../../domain/schemas/catalogue';
import { api } from '../../../lib/api';
import { qk } from '../../../lib/query-keys';
import type { Created } from './create-category';

/** A product body as validated by `productBody` (prices in SAR, `categoryid` the category's UUID). */
export type ProductInput = z.output<typeof productBody>;

/** POST /api/v1/{business}/products → 201 {success, newid, UUID}. @throws ApiError (400 with fields). */
export function createProduct(business: string, body: ProductInput): Promise<Created> {
  return api<Created>(`/${business}/products`, { method: 'POST', body });
}

/** Creates a product; refreshes the product lists and the categories' product counts. */
export function useCreateProduct(business: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ProductInput) => createProduct(business, body),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: qk.products(business) }),
        queryClient.invalidateQueries({ queryKey: qk.categories(business) }),
      ]),
  });
}
