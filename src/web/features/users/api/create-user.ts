import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateUserBody } from '../../../../domain/schemas/users';
import { api } from '../../../lib/api';
import { qk } from '../../../lib/query-keys';

export interface CreateUserResult {
  success: true;
  newid: number;
  UUID: string;
}

/** POST /api/v1/users (admin) → 201 `{success, newid, UUID}`; 409 username_taken on `username`. */
export function createUser(body: CreateUserBody): Promise<CreateUserResult> {
  return api<CreateUserResult>('/users', { method: 'POST', body });
}

export function useCreateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: qk.users }),
  });
}
