import { z } from 'zod';

/**
 * ZATCA onboarding on the wire (decision 0035): `GET {business}/zatca/onboarding`
 * answers the status, `POST {business}/zatca/onboarding` runs the steps and answers it too.
 */

/** The OTP FATOORA's portal shows: 6 digits (trimmed; Arabic-Indic digits are not accepted). */
export const onboardingBody = z.object({
  otp: z
    .string({ error: 'أدخل رمز التحقق (OTP) من بوابة فاتورة' })
    .trim()
    .regex(/^\d{6}$/, { error: 'رمز التحقق (OTP) ستة أرقام كما تعرضه بوابة فاتورة' })
    .optional(),
  /**
   * A VAT group member's 10-digit TIN: the CSR's OU instead of the branch when the business is a
   * member of a VAT group (csrOrganizationUnit); kept for renewals.
   */
  groupMemberTin: z
    .string()
    .trim()
    .regex(/^\d{10}$/, { error: 'رقم التعريف الضريبي (TIN) لعضو المجموعة عشرة أرقام' })
    .optional(),
});
export type OnboardingBody = z.infer<typeof onboardingBody>;

/**
 * The onboarding steps, in order; `renewal` is the renewal of a production CSID already issued
 * (PATCH /production/csids, decision 0043), done instead of the first four.
 */
export const ONBOARDING_STEPS = [
  'csr',
  'compliance_csid',
  'compliance_invoices',
  'production_csid',
  'renewal',
] as const;
export type OnboardingStep = (typeof ONBOARDING_STEPS)[number];

const message = z.object({
  code: z.string(),
  /** ZATCA's own text (English), as answered. */
  message: z.string(),
  /** The Arabic line Sanad shows for it. */
  messageAr: z.string(),
});

export const onboardingStatus = z.object({
  /** ZATCA_MODE of the server: onboarding runs only in simulation and production. */
  mode: z.enum(['off', 'offline', 'simulation', 'production']),
  /** none: never onboarded; compliance: compliance CSID only; production: sales are signed. */
  status: z.enum(['none', 'compliance', 'production']),
  /** Where the production CSID was issued ('simulation' | 'production'), null before. */
  environment: z.string().nullable(),
  /** The production certificate's serial (decimal) and expiry (Unix seconds, UTC). */
  certificateSerial: z.string().nullable(),
  certificateExpiresAt: z.number().nullable(),
  /**
   * Whether the production CSID must be renewed (csidRenewal: within CSID_RENEWAL_WARNING_DAYS of
   * its expiry, or past it) and the whole days left at the server's clock; null before one.
   */
  certificateRenewal: z.enum(['valid', 'renew_soon', 'expired']).nullable(),
  certificateDaysLeft: z.number().nullable(),
  /** True when DATA_DIR/zatca.key does not open the stored signing key (sales are refused). */
  keyUnreadable: z.boolean(),
  /** Steps the last attempt completed (in order) and the step it failed at, if any. */
  stepsDone: z.array(z.enum(ONBOARDING_STEPS)),
  lastError: z
    .object({ step: z.enum(ONBOARDING_STEPS), code: z.string(), messages: z.array(message) })
    .nullable(),
  /**
   * Set while ZATCA refuses the production CSID (401/403, decision 0043): the business's documents
   * wait in the queue until an administrator renews with a new OTP. `at`: Unix seconds, UTC.
   */
  attention: z.object({ code: z.string(), at: z.number(), messages: z.array(message) }).nullable(),
  /** Whether the server's ZATCA_MODE refuses sales now because the production CSID expired. */
  certificateExpired: z.boolean(),
});
export type OnboardingStatus = z.infer<typeof onboardingStatus>;
