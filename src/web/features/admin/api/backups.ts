import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BackupView, RestoreResult } from '../../../../domain/schemas/backups';
import type { SignedLink } from '../../../../domain/schemas/files';
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
 * GET /api/v1/admin/backupdp/{name}/link (admin): a signed link to the backup that opens without
 * the bearer header for a few minutes (decision 0027).
 */
export function getBackupLink(name: string): Promise<SignedLink> {
  return api<SignedLink>(`/admin/backupdp/${encodeURIComponent(name)}/link`);
}

/**
 * Downloads backup `name` the way the legacy app opens it, as a plain link (no bearer header): asks
 * the server for a signed link, then lets the browser fetch and save it under its own name, so a
 * large backup is streamed to disk rather than held in memory.
 * @throws ApiError when the server refuses the link (backup gone, not an administrator).
 */
export async function downloadBackup(name: string): Promise<void> {
  const { url } = await getBackupLink(name);
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  a.rel = 'noopener';
  document.body.append(a);
  a.click();
  a.remove();
}

/**
 * POST /api/v1/admin/backupdp/upload (admin), multipart with the backup file in field `file`
 * (decision 0050): the server proves it as a restore would and lists it; resolves to the backup as
 * listed. Rejects with the server's Arabic refusal (backup_foreign, backup_corrupt,
 * backup_schema_mismatch, backup_too_large, backup_exists), nothing kept.
 */
export function uploadBackup(file: File): Promise<BackupView> {
  const body = new FormData();
  body.append('file', file);
  return api<BackupView>('/admin/backupdp/upload', { method: 'POST', body });
}

export function useUploadBackup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadBackup,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: qk.backups }),
  });
}
