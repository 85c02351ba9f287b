import { errorBody } from '../../../domain/schemas/common';
import { qrBody, qrResult } from '../../../domain/schemas/qr';
import { errorResponse } from '../../http/error-responses';
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
        operationId: 'createQrCode',
        summary: 'Encode a ZATCA phase 1 QR code (TLV, base64) and its image',
        tags: ['qr'],
        body: qrBody,
        response: {
          200: qrResult,
          400: errorResponse(errorBody, 'validation_failed'),
          401: errorResponse(errorBody, 'unauthenticated'),
          403: errorResponse(errorBody, 'forbidden'),
        },
      },
    },
    async (req) => generateQr(req.body.text),
  );
}
