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
import { errorResponses } from '../../http/error-responses';

const errors = errorResponses(409, 413, 415);
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
        tags,
        querystring: listBusinessesQuery,
        response: { 200: z.array(businessForUser), 400: errorBody, 401: errorBody },
      },
    },
    async (req) => listBusinessesForUser(app.ctx, currentUser(req), req.query),
  );

  app.post(
    '/businesses',
    {
      ...admin,
      schema: { tags, body: createBusinessBody, response: { 201: businessForUser, ...errors } },
    },
    async (req, reply) =>
      reply.code(201).send(await createBusiness(app.ctx, currentUser(req), req.body)),
  );

  app.get(
    '/businesses/:key',
    { schema: { tags, params: keyParam, response: { 200: businessForUser, ...errors } } },
    async (req) => getBusinessForUser(app.ctx, currentUser(req), req.params.key),
  );

  app.put(
    '/businesses/:key',
    {
      ...admin,
      schema: {
        tags,
        params: keyParam,
        body: updateBusinessBody,
        response: { 200: businessAnswer, ...errors },
      },
    },
    async (req) => ({
      success: true as const,
      business: await updateProfile(app.ctx, currentUser(req), req.params.key, req.body),
    }),
  );

  app.delete(
    '/businesses/:key',
    { ...admin, schema: { tags, params: keyParam, response: { 200: businessAnswer, ...errors } } },
    async (req) => ({
      success: true as const,
      business: await setBusinessActive(app.ctx, currentUser(req), req.params.key, false),
    }),
  );

  app.post(
    '/businesses/:key/restore',
    { ...admin, schema: { tags, params: keyParam, response: { 200: businessAnswer, ...errors } } },
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
        tags,
        params: keyParam,
        consumes: ['multipart/form-data'],
        description: 'multipart/form-data with one image file in the field `file`',
        response: { 200: businessAnswer, ...errors },
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
