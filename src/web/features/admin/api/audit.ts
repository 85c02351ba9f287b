import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AuditPage } from '../../../../domain/schemas/audit';
import { api } from '../../../lib/api';
import { qk } from '../../../lib/query-keys';

/** The audit screen's filters: Riyadh dates `YYYY-MM-DD`, exact action and username; '' = any. */
export interface AuditFilters {
  from: string;
  to: string;
  action: string;
  user: string;
  limit: number;
  offset: number;
}

/** GET /api/v1/admin/audit (admin): a page of the audit log, newest first, and the match count. */
export function getAudit(f: AuditFilters): Promise<AuditPage> {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(f)) if (v !== '') params.set(k, String(v));
  return api<AuditPage>(`/admin/audit?${params.toString()}`);
}

export function useAudit(f: AuditFilters) {
  return useQuery({
    queryKey: [...qk.audit, f],
    queryFn: () => getAudit(f),
    placeholderData: keepPreviousData,
  });
}
