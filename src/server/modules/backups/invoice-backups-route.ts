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

const errors = errorResponses();

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
      schema: {
        operationId: 'listInvoiceBackups',
        summary: 'List the invoice backups of a business',
        tags,
        params: businessParam,
        response: { 200: invoiceBackupList, ...errorResponses() },
      },
    },
    async (req) => listInvoiceBackups(app.ctx, currentBusiness(req)),
  );

  // Decision 0050: an invoice backup file from the browser joins the list once proved.
  app.post(
    '/backuplist',
    {
      ...admin,
      schema: {
        operationId: 'uploadInvoiceBackup',
        summary: 'Upload an invoice backup file made by Sanad (multipart)',
        tags,
        params: businessParam,
        consumes: ['multipart/form-data'],
        description:
          'multipart/form-data with one invoice backup (inva….tar.gz) in the field `file`',
        response: {
          201: z.object({ name: z.string() }),
          ...errorResponses(
            'backup_exists',
            'invoice_backup_foreign',
            'invoice_backup_other_business',
            'invoice_backup_corrupt',
            'backup_too_large',
          ),
        },
      },
    },
    async (req, reply) =>
      reply
        .code(201)
        .send(await uploadInvoiceBackup(app.ctx, currentUser(req), currentBusiness(req), req)),
  );

  for (const [url, scope, operationId, summary] of [
    ['/export/invoices', 'all', 'createInvoiceBackup', 'Make an invoice backup of every invoice'],
    [
      '/export/invoicesthismonth',
      'month',
      'createMonthInvoiceBackup',
      "Make an invoice backup of this month's invoices (Riyadh)",
    ],
  ] as const)
    app.get(
      url,
      { ...admin, schema: { operationId, summary, tags, params: businessParam, response: answer } },
      async (req) => exportInvoices(app.ctx, currentUser(req), currentBusiness(req), scope),
    );

  for (const [url, mode, operationId, summary] of [
    [
      '/restore/invoices',
      'invoices',
      'restoreInvoiceBackup',
      'Restore invoices from an invoice backup',
    ],
    [
      '/restore/invoiceline',
      'lines',
      'restoreInvoiceLineBackup',
      'Restore invoice lines from an invoice backup',
    ],
  ] as const)
    app.post(
      url,
      {
        ...admin,
        schema: {
          operationId,
          summary,
          tags,
          params: businessParam,
          body: invoiceRestoreBody,
          response: {
            200: invoiceBackupAnswer,
            ...errorResponses(
              'invoice_backup_not_found',
              'invoice_backup_foreign',
              'invoice_backup_other_business',
              'invoice_backup_corrupt',
              'invoice_backup_collision',
              'backup_too_large',
            ),
          },
        },
      },
      async (req) =>
        restoreInvoices(app.ctx, currentUser(req), currentBusiness(req), req.body.name, mode),
    );
}
