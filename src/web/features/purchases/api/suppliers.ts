import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SupplierBody, SupplierView } from '../../../../domain/schemas/purchases';
import { api } from '../../../lib/api';
import { qk } from '../../../lib/query-keys';

/** GET /api/v1/{business}/suppliers: the business's suppliers by name. */
export function getSuppliers(business: string): Promise<SupplierView[]> {
  return api<SupplierView[]>(`/${business}/suppliers`);
}

export function useSuppliers(business: string) {
  return useQuery({ queryKey: qk.suppliers(business), queryFn: () => getSuppliers(business) });
}

/**
 * POST /api/v1/{business}/suppliers → 201 {message, ID, UUID, supplier}.
 * @throws ApiError 400 with field errors (name, address, vatid).
 */
export function createSupplier(
  business: string,
  body: SupplierBody,
): Promise<{ message: string; ID: number; UUID: string; supplier: SupplierView }> {
  return api(`/${business}/suppliers`, { method: 'POST', body });
}

/** Adds a supplier and refreshes the supplier list. */
export function useCreateSupplier(business: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SupplierBody) => createSupplier(business, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: qk.suppliers(business) }),
  });
}

/**
 * DELETE /api/v1/{business}/suppliers/{UUID} → {message}.
 * @throws ApiError 409 supplier_in_use while it has purchases.
 */
export function deleteSupplier(business: string, uuid: string): Promise<{ message: string }> {
  return api(`/${business}/suppliers/${encodeURIComponent(uuid)}`, { method: 'DELETE' });
}

/** Deletes a supplier (its UUID as the mutation variable) and refreshes the list. */
export function useDeleteSupplier(business: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (uuid: string) => deleteSupplier(business, uuid),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: qk.suppliers(business) }),
  });
}

/**
 * PUT /api/v1/{business}/suppliers/{UUID} → {message, supplier}.
 * @throws ApiError 400 with field errors (name, address, vatid), 404 for an unknown supplier.
 */
export function updateSupplier(
  business: string,
  uuid: string,
  body: SupplierBody,
): Promise<{ message: string; supplier: SupplierView }> {
  return api(`/${business}/suppliers/${encodeURIComponent(uuid)}`, { method: 'PUT', body });
}

/** Saves a supplier's name, address and VAT number; refreshes suppliers and purchases (names). */
export function useUpdateSupplier(business: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ uuid, body }: { uuid: string; body: SupplierBody }) =>
      updateSupplier(business, uuid, body),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: qk.suppliers(business) }),
        queryClient.invalidateQueries({ queryKey: qk.purchases(business) }),
      ]),
  });
}
