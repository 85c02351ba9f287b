import { businessUuidParams } from '../../../domain/schemas/common';
import { errorResponses } from '../../http/error-responses';
import { idempotencyHeaders } from '../../../domain/schemas/idempotency';
import { creditNoteBody, debitNoteBody, noteAnswer } from '../../../domain/schemas/notes';
import type { App } from '../../context';
import { currentUser } from '../../plugins/auth';
import { currentBusiness } from '../../plugins/business-scope';
import { issueNote, type NoteRequest } from './service';

const errors = errorResponses(409, 422);

/**
 * Credit and debit notes of an invoice (decision 0034), behind 'invoices.notes'
 * (admin, manager): POST {business}/invoices/{UUID}/creditnotes (a return: some lines or, without
 * InvoiceLine, all that remains) and …/debitnotes (an under-charge). 201 with the note's UUID and
 * number; a repeat with the same `Idempotency-Key` answers 200 with the first note.
 */
export async function invoiceNotesRoutes(app: App) {
  const config = { action: 'invoices.notes' as const };
  const tags = ['invoices'];
  const routes: Array<[string, 'credit' | 'debit']> = [
    ['/invoices/:UUID/creditnotes', 'credit'],
    ['/invoices/:UUID/debitnotes', 'debit'],
  ];
  for (const [url, kind] of routes) {
    app.post(
      url,
      {
        config,
        schema: {
          tags,
          params: businessUuidParams,
          headers: idempotencyHeaders,
          body: kind === 'credit' ? creditNoteBody : debitNoteBody,
          response: { 200: noteAnswer, 201: noteAnswer, ...errors },
        },
      },
      async (req, reply) => {
        const user = currentUser(req);
        const { note, replayed } = await issueNote(
          app.ctx,
          currentBusiness(req),
          { id: user.id, username: user.username },
          req.params.UUID,
          { kind, body: req.body } as NoteRequest,
          {
            idempotencyKey: req.headers['idempotency-key'],
            receipt: app.ctx.config.receiptImages,
          },
        );
        return reply.code(replayed ? 200 : 201).send({
          UUID: note.uuid,
          ID: note.number,
          InvoiceTypeCode: note.invoice_type_code as '381' | '383',
        });
      },
    );
  }
}
