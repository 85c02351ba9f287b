import { z } from 'zod';
import { AppError } from '../../../domain/errors';
import {
  allowedBusinesses,
  canOpenBusiness,
  isBusinessKey,
  tilesFor,
  type BusinessKey,
} from '../../../domain/permissions';
import { businessView, updateBusinessBody } from '../../../domain/schemas/businesses';
import { errorBody, identifierText } from '../../../domain/schemas/common';
import type { App } from '../../context';
import { saveUploadedImage } from '../../files/images';
import { currentUser, requireAction } from '../../plugins/auth';
import * as repo from './repository';
import { logoDir, setLogo, toProfile, updateProfile } from './service';

const errors = {
  400: errorBody,
  401: errorBody,
  403: errorBody,
  404: errorBody,
  413: errorBody,
  415: errorBody,
};
// A plain string, not an enum: an unknown key names a business that does not exist (404, not 400).
const keyParam = z.object({ key: identifierText(32).describe('kebrit | mengusha') });

/** The path's business key. @throws AppError business_not_found (404) for an unknown key. */
function businessKey(key: string): BusinessKey {
  if (!isBusinessKey(key)) throw new AppError('business_not_found');
  return key;
}

const withTiles = businessView.extend({ tiles: z.array(z.string()) });

/** GET /businesses (the ones the user may open), GET/PUT /businesses/{key}, POST …/logo. */
export async function businessesRoutes(app: App) {
  app.get(
    '/businesses',
    { schema: { tags: ['businesses'], response: { 200: z.array(withTiles), 401: errorBody } } },
    async (req) => {
      const role = currentUser(req).role;
      const allowed = allowedBusinesses(role);
      const rows = await repo.listBusinesses(app.ctx.db);
      return rows
        .filter((r) => (allowed as readonly string[]).includes(r.key))
        .map((r) => ({ ...toProfile(r), tiles: [...tilesFor(role, r.key as BusinessKey)] }));
    },
  );

  app.get(
    '/businesses/:key',
    { schema: { tags: ['businesses'], params: keyParam, response: { 200: withTiles, ...errors } } },
    async (req) => {
      const role = currentUser(req).role;
      const key = businessKey(req.params.key);
      if (!canOpenBusiness(role, key)) throw new AppError('business_forbidden');
      const row = await repo.findBusinessByKey(app.ctx.db, key);
      if (!row) throw new AppError('business_not_found');
      return { ...toProfile(row), tiles: [...tilesFor(role, key)] };
    },
  );

  app.put(
    '/businesses/:key',
    {
      preValidation: requireAction('businesses.edit'),
      schema: {
        tags: ['businesses'],
        params: keyParam,
        body: updateBusinessBody,
        response: {
          200: z.object({ success: z.literal(true), business: businessView }),
          ...errors,
        },
      },
    },
    async (req) => ({
      success: true as const,
      business: await updateProfile(
        app.ctx,
        currentUser(req),
        businessKey(req.params.key),
        req.body,
      ),
    }),
  );

  app.post(
    '/businesses/:key/logo',
    {
      preValidation: requireAction('businesses.edit'),
      schema: {
        tags: ['businesses'],
        params: keyParam,
        consumes: ['multipart/form-data'],
        description: 'multipart/form-data with one image file in the field `file`',
        response: {
          200: z.object({ success: z.literal(true), business: businessView }),
          ...errors,
        },
      },
    },
    async (req) => {
      const key = businessKey(req.params.key);
      const name = await saveUploadedImage(req, {
        field: 'file',
        dir: logoDir(app.ctx),
        kind: 'logo',
      });
      return {
        success: true as const,
        business: await setLogo(app.ctx, currentUser(req), key, name),
      };
    },
  );
}
