import type { MultipartFile } from '@fastify/multipart';
import { AppError } from '../../../domain/errors';
import { uploadedImage } from '../../../domain/schemas/catalogue';
import { businessParam, errorBody } from '../../../domain/schemas/common';
import type { App, AppContext, SessionUser } from '../../context';
import { saveUploadedImage } from '../../files/images';
import { currentUser } from '../../plugins/auth';
import { currentBusiness } from '../../plugins/business-scope';
import { writeAudit } from '../audit/service';
import { productImageDir, type BusinessRow } from '../businesses/service';
import { productImageUrl } from './view';

const errors = {
  400: errorBody,
  401: errorBody,
  403: errorBody,
  404: errorBody,
  409: errorBody,
  413: errorBody,
  415: errorBody,
};
const missingImage = () => new AppError('validation_failed', { fields: { image: 'اختر صورة' } });

/**
 * Stores an uploaded product image in the business's image folder (DATA_DIR/images/{folder}) under
 * a generated name and records the upload in the audit log.
 * @returns `{ image, url }`: the name to put in a product's `image`, and its public URL.
 * @throws AppError validation_failed (400, fields.image) when the multipart field `image` is
 *   missing; file_too_large (413) over 5 MB; unsupported_media_type (415) unless JPEG/PNG/WebP by content.
 */
export async function uploadProductImage(
  ctx: AppContext,
  actor: SessionUser,
  business: BusinessRow,
  file: MultipartFile | undefined,
) {
  if (file && file.fieldname !== 'image') {
    file.file.resume(); // drain the stream so the request can finish
    throw missingImage();
  }
  const image = await saveUploadedImage(file, productImageDir(ctx, business));
  await writeAudit(ctx.db, {
    at: ctx.now(),
    userId: actor.id,
    businessId: business.id,
    action: 'product_image.upload',
    entity: 'product_image',
    entityId: image,
  });
  return { image, url: productImageUrl(business, image) };
}

/**
 * POST `/images` (multipart/form-data, one file in field `image`, ≤ 5 MB, JPEG/PNG/WebP
 * checked by content) → 201 `{ success: true, image, url }` (issue #2 §5). The image is then served
 * at `url` (/static/images/mengusha/… or /static/images/products/…).
 */
export async function productImagesRoutes(app: App) {
  app.post(
    '/images',
    {
      config: { action: 'catalogue.write' },
      schema: {
        tags: ['products'],
        params: businessParam,
        consumes: ['multipart/form-data'],
        response: { 201: uploadedImage, ...errors },
      },
    },
    async (req, reply) => {
      if (!req.isMultipart()) throw missingImage();
      const saved = await uploadProductImage(
        app.ctx,
        currentUser(req),
        currentBusiness(req),
        await req.file(),
      );
      return reply.code(201).send({ success: true as const, ...saved });
    },
  );
}
