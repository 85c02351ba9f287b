import { auditPage, auditQuery } from '../../../domain/schemas/audit';
import { errorBody } from '../../../domain/schemas/common';
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
        tags: ['audit'],
        querystring: auditQuery,
        response: { 200: auditPage, 400: errorBody, 401: errorBody, 403: errorBody },
      },
    },
    async (req) => listAudit(app.ctx, req.query),
  );
}
