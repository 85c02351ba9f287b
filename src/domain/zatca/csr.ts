import { CertificationRequest, CertificationRequestInfo, Attributes } from '@peculiar/asn1-csr';
import { AsnConvert, OctetString } from '@peculiar/asn1-schema';
import {
  AlgorithmIdentifier,
  Attribute,
  AttributeTypeAndValue,
  AttributeValue,
  DirectoryString,
  Extension,
  Extensions,
  GeneralName,
  Name,
  RelativeDistinguishedName,
  SubjectAlternativeName,
  SubjectPublicKeyInfo,
} from '@peculiar/asn1-x509';
import { toBase64, type ZatcaCrypto } from './primitives';

/**
 * The certificate signing request of an EGS unit (e-invoice generation solution) as ZATCA's
 * onboarding asks for it (E-Invoicing Developer Portal manual, "CSR configuration";
 * SDK 238-R3.4.8 `Data/Input/csr-config-example-*.properties`; decision 0035). A PKCS#10 request
 * (RFC 2986), ecdsa-with-SHA256 over a secp256k1 key, with:
 * - subject: C=SA, OU (organization unit: the branch; for a VAT group member its 10-digit TIN,
 *   csrOrganizationUnit),
 *   O (organization name), CN (common name: the EGS unit's name);
 * - an extensionRequest (PKCS#9 1.2.840.113549.1.9.14) carrying
 *   - certificate template name (Microsoft 1.3.6.1.4.1.311.20.2, PrintableString):
 *     `ZATCA-Code-Signing` (core/production), `PREZATCA-Code-Signing` (simulation),
 *     `TSTZATCA-Code-Signing` (developer portal);
 *   - subjectAltName with one directoryName: SN (2.5.4.4) = `1-solution|2-version|3-serial`,
 *     UID (0.9.2342.19200300.100.1.1) = the 15-digit VAT number, title (2.5.4.12) = the invoice
 *     types the unit issues (4 digits TSCZ: standard, simplified, two reserved; "1100" = both),
 *     registeredAddress (2.5.4.26) = the branch address, businessCategory (2.5.4.15) = the
 *     industry.
 */

/** ZATCA's three environments (FATOORA platform). */
export type ZatcaEnvironment = 'developer-portal' | 'simulation' | 'production';

/** The certificate template name each environment's CA expects. */
export const CERTIFICATE_TEMPLATES: Record<ZatcaEnvironment, string> = {
  'developer-portal': 'TSTZATCA-Code-Signing',
  simulation: 'PREZATCA-Code-Signing',
  production: 'ZATCA-Code-Signing',
};

export const OID = {
  country: '2.5.4.6',
  organization: '2.5.4.10',
  organizationUnit: '2.5.4.11',
  commonName: '2.5.4.3',
  surname: '2.5.4.4',
  title: '2.5.4.12',
  businessCategory: '2.5.4.15',
  registeredAddress: '2.5.4.26',
  uid: '0.9.2342.19200300.100.1.1',
  extensionRequest: '1.2.840.113549.1.9.14',
  certificateTemplateName: '1.3.6.1.4.1.311.20.2',
  subjectAltName: '2.5.29.17',
  ecdsaWithSha256: '1.2.840.10045.4.3.2',
} as const;

/** What goes into an EGS unit's CSR. */
export interface ZatcaCsrInput {
  environment: ZatcaEnvironment;
  /** CN: the EGS unit's name (e.g. `Sanad-kebrit-1`). */
  commonName: string;
  /** O: the taxpayer's name. */
  organization: string;
  /** OU: the branch name (or, in a VAT group, the member's 10-digit TIN). */
  organizationUnit: string;
  /** SN parts: solution name, its version, the unit's serial (e.g. a UUID). No `|` inside. */
  solutionName: string;
  solutionVersion: string;
  unitSerial: string;
  /** UID: the seller's 15-digit VAT registration number (3…3). */
  vatNumber: string;
  /** title: `TSCZ` flags, e.g. "1100" (standard and simplified) or "0100" (simplified only). */
  invoiceType: string;
  /** registeredAddress: the branch's address (short text, e.g. "RRRD2929" or district and city). */
  registeredAddress: string;
  /** businessCategory: the industry (e.g. "Retail", "Restaurant"). */
  businessCategory: string;
  /** The key pair: SubjectPublicKeyInfo DER of the secp256k1 key and its PKCS#8 PEM. */
  publicKeySpki: Uint8Array;
  privateKeyPem: string;
}

/**
 * The CSR's OU (organizationUnitName) by ZATCA's rule (decision 0043; E-Invoice Security Features
 * Implementation Standard, "CSR field contents"): a VAT group member's 10-digit TIN when the
 * taxpayer says it is one, otherwise the branch's name. Whether a VAT number is a group's is not
 * inferred from its digits (no ZATCA source states such a rule): the administrator gives the TIN.
 * @throws RangeError `groupMemberTin` when one is given that is not 10 digits; `branch` when no TIN
 *   is given and the branch name is empty.
 */
export function csrOrganizationUnit(branch: string, groupMemberTin?: string | null): string {
  const tin = (groupMemberTin ?? '').trim();
  if (tin !== '') {
    if (!/^\d{10}$/.test(tin)) throw new RangeError('groupMemberTin: 10 digits');
    return tin;
  }
  if (!branch.trim()) throw new RangeError('branch: empty');
  return branch.trim();
}

function rdn(type: string, value: AttributeValue): RelativeDistinguishedName {
  return new RelativeDistinguishedName([new AttributeTypeAndValue({ type, value })]);
}

const utf8 = (value: string) => new AttributeValue({ utf8String: value });

/**
 * Checks the fields ZATCA's CA refuses a CSR for.
 * @throws RangeError naming the field: a VAT number that is not 15 digits starting and ending
 *   with 3, an invoice type that is not 4 binary digits with at least one of the first two set, an
 *   SN part holding `|`, or an empty text field.
 */
export function checkZatcaCsrInput(input: ZatcaCsrInput): void {
  if (!/^3\d{13}3$/.test(input.vatNumber)) throw new RangeError('vatNumber: 15 digits, 3…3');
  if (!/^[01]{4}$/.test(input.invoiceType) || !/^(1|01)/.test(input.invoiceType))
    throw new RangeError('invoiceType: 4 digits 0/1, standard or simplified set');
  for (const field of ['solutionName', 'solutionVersion', 'unitSerial'] as const)
    if (input[field].includes('|')) throw new RangeError(`${field}: no "|"`);
  for (const field of [
    'commonName',
    'organization',
    'organizationUnit',
    'solutionName',
    'solutionVersion',
    'unitSerial',
    'registeredAddress',
    'businessCategory',
  ] as const)
    if (input[field].trim() === '') throw new RangeError(`${field}: empty`);
}

/**
 * Builds and signs an EGS unit's CSR (fields in the module comment). Returns the PEM text
 * (`-----BEGIN CERTIFICATE REQUEST-----`); ZATCA's /compliance takes base64 of this PEM text.
 * @throws RangeError from checkZatcaCsrInput.
 */
export function buildZatcaCsr(input: ZatcaCsrInput, crypto: ZatcaCrypto): string {
  checkZatcaCsrInput(input);
  const subject = new Name([
    rdn(OID.country, new AttributeValue({ printableString: 'SA' })),
    rdn(OID.organizationUnit, utf8(input.organizationUnit)),
    rdn(OID.organization, utf8(input.organization)),
    rdn(OID.commonName, utf8(input.commonName)),
  ]);
  const directory = new Name([
    rdn(
      OID.surname,
      utf8(`1-${input.solutionName}|2-${input.solutionVersion}|3-${input.unitSerial}`),
    ),
    rdn(OID.uid, utf8(input.vatNumber)),
    rdn(OID.title, utf8(input.invoiceType)),
    rdn(OID.registeredAddress, utf8(input.registeredAddress)),
    rdn(OID.businessCategory, utf8(input.businessCategory)),
  ]);
  const template = new DirectoryString({
    printableString: CERTIFICATE_TEMPLATES[input.environment],
  });
  const extensions = new Extensions([
    new Extension({
      extnID: OID.certificateTemplateName,
      critical: false,
      extnValue: new OctetString(AsnConvert.serialize(template)),
    }),
    new Extension({
      extnID: OID.subjectAltName,
      critical: false,
      extnValue: new OctetString(
        AsnConvert.serialize(
          new SubjectAlternativeName([new GeneralName({ directoryName: directory })]),
        ),
      ),
    }),
  ]);
  const info = new CertificationRequestInfo({
    version: 0,
    subject,
    subjectPKInfo: AsnConvert.parse(input.publicKeySpki, SubjectPublicKeyInfo),
    attributes: new Attributes([
      new Attribute({ type: OID.extensionRequest, values: [AsnConvert.serialize(extensions)] }),
    ]),
  });
  const infoDer = new Uint8Array(AsnConvert.serialize(info));
  const signature = crypto.signEcdsaSha256(infoDer, input.privateKeyPem);
  const request = new CertificationRequest({
    certificationRequestInfo: info,
    signatureAlgorithm: new AlgorithmIdentifier({ algorithm: OID.ecdsaWithSha256 }),
    signature: signature.slice().buffer,
  });
  const body = toBase64(new Uint8Array(AsnConvert.serialize(request)));
  const lines = body.match(/.{1,64}/g) ?? [];
  return `-----BEGIN CERTIFICATE REQUEST-----\n${lines.join('\n')}\n-----END CERTIFICATE REQUEST-----\n`;
}
