import { businessUuidParams } from '../../../domain/schemas/common';
import { errorResponses } from '../../http/error-responses';
import { idempotencyHeaders } from '../../../domain/schemas/idempotency';
import { creditNoteBody, debitNoteBody, noteAnswer } from '../../../domain/schemas/notes';
import type { App } from '../../context';
import { currentUser } from '../../plugins/auth';
import { currentBusiness } from '../../plugins/business-scope';
import { issueNote, type NoteRequest } from './service';

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
          operationId: kind === 'credit' ? 'createCreditNote' : 'createDebitNote',
          summary:
            kind === 'credit'
              ? 'Issue a credit note (a return) on an invoice'
              : 'Issue a debit note (an under-charge) on an invoice',
          description:
            'Idempotent by the `Idempotency-Key` header: a repeat answers 200 with the first ' +
            'note, a first request 201. Amounts in SAR with two decimals.',
          tags,
          params: businessUuidParams,
          headers: idempotencyHeaders,
          body: kind === 'credit' ? creditNoteBody : debitNoteBody,
          response: {
            200: noteAnswer,
            201: noteAnswer,
            ...errorResponses(
              'note_of_note',
              'note_unknown_line',
              'note_quantity_exceeds',
              'note_nothing_left',
              'note_key_reused',
              'mixed_vat_reasons',
              'invoice_total_too_large',
              'qr_value_too_long',
              'zatca_document_invalid',
              'zatca_not_onboarded',
              'zatca_certificate_expired',
              'zatca_key_unreadable',
            ),
          },
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
