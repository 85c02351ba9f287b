/**
 * The parts of ZATCA's XAdES signature that must match the SDK byte for byte (SDK 238-R3.4.8,
 * decision 0031): the signing time, the certificate and signed-properties digests, the
 * ext:UBLExtensions block and the QR AdditionalDocumentReference as the signer writes them.
 * Signing and verifying are signature.ts.
 */
import { ExclusiveCanonicalization } from 'xml-crypto';
import { toBase64, toHex, utf8, type ZatcaCrypto } from './primitives';
import { parseXml, UBL_NS } from './hash';

const SIGNED_PROPERTIES_INDENT = ' '.repeat(32);

function escapeXml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
}

/**
 * xades:SigningTime text of an instant: UTC, to the second, no zone letter
 * (`2025-07-22T15:51:28`), as the SDK writes it.
 */
export function signingTimeText(utcMs: number): string {
  return new Date(Math.floor(utcMs / 1000) * 1000).toISOString().slice(0, 19);
}

/**
 * xades:CertDigest value: base64 of the lowercase hex of SHA-256 over the certificate's base64
 * text (whitespace removed).
 */
export function certificateDigest(certificateBase64: string, crypto: ZatcaCrypto): string {
  return toBase64(utf8(toHex(crypto.sha256(utf8(certificateBase64.replace(/\s+/g, ''))))));
}

/**
 * The SignedProperties digest of a signed document: base64 of the hex of SHA-256 over the element
 * in exclusive C14N with ds:DigestMethod self-closed (see the module comment).
 * @throws RangeError when the text is not XML or has no xades:SignedProperties.
 */
export function signedPropertiesDigestOf(signedXml: string, crypto: ZatcaCrypto): string {
  const doc = parseXml(signedXml);
  const sp = doc.getElementsByTagNameNS(UBL_NS.xades, 'SignedProperties')[0];
  if (!sp) throw new RangeError('no xades:SignedProperties');
  const canonical = (new ExclusiveCanonicalization().process(sp as never, {}) as string).replace(
    /(<ds:DigestMethod [^>]*)><\/ds:DigestMethod>/g,
    '$1/>',
  );
  return toBase64(utf8(toHex(crypto.sha256(utf8(canonical)))));
}

/** Text escaped as C14N writes element content (&, <, >; quotes stay). */
function escapeC14nText(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/\r/g, '&#xD;');
}

/**
 * The signed-properties digest computed straight from the values, without parsing: the exclusive
 * C14N text of the SignedProperties block that ublExtensions writes (namespaces declared where
 * first used, ds:DigestMethod self-closed, the layout's indentation). signedPropertiesDigestOf
 * on the signed document must give the same value; the tests check it on every signed document.
 */
export function signedPropertiesDigest(v: UblExtensionsInput, crypto: ZatcaCrypto): string {
  const ds = `xmlns:ds="${UBL_NS.ds}"`;
  const i = (n: number) => `\n${' '.repeat(n)}`;
  const text =
    `<xades:SignedProperties xmlns:xades="${UBL_NS.xades}" Id="xadesSignedProperties">` +
    `${i(36)}<xades:SignedSignatureProperties>` +
    `${i(40)}<xades:SigningTime>${v.signingTime}</xades:SigningTime>` +
    `${i(40)}<xades:SigningCertificate>` +
    `${i(44)}<xades:Cert>` +
    `${i(48)}<xades:CertDigest>` +
    `${i(52)}<ds:DigestMethod ${ds} Algorithm="http://www.w3.org/2001/04/xmlenc#sha256"/>` +
    `${i(52)}<ds:DigestValue ${ds}>${v.certificateDigest}</ds:DigestValue>` +
    `${i(48)}</xades:CertDigest>` +
    `${i(48)}<xades:IssuerSerial>` +
    `${i(52)}<ds:X509IssuerName ${ds}>${escapeC14nText(v.issuerName)}</ds:X509IssuerName>` +
    `${i(52)}<ds:X509SerialNumber ${ds}>${v.serialNumber}</ds:X509SerialNumber>` +
    `${i(48)}</xades:IssuerSerial>` +
    `${i(44)}</xades:Cert>` +
    `${i(40)}</xades:SigningCertificate>` +
    `${i(36)}</xades:SignedSignatureProperties>` +
    `${i(32)}</xades:SignedProperties>`;
  return toBase64(utf8(toHex(crypto.sha256(utf8(text)))));
}

export interface UblExtensionsInput {
  invoiceHash: string;
  signedPropertiesDigest: string;
  signatureValue: string;
  certificate: string;
  signingTime: string;
  certificateDigest: string;
  issuerName: string;
  serialNumber: string;
}

/** The ext:UBLExtensions block in the SDK's exact layout (indentation included). */
export function ublExtensions(v: UblExtensionsInput): string {
  const i = (n: number) => ' '.repeat(n);
  return [
    '<ext:UBLExtensions>',
    `${i(4)}<ext:UBLExtension>`,
    `${i(8)}<ext:ExtensionURI>urn:oasis:names:specification:ubl:dsig:enveloped:xades</ext:ExtensionURI>`,
    `${i(8)}<ext:ExtensionContent>`,
    `${i(12)}<sig:UBLDocumentSignatures xmlns:sig="${UBL_NS.sig}" xmlns:sac="${UBL_NS.sac}" xmlns:sbc="${UBL_NS.sbc}">`,
    `${i(16)}<sac:SignatureInformation>`,
    `${i(20)}<cbc:ID>urn:oasis:names:specification:ubl:signature:1</cbc:ID>`,
    `${i(20)}<sbc:ReferencedSignatureID>urn:oasis:names:specification:ubl:signature:Invoice</sbc:ReferencedSignatureID>`,
    `${i(20)}<ds:Signature xmlns:ds="${UBL_NS.ds}" Id="signature">`,
    `${i(24)}<ds:SignedInfo>`,
    `${i(28)}<ds:CanonicalizationMethod Algorithm="http://www.w3.org/2006/12/xml-c14n11"/>`,
    `${i(28)}<ds:SignatureMethod Algorithm="http://www.w3.org/2001/04/xmldsig-more#ecdsa-sha256"/>`,
    `${i(28)}<ds:Reference Id="invoiceSignedData" URI="">`,
    `${i(32)}<ds:Transforms>`,
    `${i(36)}<ds:Transform Algorithm="http://www.w3.org/TR/1999/REC-xpath-19991116">`,
    `${i(40)}<ds:XPath>not(//ancestor-or-self::ext:UBLExtensions)</ds:XPath>`,
    `${i(36)}</ds:Transform>`,
    `${i(36)}<ds:Transform Algorithm="http://www.w3.org/TR/1999/REC-xpath-19991116">`,
    `${i(40)}<ds:XPath>not(//ancestor-or-self::cac:Signature)</ds:XPath>`,
    `${i(36)}</ds:Transform>`,
    `${i(36)}<ds:Transform Algorithm="http://www.w3.org/TR/1999/REC-xpath-19991116">`,
    `${i(40)}<ds:XPath>not(//ancestor-or-self::cac:AdditionalDocumentReference[cbc:ID='QR'])</ds:XPath>`,
    `${i(36)}</ds:Transform>`,
    `${i(36)}<ds:Transform Algorithm="http://www.w3.org/2006/12/xml-c14n11"/>`,
    `${i(32)}</ds:Transforms>`,
    `${i(32)}<ds:DigestMethod Algorithm="http://www.w3.org/2001/04/xmlenc#sha256"/>`,
    `${i(32)}<ds:DigestValue>${v.invoiceHash}</ds:DigestValue>`,
    `${i(28)}</ds:Reference>`,
    `${i(28)}<ds:Reference Type="http://www.w3.org/2000/09/xmldsig#SignatureProperties" URI="#xadesSignedProperties">`,
    `${i(32)}<ds:DigestMethod Algorithm="http://www.w3.org/2001/04/xmlenc#sha256"/>`,
    `${i(32)}<ds:DigestValue>${v.signedPropertiesDigest}</ds:DigestValue>`,
    `${i(28)}</ds:Reference>`,
    `${i(24)}</ds:SignedInfo>`,
    `${i(24)}<ds:SignatureValue>${v.signatureValue}</ds:SignatureValue>`,
    `${i(24)}<ds:KeyInfo>`,
    `${i(28)}<ds:X509Data>`,
    `${i(32)}<ds:X509Certificate>${v.certificate}</ds:X509Certificate>`,
    `${i(28)}</ds:X509Data>`,
    `${i(24)}</ds:KeyInfo>`,
    `${i(24)}<ds:Object>`,
    `${i(28)}<xades:QualifyingProperties xmlns:xades="${UBL_NS.xades}" Target="signature">`,
    `${SIGNED_PROPERTIES_INDENT}<xades:SignedProperties Id="xadesSignedProperties">`,
    `${i(36)}<xades:SignedSignatureProperties>`,
    `${i(40)}<xades:SigningTime>${v.signingTime}</xades:SigningTime>`,
    `${i(40)}<xades:SigningCertificate>`,
    `${i(44)}<xades:Cert>`,
    `${i(48)}<xades:CertDigest>`,
    `${i(52)}<ds:DigestMethod Algorithm="http://www.w3.org/2001/04/xmlenc#sha256"/>`,
    `${i(52)}<ds:DigestValue>${v.certificateDigest}</ds:DigestValue>`,
    `${i(48)}</xades:CertDigest>`,
    `${i(48)}<xades:IssuerSerial>`,
    `${i(52)}<ds:X509IssuerName>${escapeXml(v.issuerName)}</ds:X509IssuerName>`,
    `${i(52)}<ds:X509SerialNumber>${v.serialNumber}</ds:X509SerialNumber>`,
    `${i(48)}</xades:IssuerSerial>`,
    `${i(44)}</xades:Cert>`,
    `${i(40)}</xades:SigningCertificate>`,
    `${i(36)}</xades:SignedSignatureProperties>`,
    `${SIGNED_PROPERTIES_INDENT}</xades:SignedProperties>`,
    `${i(28)}</xades:QualifyingProperties>`,
    `${i(24)}</ds:Object>`,
    `${i(20)}</ds:Signature>`,
    `${i(16)}</sac:SignatureInformation>`,
    `${i(12)}</sig:UBLDocumentSignatures>`,
    `${i(8)}</ext:ExtensionContent>`,
    `${i(4)}</ext:UBLExtension>`,
    '</ext:UBLExtensions>',
  ].join('\n');
}

/** The QR AdditionalDocumentReference as the signer inserts it (right before cac:Signature). */
export function qrReference(qr: string): string {
  return [
    '<cac:AdditionalDocumentReference>',
    '        <cbc:ID>QR</cbc:ID>',
    '        <cac:Attachment>',
    `            <cbc:EmbeddedDocumentBinaryObject mimeCode="text/plain">${qr}</cbc:EmbeddedDocumentBinaryObject>`,
    '        </cac:Attachment>',
    '    </cac:AdditionalDocumentReference>',
  ].join('\n');
}
