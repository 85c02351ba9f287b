import { AsnConvert } from '@peculiar/asn1-schema';
import { Certificate } from '@peculiar/asn1-x509';
import { AppError } from '../../../domain/errors';
import { fromBase64 } from '../../../domain/zatca/primitives';
import { zatcaMessageAr } from '../../../domain/zatca/messages';
import { csidRenewal } from '../../../domain/zatca/renewal';
import {
  ONBOARDING_STEPS,
  type OnboardingStatus,
  type OnboardingStep,
} from '../../../domain/schemas/zatca-onboarding';
import type { ZatcaEnvironment } from '../../../domain/zatca/csr';
import type { AppContext } from '../../context';
import type { DbOrTrx } from '../../db/types';
import {
  createZatcaClient,
  ZATCA_BASE_URLS,
  zatcaTransport,
  type ZatcaClient,
  type ZatcaTransport,
} from '../../zatca/client';
import { masterKey, openPrivateKey } from '../../zatca/key-store';
import type { BusinessRow } from '../businesses/repository';
import { attentionOf, findOnboarding, type OnboardingRow } from './repository';
import * as signing from './signing-repository';

/**
 * ZATCA onboarding of a business (decision 0035): its status for the admin screen, the
 * FATOORA client of the server's mode, and the production CSID the invoices module signs sales
 * with in ZATCA_MODE=simulation|production. The steps themselves are in onboarding.ts.
 */

/**
 * The ZATCA environment of the server's ZATCA_MODE: simulation → simulation, production → core.
 * @throws AppError zatca_onboarding_unavailable (409) in `off` and `offline`.
 */
export function environmentOf(ctx: AppContext): ZatcaEnvironment {
  const mode = ctx.config.zatcaMode;
  if (mode === 'simulation' || mode === 'production') return mode;
  throw new AppError('zatca_onboarding_unavailable');
}

/** The FATOORA client of the server: ZATCA_BASE_URL, else ZATCA's URL of the mode. */
export function zatcaClientOf(ctx: AppContext): ZatcaClient {
  const baseUrl = ctx.config.zatcaBaseUrl ?? ZATCA_BASE_URLS[environmentOf(ctx)];
  return createZatcaClient({ baseUrl });
}

/** notAfter of a base64 DER certificate, UTC ms. */
export function certificateNotAfter(base64Der: string): number {
  return AsnConvert.parse(fromBase64(base64Der), Certificate)
    .tbsCertificate.validity.notAfter.getTime()
    .getTime();
}

/** The stored last_error, its messages given their Arabic lines. */
function lastErrorOf(row: OnboardingRow): OnboardingStatus['lastError'] {
  if (!row.last_error) return null;
  const e = JSON.parse(row.last_error) as {
    step: OnboardingStep;
    code: string;
    messages: { code: string; message: string }[];
  };
  return {
    step: e.step,
    code: e.code,
    messages: e.messages.map((m) => ({ ...m, messageAr: zatcaMessageAr(m.code, m.message) })),
  };
}

/** Whether the master key (decision 0063) opens a sealed key (false: zatca_key_unreadable). */
async function opensWithMasterKey(ctx: AppContext, sealed: string): Promise<boolean> {
  try {
    openPrivateKey(sealed, await masterKey(ctx));
    return true;
  } catch (e) {
    if (e instanceof AppError && e.code === 'zatca_key_unreadable') return false;
    throw e;
  }
}

/** The stop set by a 401/403 (decision 0043), its messages given their Arabic lines. */
function attentionView(row: OnboardingRow | undefined): OnboardingStatus['attention'] {
  const a = attentionOf(row);
  if (!a) return null;
  const messages = a.messages.length
    ? a.messages
    : [{ code: a.code, message: a.reason, category: 'SANAD' }];
  return {
    code: a.code,
    at: Math.floor(a.at / 1000),
    messages: messages.map((m) => ({
      code: m.code,
      message: m.message,
      messageAr: zatcaMessageAr(m.code, m.message),
    })),
  };
}

/** The business's onboarding as the admin screen shows it (units in OnboardingStatus). */
export async function onboardingStatusOf(
  ctx: AppContext,
  business: BusinessRow,
): Promise<OnboardingStatus> {
  const row = await findOnboarding(ctx.db, business.id);
  const error = row ? lastErrorOf(row) : null;
  const notAfter = row?.production_certificate ? row.certificate_not_after : null;
  const renewal = notAfter != null ? csidRenewal(notAfter, ctx.now()) : null;
  const keyUnreadable = row?.private_key
    ? !(await opensWithMasterKey(ctx, row.private_key))
    : false;
  // `step` is the last step completed; a failure's step is the one that did not complete.
  const completed = !row
    ? 0
    : error
      ? ONBOARDING_STEPS.indexOf(error.step)
      : ONBOARDING_STEPS.indexOf(row.step as OnboardingStep) + 1;
  return {
    mode: ctx.config.zatcaMode,
    status: row?.production_certificate
      ? 'production'
      : row?.compliance_certificate
        ? 'compliance'
        : 'none',
    environment: row?.production_environment ?? null,
    certificateSerial: row?.certificate_serial ?? null,
    certificateExpiresAt:
      row?.certificate_not_after != null ? Math.floor(row.certificate_not_after / 1000) : null,
    certificateRenewal: renewal?.state ?? null,
    certificateDaysLeft: renewal?.daysLeft ?? null,
    keyUnreadable,
    stepsDone: ONBOARDING_STEPS.slice(0, Math.max(0, completed)),
    lastError: error,
    attention: attentionView(row),
    certificateExpired: renewal?.state === 'expired',
  };
}

/** The production CSID that signs a business's sales: sealed key and certificate (base64 DER). */
export interface ProductionSigner {
  sealedPrivateKey: string;
  certificate: string;
  /** The certificate's notAfter, UTC ms (null when unknown). */
  notAfter: number | null;
}

/**
 * The business's production CSID for the server's mode, or null when it has none issued in that
 * environment (a simulation CSID never signs sales under ZATCA_MODE=production).
 */
export async function productionSignerOf(
  ctx: AppContext,
  business: BusinessRow,
): Promise<ProductionSigner | null> {
  const row = await findOnboarding(ctx.db, business.id);
  if (
    !row?.private_key ||
    !row.production_certificate ||
    row.production_environment !== ctx.config.zatcaMode
  )
    return null;
  return {
    sealedPrivateKey: row.private_key,
    certificate: row.production_certificate,
    notAfter: row.certificate_not_after,
  };
}

/**
 * The reporting/clearance pair of a business (`report(doc)`, `clear(doc)`) bound to its production
 * CSID for the server's mode, for the reporting queue to send through; null when the business has
 * no production CSID of that environment (see productionSignerOf).
 * @throws AppError zatca_key_unreadable when the master key cannot open the stored secret.
 */
export async function productionTransportOf(
  ctx: AppContext,
  business: Pick<BusinessRow, 'id'>,
): Promise<ZatcaTransport | null> {
  const row = await findOnboarding(ctx.db, business.id);
  if (
    !row?.production_certificate ||
    !row.production_secret ||
    row.production_environment !== ctx.config.zatcaMode
  )
    return null;
  return zatcaTransport(zatcaClientOf(ctx), {
    binarySecurityToken: Buffer.from(row.production_certificate).toString('base64'),
    secret: openPrivateKey(row.production_secret, await masterKey(ctx)),
  });
}

/**
 * Replaces the invoice row's QR payload (base64 TLV) with its signed document's phase 2 QR
 * (decision 0032), inside the caller's transaction.
 */
export async function setInvoiceQr(
  trx: DbOrTrx,
  businessId: number,
  invoiceId: number,
  qr: string,
): Promise<void> {
  await signing.setInvoiceQr(trx, businessId, invoiceId, qr);
}

/** The XML and ICV of the invoice's signed ZATCA document, undefined when it has none. */
export async function findZatcaDocument(
  db: DbOrTrx,
  businessId: number,
  invoiceId: number,
): Promise<{ xml: string; icv: number } | undefined> {
  return signing.findZatcaDocument(db, businessId, invoiceId);
}

/** The ICV of the invoice's signed ZATCA document, or null when it has none (decision 0031). */
export async function zatcaIcvOf(
  db: DbOrTrx,
  businessId: number,
  invoiceId: number,
): Promise<number | null> {
  return signing.zatcaIcvOf(db, businessId, invoiceId);
}
