import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { PAYMENT_MEANS_CODES } from '../../domain/payment-means';
import { riyadhDate, riyadhTime } from '../../domain/riyadh-time';
import { FIRST_PIH, TEST_BUYER, testInvoice, testLine } from '../testing/zatca-fixtures';
import { signInvoice, verifyInvoiceSignature } from '../../domain/zatca/signature';
import { buildInvoiceXml, type ZatcaInvoiceInput } from '../../domain/zatca/xml';
import { offlineTestSigner, runZatcaValidator, type ValidatorReport } from '../testing/zatca';
import { nodeZatcaCrypto } from './node-crypto';

// Generated, signed documents through ZATCA's own rules (UBL 2.1 XSD + EN 16931 + KSA
// schematrons of SDK 238-R3.4.8) with the independent validator: `validate -now=doc -strict`,
// TZ=Asia/Riyadh, the clock pinned. Every document must have 0 errors and 0 warnings.
const PINNED = Date.UTC(2026, 10, 25, 18, 30, 5); // 21:30:05 Riyadh

function batch(): [string, Omit<ZatcaInvoiceInput, 'icv' | 'pih' | 'number'>][] {
  const when = { issueDate: riyadhDate(Date.now()), issueTime: riyadhTime(Date.now()) };
  const docs: [string, Omit<ZatcaInvoiceInput, 'icv' | 'pih' | 'number'>][] = [];
  let n = 0;
  const uuid = () => `3cf5ee18-ee25-44ea-a444-${String(++n).padStart(12, '0')}`;
  for (const means of PAYMENT_MEANS_CODES) {
    docs.push([
      `simplified-${means}`,
      { ...testInvoice({ paymentMeansCode: means, uuid: uuid(), ...when }) },
    ]);
    docs.push([
      `standard-${means}`,
      {
        ...testInvoice({
          kind: 'standard',
          buyer: TEST_BUYER,
          paymentMeansCode: means,
          uuid: uuid(),
          ...when,
        }),
      },
    ]);
  }
  const bigLines = [
    testLine('مياه معدنية ٣٣٠ مل', 100, 9_999),
    testLine('شاي أخضر بالنعناع', 1_999, 9_999, 40),
    testLine('Flat white قهوة', 1_700, 7, 15),
    testLine('حلى', 1, 1),
    testLine('كعكة الزعفران والهيل', 123_456, 3, 5),
  ];
  docs.push([`simplified-discounts-9999`, testInvoice({ lines: bigLines, uuid: uuid(), ...when })]);
  docs.push([
    `standard-discounts-9999`,
    testInvoice({
      kind: 'standard',
      buyer: TEST_BUYER,
      lines: bigLines,
      paymentMeansCode: '24',
      uuid: uuid(),
      ...when,
    }),
  ]);
  docs.push([
    `simplified-named-buyer`,
    testInvoice({
      buyer: { ...TEST_BUYER, vatNumber: '', name: 'عبدالله بن محمد' },
      paymentMeansCode: '48',
      uuid: uuid(),
      ...when,
    }),
  ]);
  // Credit (381) and debit (383) notes of both kinds (decision 0034): BillingReference to the
  // original's ID, the reason as InstructionNote, positive amounts.
  const noteKinds = [
    ['credit', '381', 'إرجاع بضاعة تالفة | damaged goods returned'],
    ['debit', '383', 'فرق سعر لم يُحتسب في الفاتورة'],
  ] as const;
  for (const [label, typeCode, reason] of noteKinds) {
    docs.push([
      `simplified-${label}-note`,
      testInvoice({
        typeCode,
        note: { billingReferenceId: '17', reason },
        lines: [testLine('قهوة عربية', 1150, 1)],
        uuid: uuid(),
        ...when,
      }),
    ]);
    docs.push([
      `standard-${label}-note`,
      testInvoice({
        kind: 'standard',
        buyer: TEST_BUYER,
        typeCode,
        note: { billingReferenceId: '4', reason },
        paymentMeansCode: '24',
        lines: bigLines.slice(0, 3),
        uuid: uuid(),
        ...when,
      }),
    ]);
  }
  return docs;
}

describe('generated documents pass ZATCA validation', () => {
  let report: ValidatorReport;
  const signed: { name: string; xml: string; hash: string; pih: string }[] = [];

  beforeAll(async () => {
    vi.useFakeTimers({ now: PINNED, toFake: ['Date'] });
    const signer = offlineTestSigner(Date.UTC(2026, 0, 1));
    let pih = FIRST_PIH;
    batch().forEach(([name, doc], i) => {
      const xml = buildInvoiceXml({ ...doc, number: i + 1, icv: i + 1, pih });
      const s = signInvoice(xml, signer, Date.now(), nodeZatcaCrypto);
      signed.push({ name, xml: s.xml, hash: s.invoiceHash, pih });
      pih = s.invoiceHash;
    });
    report = await runZatcaValidator(Object.fromEntries(signed.map((d) => [d.name, d.xml])));
  }, 180_000);

  afterAll(() => {
    vi.useRealTimers();
  });

  it('the batch covers both kinds, all payment means, discounts, Arabic names and 9,999 pieces', () => {
    expect(signed).toHaveLength(2 * PAYMENT_MEANS_CODES.length + 7);
    const all = signed.map((d) => d.xml).join('\n');
    for (const code of ['10', '48', '30', '68'])
      expect(all).toContain(`<cbc:PaymentMeansCode>${code}</cbc:PaymentMeansCode>`);
    expect(all).toContain(
      '<cbc:InvoicedQuantity unitCode="PCE">9999.000000</cbc:InvoicedQuantity>',
    );
    expect(all).toContain('name="0100000">388<');
    expect(all).toContain('name="0200000">388<');
    for (const note of ['381', '383'])
      for (const subtype of ['0100000', '0200000'])
        expect(all).toContain(`name="${subtype}">${note}<`);
    expect(all).toContain(
      '<cbc:InstructionNote>فرق سعر لم يُحتسب في الفاتورة</cbc:InstructionNote>',
    );
  });

  it('every document: XSD ok, 0 errors, 0 warnings (validate -now=doc -strict, exit 0)', () => {
    expect(report.documents.size, report.output).toBe(signed.length);
    for (const d of signed) {
      expect(report.documents.get(d.name), `${d.name}\n${report.output}`).toEqual({
        xsd: true,
        errors: 0,
        warnings: 0,
      });
    }
    expect(report.exitCode, report.output).toBe(0);
  });

  it('every document verifies and chains: ICV 1..N, each PIH the previous hash', () => {
    signed.forEach((d, i) => {
      const check = verifyInvoiceSignature(d.xml, nodeZatcaCrypto);
      expect(
        Object.values(check).every((v) => v !== false),
        d.name,
      ).toBe(true);
      expect(check.invoiceHash).toBe(d.hash);
      expect(d.xml).toContain(`<cbc:ID>ICV</cbc:ID>\n        <cbc:UUID>${i + 1}</cbc:UUID>`);
      expect(d.pih).toBe(i === 0 ? FIRST_PIH : signed[i - 1]!.hash);
    });
  });
});
