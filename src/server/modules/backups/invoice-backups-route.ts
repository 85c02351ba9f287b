import { z } from 'zod';
import { businessParam } from '../../../domain/schemas/common';
import {
  invoiceBackupAnswer,
  invoiceBackupList,
  invoiceRestoreBody,
} from '../../../domain/schemas/invoice-backups';
import type { App } from '../../context';
import { currentUser } from '../../plugins/auth';
import { currentBusiness } from '../../plugins/business-scope';
import { exportInvoices, listInvoiceBackups, restoreInvoices } from './invoice-backups';
import { errorResponses } from '../../http/error-responses';
import { uploadInvoiceBackup } from './upload';

const errors = errorResponses(409, 422);

/**
 * Invoice backups of one business, administrators only (legacy app: backuplist, export/invoices,
 * export/invoicesthismonth, restore/invoices, restore/invoiceline; decision 0026),
 * under /api/v1/{business}. Every route needs `backups.manage`.
 */
export async function invoiceBackupsRoutes(app: App) {
  const admin = { config: { action: 'backups.manage' as const } };
  const tags = ['backups'];
  const answer = { 200: invoiceBackupAnswer, ...errors };

  app.get(
    '/backuplist',
    {
      ...admin,
      schema: { tags, params: businessParam, response: { 200: invoiceBackupList, ...errors } },
    },
    async (req) => listInvoiceBackups(app.ctx, currentBusiness(req)),
  );

  // Decision 0050: an invoice backup file from the browser joins the list once proved.
  app.post(
    '/backuplist',
    {
      ...admin,
      schema: {
        tags,
        params: businessParam,
        consumes: ['multipart/form-data'],
        description:
          'multipart/form-data with one invoice backup (inva….tar.gz) in the field `file`',
        response: { 201: z.object({ name: z.string() }), ...errors },
      },
    },
    async (req, reply) =>
      reply
        .code(201)
        .send(await uploadInvoiceBackup(app.ctx, currentUser(req), currentBusiness(req), req)),
  );

  for (const [url, scope] of [
    ['/export/invoices', 'all'],
    ['/export/invoicesthismonth', 'month'],
  ] as const)
    app.get(
      url,
      { ...admin, schema: { tags, params: businessParam, response: answer } },
      async (req) => exportInvoices(app.ctx, currentUser(req), currentBusiness(req), scope),
    );

  for (const [url, mode] of [
    ['/restore/invoices', 'invoices'],
    ['/restore/invoiceline', 'lines'],
  ] as const)
    app.post(
      url,
      {
        ...admin,
        schema: { tags, params: businessParam, body: invoiceRestoreBody, response: answer },
      },
      async (req) =>
        restoreInvoices(app.ctx, currentUser(req), currentBusiness(req), req.body.name, mode),
    );
}
