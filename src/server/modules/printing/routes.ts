import { z } from 'zod';
import { printAnswer, receiptParams as params } from '../../../domain/schemas/printing';
import type { App } from '../../context';
import { currentBusiness } from '../../plugins/business-scope';
import { printReceipt, receiptPng } from './service';
import { errorResponses } from '../../http/error-responses';

/** Binary PNG: documented only (a Buffer is sent as is, never serialized). */
const pngBytes = z.any().describe('image/png: the 80 mm receipt, 576 px wide');

/**
 * Receipt image and printing under /api/v1/{business}, behind
 * 'invoices.read' like the other invoice reads: GET getinvpng/{ID}.png answers the receipt PNG;
 * GET printinvo/{ID}.png prints it on the business's thermal printer (ESC/POS over TCP) and answers
 * `{success, message, printer, width, height}` — 409 printer_not_configured without a printer,
 * 503 printer_offline when it cannot be reached; the invoice is never changed.
 */
export async function printingRoutes(app: App) {
  const scope = { config: { action: 'invoices.read' as const } };
  const tags = ['invoices'];

  app.get(
    '/getinvpng/:ID.png',
    {
      ...scope,
      schema: {
        operationId: 'getReceiptPng',
        summary: 'Get a receipt image (PNG) by invoice number',
        tags,
        params,
        produces: ['image/png'],
        response: {
          200: pngBytes,
          ...errorResponses('invoice_not_cleared', 'invoice_rejected_by_zatca'),
        },
      },
    },
    async (req, reply) => {
      const png = await receiptPng(app.ctx, currentBusiness(req), req.params.ID, req.log);
      return reply
        .type('image/png')
        .header('content-disposition', `inline; filename="invoice${req.params.ID}.png"`)
        .header('cache-control', 'private, no-store')
        .send(png);
    },
  );

  app.get(
    '/printinvo/:ID.png',
    {
      ...scope,
      schema: {
        operationId: 'printReceipt',
        summary: "Print a receipt on the business's network printer",
        tags,
        params,
        response: {
          200: printAnswer,
          ...errorResponses(
            'printer_not_configured',
            'printer_offline',
            'invoice_not_cleared',
            'invoice_rejected_by_zatca',
          ),
        },
      },
    },
    async (req) => printReceipt(app.ctx, currentBusiness(req), req.params.ID, req.log),
  );
}
