import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { uploadedImage } from '../../../../domain/schemas/catalogue';
import { api } from '../../../lib/api';

export type UploadedImage = z.infer<typeof uploadedImage>;

/**
 * POST /api/v1/{business}/images (multipart, field `image`) → {success, image, url}; `image` is the
 * generated name to put in the product body. @throws ApiError 413 (too large), 415 (not an image).
 */
export function uploadImage(business: string, file: File): Promise<UploadedImage> {
  const body = new FormData();
  body.append('image', file);
  return api<UploadedImage>(`/${business}/images`, { method: 'POST', body });
}

/** Uploads a product image; nothing is cached, the product form keeps the answer. */
export function useUploadImage(business: string) {
  return useMutation({ mutationFn: (file: File) => uploadImage(business, file) });
}
