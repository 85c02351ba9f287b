// The EGS unit's CSR (decision 0035): read back by OpenSSL, which also checks its
// signature, and by the ASN.1 library, field by field.
import { spawnSync } from 'node:child_process';
import { generateKeyPairSync } from 'node:crypto';
import { CertificationRequest } from '@peculiar/asn1-csr';
import { AsnConvert } from '@peculiar/asn1-schema';
import { DirectoryString, Extensions, SubjectAlternativeName } from '@peculiar/asn1-x509';
import { describe, expect, it } from 'vitest';
import { buildZatcaCsr, OID, type ZatcaCsrInput } from '../../domain/zatca/csr';
import { nodeZatcaCrypto } from './node-crypto';

function input(over: Partial<ZatcaCsrInput> = {}): ZatcaCsrInput {
  const { publicKey, privateKey } = generateKeyPairSync('ec', { namedCurve: 'secp256k1' });
  return {
    environment: 'production',
    commonName: 'Sanad-kebrit',
    organization: 'مؤسسة كبريت التجارية',
    organizationUnit: 'الرياض',
    solutionName: 'Sanad',
    solutionVersion: '1.0',
    unitSerial: 'b8a7f5d1-55b4-4b7d-9a4c-3c8e1c2b9f10',
    vatNumber: '399999999900003',
    invoiceType: '1100',
    registeredAddress: 'المربع، الرياض',
    businessCategory: 'Trading',
    publicKeySpki: new Uint8Array(publicKey.export({ type: 'spki', format: 'der' })),
    privateKeyPem: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    ...over,
  };
}

/** `openssl req -text -verify`'s output, stderr (where the verification is told) first. */
function openssl(pem: string): string {
  const r = spawnSync('openssl', ['req', '-text', '-noout', '-verify', '-nameopt', 'utf8'], {
    input: pem,
    encoding: 'utf8',
  });
  return `${r.stderr}${r.stdout}`;
}

function pemOf(der: Buffer): string {
  const lines = der
    .toString('base64')
    .match(/.{1,64}/g)!
    .join('\n');
  return `-----BEGIN CERTIFICATE REQUEST-----\n${lines}\n-----END CERTIFICATE REQUEST-----\n`;
}

describe('buildZatcaCsr', () => {
  it("OpenSSL reads it, verifies its signature, and sees ZATCA's subject, template and SAN", () => {
    const pem = buildZatcaCsr(input(), nodeZatcaCrypto);
    expect(pem).toMatch(/^-----BEGIN CERTIFICATE REQUEST-----\n/);
    const text = openssl(pem);
    expect(text).toContain('self-signature verify OK');
    expect(text).toMatch(
      /Subject: C\s?=\s?SA, OU\s?=\s?الرياض, O\s?=\s?مؤسسة كبريت التجارية, CN\s?=\s?Sanad-kebrit/,
    );
    expect(text).toContain('ASN1 OID: secp256k1');
    expect(text).toContain('ecdsa-with-SHA256');
    expect(text).toContain('1.3.6.1.4.1.311.20.2');
    expect(text).toContain('ZATCA-Code-Signing');
    expect(text).toContain('SN=1-Sanad|2-1.0|3-b8a7f5d1-55b4-4b7d-9a4c-3c8e1c2b9f10');
    expect(text).toContain('UID=399999999900003');
    expect(text).toContain('title=1100');
    expect(text).toContain('businessCategory=Trading');
  });

  it("a tampered request fails OpenSSL's signature check", () => {
    const pem = buildZatcaCsr(input(), nodeZatcaCrypto);
    const der = Buffer.from(pem.replace(/-----[^-]+-----|\s/g, ''), 'base64');
    const at = der.indexOf(Buffer.from('Sanad-kebrit'));
    der[at] = 'T'.charCodeAt(0);
    const text = openssl(pemOf(der));
    expect(text).toContain('CN=Tanad-kebrit');
    expect(text).toContain('self-signature verify failure');
    expect(text).not.toContain('verify OK');
  });

  it.each([
    ['developer-portal', 'TSTZATCA-Code-Signing'],
    ['simulation', 'PREZATCA-Code-Signing'],
    ['production', 'ZATCA-Code-Signing'],
  ] as const)(
    '%s: template name %s as a PrintableString; SAN fields by OID',
    (environment, name) => {
      const pem = buildZatcaCsr(input({ environment }), nodeZatcaCrypto);
      const der = Buffer.from(pem.replace(/-----[^-]+-----|\s/g, ''), 'base64');
      const info = AsnConvert.parse(der, CertificationRequest).certificationRequestInfo;
      const attr = info.attributes.find((a) => a.type === OID.extensionRequest)!;
      const extensions = AsnConvert.parse(attr.values[0]!, Extensions);
      const template = extensions.find((e) => e.extnID === OID.certificateTemplateName)!;
      const value = AsnConvert.parse(template.extnValue.buffer, DirectoryString);
      expect(value.printableString).toBe(name);
      const san = extensions.find((e) => e.extnID === OID.subjectAltName)!;
      const dir = AsnConvert.parse(san.extnValue.buffer, SubjectAlternativeName)[0]!.directoryName!;
      const fields = Object.fromEntries([...dir].flat().map((a) => [a.type, a.value.toString()]));
      expect(fields).toEqual({
        [OID.surname]: '1-Sanad|2-1.0|3-b8a7f5d1-55b4-4b7d-9a4c-3c8e1c2b9f10',
        [OID.uid]: '399999999900003',
        [OID.title]: '1100',
        [OID.registeredAddress]: 'المربع، الرياض',
        [OID.businessCategory]: 'Trading',
      });
    },
  );

  it("refuses what ZATCA's CA would refuse", () => {
    expect(() => buildZatcaCsr(input({ vatNumber: '123' }), nodeZatcaCrypto)).toThrow(/vatNumber/);
    expect(() => buildZatcaCsr(input({ invoiceType: '0011' }), nodeZatcaCrypto)).toThrow(
      /invoiceType/,
    );
    expect(() => buildZatcaCsr(input({ unitSerial: 'a|b' }), nodeZatcaCrypto)).toThrow(
      /unitSerial/,
    );
    expect(() => buildZatcaCsr(input({ organization: ' ' }), nodeZatcaCrypto)).toThrow(
      /organization/,
    );
  });
});
