import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UserView } from '../../../../domain/schemas/users';
import { api } from '../../../lib/api';
import { qk } from '../../../lib/query-keys';

/** DELETE /api/v1/users/{UUID} (admin): deletes the user and revokes their tokens; 409 for oneself. */
export function deleteUser(uuid: string): Promise<{ success: true }> {
  return api(`/users/${encodeURIComponent(uuid)}`, { method: 'DELETE' });
}

export function useDeleteUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteUser,
    onSuccess: (_res, uuid) => {
      // Gone from the list at once, then refetched to be sure.
      queryClient.setQueryData<UserView[]>(qk.users, (list) =>
        list?.filter((u) => u.UUID !== uuid),
      );
      queryClient.removeQueries({ queryKey: qk.user(uuid), exact: true });
      return queryClient.invalidateQueries({ queryKey: qk.users, exact: true });
    },
  });
}
