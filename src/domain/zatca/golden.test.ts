import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { zatcaVendorDir } from '../../server/testing/zatca';
import { nodeZatcaCrypto as crypto } from '../../server/zatca/node-crypto';
import { decodeZatcaQr, decodeZatcaQrTlv } from '../zatca-qr';
import { readCertificate } from './certificate';
import { invoiceHash, parseXml } from './hash';
import {
  certificateDigest,
  qrFieldsOf,
  signedPropertiesDigestOf,
  verifyInvoiceSignature,
} from './signature';

// Golden tests on ZATCA's own signed samples (SDK 238-R3.4.8, vendor/zatca): every expected
// value is read from the sample documents, none from the code under test.
const SAMPLES = join(zatcaVendorDir(), 'sdk-238-R3.4.8/Data/Samples');

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((n) => {
    const p = join(dir, n);
    return statSync(p).isDirectory() ? walk(p) : p.endsWith('.xml') ? [p] : [];
  });
}
const files = walk(SAMPLES).sort();

/** A value in the sample found by a regular expression over its text (not by the code under test). */
function pick(xml: string, re: RegExp): string {
  const m = re.exec(xml);
  if (!m?.[1]) throw new Error(`not found: ${re}`);
  return m[1].trim();
}

describe('ZATCA SDK samples (golden)', () => {
  it('has the 19 official samples', () => {
    expect(files).toHaveLength(19);
  });

  describe.each(files.map((f) => [f.slice(SAMPLES.length + 1), f]))('%s', (_name, file) => {
    const xml = readFileSync(file, 'utf8');
    const digest = pick(xml, /Id="invoiceSignedData"[\s\S]*?<ds:DigestValue>([^<]+)</);
    const propertiesDigest = pick(
      xml,
      /URI="#xadesSignedProperties">[\s\S]*?<ds:DigestValue>([^<]+)</,
    );
    const certDigest = pick(xml, /<xades:CertDigest>[\s\S]*?<ds:DigestValue>([^<]+)</);
    const cert = pick(xml, /<ds:X509Certificate>([^<]+)</);
    const qr = pick(
      xml,
      /<cbc:ID>QR<\/cbc:ID>\s*<cac:Attachment>\s*<cbc:EmbeddedDocumentBinaryObject[^>]*>([^<]+)</,
    );
    const tlv = decodeZatcaQrTlv(qr);

    it('invoice hash = the invoiceSignedData DigestValue = QR tag 6', () => {
      const hash = invoiceHash(xml, crypto);
      expect(hash).toBe(digest);
      expect(new TextDecoder().decode(tlv.get(6))).toBe(digest);
    });

    it('signed-properties and certificate digests recompute', () => {
      expect(signedPropertiesDigestOf(xml, crypto)).toBe(propertiesDigest);
      expect(certificateDigest(cert, crypto)).toBe(certDigest);
    });

    it('the signature verifies with the embedded certificate; issuer/serial and QR 7–8 agree', () => {
      expect(verifyInvoiceSignature(xml, crypto)).toEqual({
        invoiceHash: digest,
        digestMatches: true,
        signedPropertiesDigestMatches: true,
        certificateDigestMatches: true,
        issuerSerialMatches: true,
        signatureValid: true,
        qrMatches: true,
      });
      expect(readCertificate(cert).issuerName).toBe(pick(xml, /<ds:X509IssuerName>([^<]+)</));
      expect(readCertificate(cert).serialNumber).toBe(pick(xml, /<ds:X509SerialNumber>([^<]+)</));
    });

    it('QR tag 3 is the IssueDate and IssueTime of the document', () => {
      const issued = `${pick(xml, /<cbc:IssueDate>([^<]+)</)}T${pick(xml, /<cbc:IssueTime>([^<]+)</)}`;
      expect(new TextDecoder().decode(tlv.get(3))).toBe(issued);
    });

    it('QR tags 1–5 are what qrFieldsOf reads from the document', () => {
      expect(qrFieldsOf(parseXml(xml).documentElement!)).toEqual(decodeZatcaQr(qr));
    });

    it('a tampered document no longer matches its digest or signature', () => {
      const tampered = xml.replace(
        /<cbc:IssueTime>(\d\d):/,
        (_m, h: string) => `<cbc:IssueTime>${h === '00' ? '01' : '00'}:`,
      );
      const check = verifyInvoiceSignature(tampered, crypto);
      expect(check.digestMatches).toBe(false);
      expect(check.signatureValid).toBe(false);
    });
  });
});
