import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { InvoiceBackupScope } from '../../../../domain/invoice-backups';
import type {
  InvoiceBackupAnswer,
  InvoiceBackupList,
} from '../../../../domain/schemas/invoice-backups';
import { api } from '../../../lib/api';
import { qk } from '../../../lib/query-keys';

const base = (business: string) => `/${encodeURIComponent(business)}`;

/** GET /api/v1/{business}/backuplist (admin): the business's invoice backups, newest first. */
export function getInvoiceBackups(business: string): Promise<InvoiceBackupList> {
  return api<InvoiceBackupList>(`${base(business)}/backuplist`);
}

export function useInvoiceBackups(business: string | null) {
  return useQuery({
    queryKey: qk.invoiceBackups(business ?? ''),
    queryFn: () => getInvoiceBackups(business!),
    enabled: business !== null,
  });
}

/**
 * GET /api/v1/{business}/export/invoices (`all`) or export/invoicesthismonth (`month`, the Riyadh
 * month): writes a new export on the server; resolves to `{type, message, name, counts}`.
 */
export function exportInvoices(
  business: string,
  scope: InvoiceBackupScope,
): Promise<InvoiceBackupAnswer> {
  const path = scope === 'all' ? 'export/invoices' : 'export/invoicesthismonth';
  return api<InvoiceBackupAnswer>(`${base(business)}/${path}`);
}

/**
 * POST /api/v1/{business}/restore/invoices or restore/invoiceline `{name}`: merges the backup in.
 * Rejects with the server's Arabic refusal (collision, other business, corrupt…), nothing written.
 */
export function restoreInvoices(
  business: string,
  what: 'invoices' | 'invoiceline',
  name: string,
): Promise<InvoiceBackupAnswer> {
  return api<InvoiceBackupAnswer>(`${base(business)}/restore/${what}`, {
    method: 'POST',
    body: { name },
  });
}

export type InvoiceBackupAction =
  | { kind: 'export'; scope: InvoiceBackupScope }
  | { kind: 'restore'; what: 'invoices' | 'invoiceline'; name: string };

/** Runs one export or restore of `business`; refreshes its list and, after a restore, its invoices. */
export function useInvoiceBackupAction(business: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (a: InvoiceBackupAction) =>
      a.kind === 'export'
        ? exportInvoices(business, a.scope)
        : restoreInvoices(business, a.what, a.name),
    onSuccess: async (_res, a) => {
      await queryClient.invalidateQueries({ queryKey: qk.invoiceBackups(business) });
      if (a.kind === 'restore')
        await queryClient.invalidateQueries({ queryKey: qk.invoices(business) });
    },
  });
}

/**
 * POST /api/v1/{business}/backuplist (admin), multipart with an invoice backup file in field
 * `file` (decision 0050): checked as a restore checks it, then listed; resolves to `{name}`.
 * Rejects with the server's Arabic refusal (another business, corrupt, not an invoice backup…).
 */
export function uploadInvoiceBackup(business: string, file: File): Promise<{ name: string }> {
  const body = new FormData();
  body.append('file', file);
  return api<{ name: string }>(`${base(business)}/backuplist`, { method: 'POST', body });
}

export function useUploadInvoiceBackup(business: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => uploadInvoiceBackup(business, file),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: qk.invoiceBackups(business) }),
  });
}
