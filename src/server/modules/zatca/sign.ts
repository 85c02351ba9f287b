import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { AppError } from '../../../domain/errors';
import { selfSignedCertificate } from '../../../domain/zatca/certificate';
import { signInvoice } from '../../../domain/zatca/signature';
import { buildInvoiceXml, ZATCA_FIRST_PIH } from '../../../domain/zatca/xml';
import type { Config } from '../../config';
import type { AppContext } from '../../context';
import type { DbOrTrx, InvoiceLineRow, InvoiceRow, NewInvoiceLine } from '../../db/types';
import { masterKey, openPrivateKey, sealPrivateKey } from '../../zatca/key-store';
import { nodeZatcaCrypto } from '../../zatca/node-crypto';
import type { BusinessRow } from '../businesses/repository';
import { productionSignerOf, type ProductionSigner } from './service';
import * as zrepo from './signing-repository';
import { zatcaInputOf } from './sign-input';

export { zatcaInputOf } from './sign-input';

/** Validity of an offline self-signed certificate: 5 years. */
const OFFLINE_CERT_MS = 5 * 365 * 86_400_000;

/** Makes the business's offline signer (key + self-signed certificate) when it has none. */
export async function ensureOfflineSigner(ctx: AppContext, business: BusinessRow): Promise<void> {
  if (await zrepo.hasZatcaSigner(ctx.db, business.id)) return;
  const now = ctx.now();
  const { publicKey, privateKey } = generateKeyPairSync('ec', { namedCurve: 'secp256k1' });
  const privateKeyPem = privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
  const certificate = selfSignedCertificate(
    {
      publicKeySpki: new Uint8Array(publicKey.export({ type: 'spki', format: 'der' })),
      privateKeyPem,
      commonName: `Sanad-offline-${business.key}`,
      organization: business.name_ar,
      serialNumber: BigInt(`0x${randomBytes(16).toString('hex')}`) | 1n,
      notBefore: now,
      notAfter: now + OFFLINE_CERT_MS,
    },
    nodeZatcaCrypto,
  );
  await zrepo.insertZatcaSignerIfAbsent(ctx.db, {
    business_id: business.id,
    private_key: sealPrivateKey(privateKeyPem, await masterKey(ctx)),
    certificate,
    last_hash: ZATCA_FIRST_PIH,
    created_at: now,
  });
}

/**
 * What a transaction needs to sign an invoice's document: the master key that opens the stored
 * private key (ZATCA_MASTER_KEY or the store's zatca.key, decision 0063). Made by
 * zatcaSigningFor before the transaction opens.
 */
export interface ZatcaSigning {
  masterKey: Buffer;
  /**
   * Queue the document for reporting/clearance in the same transaction (decision 0036):
   * ZATCA_MODE simulation/production, or the tests' `zatcaQueue` switch.
   */
  report: boolean;
}

/**
 * Makes the business's signer carry its production CSID (key and certificate from the onboarding,
 * decision 0035): a new signer row starts the chain at pih.txt; an existing one (an offline chain,
 * or an older CSID before a renewal) keeps its ICV and last hash and only changes key and
 * certificate, so the chain goes on unbroken.
 */
async function useProductionSigner(
  ctx: AppContext,
  business: BusinessRow,
  signer: ProductionSigner,
): Promise<void> {
  const current = await zrepo.signerCertificateOf(ctx.db, business.id);
  if (current === signer.certificate) return;
  if (current === undefined)
    await zrepo.insertZatcaSignerIfAbsent(ctx.db, {
      business_id: business.id,
      private_key: signer.sealedPrivateKey,
      certificate: signer.certificate,
      last_hash: ZATCA_FIRST_PIH,
      created_at: ctx.now(),
    });
  else await zrepo.setSignerKey(ctx.db, business.id, signer.sealedPrivateKey, signer.certificate);
}

/**
 * The signing of a business's new invoices under ZATCA_MODE (decisions 0032, 0035): null when the
 * mode is `off`; with `offline`, makes the business's offline signer first when it has none; with
 * `simulation`/`production`, puts the business's production CSID into its signer (outside any
 * transaction: the caller opens its own afterwards). Answers the master key.
 * @throws AppError zatca_not_onboarded (409) in simulation/production when the business has no
 *   production CSID of that environment: no sale is issued before onboarding (decision 0035);
 *   zatca_certificate_expired (409) when that CSID's certificate has expired (decision 0043).
 *   Both come before any number is taken.
 */
export async function zatcaSigningFor(
  ctx: AppContext,
  business: BusinessRow,
): Promise<ZatcaSigning | null> {
  const mode = ctx.config.zatcaMode;
  if (mode === 'off') return null;
  if (mode === 'offline') await ensureOfflineSigner(ctx, business);
  else {
    const signer = await productionSignerOf(ctx, business);
    if (!signer) throw new AppError('zatca_not_onboarded');
    if (signer.notAfter !== null && ctx.now() >= signer.notAfter)
      throw new AppError('zatca_certificate_expired');
    await useProductionSigner(ctx, business, signer);
  }
  return { masterKey: await masterKey(ctx), report: reportsToZatca(ctx.config) };
}

/**
 * Whether new documents are queued for ZATCA (decision 0036): always with ZATCA_MODE simulation or
 * production; with `offline` only when the tests' `zatcaQueue` switch is set; never with `off`.
 */
export function reportsToZatca(config: Pick<Config, 'zatcaMode' | 'zatcaQueue'>): boolean {
  if (config.zatcaMode === 'simulation' || config.zatcaMode === 'production') return true;
  return config.zatcaMode === 'offline' && config.zatcaQueue === true;
}

/**
 * Opened private keys by their sealed text and the master key that opened them: opening costs
 * AES-GCM per sale. Keyed by the master key too: a text is answered only for the key that opened
 * it.
 */
const openedKeys = new Map<string, string>();

function privateKeyOf(sealed: string, key: Buffer): string {
  const id = `${key.toString('base64')}:${sealed}`;
  let pem = openedKeys.get(id);
  if (pem === undefined) {
    pem = openPrivateKey(sealed, key);
    if (openedKeys.size > 100) openedKeys.clear();
    openedKeys.set(id, pem);
  }
  return pem;
}

/** The signed document made for an invoice. */
export interface MadeZatcaDocument {
  icv: number;
  pih: string;
  invoiceHash: string;
  xml: string;
  /** The phase 2 QR (base64 TLV, tags 1–9; 1–8 on a standard invoice). */
  qr: string;
}

/**
 * Makes and stores the signed XML of `invoice` inside the caller's transaction `trx`: takes the
 * business's next ICV and the previous hash (PIH) under the signer row's lock (takeNextIcv), builds
 * and signs the document (signing time `now`, UTC ms), stores it and moves the chain head. Called
 * by issueInvoice right after the invoice number was allocated in the same transaction, so the
 * chain follows invoice-number order with no gap; a rollback gives both numbers back.
 * @throws ZatcaDocumentExists when the invoice already has its document (another request made it
 *   while this one waited for the lock: the caller rolls back, which gives the ICV back);
 *   AppError zatca_document_invalid (409) when the builder or the signer refuses the stored
 *   invoice or the business profile (a RangeError: e.g. a line whose net + VAT is not its total, a
 *   missing seller name or VAT number); other errors are passed on.
 */
export async function makeZatcaDocument(
  trx: DbOrTrx,
  business: BusinessRow,
  invoice: InvoiceRow,
  lines: readonly (InvoiceLineRow | NewInvoiceLine)[],
  signing: ZatcaSigning,
  now: number,
): Promise<MadeZatcaDocument> {
  const signer = await zrepo.takeNextIcv(trx, business.id);
  const existing = await zrepo.findZatcaDocument(trx, business.id, invoice.id);
  if (existing) throw new ZatcaDocumentExists(existing.xml);
  let signed;
  try {
    const original = invoice.billing_reference_invoice_id
      ? await zrepo.invoiceNumberOf(trx, business.id, invoice.billing_reference_invoice_id)
      : undefined;
    const input = zatcaInputOf(
      business,
      invoice,
      lines,
      signer.last_icv,
      signer.last_hash,
      original?.number ?? null,
      await zrepo.paymentPartCodesOf(trx, business.id, invoice.id),
    );
    signed = signInvoice(
      buildInvoiceXml(input),
      {
        privateKeyPem: privateKeyOf(signer.private_key, signing.masterKey),
        certificate: signer.certificate,
      },
      now,
      nodeZatcaCrypto,
    );
  } catch (e) {
    if (e instanceof RangeError)
      throw new AppError('zatca_document_invalid', { details: { reason: e.message } });
    throw e;
  }
  await zrepo.insertZatcaDocument(trx, {
    invoice_id: invoice.id,
    business_id: business.id,
    icv: signer.last_icv,
    pih: signer.last_hash,
    invoice_hash: signed.invoiceHash,
    xml: signed.xml,
    created_at: now,
  });
  return {
    icv: signer.last_icv,
    pih: signer.last_hash,
    invoiceHash: signed.invoiceHash,
    xml: signed.xml,
    qr: signed.qr,
  };
}

/** The invoice already has a signed document (`xml`); thrown by makeZatcaDocument. */
export class ZatcaDocumentExists extends Error {
  constructor(readonly xml: string) {
    super('ZATCA document already made');
  }
}
