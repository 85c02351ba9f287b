import { isValidVatNumber } from '../../../domain/business';
import { AppError, FIELD_MESSAGES } from '../../../domain/errors';
import type { OnboardingStep } from '../../../domain/schemas/zatca-onboarding';
import type { AppContext } from '../../context';
import type { ZatcaCsidResult, ZatcaDocumentResult } from '../../zatca/client';
import { writeAudit } from '../audit/service';
import { addressOf } from '../businesses/profile';
import type { BusinessRow } from '../businesses/repository';
import { saveOnboarding } from './repository';

/** What onboarding (onboarding.ts) and renewal (renewal.ts) share: names, checks, failures. */

/** Sanad's name and version in the CSR's SN (1-solution|2-version|3-serial). */
export const SOLUTION = { name: 'Sanad', version: '1.0' };

/** A failed answer of ZATCA: its messages as stored in last_error. */
export function messagesOf(
  result: Exclude<ZatcaCsidResult | ZatcaDocumentResult, { kind: 'issued' | 'accepted' }>,
) {
  if (result.kind === 'timeout') return [{ code: 'timeout', message: 'timeout' }];
  if (result.kind === 'network') return [{ code: 'network', message: result.message }];
  if (result.kind === 'clearance_off') return [{ code: 'clearance_off', message: 'HTTP 303' }];
  const found = result.errors.map((m) => ({ code: m.code, message: m.message }));
  if (found.length > 0) return found;
  return [{ code: result.kind, message: `HTTP ${result.httpStatus}` }];
}

/**
 * Stores a step's failure in last_error and throws: zatca_unreachable (503) for a timeout, a
 * network error or a 5xx (retryable); zatca_rejected (422) otherwise, with field `otp` when ZATCA
 * refused the OTP.
 */
export async function fail(
  ctx: AppContext,
  business: BusinessRow,
  step: OnboardingStep,
  result: Exclude<ZatcaCsidResult | ZatcaDocumentResult, { kind: 'issued' | 'accepted' }>,
  actorId: number,
): Promise<never> {
  const messages = messagesOf(result);
  await saveOnboarding(ctx.db, business.id, {
    last_error: JSON.stringify({ step, code: result.kind, messages }),
    updated_at: ctx.now(),
  });
  await writeAudit(ctx.db, {
    at: ctx.now(),
    userId: actorId,
    businessId: business.id,
    action: 'zatca.onboard_failed',
    entity: 'zatca_onboarding',
    entityId: String(business.id),
    details: { step, code: result.kind, messages },
  });
  if (result.retryable) throw new AppError('zatca_unreachable', { details: { step, messages } });
  const otp = messages.find((m) => m.code === 'Invalid-OTP');
  throw new AppError('zatca_rejected', {
    details: { step, messages },
    ...(otp ? { fields: { otp: FIELD_MESSAGES.zatcaOtpInvalid } } : {}),
  });
}

/**
 * Whether the business profile carries what the CSR and the documents need.
 * @throws AppError zatca_profile_incomplete (409) naming nothing else: the admin fixes the profile.
 */
export function checkProfile(business: BusinessRow): void {
  const a = addressOf(business);
  if (
    !business.name_ar.trim() ||
    !isValidVatNumber(business.vat_number) ||
    ![a.street, a.buildingNumber, a.district, a.city, a.postalCode].every((v) => v.trim())
  )
    throw new AppError('zatca_profile_incomplete');
}
