import { z } from 'zod';
import { ANSWER_MESSAGES, AppError } from '../../../domain/errors';
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
  BACKUP_CONTENT_TYPE,
  backupDownloadLink,
  backupKey,
  createBackup,
  findBackup,
  listBackups,
  restoreBackup,
} from './service';
import { errorResponses } from '../../http/error-responses';
import { uploadBackup } from './upload';

const archiveBytes = z.any().describe('application/gzip: the backup archive (tar.gz)');

/**
 * Database backups, administrators only (legacy app: backupdp/restoredp, decision
 * 0020): list, create, download, restore. Each route needs `backups.manage`.
 */
export async function backupsRoutes(app: App) {
  const admin = { preValidation: requireAction('backups.manage') };

  app.get(
    '/admin/backupdp',
    {
      ...admin,
      schema: {
        operationId: 'listBackups',
        summary: 'List the database backups on the server',
        tags: ['backups'],
        response: { 200: z.array(backupView), ...errorResponses() },
      },
    },
    async () => listBackups(app.ctx),
  );

  app.post(
    '/admin/backupdp',
    {
      ...admin,
      schema: {
        operationId: 'createBackup',
        summary: 'Make a database backup now',
        tags: ['backups'],
        response: { 201: backupView, ...errorResponses() },
      },
    },
    async (req, reply) => reply.code(201).send(await createBackup(app.ctx, currentUser(req))),
  );

  // Decision 0050: a backup file from the browser joins the list once proved restorable.
  app.post(
    '/admin/backupdp/upload',
    {
      ...admin,
      schema: {
        operationId: 'uploadBackup',
        summary: 'Upload a backup file made by Sanad (multipart)',
        tags: ['backups'],
        consumes: ['multipart/form-data'],
        description:
          'multipart/form-data with one database backup (sanad-….tar.gz) in the field `file`',
        response: {
          201: backupView,
          ...errorResponses(
            'backup_exists',
            'backup_foreign',
            'backup_schema_mismatch',
            'backup_corrupt',
            'backup_too_large',
          ),
        },
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
        operationId: 'getBackupDownloadLink',
        summary: 'Get a short-lived signed link to download a backup',
        tags: ['backups'],
        params: backupNameParam,
        response: { 200: signedLink, ...errorResponses('backup_not_found') },
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
        operationId: 'downloadBackup',
        summary: 'Download a backup file (bearer token or signed link)',
        tags: ['backups'],
        params: backupNameParam,
        querystring: z.object({ sig: z.string().max(600).optional() }),
        produces: ['application/gzip'],
        response: {
          200: archiveBytes,
          ...errorResponses('backup_not_found', 'link_expired', 'link_invalid', 'link_wrong_file'),
        },
      },
    },
    async (req, reply) => {
      requireSignedFile(req, { businessId: 0, path: backupKey(req.params.name) });
      // Streamed from the store through Sanad (decision 0063): never whole in memory.
      const found = await findBackup(app.ctx, req.params.name);
      const object = await app.ctx.storage.get(found.key);
      if (!object) throw new AppError('backup_not_found');
      return reply
        .type(BACKUP_CONTENT_TYPE)
        .header('content-length', object.size)
        .header('content-disposition', `attachment; filename="${req.params.name}"`)
        .header('cache-control', 'no-store')
        .send(object.body);
    },
  );

  app.post(
    '/admin/restoredp',
    {
      ...admin,
      schema: {
        operationId: 'restoreBackup',
        summary: 'Restore the whole database from a backup on the server',
        description:
          'Sessions stay valid only for accounts the backup holds unchanged; everyone else signs ' +
          'in again. Nothing changes when the backup is refused.',
        tags: ['backups'],
        body: restoreBody,
        response: {
          200: restoreResult,
          ...errorResponses(
            'backup_not_found',
            'backup_foreign',
            'backup_schema_mismatch',
            'backup_corrupt',
            'backup_too_large',
            'database_busy',
          ),
        },
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
