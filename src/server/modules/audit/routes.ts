import { auditPage, auditQuery } from '../../../domain/schemas/audit';
import { errorBody } from '../../../domain/schemas/common';
import { errorResponse } from '../../http/error-responses';
import type { App } from '../../context';
import { requireAction } from '../../plugins/auth';
import { listAudit } from './service';

/**
 * `GET /admin/audit?from&to&action&user&limit&offset`: the audit log, newest first,
 * paged; administrators only (`audit.read`, decision 0024).
 */
export async function auditRoutes(app: App) {
  app.get(
    '/admin/audit',
    {
      preValidation: requireAction('audit.read'),
      schema: {
        operationId: 'listAuditEvents',
        summary: 'List the audit log, newest first, a page at a time',
        description: 'Times are UTC milliseconds.',
        tags: ['audit'],
        querystring: auditQuery,
        response: {
          200: auditPage,
          400: errorResponse(errorBody, 'validation_failed'),
          401: errorResponse(errorBody, 'unauthenticated'),
          403: errorResponse(errorBody, 'forbidden'),
        },
      },
    },
    async (req) => listAudit(app.ctx, req.query),
  );
}
