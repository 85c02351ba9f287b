import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { OnboardingStatus } from '../../../../domain/schemas/zatca-onboarding';
import { api } from '../../../lib/api';
import { qk } from '../../../lib/query-keys';

const url = (business: string) => `/${encodeURIComponent(business)}/zatca/onboarding`;

/** GET /api/v1/{business}/zatca/onboarding (admin): the business's ZATCA onboarding status. */
export function useZatcaOnboarding(business: string | null) {
  return useQuery({
    queryKey: qk.zatcaOnboarding(business ?? ''),
    queryFn: () => api<OnboardingStatus>(url(business!)),
    enabled: business !== null,
  });
}

/**
 * POST /api/v1/{business}/zatca/onboarding `{otp?, groupMemberTin?}`: runs the onboarding steps
 * against FATOORA, or renews the production CSID (without an OTP: resumes after the compliance
 * CSID). Rejects with the server's Arabic refusal
 * (field `otp` when ZATCA refused the OTP); the status is refetched either way, since it keeps
 * ZATCA's messages.
 */
export function useOnboard(business: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ otp, groupMemberTin }: { otp: string | null; groupMemberTin?: string }) =>
      api<OnboardingStatus>(url(business), {
        method: 'POST',
        body: { ...(otp ? { otp } : {}), ...(groupMemberTin ? { groupMemberTin } : {}) },
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: qk.zatcaOnboarding(business) }),
  });
}
