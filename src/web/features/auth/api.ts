import { useMutation } from '@tanstack/react-query';
import type { LoginBody, LoginSuccess } from '../../../domain/schemas/auth';
import { api } from '../../lib/api';

/** POST /api/v1/login. */
export function useLogin() {
  return useMutation({
    mutationFn: (body: LoginBody) => api<LoginSuccess>('/login', { method: 'POST', body }),
  });
}
