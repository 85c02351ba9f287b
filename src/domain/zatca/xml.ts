import { create } from 'xmlbuilder2';
import { buyerIdentification } from '../buyer';
import { invoiceSubtypeOf } from '../invoice-kind';
import { halalasToSarText } from '../money';
import { exemptionReasonText } from '../vat-categories';
import { UBL_NS } from './hash';
import { zatcaPaymentMeansCode, zatcaUnitCode } from './payment-means';
import {
  checkInvoiceInput,
  netUnitPriceText,
  zatcaBreakdown,
  zatcaTotals,
  type ZatcaInvoiceInput,
} from './xml-input';

export * from './xml-input';

/**
 * The unsigned UBL 2.1 XML of a Sanad tax invoice for ZATCA phase 2 (XML Implementation Standard
 * v2; decision 0031), built with xmlbuilder2. signInvoice (signature.ts) then adds
 * ext:UBLExtensions and the QR reference. Rules it satisfies by construction:
 * - BR-KSA-05/06/KSA-2: InvoiceTypeCode 388 (381 credit note, 383 debit note) with @name 0100000 (standard) or 0200000 (simplified);
 *   ProfileID `reporting:1.0` (BR-KSA-EN16931-01); UUID (KSA-1, BR-KSA-03);
 * - BR-KSA-33/34: ICV as AdditionalDocumentReference ID=ICV / UUID, digits only;
 *   BR-KSA-26/61: PIH as ID=PIH, base64 text/plain attachment;
 * - IssueTime `HH:mm:ss` with seconds (a time without seconds aborts the KSA schematron);
 * - BR-KSA-08/09/37/66, BR-KSA-40: seller CRN (schemeID CRN), full national address (street,
 *   building number of 4 digits, district, city, postal code of 5 digits, SA) and VAT number;
 * - BR-KSA-10/42/63: a standard invoice names its buyer with a VAT number and national address —
 *   as entered: an address field nobody gave is left out, never filled in (decision 0045; issuing
 *   refuses a standard invoice whose buyer lacks one, src/domain/buyer.ts);
 * - BR-KSA-14: the buyer's other ID (cac:PartyIdentification/cbc:ID) with its schemeID — the one
 *   entered (NAT, IQA, 700, …), else its CRN as scheme CRN;
 * - notes (decision 0034): BillingReference/InvoiceDocumentReference/ID = the original's ID
 *   (BR-KSA-56) and PaymentMeans/InstructionNote = the reason (BR-KSA-17); amounts positive;
 * - BR-KSA-15: Delivery/ActualDeliveryDate (the supply date = the issue date);
 * - BR-KSA-16: PaymentMeansCode from UNTDID 4461 by the table in payment-means.ts; a split
 *   payment (decision 0056) has one PaymentMeans per part, in order;
 * - BR-KSA-EN16931-08/09, BR-KSA-53: exactly two TaxTotal, the first with the VAT total only,
 *   the second with one TaxSubtotal per VAT category present (decision 0046; BR-Z-/E-/O-08: a
 *   category's taxable amount is the sum of its lines), Z/E/O with TaxExemptionReasonCode and
 *   TaxExemptionReason (BR-KSA-CL-04, BR-KSA-69/23/24, BR-KSA-83) and 0 VAT (BR-Z-/E-/O-09);
 * - BR-CO-10/13/15/16: LegalMonetaryTotal from the line sums (TaxInclusive = TaxExclusive + VAT);
 * - per line: PriceAmount = the net unit price (LineExtensionAmount ÷ quantity, ≤ 6 decimals,
 *   BR-KSA-EN16931-11), TaxTotal/TaxAmount (KSA-11) and RoundingAmount = net + VAT (KSA-12,
 *   BR-KSA-51/52), ClassifiedTaxCategory with the line's category and percent (BR-KSA-18,
 *   BR-CO-04, BR-KSA-84: S is 15.00; Z, E and O 0.00).
 * Sanad's discounts are per line on the VAT-inclusive price and already inside each line's net,
 * so the document has no AllowanceCharge and AllowanceTotalAmount is 0.00.
 */

const SAR = { currencyID: 'SAR' };

/**
 * The unsigned invoice XML (UTF-8 text with the XML declaration, indented by 4 spaces), carrying
 * `<cac:Signature>` and no ext:UBLExtensions or QR reference — signInvoice adds those.
 * @throws RangeError on a malformed date/time, an ICV < 1, no lines, a line whose net + VAT is
 *   not its total or with a negative amount, a standard invoice without a buyer VAT number, or a
 *   note without its original ID or reason.
 */
export function buildInvoiceXml(input: ZatcaInvoiceInput): string {
  checkInvoiceInput(input);
  const totals = zatcaTotals(input.lines);
  const doc = create({ version: '1.0', encoding: 'UTF-8' });
  const root = doc.ele(UBL_NS.invoice, 'Invoice', {
    'xmlns:cac': UBL_NS.cac,
    'xmlns:cbc': UBL_NS.cbc,
    'xmlns:ext': UBL_NS.ext,
  });
  const cbc = (parent: typeof root, name: string, text: string, attrs?: Record<string, string>) =>
    parent.ele(UBL_NS.cbc, `cbc:${name}`, attrs).txt(text);
  const cac = (parent: typeof root, name: string) => parent.ele(UBL_NS.cac, `cac:${name}`);

  cbc(root, 'ProfileID', 'reporting:1.0');
  cbc(root, 'ID', String(input.number));
  cbc(root, 'UUID', input.uuid);
  cbc(root, 'IssueDate', input.issueDate);
  cbc(root, 'IssueTime', input.issueTime);
  cbc(root, 'InvoiceTypeCode', input.typeCode ?? '388', { name: invoiceSubtypeOf(input.kind) });
  cbc(root, 'DocumentCurrencyCode', 'SAR');
  cbc(root, 'TaxCurrencyCode', 'SAR');
  if (input.note) {
    const ref = cac(cac(root, 'BillingReference'), 'InvoiceDocumentReference');
    cbc(ref, 'ID', input.note.billingReferenceId);
  }
  const icv = cac(root, 'AdditionalDocumentReference');
  cbc(icv, 'ID', 'ICV');
  cbc(icv, 'UUID', String(input.icv));
  const pih = cac(root, 'AdditionalDocumentReference');
  cbc(pih, 'ID', 'PIH');
  cbc(cac(pih, 'Attachment'), 'EmbeddedDocumentBinaryObject', input.pih, {
    mimeCode: 'text/plain',
  });
  const signature = cac(root, 'Signature');
  cbc(signature, 'ID', 'urn:oasis:names:specification:ubl:signature:Invoice');
  cbc(signature, 'SignatureMethod', 'urn:oasis:names:specification:ubl:dsig:enveloped:xades');

  // Seller (BG-4).
  const seller = cac(cac(root, 'AccountingSupplierParty'), 'Party');
  cbc(cac(seller, 'PartyIdentification'), 'ID', input.seller.crNumber, { schemeID: 'CRN' });
  const a = input.seller.address;
  const sellerAddress = cac(seller, 'PostalAddress');
  cbc(sellerAddress, 'StreetName', a.street);
  cbc(sellerAddress, 'BuildingNumber', a.buildingNumber);
  cbc(sellerAddress, 'CitySubdivisionName', a.district);
  cbc(sellerAddress, 'CityName', a.city);
  cbc(sellerAddress, 'PostalZone', a.postalCode);
  cbc(cac(sellerAddress, 'Country'), 'IdentificationCode', a.country || 'SA');
  const sellerTax = cac(seller, 'PartyTaxScheme');
  cbc(sellerTax, 'CompanyID', input.seller.vatNumber);
  cbc(cac(sellerTax, 'TaxScheme'), 'ID', 'VAT');
  cbc(cac(seller, 'PartyLegalEntity'), 'RegistrationName', input.seller.name);

  // Buyer (BG-7): empty for an anonymous simplified sale.
  const customer = cac(root, 'AccountingCustomerParty');
  const b = input.buyer;
  if (b && (b.name || b.vatNumber)) {
    const party = cac(customer, 'Party');
    const other = buyerIdentification({
      schemeID: b.idScheme ?? '',
      PartyIdentification: b.id ?? '',
      CRN: b.crNumber,
    });
    if (other) cbc(cac(party, 'PartyIdentification'), 'ID', other.id, { schemeID: other.schemeID });
    const address = cac(party, 'PostalAddress');
    const fields: [string, string][] = [
      ['StreetName', b.street],
      ['AdditionalStreetName', b.additionalStreet],
      ['BuildingNumber', b.buildingNumber],
      ['PlotIdentification', b.plotIdentification],
      ['CitySubdivisionName', b.district],
      ['CityName', b.city],
      ['PostalZone', b.postalCode],
      ['CountrySubentity', b.countrySubentity],
    ];
    for (const [name, value] of fields) if (value) cbc(address, name, value);
    cbc(cac(address, 'Country'), 'IdentificationCode', b.country || 'SA');
    if (b.vatNumber) {
      const tax = cac(party, 'PartyTaxScheme');
      cbc(tax, 'CompanyID', b.vatNumber);
      cbc(cac(tax, 'TaxScheme'), 'ID', 'VAT');
    }
    if (b.name) cbc(cac(party, 'PartyLegalEntity'), 'RegistrationName', b.name);
  }
  cbc(cac(root, 'Delivery'), 'ActualDeliveryDate', input.issueDate);
  // One PaymentMeans per part of a split payment, in order (BR-KSA-16 holds for each; 0056).
  const parts = input.paymentParts?.length ? input.paymentParts : [input.paymentMeansCode];
  for (const code of parts) {
    const means = cac(root, 'PaymentMeans');
    cbc(means, 'PaymentMeansCode', zatcaPaymentMeansCode(code));
    if (input.note) cbc(means, 'InstructionNote', input.note.reason);
  }

  // Exactly two TaxTotal (BR-KSA-EN16931-08/09).
  cbc(cac(root, 'TaxTotal'), 'TaxAmount', halalasToSarText(totals.tax), SAR);
  const taxTotal = cac(root, 'TaxTotal');
  cbc(taxTotal, 'TaxAmount', halalasToSarText(totals.tax), SAR);
  for (const group of zatcaBreakdown(input.lines)) {
    const subtotal = cac(taxTotal, 'TaxSubtotal');
    cbc(subtotal, 'TaxableAmount', halalasToSarText(group.taxable), SAR);
    cbc(subtotal, 'TaxAmount', halalasToSarText(group.tax), SAR);
    const category = cac(subtotal, 'TaxCategory');
    cbc(category, 'ID', group.category, { schemeID: 'UN/ECE 5305', schemeAgencyID: '6' });
    cbc(category, 'Percent', group.percent.toFixed(2));
    if (group.category !== 'S') {
      cbc(category, 'TaxExemptionReasonCode', group.exemptionCode);
      cbc(category, 'TaxExemptionReason', exemptionReasonText(group.exemptionCode));
    }
    const scheme = { schemeID: 'UN/ECE 5153', schemeAgencyID: '6' };
    cbc(cac(category, 'TaxScheme'), 'ID', 'VAT', scheme);
  }

  const money = cac(root, 'LegalMonetaryTotal');
  cbc(money, 'LineExtensionAmount', halalasToSarText(totals.taxExclusive), SAR);
  cbc(money, 'TaxExclusiveAmount', halalasToSarText(totals.taxExclusive), SAR);
  cbc(money, 'TaxInclusiveAmount', halalasToSarText(totals.taxInclusive), SAR);
  cbc(money, 'AllowanceTotalAmount', '0.00', SAR);
  cbc(money, 'PrepaidAmount', '0.00', SAR);
  cbc(money, 'PayableAmount', halalasToSarText(totals.taxInclusive), SAR);

  input.lines.forEach((l, i) => {
    const line = cac(root, 'InvoiceLine');
    cbc(line, 'ID', String(i + 1));
    if (l.note) cbc(line, 'Note', l.note);
    cbc(line, 'InvoicedQuantity', `${l.quantity}.000000`, { unitCode: zatcaUnitCode(l.unit) });
    cbc(line, 'LineExtensionAmount', halalasToSarText(l.lineExtension), SAR);
    const lineTax = cac(line, 'TaxTotal');
    cbc(lineTax, 'TaxAmount', halalasToSarText(l.tax), SAR);
    cbc(lineTax, 'RoundingAmount', halalasToSarText(l.total), SAR);
    const item = cac(line, 'Item');
    cbc(item, 'Name', l.name);
    const itemTax = cac(item, 'ClassifiedTaxCategory');
    cbc(itemTax, 'ID', l.category ?? 'S');
    cbc(itemTax, 'Percent', l.taxPercent.toFixed(2));
    cbc(cac(itemTax, 'TaxScheme'), 'ID', 'VAT');
    cbc(cac(line, 'Price'), 'PriceAmount', netUnitPriceText(l.lineExtension, l.quantity), SAR);
  });
  return doc.end({ prettyPrint: true, indent: '    ' });
}
