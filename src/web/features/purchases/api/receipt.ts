import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { api } from '../../../lib/api';
import { qk } from '../../../lib/query-keys';

/**
 * GET /api/v1/{business}/purchases/sendfile/{name}: a receipt file (WebP or PDF) as a Blob,
 * fetched with the bearer token (an <img src> could not carry it).
 * @throws ApiError 404 for a file no purchase of the business has.
 */
export function getReceiptFile(business: string, name: string): Promise<Blob> {
  return api<Blob>(`/${business}/purchases/sendfile/${encodeURIComponent(name)}`, { raw: true });
}

/**
 * A receipt file as an object URL for an <img> (revoked when it changes or the screen closes);
 * null while loading, when `name` is null or `enabled` is false.
 */
export function useReceiptUrl(business: string, name: string | null, enabled = true) {
  const query = useQuery({
    queryKey: [...qk.purchases(business), 'file', name],
    queryFn: () => getReceiptFile(business, name!),
    enabled: enabled && name !== null,
    staleTime: Infinity,
  });
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!query.data) return;
    const u = URL.createObjectURL(query.data);
    setUrl(u);
    return () => URL.revokeObjectURL(u);
  }, [query.data]);
  return { url, query };
}
