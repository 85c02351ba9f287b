import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UpdateUserBody, UserView } from '../../../../domain/schemas/users';
import { api } from '../../../lib/api';
import { qk } from '../../../lib/query-keys';

/**
 * PUT /api/v1/users/{UUID} (admin): change the role and/or reset the password. A password reset
 * revokes every session of that user on the server.
 */
export function updateUser(
  uuid: string,
  body: UpdateUserBody,
): Promise<{ success: true; user: UserView }> {
  return api(`/users/${encodeURIComponent(uuid)}`, { method: 'PUT', body });
}

export function useUpdateUser(uuid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateUserBody) => updateUser(uuid, body),
    onSuccess: (res) => {
      queryClient.setQueryData(qk.user(uuid), res.user);
      // Not awaited: after resetting one's own password the refetch is a 401, and the screen's
      // own onSuccess (message, back to /login) must run before that unmounts it.
      void queryClient.invalidateQueries({ queryKey: qk.users, exact: true });
      void queryClient.invalidateQueries({ queryKey: qk.me });
    },
  });
}
