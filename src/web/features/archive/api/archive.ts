import { useQuery } from '@tanstack/react-query';
import { ARCHIVE_FILE_NAME, type ArchiveAnswer } from '../../../../domain/schemas/files';
import { RIYADH_TZ } from '../../../../domain/riyadh-time';
import { api } from '../../../lib/api';
import { qk } from '../../../lib/query-keys';

/**
 * GET /api/v1/{business}/images?date=YYYY-MM-DD&tz=Asia/Riyadh: the receipt image
 * names of that Riyadh day, newest first, with the signed `base_url` / `thumbs_url` that open
 * them without the bearer header until `expires_at` (decision 0027).
 * @throws ApiError (its status and the server's Arabic message) when refused.
 */
export function getArchive(business: string, date: string): Promise<ArchiveAnswer> {
  const q = new URLSearchParams({ date, tz: RIYADH_TZ });
  return api<ArchiveAnswer>(`/${business}/images?${q}`);
}

/** Refetch a minute before the links expire, so the images on screen keep opening. */
function untilRenewal(data: ArchiveAnswer | undefined): number | false {
  if (!data) return false;
  return Math.max(30_000, Date.parse(data.expires_at) - Date.now() - 60_000);
}

export function useArchive(business: string, date: string) {
  return useQuery({
    queryKey: qk.archive(business, date),
    queryFn: () => getArchive(business, date),
    refetchInterval: (query) => untilRenewal(query.state.data),
  });
}

/** The issue instant (UTC ms) and invoice number an archive name `{unix-ms}_{ID}.png` carries. */
export function parseArchiveName(name: string): { at: number; id: number } | null {
  const m = ARCHIVE_FILE_NAME.exec(name);
  return m ? { at: Number(m[1]), id: Number(m[2]) } : null;
}
