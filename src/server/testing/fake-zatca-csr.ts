/**
 * The fake ZATCA's reading of a CSR (fake-zatca.ts; decision 0035): the PEM inside /compliance's
 * base64, its signature verified with its own key, and the fields ZATCA's CA checks (template name,
 * SAN SN / UID / title) read back. Not used by the application.
 */
import { createPublicKey, createVerify } from 'node:crypto';
import { CertificationRequest } from '@peculiar/asn1-csr';
import { AsnConvert } from '@peculiar/asn1-schema';
import { Extensions, SubjectAlternativeName } from '@peculiar/asn1-x509';
import { OID } from '../../domain/zatca/csr';

/** Reads the CSR's key and ZATCA fields; a string says what is wrong. */
export function readCsr(
  b64: unknown,
): { spki: Uint8Array; title: string; cn: string; o: string } | string {
  if (typeof b64 !== 'string') return 'csr missing';
  const pem = Buffer.from(b64, 'base64').toString('utf8');
  const m = /-----BEGIN CERTIFICATE REQUEST-----([^-]+)-----END CERTIFICATE REQUEST-----/.exec(pem);
  if (!m) return 'not a PEM certificate request';
  const der = Buffer.from(m[1]!.replace(/\s+/g, ''), 'base64');
  const csr = AsnConvert.parse(der, CertificationRequest);
  const info = csr.certificationRequestInfo;
  const spki = new Uint8Array(AsnConvert.serialize(info.subjectPKInfo));
  const ok = createVerify('sha256')
    .update(Buffer.from(AsnConvert.serialize(info)))
    .verify(
      { key: createPublicKey({ key: Buffer.from(spki), format: 'der', type: 'spki' }) },
      Buffer.from(csr.signature),
    );
  if (!ok) return 'CSR signature invalid';
  const ext = info.attributes?.find((a) => a.type === OID.extensionRequest);
  if (!ext) return 'no extensionRequest';
  const extensions = AsnConvert.parse(ext.values[0]!, Extensions);
  if (!extensions.some((e) => e.extnID === OID.certificateTemplateName))
    return 'no certificate template name';
  const san = extensions.find((e) => e.extnID === OID.subjectAltName);
  if (!san) return 'no subjectAltName';
  const dir = AsnConvert.parse(san.extnValue.buffer, SubjectAlternativeName)[0]?.directoryName;
  const field = (oid: string) =>
    [...(dir ?? [])]
      .flat()
      .find((a) => a.type === oid)
      ?.value.toString() ?? '';
  if (!/^1-.+\|2-.+\|3-.+$/.test(field(OID.surname))) return 'SN must be 1-…|2-…|3-…';
  if (!/^3\d{13}3$/.test(field(OID.uid))) return 'UID must be the VAT number';
  const title = field(OID.title);
  if (!/^[01]{4}$/.test(title)) return 'title must be TSCZ';
  const subject = (oid: string) =>
    [...info.subject]
      .flat()
      .find((a) => a.type === oid)
      ?.value.toString() ?? '';
  return { spki, title, cn: subject(OID.commonName), o: subject(OID.organization) };
}
