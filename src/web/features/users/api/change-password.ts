import { useMutation } from '@tanstack/react-query';
import type { ChangePasswordBody } from '../../../../domain/schemas/users';
import { api } from '../../../lib/api';

/**
 * POST /api/v1/users/me/password (any signed-in user): changes their own password. This session
 * stays; the user's others are revoked. Refusals: 422 wrong_current_password
 * (fields.currentPassword), 400 validation_failed (fields.newPassword). Decision 0049.
 */
export function changePassword(body: ChangePasswordBody): Promise<{ success: true }> {
  return api('/users/me/password', { method: 'POST', body });
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
