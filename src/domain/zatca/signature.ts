import { fromBase64, toBase64, utf8, type ZatcaCrypto } from './primitives';
import { readCertificate } from './certificate';
import { canonicalHashInput, childElements, invoiceHash, parseXml, UBL_NS } from './hash';
import {
  certificateDigest,
  qrReference,
  signedPropertiesDigest,
  signedPropertiesDigestOf,
  signingTimeText,
  ublExtensions,
  type UblExtensionsInput,
} from './xades-layout';

export { certificateDigest, signedPropertiesDigestOf, signingTimeText } from './xades-layout';
import { decodeZatcaQrTlv, encodeZatcaQrPhase2, type ZatcaQrFields } from '../zatca-qr';

/**
 * ZATCA's enveloped XAdES signature of an invoice (Security Features Implementation Standards §2,
 * XML Implementation Standard §Signature; SDK 238-R3.4.8 layout, decision 0031):
 * - ds:Reference `invoiceSignedData`: the invoice hash (hash.ts), base64 of the raw SHA-256;
 * - ds:SignatureValue: ECDSA secp256k1 with SHA-256 over the invoice hash's 32 bytes (not over
 *   SignedInfo, unlike a generic XML-DSig library), DER, base64;
 * - xades:CertDigest: base64 of the *hex text* of SHA-256 over the certificate's base64 text;
 * - ds:Reference `#xadesSignedProperties`: base64 of the hex text of SHA-256 over the
 *   SignedProperties element in exclusive-C14N form but with the empty ds:DigestMethod written
 *   self-closed (the SDK's serializer) — reproduced on all 19 samples by the golden tests.
 * BR-KSA-28/29/30 (signature, certificate, signed properties present) are met by the layout.
 */

/** The signing key and certificate (a CSID from ZATCA, or an offline self-signed one). */
export interface ZatcaSigner {
  /** secp256k1 private key, PKCS#8 PEM. */
  privateKeyPem: string;
  /** The certificate, base64 DER (the CSID's binarySecurityToken decoded once, as the SDK does). */
  certificate: string;
}

/** What signInvoice returns. */
export interface SignedInvoice {
  /** The signed document (UTF-8 XML text). */
  xml: string;
  /** The invoice hash, base64 — the next document's PIH. */
  invoiceHash: string;
  /** The signature value, base64 of the DER. */
  signature: string;
  /** The phase 2 QR payload, base64 TLV (tags 1–8, 9 on simplified documents). */
  qr: string;
}

type Root = NonNullable<ReturnType<typeof parseXml>['documentElement']>;

/** The text of the element at a path of (namespace, local name) steps below `root`. */
function textAt(root: Root, ...path: [string, string][]): string {
  let el: Root | undefined = root;
  for (const [ns, name] of path) el = el && childElements(el, ns, name)[0];
  const text = el?.textContent?.trim();
  if (!text) throw new RangeError(`missing ${path.map((p) => p[1]).join('/')}`);
  return text;
}

const CAC = (name: string): [string, string] => [UBL_NS.cac, name];
const CBC = (name: string): [string, string] => [UBL_NS.cbc, name];

/**
 * QR tags 1–5 read from the document itself, so that the QR and the XML cannot disagree: 1 the
 * seller's RegistrationName, 2 its VAT number, 3 IssueDate`T`IssueTime, 4 PayableAmount (as the
 * SDK writes it: after prepaid amounts and rounding; = TaxInclusiveAmount on a Sanad invoice),
 * 5 the first TaxTotal's TaxAmount.
 * @throws RangeError when one of them is missing.
 */
export function qrFieldsOf(root: Root): ZatcaQrFields {
  const party = [CAC('AccountingSupplierParty'), CAC('Party')] as const;
  return {
    sellerName: textAt(root, ...party, CAC('PartyLegalEntity'), CBC('RegistrationName')),
    vatNumber: textAt(root, ...party, CAC('PartyTaxScheme'), CBC('CompanyID')),
    timestamp: `${textAt(root, CBC('IssueDate'))}T${textAt(root, CBC('IssueTime'))}`,
    total: textAt(root, CAC('LegalMonetaryTotal'), CBC('PayableAmount')),
    vat: textAt(root, CAC('TaxTotal'), CBC('TaxAmount')),
  };
}

/**
 * Signs an unsigned document made by buildInvoiceXml (which carries `<cac:Signature>` and no QR):
 * inserts ext:UBLExtensions as the root's first child and the QR reference right before
 * cac:Signature, with no whitespace added around them, so the invoice hash of the signed text is
 * the hash of the unsigned one. QR tags 1–5 are read from the document (qrFieldsOf); tag 9 is
 * written when the subtype starts with 02 (simplified).
 * @param signingTimeMs xades:SigningTime, UTC milliseconds.
 * @throws RangeError when the document is not XML, lacks cac:Signature or a QR field (qrFieldsOf), already has ext:UBLExtensions, or the certificate is not X.509.
 */
export function signInvoice(
  unsignedXml: string,
  signer: ZatcaSigner,
  signingTimeMs: number,
  crypto: ZatcaCrypto,
): SignedInvoice {
  const doc = parseXml(unsignedXml);
  const root = doc.documentElement!;
  if (doc.getElementsByTagNameNS(UBL_NS.ext, 'UBLExtensions').length > 0) {
    throw new RangeError('document is already signed');
  }
  const subtype = childElements(root, UBL_NS.cbc, 'InvoiceTypeCode')[0]?.getAttribute('name') ?? '';
  const qrFields = qrFieldsOf(root);
  const rootStart = unsignedXml.indexOf('>', unsignedXml.search(/<Invoice[\s>]/)) + 1;
  const sigAt = unsignedXml.indexOf('<cac:Signature>');
  if (rootStart <= 0 || sigAt < 0) throw new RangeError('no <Invoice> root or <cac:Signature>');
  const cert = readCertificate(signer.certificate);
  const certificate = toBase64(cert.der);
  const hashBytes = crypto.sha256(utf8(canonicalHashInput(doc))); // changes doc: last use
  const hash = toBase64(hashBytes);
  const signature = toBase64(crypto.signEcdsaSha256(hashBytes, signer.privateKeyPem));
  const qr = encodeZatcaQrPhase2({
    ...qrFields,
    invoiceHash: hash,
    signature,
    publicKey: cert.publicKeySpki,
    certificateSignature: subtype.startsWith('02') ? cert.signature : undefined,
  });
  const values: UblExtensionsInput = {
    invoiceHash: hash,
    signedPropertiesDigest: '',
    signatureValue: signature,
    certificate,
    signingTime: signingTimeText(signingTimeMs),
    certificateDigest: certificateDigest(certificate, crypto),
    issuerName: cert.issuerName,
    serialNumber: cert.serialNumber,
  };
  values.signedPropertiesDigest = signedPropertiesDigest(values, crypto);
  const xml =
    unsignedXml.slice(0, rootStart) +
    ublExtensions(values) +
    unsignedXml.slice(rootStart, sigAt) +
    qrReference(qr) +
    unsignedXml.slice(sigAt);
  return { xml, invoiceHash: hash, signature, qr };
}

/** What verifyInvoiceSignature finds; every flag must be true for a valid document. */
export interface SignatureCheck {
  /** The invoice hash recomputed from the document, base64. */
  invoiceHash: string;
  /** ds:Reference invoiceSignedData's DigestValue equals the recomputed hash. */
  digestMatches: boolean;
  /** The xadesSignedProperties reference equals the recomputed signed-properties digest. */
  signedPropertiesDigestMatches: boolean;
  /** xades:CertDigest equals the recomputed certificate digest. */
  certificateDigestMatches: boolean;
  /** xades:IssuerSerial names the embedded certificate's issuer and serial number. */
  issuerSerialMatches: boolean;
  /** ds:SignatureValue verifies over the hash bytes with the embedded certificate's key. */
  signatureValid: boolean;
  /** QR tag 6 is the hash, 7 the signature value, 8 the certificate's public key. */
  qrMatches: boolean;
}

function dsText(
  scope: {
    getElementsByTagNameNS(ns: string, n: string): ArrayLike<{ textContent: string | null }>;
  },
  name: string,
): string {
  return scope.getElementsByTagNameNS(UBL_NS.ds, name)[0]?.textContent?.trim() ?? '';
}

/**
 * Checks a signed document against its own embedded certificate: invoice hash, signed-properties
 * and certificate digests, issuer/serial, the ECDSA signature and QR tags 6–8. Does not check the
 * certificate chain (ZATCA's CA) — the offline mode signs with a self-signed certificate.
 * @throws RangeError when the text is not XML or lacks the signature or its certificate.
 */
export function verifyInvoiceSignature(signedXml: string, crypto: ZatcaCrypto): SignatureCheck {
  const doc = parseXml(signedXml);
  const signatureEl = doc.getElementsByTagNameNS(UBL_NS.ds, 'Signature')[0];
  if (!signatureEl) throw new RangeError('no ds:Signature');
  const certText = dsText(signatureEl, 'X509Certificate');
  const cert = readCertificate(certText);
  let documentDigest = '';
  let propertiesDigest = '';
  for (const ref of Array.from(signatureEl.getElementsByTagNameNS(UBL_NS.ds, 'Reference'))) {
    const value = dsText(ref, 'DigestValue');
    if (ref.getAttribute('Id') === 'invoiceSignedData') documentDigest = value;
    if (ref.getAttribute('URI') === '#xadesSignedProperties') propertiesDigest = value;
  }
  const certDigestEl = doc.getElementsByTagNameNS(UBL_NS.xades, 'CertDigest')[0];
  const issuerSerial = doc.getElementsByTagNameNS(UBL_NS.xades, 'IssuerSerial')[0];
  const hash = invoiceHash(signedXml, crypto);
  const signatureValue = dsText(signatureEl, 'SignatureValue');

  let qrMatches = false;
  const root = doc.documentElement!;
  for (const ref of childElements(root, UBL_NS.cac, 'AdditionalDocumentReference')) {
    if (childElements(ref, UBL_NS.cbc, 'ID')[0]?.textContent?.trim() !== 'QR') continue;
    const qr =
      ref
        .getElementsByTagNameNS(UBL_NS.cbc, 'EmbeddedDocumentBinaryObject')[0]
        ?.textContent?.trim() ?? '';
    const tlv = decodeZatcaQrTlv(qr);
    const text = (tag: number) => new TextDecoder().decode(tlv.get(tag) ?? new Uint8Array());
    qrMatches =
      text(6) === hash &&
      text(7) === signatureValue &&
      toBase64(tlv.get(8) ?? new Uint8Array()) === toBase64(cert.publicKeySpki);
  }
  return {
    invoiceHash: hash,
    digestMatches: documentDigest === hash,
    signedPropertiesDigestMatches: propertiesDigest === signedPropertiesDigestOf(signedXml, crypto),
    certificateDigestMatches:
      !!certDigestEl && dsText(certDigestEl, 'DigestValue') === certificateDigest(certText, crypto),
    issuerSerialMatches:
      !!issuerSerial &&
      dsText(issuerSerial, 'X509IssuerName') === cert.issuerName &&
      dsText(issuerSerial, 'X509SerialNumber') === cert.serialNumber,
    signatureValid: crypto.verifyEcdsaSha256(
      fromBase64(hash),
      fromBase64(signatureValue),
      cert.publicKeySpki,
    ),
    qrMatches,
  };
}
