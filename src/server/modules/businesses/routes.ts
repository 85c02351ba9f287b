import { z } from 'zod';
import {
  businessAnswer,
  businessForUser,
  createBusinessBody,
  listBusinessesQuery,
  updateBusinessBody,
} from '../../../domain/schemas/businesses';
import { errorBody, identifierText } from '../../../domain/schemas/common';
import type { App } from '../../context';
import { readUploadedImage } from '../../files/images';
import { currentUser, requireAction } from '../../plugins/auth';
import {
  createBusiness,
  getBusinessForUser,
  listBusinessesForUser,
  setBusinessActive,
  updateProfile,
  uploadLogo,
} from './service';
import { errorResponse, errorResponses } from '../../http/error-responses';

// A plain string, not the key rule: an unknown key names a business that does not exist (404, not 400).
const keyParam = z.object({ key: identifierText(32).describe('the business key (its URL slug)') });
const tags = ['businesses'];

/**
 * Businesses: GET /businesses (those the user opens, `?archived=1` with archived
 * ones), GET /businesses/{key}; admin only: POST /businesses (create → 201), PUT
 * /businesses/{key} (profile), DELETE /businesses/{key} (archive), POST /businesses/{key}/restore,
 * POST /businesses/{key}/logo. Every business answer carries the user's role and tiles there.
 */
export async function businessesRoutes(app: App) {
  // preValidation: a non-admin is refused before their body is judged (decision 0013).
  const admin = { preValidation: requireAction('businesses.edit') };

  app.get(
    '/businesses',
    {
      schema: {
        operationId: 'listBusinesses',
        summary: 'List the businesses the signed-in user belongs to',
        tags,
        querystring: listBusinessesQuery,
        response: {
          200: z.array(businessForUser),
          400: errorResponse(errorBody, 'validation_failed'),
          401: errorResponse(errorBody, 'unauthenticated'),
        },
      },
    },
    async (req) => listBusinessesForUser(app.ctx, currentUser(req), req.query),
  );

  app.post(
    '/businesses',
    {
      ...admin,
      schema: {
        operationId: 'createBusiness',
        summary: 'Create a business',
        tags,
        body: createBusinessBody,
        response: {
          201: businessForUser,
          ...errorResponses('business_key_taken', 'business_name_taken'),
        },
      },
    },
    async (req, reply) =>
      reply.code(201).send(await createBusiness(app.ctx, currentUser(req), req.body)),
  );

  app.get(
    '/businesses/:key',
    {
      schema: {
        operationId: 'getBusiness',
        summary: 'Get a business profile by its key',
        tags,
        params: keyParam,
        response: {
          200: businessForUser,
          ...errorResponses('business_forbidden', 'business_not_found'),
        },
      },
    },
    async (req) => getBusinessForUser(app.ctx, currentUser(req), req.params.key),
  );

  app.put(
    '/businesses/:key',
    {
      ...admin,
      schema: {
        operationId: 'updateBusiness',
        summary: 'Update a business profile (names, VAT number, address, payment means)',
        tags,
        params: keyParam,
        body: updateBusinessBody,
        response: {
          200: businessAnswer,
          ...errorResponses('business_not_found', 'business_name_taken'),
        },
      },
    },
    async (req) => ({
      success: true as const,
      business: await updateProfile(app.ctx, currentUser(req), req.params.key, req.body),
    }),
  );

  app.delete(
    '/businesses/:key',
    {
      ...admin,
      schema: {
        operationId: 'archiveBusiness',
        summary: 'Archive a business: no new sales or changes, its invoices stay readable',
        description: 'Idempotent; POST restore brings it back.',
        tags,
        params: keyParam,
        response: { 200: businessAnswer, ...errorResponses('business_not_found') },
      },
    },
    async (req) => ({
      success: true as const,
      business: await setBusinessActive(app.ctx, currentUser(req), req.params.key, false),
    }),
  );

  app.post(
    '/businesses/:key/restore',
    {
      ...admin,
      schema: {
        operationId: 'restoreBusiness',
        summary: 'Bring an archived business back into use',
        tags,
        params: keyParam,
        response: { 200: businessAnswer, ...errorResponses('business_not_found') },
      },
    },
    async (req) => ({
      success: true as const,
      business: await setBusinessActive(app.ctx, currentUser(req), req.params.key, true),
    }),
  );

  app.post(
    '/businesses/:key/logo',
    {
      ...admin,
      schema: {
        operationId: 'uploadBusinessLogo',
        summary: 'Upload the business logo (multipart JPEG, PNG or WebP, at most 5 MB)',
        tags,
        params: keyParam,
        consumes: ['multipart/form-data'],
        description: 'multipart/form-data with one image file in the field `file`',
        response: {
          200: businessAnswer,
          ...errorResponses(
            'business_not_found',
            'file_too_large',
            'image_too_many_pixels',
            'unsupported_media_type',
            'image_unreadable',
          ),
        },
      },
    },
    async (req) => {
      const bytes = await readUploadedImage(req, 'file');
      return {
        success: true as const,
        business: await uploadLogo(app.ctx, currentUser(req), req.params.key, bytes),
      };
    },
  );
}
