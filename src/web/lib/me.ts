import { useQuery } from '@tanstack/react-query';
import type { MeView } from '../../domain/schemas/users';
import { api } from './api';
import { qk } from './query-keys';

/**
 * GET /api/v1/users/me: the signed-in user (any role), the businesses they open (role and tiles in
 * each), `needsBusinessSetup` (an administrator of a Sanad with no business yet) and
 * `sampleBusinessesOffered` (the setup screen offers the sample businesses too, decision 0049).
 */
export function getMe(): Promise<MeView> {
  return api<MeView>('/users/me');
}

/** The signed-in user (see getMe); `enabled: false` skips the request until needed. */
export function useMe(opts: { enabled?: boolean } = {}) {
  return useQuery({ queryKey: qk.me, queryFn: getMe, enabled: opts.enabled ?? true });
}
