import { AsnConvert } from '@peculiar/asn1-schema';
import {
  AlgorithmIdentifier,
  AttributeTypeAndValue,
  AttributeValue,
  Certificate,
  Name,
  RelativeDistinguishedName,
  SubjectPublicKeyInfo,
  TBSCertificate,
  Validity,
  Version,
} from '@peculiar/asn1-x509';
import { fromBase64, toBase64, type ZatcaCrypto } from './primitives';

/**
 * X.509 certificates as ZATCA's signature uses them (Security Features Implementation Standards
 * §2; SDK 238-R3.4.8): the issuer name and serial number of xades:IssuerSerial, the public key of
 * QR tag 8, the certificate's own signature of QR tag 9, and an offline self-signed certificate
 * (ZATCA_MODE=offline) for a shop that has no CSID yet.
 */

/** ecdsa-with-SHA256 (RFC 5758). */
const ECDSA_WITH_SHA256 = '1.2.840.10045.4.3.2';

/** Short names of the attribute types ZATCA's certificates carry, as the SDK prints issuer names. */
const ATTRIBUTE_NAMES: Record<string, string> = {
  '2.5.4.3': 'CN',
  '2.5.4.4': 'SN',
  '2.5.4.5': 'SERIALNUMBER',
  '2.5.4.6': 'C',
  '2.5.4.7': 'L',
  '2.5.4.8': 'ST',
  '2.5.4.10': 'O',
  '2.5.4.11': 'OU',
  '2.5.4.12': 'T',
  '0.9.2342.19200300.100.1.1': 'UID',
  '0.9.2342.19200300.100.1.25': 'DC',
  '1.2.840.113549.1.9.1': 'E',
};

/** What the signature needs of a certificate. */
export interface CertificateFacts {
  /** DER bytes of the certificate. */
  der: Uint8Array;
  /** The issuer as xades:X509IssuerName carries it: RDNs last-first joined with ", " ("CN=…, DC=…"). */
  issuerName: string;
  /** The serial number in decimal, as xades:X509SerialNumber carries it. */
  serialNumber: string;
  /** SubjectPublicKeyInfo DER bytes (QR tag 8). */
  publicKeySpki: Uint8Array;
  /** The issuer's signature over the certificate, the BIT STRING's bytes (QR tag 9). */
  signature: Uint8Array;
}

function nameToString(name: Name): string {
  return [...name]
    .reverse()
    .map((rdn) =>
      [...rdn]
        .map((atv) => `${ATTRIBUTE_NAMES[atv.type] ?? atv.type}=${atv.value.toString()}`)
        .join('+'),
    )
    .join(', ');
}

function bytesToBigIntDecimal(bytes: Uint8Array): string {
  let n = 0n;
  for (const b of bytes) n = (n << 8n) | BigInt(b);
  return n.toString(10);
}

/**
 * Reads the facts the signature and QR need from a certificate given as base64 DER (the text of
 * ds:X509Certificate; whitespace ignored).
 * @throws RangeError when the text is not base64 or not a DER X.509 certificate.
 */
export function readCertificate(base64Der: string): CertificateFacts {
  const der = fromBase64(base64Der);
  let cert: Certificate;
  try {
    cert = AsnConvert.parse(der, Certificate);
  } catch (e) {
    throw new RangeError(`not an X.509 certificate: ${(e as Error).message}`);
  }
  const tbs = cert.tbsCertificate;
  return {
    der,
    issuerName: nameToString(tbs.issuer),
    serialNumber: bytesToBigIntDecimal(new Uint8Array(tbs.serialNumber)),
    publicKeySpki: new Uint8Array(AsnConvert.serialize(tbs.subjectPublicKeyInfo)),
    signature: new Uint8Array(cert.signatureValue),
  };
}

/** What an offline self-signed certificate is made of. */
export interface SelfSignedCertificateInput {
  /** The key pair: SubjectPublicKeyInfo DER of the secp256k1 public key, PKCS#8 PEM private key. */
  publicKeySpki: Uint8Array;
  privateKeyPem: string;
  /** Subject and issuer: common name (e.g. the EGS unit), organization (the seller), country SA. */
  commonName: string;
  organization: string;
  /** Positive serial number (≤ 20 bytes). */
  serialNumber: bigint;
  /** Validity, UTC milliseconds. */
  notBefore: number;
  notAfter: number;
}

function rdn(type: string, value: string): RelativeDistinguishedName {
  return new RelativeDistinguishedName([
    new AttributeTypeAndValue({ type, value: new AttributeValue({ utf8String: value }) }),
  ]);
}

function serialBytes(serial: bigint): ArrayBuffer {
  if (serial <= 0n) throw new RangeError('serial number must be positive');
  let hex = serial.toString(16);
  if (hex.length % 2) hex = `0${hex}`;
  if (Number.parseInt(hex.slice(0, 2), 16) >= 0x80) hex = `00${hex}`;
  if (hex.length > 42) throw new RangeError('serial number longer than 20 bytes');
  return Uint8Array.from(hex.match(/../g)!, (h) => Number.parseInt(h, 16)).buffer;
}

/**
 * A self-signed X.509 v3 certificate (ecdsa-with-SHA256) for the offline mode: subject = issuer
 * = C=SA, O=organization, CN=commonName. Returns the DER as base64 (ds:X509Certificate's text).
 * ZATCA never sees it; it lets the whole signing path run with no CSID.
 * @throws RangeError on a non-positive or over-long serial number.
 */
export function selfSignedCertificate(
  input: SelfSignedCertificateInput,
  crypto: ZatcaCrypto,
): string {
  const name = new Name([
    rdn('2.5.4.6', 'SA'),
    rdn('2.5.4.10', input.organization),
    rdn('2.5.4.3', input.commonName),
  ]);
  const algorithm = new AlgorithmIdentifier({ algorithm: ECDSA_WITH_SHA256 });
  const tbs = new TBSCertificate({
    version: Version.v3,
    serialNumber: serialBytes(input.serialNumber),
    signature: algorithm,
    issuer: name,
    subject: name,
    validity: new Validity({
      notBefore: new Date(input.notBefore),
      notAfter: new Date(input.notAfter),
    }),
    subjectPublicKeyInfo: AsnConvert.parse(input.publicKeySpki, SubjectPublicKeyInfo),
  });
  const tbsDer = new Uint8Array(AsnConvert.serialize(tbs));
  const signature = crypto.signEcdsaSha256(tbsDer, input.privateKeyPem);
  const cert = new Certificate({
    tbsCertificate: tbs,
    signatureAlgorithm: algorithm,
    signatureValue: signature.slice().buffer,
  });
  return toBase64(new Uint8Array(AsnConvert.serialize(cert)));
}
