import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { AppError } from '../../../domain/errors';
import { invoiceKindOfSubtype } from '../../../domain/invoice-kind';
import { isPaymentMeansCode } from '../../../domain/payment-means';
import { selfSignedCertificate } from '../../../domain/zatca/certificate';
import { signInvoice } from '../../../domain/zatca/signature';
import {
  buildInvoiceXml,
  ZATCA_FIRST_PIH,
  type ZatcaInvoiceInput,
} from '../../../domain/zatca/xml';
import type { AppContext } from '../../context';
import { addressOf } from '../businesses/profile';
import type { BusinessRow } from '../businesses/service';
import { masterKey, openPrivateKey, sealPrivateKey } from '../../zatca/key-store';
import { nodeZatcaCrypto } from '../../zatca/node-crypto';
import type { InvoiceLineRow, InvoiceRow } from './repository';
import { loadInvoice } from './service';
import * as zrepo from './zatca-repository';

/** Validity of an offline self-signed certificate: 5 years. */
const OFFLINE_CERT_MS = 5 * 365 * 86_400_000;

/**
 * A stored invoice, its lines and its business → the XML builder's input (decision 0031): seller
 * from the business profile (Arabic name, VAT, CR, national address), buyer from the customer_*
 * columns, kind from the stored subtype.
 * @throws AppError not_found when the stored payment means is not one Sanad knows (never expected).
 */
export function zatcaInputOf(
  business: BusinessRow,
  invoice: InvoiceRow,
  lines: readonly InvoiceLineRow[],
  icv: number,
  pih: string,
): ZatcaInvoiceInput {
  if (!isPaymentMeansCode(invoice.payment_means_code)) throw new AppError('not_found');
  const buyer =
    invoice.customer_registration_name || invoice.customer_vat
      ? {
          name: invoice.customer_registration_name,
          vatNumber: invoice.customer_vat,
          crNumber: invoice.customer_crn,
          street: invoice.customer_street_name,
          additionalStreet: invoice.customer_additional_street_name,
          buildingNumber: invoice.customer_building_number,
          plotIdentification: invoice.customer_plot_identification,
          district: invoice.customer_city_subdivision_name,
          city: invoice.customer_city_name,
          postalCode: invoice.customer_postal_zone,
          countrySubentity: invoice.customer_country_subentity,
          country: invoice.customer_country,
        }
      : null;
  return {
    kind: invoiceKindOfSubtype(invoice.invoice_subtype),
    number: invoice.number,
    uuid: invoice.uuid,
    issueDate: invoice.issue_date,
    issueTime: invoice.issue_time,
    icv,
    pih,
    paymentMeansCode: invoice.payment_means_code,
    seller: {
      name: business.name_ar,
      vatNumber: business.vat_number,
      crNumber: business.cr_number,
      address: addressOf(business),
    },
    buyer,
    lines: lines.map((l) => ({
      name: l.item_name,
      quantity: l.quantity,
      unit: l.unit_code,
      lineExtension: l.line_extension_amount,
      tax: l.tax_amount,
      total: l.rounding_amount,
      taxPercent: l.tax_percent,
    })),
  };
}

/** Makes the business's offline signer (key + self-signed certificate) when it has none. */
async function ensureOfflineSigner(ctx: AppContext, business: BusinessRow): Promise<void> {
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
    private_key: sealPrivateKey(privateKeyPem, masterKey(ctx.config.dataDir)),
    certificate,
    last_hash: ZATCA_FIRST_PIH,
    created_at: now,
  });
}

/**
 * GET invoices/{UUID}/xml (issue #9 §1, offline mode): the invoice's signed ZATCA XML. Made on the
 * first request and stored; later requests answer the stored text unchanged. The document takes
 * the business's next ICV and PIH under the signer row's lock, so the chain stays gapless and
 * never forks; until the sale path makes documents at sale time, the chain follows the order in
 * which documents are first asked for (decision 0031). Signed with the business's offline key
 * (made on first use, stored encrypted) and its self-signed certificate.
 * @throws AppError not_found (404) when the business has no such invoice.
 */
export async function invoiceXml(
  ctx: AppContext,
  business: BusinessRow,
  uuid: string,
): Promise<{ xml: string; fileName: string }> {
  const { invoice, lines } = await loadInvoice(ctx, business, uuid);
  const fileName = `${invoice.number}.xml`;
  const stored = await zrepo.findZatcaDocument(ctx.db, business.id, invoice.id);
  if (stored) return { xml: stored.xml, fileName };
  await ensureOfflineSigner(ctx, business);
  try {
    const xml = await ctx.db.transaction().execute(async (trx) => {
      const signer = await zrepo.takeNextIcv(trx, business.id);
      const made = await zrepo.findZatcaDocument(trx, business.id, invoice.id);
      // Another request made it meanwhile: roll back so that our ICV is given back.
      if (made) throw new AlreadyMade(made.xml);
      const input = zatcaInputOf(business, invoice, lines, signer.last_icv, signer.last_hash);
      const privateKeyPem = openPrivateKey(signer.private_key, masterKey(ctx.config.dataDir));
      const now = ctx.now();
      const signed = signInvoice(
        buildInvoiceXml(input),
        { privateKeyPem, certificate: signer.certificate },
        now,
        nodeZatcaCrypto,
      );
      await zrepo.insertZatcaDocument(trx, {
        invoice_id: invoice.id,
        business_id: business.id,
        icv: signer.last_icv,
        pih: signer.last_hash,
        invoice_hash: signed.invoiceHash,
        xml: signed.xml,
        created_at: now,
      });
      return signed.xml;
    });
    return { xml, fileName };
  } catch (e) {
    if (e instanceof AlreadyMade) return { xml: e.xml, fileName };
    throw e;
  }
}

class AlreadyMade extends Error {
  constructor(readonly xml: string) {
    super('ZATCA document already made');
  }
}
