import { AppError } from '../../../domain/errors';
import { invoiceKindOfSubtype } from '../../../domain/invoice-kind';
import { isNoteTypeCode } from '../../../domain/notes';
import { isPaymentMeansCode } from '../../../domain/payment-means';
import { lineVatOf } from '../../../domain/vat-categories';
import type { ZatcaInvoiceInput } from '../../../domain/zatca/xml';
import type { InvoiceLineRow, InvoiceRow, NewInvoiceLine } from '../../db/types';
import { addressOf } from '../businesses/profile';
import type { BusinessRow } from '../businesses/repository';

/**
 * A stored invoice, its lines and its business → the XML builder's input (decision 0031): seller
 * from the business profile (Arabic name, VAT, CR, national address), buyer from the customer_*
 * columns, kind from the stored subtype. A credit (381) or debit (383) note (decision 0034) gets
 * its type, the original's number `originalNumber` as BillingReference and its reason; its stored
 * (negative, for a credit note) amounts are written positive. `partCodes`: a split payment's
 * means in order (decision 0056), one cac:PaymentMeans each; [] for one means.
 * @throws AppError zatca_document_invalid (409) when the stored payment means, or a part's, is
 *   not one Sanad knows (never expected).
 */
export function zatcaInputOf(
  business: BusinessRow,
  invoice: InvoiceRow,
  lines: readonly (InvoiceLineRow | NewInvoiceLine)[],
  icv: number,
  pih: string,
  originalNumber: number | null = null,
  partCodes: readonly string[] = [],
): ZatcaInvoiceInput {
  const type = invoice.invoice_type_code;
  const note = isNoteTypeCode(type)
    ? { billingReferenceId: String(originalNumber ?? ''), reason: invoice.instruction_note }
    : null;
  const paymentParts = partCodes.filter(isPaymentMeansCode);
  if (!isPaymentMeansCode(invoice.payment_means_code) || paymentParts.length !== partCodes.length)
    throw new AppError('zatca_document_invalid', {
      details: { reason: `payment means ${invoice.payment_means_code} ${partCodes.join(' ')}` },
    });
  const buyer =
    invoice.customer_registration_name || invoice.customer_vat
      ? {
          name: invoice.customer_registration_name,
          vatNumber: invoice.customer_vat,
          crNumber: invoice.customer_crn,
          street: invoice.customer_street_name,
          additionalStreet: invoice.customer_additional_street_name,
          buildingNumber: invoice.customer_building_number,
          plotIdentification: invoice.customer_plot_identification,
          district: invoice.customer_city_subdivision_name,
          city: invoice.customer_city_name,
          postalCode: invoice.customer_postal_zone,
          countrySubentity: invoice.customer_country_subentity,
          country: invoice.customer_country,
          idScheme: invoice.customer_party_identification_scheme,
          id: invoice.customer_party_identification,
        }
      : null;
  return {
    kind: invoiceKindOfSubtype(invoice.invoice_subtype),
    typeCode: note ? (type as '381' | '383') : '388',
    note,
    number: invoice.number,
    uuid: invoice.uuid,
    issueDate: invoice.issue_date,
    issueTime: invoice.issue_time,
    icv,
    pih,
    paymentMeansCode: invoice.payment_means_code,
    paymentParts,
    seller: {
      name: business.name_ar,
      vatNumber: business.vat_number,
      crNumber: business.cr_number,
      address: addressOf(business),
    },
    buyer,
    lines: lines.map((l) => ({
      name: l.item_name,
      quantity: Math.abs(l.quantity),
      unit: l.unit_code,
      lineExtension: Math.abs(l.line_extension_amount),
      tax: Math.abs(l.tax_amount),
      total: Math.abs(l.rounding_amount),
      taxPercent: l.tax_percent,
      category: lineVatOf(l.vat_category ?? 'S', l.vat_exemption_code ?? '', l.tax_percent)
        .category,
      exemptionCode: l.vat_exemption_code ?? '',
      note: l.note ?? '',
    })),
  };
}
