import { errorBody } from '../../../domain/schemas/common';
import { qrBody, qrResult } from '../../../domain/schemas/qr';
import type { App } from '../../context';
import { requireAction } from '../../plugins/auth';
import { generateQr } from './service';

/**
 * `POST /qr {text}` → `{img}`: the QR tool of the admin area, for the
 * roles with `qr.generate` (administrator and manager; decision 0024).
 */
export async function qrRoutes(app: App) {
  app.post(
    '/qr',
    {
      preValidation: requireAction('qr.generate'),
      schema: {
        tags: ['qr'],
        body: qrBody,
        response: { 200: qrResult, 400: errorBody, 401: errorBody, 403: errorBody },
      },
    },
    async (req) => generateQr(req.body.text),
  );
}
