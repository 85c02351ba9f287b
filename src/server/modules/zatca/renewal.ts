import { AppError } from '../../../domain/errors';
import { readCertificate } from '../../../domain/zatca/certificate';
import { csrOrganizationUnit, type ZatcaEnvironment } from '../../../domain/zatca/csr';
import type { AppContext } from '../../context';
import type { ZatcaCsidResult } from '../../zatca/client';
import { masterKey, openPrivateKey, sealPrivateKey } from '../../zatca/key-store';
import { writeAudit } from '../audit/service';
import { addressOf } from '../businesses/profile';
import type { BusinessRow } from '../businesses/repository';
import { fail } from './onboarding-common';
import { makeBusinessDueNow } from './queue-repository';
import { findOnboarding, saveOnboarding } from './repository';
import { certificateNotAfter, environmentOf, zatcaClientOf } from './service';

/**
 * Renewing a business's production CSID the way ZATCA does (decision 0043): PATCH
 * /production/csids with the current production CSID, a new OTP and the unit's CSR (same key,
 * same CN, same SN serial, same OU), and storing a production CSID once issued (first
 * onboarding or renewal), which also lifts a stop set by a 401/403 and sends what waited.
 */

/**
 * The CSR's OU of the business (csrOrganizationUnit): a VAT group member's TIN, else its branch —
 * the business's city, the branch name Sanad knows.
 * @throws AppError validation_failed (400, field groupMemberTin) when the TIN given is not 10
 *   digits, or the business has no city to name its branch.
 */
export function organizationUnitOf(business: BusinessRow, groupMemberTin?: string | null): string {
  try {
    return csrOrganizationUnit(addressOf(business).city, groupMemberTin);
  } catch (e) {
    if (!(e instanceof RangeError)) throw e;
    throw new AppError('validation_failed', {
      fields: {
        groupMemberTin:
          'الرقم الضريبي لمجموعة ضريبية: أدخل رقم التعريف الضريبي (TIN) للعضو، عشرة أرقام',
      },
    });
  }
}

/** A production CSID ZATCA issued, with what to store beside it. */
interface IssuedProduction {
  step: 'production_csid' | 'renewal';
  /** The key the CSID certifies, sealed with the master key (decision 0063). */
  sealedPrivateKey: string | null;
  issued: Extract<ZatcaCsidResult, { kind: 'issued' }>;
  environment: ZatcaEnvironment;
  actorId: number;
  action: 'zatca.onboard' | 'zatca.renew';
}

/**
 * Stores a production CSID in one transaction: certificate, sealed secret, serial and expiry (UTC
 * ms), no last error and no stop (`attention`), and an audit row; then makes the business's
 * pending documents due now.
 */
export async function storeProductionCsid(
  ctx: AppContext,
  business: BusinessRow,
  p: IssuedProduction,
): Promise<void> {
  const facts = readCertificate(p.issued.certificate);
  const key = await masterKey(ctx);
  await ctx.db.transaction().execute(async (trx) => {
    await saveOnboarding(trx, business.id, {
      step: p.step,
      private_key: p.sealedPrivateKey,
      production_certificate: p.issued.certificate,
      production_secret: sealPrivateKey(p.issued.secret, key),
      production_request_id: p.issued.requestId,
      certificate_serial: facts.serialNumber,
      certificate_not_after: certificateNotAfter(p.issued.certificate),
      production_environment: p.environment,
      last_error: null,
      attention: null,
      updated_at: ctx.now(),
    });
    await writeAudit(trx, {
      at: ctx.now(),
      userId: p.actorId,
      businessId: business.id,
      action: p.action,
      entity: 'zatca_onboarding',
      entityId: String(business.id),
      details: { environment: p.environment, serial: facts.serialNumber },
    });
    await makeBusinessDueNow(trx, business.id, ctx.now());
  });
}

/**
 * What renewProductionCsid did: `renewed` (a production CSID is stored); `compliance_checks` (ZATCA
 * answered 428 with a compliance CSID, now stored over the same key: the caller runs the compliance
 * checks and POST /production/csids); `onboard` (nothing to renew, or ZATCA no longer accepts the
 * current CSID — the caller onboards anew with the OTP).
 */
export type RenewalOutcome = 'renewed' | 'compliance_checks' | 'onboard';

/**
 * Renews the business's production CSID with `otp` when it has one of the server's environment:
 * its stored CSR (same key, CN, unit serial and OU — Odoo renews the same way) is sent with
 * PATCH /production/csids under the current CSID. Sales keep being signed with the old CSID until
 * the new one is stored.
 * @throws AppError zatca_rejected (422) / zatca_unreachable (503) when ZATCA refuses the renewal
 *   or cannot be reached (the failure is kept as step `renewal`).
 */
export async function renewProductionCsid(
  ctx: AppContext,
  business: BusinessRow,
  otp: string,
  actorId: number,
): Promise<RenewalOutcome> {
  const environment = environmentOf(ctx);
  const row = await findOnboarding(ctx.db, business.id);
  if (
    !row?.private_key ||
    !row.production_certificate ||
    !row.production_secret ||
    !row.csr ||
    !row.unit_serial ||
    row.production_environment !== environment
  )
    return 'onboard';
  const key = await masterKey(ctx);
  const renewed = await zatcaClientOf(ctx).renewProductionCsid(
    {
      binarySecurityToken: Buffer.from(row.production_certificate).toString('base64'),
      secret: openPrivateKey(row.production_secret, key),
    },
    row.csr,
    otp,
  );
  if (renewed.kind === 'unauthorized') return 'onboard';
  if (renewed.kind !== 'issued') return fail(ctx, business, 'renewal', renewed, actorId);
  if (renewed.needsComplianceChecks) {
    await saveOnboarding(ctx.db, business.id, {
      environment,
      step: 'compliance_csid',
      compliance_private_key: row.private_key,
      compliance_certificate: renewed.certificate,
      compliance_secret: sealPrivateKey(renewed.secret, key),
      compliance_request_id: renewed.requestId,
      last_error: null,
      updated_at: ctx.now(),
    });
    return 'compliance_checks';
  }
  await storeProductionCsid(ctx, business, {
    step: 'renewal',
    sealedPrivateKey: row.private_key,
    issued: renewed,
    environment,
    actorId,
    action: 'zatca.renew',
  });
  return 'renewed';
}
