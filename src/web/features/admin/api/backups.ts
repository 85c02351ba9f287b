import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BackupView, RestoreResult } from '../../../../domain/schemas/backups';
import { api } from '../../../lib/api';
import { qk } from '../../../lib/query-keys';

/** GET /api/v1/admin/backupdp (admin): the database backups, newest first. */
export function getBackups(): Promise<BackupView[]> {
  return api<BackupView[]>('/admin/backupdp');
}

export function useBackups() {
  return useQuery({ queryKey: qk.backups, queryFn: getBackups });
}

/** POST /api/v1/admin/backupdp (admin): takes a backup now; resolves to the new one. */
export function createBackup(): Promise<BackupView> {
  return api<BackupView>('/admin/backupdp', { method: 'POST' });
}

export function useCreateBackup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createBackup,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: qk.backups }),
  });
}

/**
 * POST /api/v1/admin/restoredp `{filename}` (admin): restores the backup after the server checked
 * it. Rejects with the server's Arabic error (backup_corrupt, backup_foreign,
 * backup_schema_mismatch…) when it refused, the database untouched.
 */
export function restoreBackup(filename: string): Promise<RestoreResult> {
  return api<RestoreResult>('/admin/restoredp', { method: 'POST', body: { filename } });
}

export function useRestoreBackup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: restoreBackup,
    // Everything cached may have changed. When the caller must sign in again, nothing is
    // refetched: the page keeps showing the result until they choose to sign in.
    onSuccess: (res) => {
      if (!res.signInAgain) return queryClient.invalidateQueries();
    },
  });
}

/**
 * Downloads backup `name`: GET /api/v1/admin/backupdp/{name} with the bearer token (a new window
 * could not carry it; decision 0020), saved by the browser under its own name.
 */
export async function downloadBackup(name: string): Promise<void> {
  const blob = await api<Blob>(`/admin/backupdp/${encodeURIComponent(name)}`, { raw: true });
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
