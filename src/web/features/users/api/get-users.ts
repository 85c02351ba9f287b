import { useQuery } from '@tanstack/react-query';
import type { UserView } from '../../../../domain/schemas/users';
import { api } from '../../../lib/api';
import { qk } from '../../../lib/query-keys';

/** GET /api/v1/users (admin): every user, never a password hash. */
export function getUsers(): Promise<UserView[]> {
  return api<UserView[]>('/users');
}

export function useUsers() {
  return useQuery({ queryKey: qk.users, queryFn: getUsers });
}
