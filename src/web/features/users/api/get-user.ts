import { useQuery } from '@tanstack/react-query';
import type { UserView } from '../../../../domain/schemas/users';
import { api } from '../../../lib/api';
import { qk } from '../../../lib/query-keys';

/** GET /api/v1/users/{UUID} (admin). */
export function getUser(uuid: string): Promise<UserView> {
  return api<UserView>(`/users/${encodeURIComponent(uuid)}`);
}

export function useUser(uuid: string) {
  return useQuery({ queryKey: qk.user(uuid), queryFn: () => getUser(uuid) });
}
