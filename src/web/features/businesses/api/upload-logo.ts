import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BusinessProfile } from '../../../../domain/business';
import { api } from '../../../lib/api';
import { qk } from '../../../lib/query-keys';

/** Types and size the server accepts for a logo (checked again there, by content). */
export const LOGO_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
export const LOGO_MAX_BYTES = 5 * 1024 * 1024;

/** POST /api/v1/businesses/{key}/logo (admin), multipart with one file in field `file`; 413 too large, 415 not an image. */
export function uploadLogo(
  key: string,
  file: File,
): Promise<{ success: true; business: BusinessProfile }> {
  const body = new FormData();
  body.append('file', file);
  return api(`/businesses/${key}/logo`, { method: 'POST', body });
}

export function useUploadLogo(key: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => uploadLogo(key, file),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: qk.businesses }),
  });
}
