/** ZATCA Phase 2 tables (decisions 0032, 0035, 0036): signers, onboarding, documents, submissions. */
import type { Generated } from 'kysely';

/** A business's offline ZATCA signer and chain head (migration 014). */
export interface ZatcaSignersTable {
  business_id: number;
  /** AES-256-GCM encrypted PKCS#8 PEM (src/server/zatca/key-store.ts). */
  private_key: string;
  /** Base64 DER of the self-signed certificate. */
  certificate: string;
  last_icv: Generated<number>;
  last_hash: string;
  created_at: number;
}

/** A business's ZATCA onboarding: the attempt under way and the production CSID (migration 018). */
export interface ZatcaOnboardingTable {
  business_id: number;
  /** 'simulation' | 'production': where the attempt under way runs. */
  environment: string;
  /** The attempt's last step: csr, compliance_csid, compliance_invoices, production_csid, done. */
  step: string;
  /** Sealed PKCS#8 PEM of the attempt's key (src/server/zatca/key-store.ts). */
  compliance_private_key: string | null;
  csr: string | null;
  /** Base64 DER. */
  compliance_certificate: string | null;
  /** Sealed. */
  compliance_secret: string | null;
  compliance_request_id: string | null;
  /** Sealed PKCS#8 PEM of the production CSID's key. */
  private_key: string | null;
  production_certificate: string | null;
  /** Sealed. */
  production_secret: string | null;
  production_request_id: string | null;
  /** Decimal serial number and notAfter (UTC ms) of the production certificate. */
  certificate_serial: string | null;
  certificate_not_after: number | null;
  /** 'simulation' | 'production': where the production CSID was issued. */
  production_environment: string | null;
  /** JSON {step, code, messages: [{code, message}]} of the last failure, null after a success. */
  last_error: string | null;
  /**
   * JSON {code, httpStatus, messages, at} while ZATCA refuses the production CSID (401/403,
   * migration 021, decision 0043): nothing of the business is sent until it is renewed.
   */
  attention: string | null;
  /** The EGS unit's serial (CSR SN `3-…`), kept across renewals; null before migration 021. */
  unit_serial: string | null;
  /** The CSR's OU as onboarded: the branch, or a VAT group member's 10-digit TIN. */
  organization_unit: string | null;
  updated_at: number;
}

/** An invoice's signed ZATCA XML (migration 014). */
export interface ZatcaDocumentsTable {
  invoice_id: number;
  business_id: number;
  icv: number;
  pih: string;
  invoice_hash: string;
  xml: string;
  created_at: number;
}

/** An invoice's place in the ZATCA reporting/clearance queue (migration 019, decision 0036). */
export interface ZatcaSubmissionsTable {
  invoice_id: number;
  business_id: number;
  /** 'reporting' (simplified) | 'clearance' (standard). */
  kind: string;
  /** 'pending' | 'reported' | 'cleared' | 'warnings' | 'rejected' (src/domain/zatca/reporting.ts). */
  status: Generated<string>;
  /** ZATCA's validation messages, JSON array of {code, message, category}. */
  messages: Generated<string>;
  /** Claims so far (each may send once); the fencing token of the current claim. */
  attempts: Generated<number>;
  /** UTC ms: due from then. */
  next_attempt_at: number;
  /** UTC ms: claimed by a worker until then; null = free. */
  lease_until: number | null;
  last_error: Generated<string>;
  /** The document as ZATCA cleared (stamped) it; null until cleared. */
  cleared_xml: string | null;
  created_at: number;
  /** UTC ms the answer was recorded; null while pending. */
  answered_at: number | null;
}
