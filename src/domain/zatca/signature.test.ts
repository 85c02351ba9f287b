import { X509Certificate } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { offlineTestSigner } from '../../server/testing/zatca';
import { nodeZatcaCrypto as crypto } from '../../server/zatca/node-crypto';
import { decodeZatcaQr, decodeZatcaQrTlv } from '../zatca-qr';
import { readCertificate } from './certificate';
import { fromBase64, toBase64 } from './primitives';
import { TEST_BUYER, testInvoice } from '../../server/testing/zatca-fixtures';
import { invoiceHash } from './hash';
import { signInvoice, signingTimeText, verifyInvoiceSignature } from './signature';
import { buildInvoiceXml } from './xml';

const signer = offlineTestSigner();
const SIGNED_AT = Date.UTC(2026, 10, 25, 18, 30, 5);

describe('offline self-signed certificate', () => {
  it('is an X.509 certificate whose own key verifies it; issuer and serial read back', () => {
    const x = new X509Certificate(Buffer.from(signer.certificate, 'base64'));
    expect(x.verify(x.publicKey)).toBe(true);
    expect(x.subject).toBe(x.issuer);
    const facts = readCertificate(signer.certificate);
    expect(facts.serialNumber).toBe(BigInt(`0x${x.serialNumber}`).toString());
    expect(facts.issuerName).toBe('CN=EGS1-سند, O=مؤسسة سند التجارية, C=SA');
    expect(x.publicKey.asymmetricKeyDetails?.namedCurve).toBe('secp256k1');
  });
});

describe('signInvoice', () => {
  const unsigned = buildInvoiceXml(testInvoice({}));
  const signed = signInvoice(unsigned, signer, SIGNED_AT, crypto);

  it('keeps the invoice hash of the unsigned document (signature and QR are outside it)', () => {
    expect(invoiceHash(signed.xml, crypto)).toBe(invoiceHash(unsigned, crypto));
    expect(signed.invoiceHash).toBe(invoiceHash(unsigned, crypto));
  });

  it('produces a document whose own verification passes on every count', () => {
    expect(verifyInvoiceSignature(signed.xml, crypto)).toEqual({
      invoiceHash: signed.invoiceHash,
      digestMatches: true,
      signedPropertiesDigestMatches: true,
      certificateDigestMatches: true,
      issuerSerialMatches: true,
      signatureValid: true,
      qrMatches: true,
    });
    expect(signed.xml).toContain(
      `<xades:SigningTime>${signingTimeText(SIGNED_AT)}</xades:SigningTime>`,
    );
    expect(signingTimeText(SIGNED_AT)).toBe('2026-11-25T18:30:05');
  });

  it('signs with ECDSA over the 32 hash bytes (verifiable with the certificate key)', () => {
    const x = new X509Certificate(Buffer.from(signer.certificate, 'base64'));
    const spki = new Uint8Array(x.publicKey.export({ type: 'spki', format: 'der' }));
    expect(
      crypto.verifyEcdsaSha256(fromBase64(signed.invoiceHash), fromBase64(signed.signature), spki),
    ).toBe(true);
  });

  it('simplified QR: tags 1–9; Phase 1 decoder still reads 1–5; tag 3 = IssueDate T IssueTime', () => {
    const tlv = decodeZatcaQrTlv(signed.qr);
    expect([...tlv.keys()]).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    // Lines: 2 × 11.50 = 23.00 (net 20.00, VAT 3.00); 3 × 7.99 = 23.97 − 10 % (2.40) = 21.57
    // (net 21.57 / 1.15 = 18.76, VAT 2.81) → total 44.57, VAT 5.81.
    expect(decodeZatcaQr(signed.qr)).toEqual({
      sellerName: 'مؤسسة سند التجارية',
      vatNumber: '399999999900003',
      timestamp: '2026-11-25T21:30:05',
      total: '44.57',
      vat: '5.81',
    });
    expect(new TextDecoder().decode(tlv.get(6))).toBe(signed.invoiceHash);
    expect(new TextDecoder().decode(tlv.get(7))).toBe(signed.signature);
    const cert = readCertificate(signer.certificate);
    expect(toBase64(tlv.get(8)!)).toBe(toBase64(cert.publicKeySpki));
    expect(toBase64(tlv.get(9)!)).toBe(toBase64(cert.signature));
    expect(signed.xml).toContain(signed.qr);
  });

  it('standard QR stops at tag 8 (ZATCA completes it on clearance)', () => {
    const std = signInvoice(
      buildInvoiceXml(testInvoice({ kind: 'standard', buyer: TEST_BUYER })),
      signer,
      SIGNED_AT,
      crypto,
    );
    expect([...decodeZatcaQrTlv(std.qr).keys()]).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
  });

  it('refuses to sign twice, and a changed amount breaks digest and signature', () => {
    expect(() => signInvoice(signed.xml, signer, SIGNED_AT, crypto)).toThrow(RangeError);
    const tampered = signed.xml.replace(
      '<cbc:PayableAmount currencyID="SAR">44.57<',
      '<cbc:PayableAmount currencyID="SAR">4.57<',
    );
    expect(tampered).not.toBe(signed.xml);
    const check = verifyInvoiceSignature(tampered, crypto);
    expect(check.digestMatches).toBe(false);
    expect(check.signatureValid).toBe(false);
  });

  it('an issuer name with markup characters digests the same as the signed text says', () => {
    const odd = offlineTestSigner(Date.UTC(2026, 0, 1), 'سند & "شركاه" <فرع> \'١\'');
    const out = signInvoice(unsigned, odd, SIGNED_AT, crypto);
    expect(out.xml).toContain('سند &amp; &quot;شركاه&quot; &lt;فرع&gt;');
    expect(verifyInvoiceSignature(out.xml, crypto).signedPropertiesDigestMatches).toBe(true);
    expect(verifyInvoiceSignature(out.xml, crypto).issuerSerialMatches).toBe(true);
  });

  it('another key cannot pass for the certificate holder', () => {
    const other = offlineTestSigner();
    const forged = signInvoice(
      unsigned,
      { ...other, certificate: signer.certificate },
      SIGNED_AT,
      crypto,
    );
    const check = verifyInvoiceSignature(forged.xml, crypto);
    expect(check.digestMatches).toBe(true);
    expect(check.signatureValid).toBe(false);
  });
});
