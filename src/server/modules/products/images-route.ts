import { uploadedImage } from '../../../domain/schemas/catalogue';
import { businessParam } from '../../../domain/schemas/common';
import type { App, AppContext, SessionUser } from '../../context';
import { readUploadedImage, saveImage } from '../../files/images';
import { currentUser } from '../../plugins/auth';
import { currentBusiness } from '../../plugins/business-scope';
import { auditAction } from '../audit/service';
import { productImageFolder, type BusinessRow } from '../businesses/service';
import { productImageUrl } from './view';
import { errorResponses } from '../../http/error-responses';

/**
 * Stores an uploaded product image in the business's image folder (key `images/{folder}` of the
 * file store, decision 0062) as
 * WebP under a generated name (saveImage: decoded, capped, re-encoded) and records the upload in
 * the audit log.
 * @returns `{ image, url }`: the name to put in a product's `image`, and its public URL.
 * @throws AppError file_too_large (413) over 5 MB; image_too_many_pixels (413);
 *   unsupported_media_type (415) unless JPEG/PNG/WebP by content; image_unreadable (415).
 */
export async function uploadProductImage(
  ctx: AppContext,
  actor: SessionUser,
  business: BusinessRow,
  bytes: Buffer,
) {
  const image = await saveImage(ctx.storage, bytes, productImageFolder(business), 'product');
  await auditAction(ctx.db, { at: ctx.now(), actor, business }, 'product_image.upload', image);
  return { image, url: productImageUrl(business, image) };
}

/**
 * POST `/:business/images` (multipart/form-data, one file in field `image`, ≤ 5 MB and ≤ 50 MP,
 * JPEG/PNG/WebP checked by content) → 201 `{ success: true, image, url }`.
 * The image is stored as WebP of at most 1024 px and served at `url`
 * (/static/images/mengusha/… or /static/images/products/…).
 */
export async function productImagesRoutes(app: App) {
  app.post(
    '/images',
    {
      config: { action: 'catalogue.write' },
      schema: {
        operationId: 'uploadProductImage',
        summary: 'Upload a product image (multipart JPEG, PNG or WebP, at most 5 MB)',
        tags: ['products'],
        params: businessParam,
        consumes: ['multipart/form-data'],
        description: 'multipart/form-data with one image file in the field `image`',
        response: {
          201: uploadedImage,
          ...errorResponses(
            'file_too_large',
            'image_too_many_pixels',
            'unsupported_media_type',
            'image_unreadable',
          ),
        },
      },
    },
    async (req, reply) => {
      const saved = await uploadProductImage(
        app.ctx,
        currentUser(req),
        currentBusiness(req),
        await readUploadedImage(req, 'image'),
      );
      return reply.code(201).send({ success: true as const, ...saved });
    },
  );
}
