import fs from 'node:fs';
import { z } from 'zod';
import { ANSWER_MESSAGES } from '../../../domain/errors';
import {
  backupNameParam,
  backupView,
  restoreBody,
  restoreResult,
} from '../../../domain/schemas/backups';
import { signedLink } from '../../../domain/schemas/files';
import type { App } from '../../context';
import { currentUser, requireAction, requireSignedFile } from '../../plugins/auth';
import {
  backupDownloadLink,
  backupFile,
  BACKUPS_FOLDER,
  createBackup,
  listBackups,
  restoreBackup,
} from './service';
import { errorResponses } from '../../http/error-responses';
import { uploadBackup } from './upload';

const archiveBytes = z.any().describe('application/gzip: the backup archive (tar.gz)');
const errors = errorResponses(422);
const uploadErrors = errorResponses(409, 422);

/**
 * Database backups, administrators only (legacy app: backupdp/restoredp, decision
 * 0020): list, create, download, restore. Each route needs `backups.manage`.
 */
export async function backupsRoutes(app: App) {
  const admin = { preValidation: requireAction('backups.manage') };

  app.get(
    '/admin/backupdp',
    { ...admin, schema: { tags: ['backups'], response: { 200: z.array(backupView), ...errors } } },
    async () => listBackups(app.ctx),
  );

  app.post(
    '/admin/backupdp',
    { ...admin, schema: { tags: ['backups'], response: { 201: backupView, ...errors } } },
    async (req, reply) => reply.code(201).send(await createBackup(app.ctx, currentUser(req))),
  );

  // Decision 0050: a backup file from the browser joins the list once proved restorable.
  app.post(
    '/admin/backupdp/upload',
    {
      ...admin,
      schema: {
        tags: ['backups'],
        consumes: ['multipart/form-data'],
        description:
          'multipart/form-data with one database backup (sanad-….tar.gz) in the field `file`',
        response: { 201: backupView, ...uploadErrors },
      },
    },
    async (req, reply) => reply.code(201).send(await uploadBackup(app.ctx, currentUser(req), req)),
  );

  // A link to open in a new window, valid SIGNED_URL_TTL_SECONDS for this user.
  app.get(
    '/admin/backupdp/:name/link',
    {
      ...admin,
      schema: {
        tags: ['backups'],
        params: backupNameParam,
        response: { 200: signedLink, ...errors },
      },
    },
    async (req) => backupDownloadLink(app.ctx, currentUser(req), req.params.name),
  );

  // With the bearer header, or without it through a signed link (`?sig=`, decision 0027).
  app.get(
    '/admin/backupdp/:name',
    {
      ...admin,
      config: { signedAccess: true },
      schema: {
        tags: ['backups'],
        params: backupNameParam,
        querystring: z.object({ sig: z.string().max(600).optional() }),
        produces: ['application/gzip'],
        response: { 200: archiveBytes, ...errors },
      },
    },
    async (req, reply) => {
      requireSignedFile(req, { businessId: 0, path: `${BACKUPS_FOLDER}/${req.params.name}` });
      const file = backupFile(app.ctx, req.params.name);
      return reply
        .type('application/gzip')
        .header('content-disposition', `attachment; filename="${req.params.name}"`)
        .header('cache-control', 'no-store')
        .send(fs.createReadStream(file));
    },
  );

  app.post(
    '/admin/restoredp',
    {
      ...admin,
      schema: {
        tags: ['backups'],
        body: restoreBody,
        response: { 200: restoreResult, ...errors },
      },
    },
    async (req) => {
      const outcome = await restoreBackup(app.ctx, currentUser(req), req.body.filename);
      return {
        success: true as const,
        message: outcome.signInAgain
          ? ANSWER_MESSAGES.databaseRestoredSignInAgain
          : ANSWER_MESSAGES.databaseRestored,
        ...outcome,
      };
    },
  );
}
