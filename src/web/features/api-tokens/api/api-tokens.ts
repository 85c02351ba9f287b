import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  ApiTokenView,
  CreateApiTokenBody,
  CreatedApiToken,
} from '../../../../domain/schemas/api-tokens';
import { api } from '../../../lib/api';
import { qk } from '../../../lib/query-keys';

/** GET /api/v1/api-tokens (admin): every token, newest first, never a secret. */
export function useApiTokens() {
  return useQuery({ queryKey: qk.apiTokens, queryFn: () => api<ApiTokenView[]>('/api-tokens') });
}

/**
 * POST /api/v1/api-tokens (admin) → 201 `{ token, secret }`: the secret is in this answer only.
 * 400 validation_failed with fields (name, businesses.{i}, permissions, expiresOn).
 */
export function useCreateApiToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateApiTokenBody) =>
      api<CreatedApiToken>('/api-tokens', { method: 'POST', body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: qk.apiTokens }),
  });
}

/** DELETE /api/v1/api-tokens/{UUID} (admin): revokes the token at once; answers it, revoked. */
export function useRevokeApiToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (uuid: string) =>
      api<ApiTokenView>(`/api-tokens/${encodeURIComponent(uuid)}`, { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: qk.apiTokens }),
  });
}
