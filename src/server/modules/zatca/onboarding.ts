import { generateKeyPairSync, randomUUID } from 'node:crypto';
import { AppError, FIELD_MESSAGES } from '../../../domain/errors';
import { riyadhDate, riyadhTime } from '../../../domain/riyadh-time';
import type { OnboardingStatus } from '../../../domain/schemas/zatca-onboarding';
import {
  COMPLIANCE_DOCUMENT_TYPES,
  complianceSampleInputs,
  invoiceTypeTitle,
} from '../../../domain/zatca/compliance-samples';
import { buildZatcaCsr } from '../../../domain/zatca/csr';
import { signInvoice } from '../../../domain/zatca/signature';
import { buildInvoiceXml } from '../../../domain/zatca/xml';
import type { AppContext } from '../../context';
import type { ZatcaCredentials } from '../../zatca/client';
import { masterKey, openPrivateKey, sealPrivateKey } from '../../zatca/key-store';
import { nodeZatcaCrypto } from '../../zatca/node-crypto';
import { addressOf, kindOf } from '../businesses/profile';
import { claimExclusiveRun } from '../schedule';
import type { BusinessRow } from '../businesses/repository';
import type { OnboardingBody } from '../../../domain/schemas/zatca-onboarding';
import { findOnboarding, saveOnboarding } from './repository';
import { checkProfile, fail, SOLUTION } from './onboarding-common';
import { organizationUnitOf, renewProductionCsid, storeProductionCsid } from './renewal';
import { environmentOf, onboardingStatusOf, zatcaClientOf } from './service';

/**
 * Onboards a business with ZATCA (decision 0035), in the environment of the server's
 * ZATCA_MODE, as `actorId` (an administrator: the route checks it):
 * 1. `csr`: a fresh secp256k1 key (sealed at rest with the master key, decision 0063) and the
 *    CSR with ZATCA's fields (title "1100": both kinds);
 * 2. `compliance_csid`: POST /compliance with the OTP;
 * 3. `compliance_invoices`: one standard and one simplified sample invoice, signed with the
 *    compliance certificate, each checked by POST /compliance/invoices;
 * 4. `production_csid`: POST /production/csids; the production certificate, its key, serial and
 *    expiry are stored and sign the business's sales from then on.
 * Without `otp`, resumes at step 3 with the compliance CSID already stored (after a timeout).
 * With an OTP when the business already has a production CSID of this environment, renews it
 * instead (renewProductionCsid: PATCH /production/csids with the unit's CSR); when ZATCA answers
 * with a compliance CSID (428) the compliance checks and production CSID steps follow; only a
 * CSID ZATCA no longer accepts (401/403) falls back to a whole new onboarding, same unit serial.
 * The CSR's OU follows csrOrganizationUnit: a VAT group member's TIN (`groupMemberTin`, kept),
 * otherwise the branch (the business's city).
 * Each step's result is saved before the next, so a failure leaves the status the screen shows.
 * @throws AppError zatca_onboarding_unavailable (409) in off/offline; zatca_profile_incomplete
 *   (409); zatca_onboarding_running (409) while another attempt for the business runs (on any
 *   instance);
 *   validation_failed (400, field otp) without an OTP and nothing to resume; zatca_rejected
 *   (422) / zatca_unreachable (503) when ZATCA refuses or cannot be reached (fail()).
 */
export async function onboardBusiness(
  ctx: AppContext,
  business: BusinessRow,
  body: OnboardingBody,
  actorId: number,
): Promise<OnboardingStatus> {
  const release = await claimExclusiveRun(
    ctx,
    `zatca-onboarding:${business.id}`,
    ONBOARDING_MAX_MS,
  );
  if (!release) throw new AppError('zatca_onboarding_running');
  try {
    checkProfile(business);
    const renewal =
      body.otp !== undefined
        ? await renewProductionCsid(ctx, business, body.otp, actorId)
        : 'onboard';
    if (renewal === 'renewed') return await onboardingStatusOf(ctx, business);
    return await runOnboarding(
      ctx,
      business,
      renewal === 'compliance_checks' ? { otp: undefined } : body,
      actorId,
    );
  } finally {
    await release();
  }
}

/**
 * How long one onboarding may hold its business's turn, in ms: 10 minutes. A second attempt
 * meanwhile — through this instance or another on the same database — would overwrite the first
 * one's key between its CSR and its certificate, so it is refused; a turn left by a process that
 * died is taken over after this (claimExclusiveRun, decision 0064).
 */
const ONBOARDING_MAX_MS = 10 * 60_000;

/** The steps of onboardBusiness, once it holds the business's turn. */
async function runOnboarding(
  ctx: AppContext,
  business: BusinessRow,
  body: OnboardingBody,
  actorId: number,
): Promise<OnboardingStatus> {
  const otp = body.otp;
  const environment = environmentOf(ctx);
  checkProfile(business);
  const before = await findOnboarding(ctx.db, business.id);
  const unitSerial = before?.unit_serial ?? randomUUID();
  const organizationUnit =
    body.groupMemberTin !== undefined || !before?.organization_unit
      ? organizationUnitOf(business, body.groupMemberTin)
      : before.organization_unit;
  const client = zatcaClientOf(ctx);
  const key = await masterKey(ctx);
  const kinds = ['standard', 'simplified'] as const;

  if (otp !== undefined) {
    const { publicKey, privateKey } = generateKeyPairSync('ec', { namedCurve: 'secp256k1' });
    const privateKeyPem = privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
    const a = addressOf(business);
    const csr = buildZatcaCsr(
      {
        environment,
        commonName: `${SOLUTION.name}-${business.key}`,
        organization: business.name_ar,
        organizationUnit,
        solutionName: SOLUTION.name,
        solutionVersion: SOLUTION.version,
        unitSerial,
        vatNumber: business.vat_number,
        invoiceType: invoiceTypeTitle(kinds),
        // Short (district, city): OpenSSL prints a directory name in 256 bytes at most.
        registeredAddress: `${a.district}، ${a.city}`,
        businessCategory: kindOf(business) === 'restaurant' ? 'Restaurant' : 'Trading',
        publicKeySpki: new Uint8Array(publicKey.export({ type: 'spki', format: 'der' })),
        privateKeyPem,
      },
      nodeZatcaCrypto,
    );
    await saveOnboarding(ctx.db, business.id, {
      environment,
      step: 'csr',
      compliance_private_key: sealPrivateKey(privateKeyPem, key),
      csr,
      compliance_certificate: null,
      compliance_secret: null,
      compliance_request_id: null,
      unit_serial: unitSerial,
      organization_unit: organizationUnit,
      last_error: null,
      updated_at: ctx.now(),
    });
    const issued = await client.complianceCsid(csr, otp);
    if (issued.kind !== 'issued') return fail(ctx, business, 'compliance_csid', issued, actorId);
    await saveOnboarding(ctx.db, business.id, {
      step: 'compliance_csid',
      compliance_certificate: issued.certificate,
      compliance_secret: sealPrivateKey(issued.secret, key),
      compliance_request_id: issued.requestId,
      updated_at: ctx.now(),
    });
  }

  const row = await findOnboarding(ctx.db, business.id);
  if (
    !row?.compliance_certificate ||
    !row.compliance_secret ||
    !row.compliance_private_key ||
    row.environment !== environment
  )
    throw new AppError('validation_failed', {
      fields: { otp: FIELD_MESSAGES.zatcaOtpRequired },
    });
  const credentials: ZatcaCredentials = {
    binarySecurityToken: Buffer.from(row.compliance_certificate).toString('base64'),
    secret: openPrivateKey(row.compliance_secret, key),
  };
  const signer = {
    privateKeyPem: openPrivateKey(row.compliance_private_key, key),
    certificate: row.compliance_certificate,
  };

  const now = ctx.now();
  const samples = complianceSampleInputs(
    {
      name: business.name_ar,
      vatNumber: business.vat_number,
      crNumber: business.cr_number,
      address: addressOf(business),
    },
    kinds,
    riyadhDate(now),
    riyadhTime(now),
    kinds.flatMap(() => COMPLIANCE_DOCUMENT_TYPES.map(() => randomUUID())),
  );
  let pih = samples[0]!.pih;
  for (const input of samples) {
    const signed = signInvoice(buildInvoiceXml({ ...input, pih }), signer, now, nodeZatcaCrypto);
    pih = signed.invoiceHash;
    const checked = await client.complianceInvoice(credentials, {
      invoiceHash: signed.invoiceHash,
      uuid: input.uuid,
      xml: signed.xml,
    });
    if (checked.kind !== 'accepted')
      return fail(ctx, business, 'compliance_invoices', checked, actorId);
  }
  await saveOnboarding(ctx.db, business.id, { step: 'compliance_invoices', updated_at: ctx.now() });

  const production = await client.productionCsid(credentials, row.compliance_request_id ?? '');
  if (production.kind !== 'issued')
    return fail(ctx, business, 'production_csid', production, actorId);
  await storeProductionCsid(ctx, business, {
    step: 'production_csid',
    sealedPrivateKey: row.compliance_private_key,
    issued: production,
    environment,
    actorId,
    action: 'zatca.onboard',
  });
  return onboardingStatusOf(ctx, business);
}
