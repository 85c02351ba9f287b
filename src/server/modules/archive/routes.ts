import { z } from 'zod';
import { businessParam } from '../../../domain/schemas/common';
import { errorResponses } from '../../http/error-responses';
import { archiveAnswer, archiveFileParams, archiveQuery } from '../../../domain/schemas/files';
import type { App } from '../../context';
import { currentUser, requireSignedFile } from '../../plugins/auth';
import { currentBusiness } from '../../plugins/business-scope';
import {
  archiveImage,
  archiveOfDay,
  archiveThumbnail,
  parseArchiveName,
  receiptFolder,
} from './service';

const imageBytes = z.any().describe('image/png (the receipt) or image/webp (its thumbnail)');

/**
 * The per-day invoice image archive under /api/v1/{business} (legacy app: images),
 * behind 'invoices.read' (every role with the archive tile): the day's list, and the images and
 * thumbnails its signed `base_url` / `thumbs_url` open without the bearer header (decision 0027).
 */
export async function archiveRoutes(app: App) {
  const scope = { config: { action: 'invoices.read' as const } };
  const files = { config: { action: 'invoices.read' as const, signedAccess: true } };
  const tags = ['archive'];

  app.get(
    '/images',
    {
      ...scope,
      schema: {
        operationId: 'listReceiptImages',
        summary: 'List the stored receipt images of a business with signed links',
        tags,
        params: businessParam,
        querystring: archiveQuery,
        response: { 200: archiveAnswer, ...errorResponses() },
      },
    },
    async (req) =>
      archiveOfDay(app.ctx, currentUser(req), currentBusiness(req), req.query.date, req.query.tz),
  );

  for (const thumbs of [false, true]) {
    app.get(
      thumbs ? '/invo/:sig/thumbs/:name' : '/invo/:sig/:name',
      {
        ...files,
        schema: {
          operationId: thumbs ? 'getReceiptThumbnail' : 'getReceiptImage',
          summary: thumbs
            ? 'Get the WebP thumbnail of a stored receipt image (signed link)'
            : 'Get a stored receipt image (PNG) by its signed link',
          tags,
          params: archiveFileParams,
          produces: [thumbs ? 'image/webp' : 'image/png'],
          response: {
            200: imageBytes,
            ...errorResponses('link_expired', 'link_invalid', 'link_wrong_file'),
          },
        },
      },
      async (req, reply) => {
        const business = currentBusiness(req);
        const { name } = req.params;
        requireSignedFile(req, {
          businessId: business.id,
          path: receiptFolder(business) + name,
          at: parseArchiveName(name).at,
        });
        const image = thumbs
          ? await archiveThumbnail(app.ctx, business, name, req.log)
          : await archiveImage(app.ctx, business, name, req.log);
        return reply
          .type(thumbs ? 'image/webp' : 'image/png')
          .header('cache-control', 'private, max-age=300')
          .header('content-disposition', `inline; filename="${name}"`)
          .send(image);
      },
    );
  }
}
