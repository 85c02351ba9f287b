import { businessParam } from '../../../domain/schemas/common';
import { errorResponses } from '../../http/error-responses';
import { onboardingBody, onboardingStatus } from '../../../domain/schemas/zatca-onboarding';
import type { App } from '../../context';
import { currentUser } from '../../plugins/auth';
import { currentBusiness } from '../../plugins/business-scope';
import { onboardBusiness } from './onboarding';
import { onboardingStatusOf } from './service';

/**
 * ZATCA onboarding of one business under /api/v1/{business} (decision 0035),
 * administrators only (`businesses.edit`): GET zatca/onboarding answers the status;
 * POST zatca/onboarding {otp, groupMemberTin?} runs the steps (CSR, compliance CSID, compliance
 * invoices, production CSID) — or renews the production CSID (decision 0043) — against FATOORA and answers the new status — 422 zatca_rejected with ZATCA's
 * messages kept in the status's lastError, 503 zatca_unreachable on a timeout or a 5xx.
 */
export async function zatcaOnboardingRoutes(app: App) {
  const admin = { config: { action: 'businesses.edit' as const } };
  const tags = ['zatca'];

  app.get(
    '/zatca/onboarding',
    {
      ...admin,
      schema: {
        operationId: 'getZatcaOnboarding',
        summary: 'Get the ZATCA (Fatoora) onboarding state of a business',
        tags,
        params: businessParam,
        response: { 200: onboardingStatus, ...errorResponses() },
      },
    },
    async (req) => onboardingStatusOf(app.ctx, currentBusiness(req)),
  );

  app.post(
    '/zatca/onboarding',
    {
      ...admin,
      schema: {
        operationId: 'onboardZatca',
        summary: 'Onboard the business with ZATCA (Fatoora) with a one-time code',
        tags,
        params: businessParam,
        body: onboardingBody,
        response: {
          200: onboardingStatus,
          ...errorResponses(
            'zatca_onboarding_unavailable',
            'zatca_onboarding_running',
            'zatca_profile_incomplete',
            'zatca_rejected',
            'zatca_unreachable',
          ),
        },
      },
    },
    async (req) => onboardBusiness(app.ctx, currentBusiness(req), req.body, currentUser(req).id),
  );
}
