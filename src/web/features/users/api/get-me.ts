import { useQuery } from '@tanstack/react-query';
import type { MeView } from '../../../../domain/schemas/users';
import { api } from '../../../lib/api';
import { qk } from '../../../lib/query-keys';

/**
 * GET /api/v1/users/me: the signed-in user (any role), the businesses they open (role and tiles in
 * each) and `needsBusinessSetup` (an administrator of a Sanad with no business yet).
 */
export function getMe(): Promise<MeView> {
  return api<MeView>('/users/me');
}

export function useMe() {
  return useQuery({ queryKey: qk.me, queryFn: getMe });
}
