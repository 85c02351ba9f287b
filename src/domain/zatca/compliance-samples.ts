import type { InvoiceKind } from '../invoice-kind';
import { computeLine, VAT_RATE_PERCENT } from '../vat';
import { ZATCA_FIRST_PIH, type ZatcaBuyer, type ZatcaInvoiceInput } from './xml';

/**
 * The documents of ZATCA's compliance step (decision 0035): after the compliance CSID
 * is issued, the EGS unit sends one document of each type its CSR's title declares to
 * /compliance/invoices, signed with the compliance certificate, before ZATCA issues the production
 * CSID. These are sample documents (not sales): the seller is the business, the lines are one
 * fixed item priced by Sanad's own VAT rules, a standard invoice gets a sample VAT-registered
 * buyer. They form their own chain (ICV 1.., first PIH from pih.txt), separate from the sales
 * chain. Per kind ZATCA expects three documents: a tax invoice (388), a credit note (381) and a
 * debit note (383) on that invoice (decision 0034's BillingReference and InstructionNote); the
 * title declares only the kinds the business issues.
 */

/** The sample buyer of a standard compliance invoice (a VAT number of ZATCA's test form). */
export const COMPLIANCE_BUYER: ZatcaBuyer = {
  name: 'شركة اختبار الامتثال',
  vatNumber: '399999999800003',
  crNumber: '',
  street: 'الملك فهد',
  additionalStreet: '',
  buildingNumber: '1111',
  plotIdentification: '',
  district: 'العليا',
  city: 'الرياض',
  postalCode: '12222',
  countrySubentity: '',
  country: 'SA',
};

/**
 * The title (TSCZ, CSR field "title") of an EGS unit issuing `kinds`: "1100" both, "1000" only
 * standard, "0100" only simplified.
 * @throws RangeError when `kinds` is empty.
 */
export function invoiceTypeTitle(kinds: readonly InvoiceKind[]): string {
  if (kinds.length === 0) throw new RangeError('an EGS unit issues at least one kind');
  return `${kinds.includes('standard') ? 1 : 0}${kinds.includes('simplified') ? 1 : 0}00`;
}

/** The document types of the compliance step, in the order they are sent for each kind. */
export const COMPLIANCE_DOCUMENT_TYPES = ['388', '381', '383'] as const;

/**
 * Inputs of the compliance documents: for each kind in `kinds` (standard first) an invoice, a
 * credit note and a debit note on it (COMPLIANCE_DOCUMENT_TYPES), to be signed in order: each
 * entry's `pih` is a placeholder for all but the first (the caller chains the hashes).
 * `issueDate`/`issueTime` are Riyadh wall-clock (`YYYY-MM-DD`, `HH:mm:ss`); `uuids` one per
 * document (3 per kind), in the same order.
 */
export function complianceSampleInputs(
  seller: ZatcaInvoiceInput['seller'],
  kinds: readonly InvoiceKind[],
  issueDate: string,
  issueTime: string,
  uuids: readonly string[],
): ZatcaInvoiceInput[] {
  const ordered = (['standard', 'simplified'] as const).filter((k) => kinds.includes(k));
  const line = computeLine(11_500, 1, 0);
  return ordered.flatMap((kind, k) =>
    COMPLIANCE_DOCUMENT_TYPES.map((typeCode, j): ZatcaInvoiceInput => {
      const i = k * COMPLIANCE_DOCUMENT_TYPES.length + j;
      const invoiceNumber = k * COMPLIANCE_DOCUMENT_TYPES.length + 1;
      return {
        kind,
        typeCode,
        note:
          typeCode === '388'
            ? null
            : {
                billingReferenceId: String(invoiceNumber),
                reason:
                  typeCode === '381' ? 'إرجاع منتج اختبار الامتثال' : 'فرق سعر لاختبار الامتثال',
              },
        number: i + 1,
        uuid: uuids[i] ?? '',
        issueDate,
        issueTime,
        icv: i + 1,
        pih: ZATCA_FIRST_PIH,
        paymentMeansCode: '10',
        seller,
        buyer: kind === 'standard' ? COMPLIANCE_BUYER : null,
        lines: [
          {
            name: 'منتج اختبار الامتثال',
            quantity: 1,
            unit: 'حبة',
            lineExtension: line.lineExtension,
            tax: line.tax,
            total: line.total,
            taxPercent: VAT_RATE_PERCENT,
          },
        ],
      };
    }),
  );
}
