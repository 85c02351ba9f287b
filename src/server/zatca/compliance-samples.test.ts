// The compliance step's sample documents (decision 0035) must pass ZATCA's own rules:
// a standard and a simplified invoice, each with a credit and a debit note on it, chained from pih.txt and signed, through
// vendor/zatca/validate -now=doc -strict with TZ=Asia/Riyadh and the clock pinned: 0 errors,
// 0 warnings each.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { riyadhDate, riyadhTime } from '../../domain/riyadh-time';
import { complianceSampleInputs, invoiceTypeTitle } from '../../domain/zatca/compliance-samples';
import { TEST_SELLER } from '../testing/zatca-fixtures';
import { signInvoice, verifyInvoiceSignature } from '../../domain/zatca/signature';
import { buildInvoiceXml, ZATCA_FIRST_PIH } from '../../domain/zatca/xml';
import { offlineTestSigner, runZatcaValidator } from '../testing/zatca';
import { nodeZatcaCrypto } from './node-crypto';

const PINNED = Date.UTC(2026, 10, 25, 18, 30, 5); // 21:30:05 Riyadh

describe('compliance sample documents', () => {
  beforeAll(() => {
    vi.useFakeTimers({ now: PINNED, toFake: ['Date'] });
  });
  afterAll(() => {
    vi.useRealTimers();
  });

  it('title: 1100 both, 1000 standard only, 0100 simplified only', () => {
    expect(invoiceTypeTitle(['standard', 'simplified'])).toBe('1100');
    expect(invoiceTypeTitle(['standard'])).toBe('1000');
    expect(invoiceTypeTitle(['simplified'])).toBe('0100');
    expect(() => invoiceTypeTitle([])).toThrow(RangeError);
  });

  it('standard then simplified, chained, signed: the validator finds 0 errors and 0 warnings', async () => {
    const signer = offlineTestSigner(PINNED);
    const inputs = complianceSampleInputs(
      TEST_SELLER,
      ['simplified', 'standard'],
      riyadhDate(PINNED),
      riyadhTime(PINNED),
      [
        '6f4d20e0-6bfe-4a80-9389-7dabe6620f12',
        '8d487816-70b8-4ade-a618-9d620b73814a',
        'b7a1f7c2-54de-4b0a-9d2e-1c3f2a9e0b11',
        'c2e9d4a8-1f6b-4c3e-8a7d-5b9e0f1a2c33',
        'd4f0a1b2-3c4d-4e5f-8a6b-7c8d9e0f1a44',
        'e5a1b2c3-4d5e-4f6a-9b7c-8d9e0f1a2b55',
      ],
    );
    expect(inputs.map((i) => [i.kind, i.typeCode, i.icv, i.note?.billingReferenceId])).toEqual([
      ['standard', '388', 1, undefined],
      ['standard', '381', 2, '1'],
      ['standard', '383', 3, '1'],
      ['simplified', '388', 4, undefined],
      ['simplified', '381', 5, '4'],
      ['simplified', '383', 6, '4'],
    ]);
    let pih = ZATCA_FIRST_PIH;
    const docs: Record<string, string> = {};
    for (const input of inputs) {
      const signed = signInvoice(
        buildInvoiceXml({ ...input, pih }),
        signer,
        PINNED,
        nodeZatcaCrypto,
      );
      expect(signed.xml).toContain(
        `<cbc:EmbeddedDocumentBinaryObject mimeCode="text/plain">${pih}<`,
      );
      expect(verifyInvoiceSignature(signed.xml, nodeZatcaCrypto).signatureValid).toBe(true);
      pih = signed.invoiceHash;
      docs[`compliance-${input.kind}-${input.typeCode}`] = signed.xml;
    }
    const report = await runZatcaValidator(docs);
    expect(Object.keys(docs)).toHaveLength(6);
    for (const name of Object.keys(docs))
      expect(report.documents.get(name), report.output).toEqual({
        xsd: true,
        errors: 0,
        warnings: 0,
      });
  }, 120_000);
});
