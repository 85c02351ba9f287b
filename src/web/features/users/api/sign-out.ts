import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { api } from '../../../lib/api';
import { clearSession } from '../../../lib/session';
import { t } from '../../../locales/ar';

/** POST /api/v1/logout: revokes the token. A failure is not fatal: an unrevoked token expires on its own. */
export async function signOut(): Promise<void> {
  try {
    await api('/logout', { method: 'POST' });
  } catch {
    // The person still leaves; the session is cleared locally below.
  }
}

/**
 * Signs out and goes to /login. Everything happens in the hook's own callback: clearing the
 * session unmounts the calling screen, and TanStack Query skips `mutate()` callbacks after that.
 */
export function useSignOut() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: signOut,
    onSettled: () => {
      clearSession();
      queryClient.clear();
      notifications.show({ message: t.auth.signedOut });
      navigate('/login', { replace: true });
    },
  });
}
