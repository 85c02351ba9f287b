import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreditNoteBody, DebitNoteBody, NoteAnswer } from '../../../../domain/schemas/notes';
import { api } from '../../../lib/api';
import { qk } from '../../../lib/query-keys';
import { loadTillId } from '../../../lib/till-storage';

/** A note to issue: credit (return) or debit (under-charge), with its body. */
export type NoteToIssue =
  { kind: 'credit'; body: CreditNoteBody } | { kind: 'debit'; body: DebitNoteBody };

/**
 * POST /api/v1/{business}/invoices/{UUID}/creditnotes or …/debitnotes (decision 0034)
 * with `key` as the Idempotency-Key: one key per opened form, so a double tap or a retry after a
 * lost answer gets the same note back instead of a second one. On a device that is a till (the
 * POS chose one), the note carries its `tillId`: a refund paid from that drawer counts in its
 * shift (decision 0055).
 * @throws ApiError with the server's Arabic message (400, 403, 404, 422) or a network error.
 */
export function issueNote(
  business: string,
  invoiceUuid: string,
  note: NoteToIssue,
  key: string,
): Promise<NoteAnswer> {
  const path = note.kind === 'credit' ? 'creditnotes' : 'debitnotes';
  const tillId = loadTillId(business);
  return api<NoteAnswer>(`/${business}/invoices/${encodeURIComponent(invoiceUuid)}/${path}`, {
    method: 'POST',
    body: tillId === null ? note.body : { ...note.body, tillId },
    headers: { 'idempotency-key': key },
  });
}

/** The mutation behind the note forms; refreshes every invoice list, view and report. */
export function useIssueNote(business: string, invoiceUuid: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ note, key }: { note: NoteToIssue; key: string }) =>
      issueNote(business, invoiceUuid, note, key),
    onSuccess: () => client.invalidateQueries({ queryKey: qk.invoices(business) }),
  });
}
