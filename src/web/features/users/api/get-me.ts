import { useQuery } from '@tanstack/react-query';
import type { UserView } from '../../../../domain/schemas/users';
import { api } from '../../../lib/api';
import { qk } from '../../../lib/query-keys';

/** GET /api/v1/users/me: the signed-in user (any role). */
export function getMe(): Promise<UserView> {
  return api<UserView>('/users/me');
}

export function useMe() {
  return useQuery({ queryKey: qk.me, queryFn: getMe });
}
