import { NO_SETTLEMENT, paymentState, type Settlement } from '../../../domain/collection';
import { invoiceKindOfSubtype } from '../../../domain/invoice-kind';
import { halalasToSar } from '../../../domain/money';
import type {
  InvoiceLineView,
  InvoiceSummary,
  InvoiceView,
} from '../../../domain/schemas/invoices';
import type { ZatcaStatus } from '../../../domain/zatca/reporting';
import type { InvoiceLineRow, InvoiceRow } from './repository';
import type { ZatcaState } from '../zatca';
import { lineVatOf } from '../../../domain/vat-categories';
import { cashChange } from '../../../domain/cash-change';
import { isOrderType, type OrderType } from '../../../domain/order-types';
import { noExtras, type InvoiceExtras, type SoldModifier } from './extras-repository';

/**
 * A stored invoice → the list shape of the contract (legacy app: field names; halalas → SAR with
 * two decimals). `ID` and `Invid` are both the sequential invoice number of the business (the
 * legacy contract carries both names); PayableAmount = TaxInclusiveAmount (nothing is prepaid at
 * the POS). `settlement` (halalas: Σ receipt vouchers and Σ notes of a credit invoice) gives
 * PaidAmount / OutstandingAmount (paymentState).
 */
export function toInvoiceSummary(
  row: InvoiceRow,
  settlement: Settlement = NO_SETTLEMENT,
  zatcaStatus?: ZatcaStatus,
): InvoiceSummary {
  const { paid, outstanding } = paymentState(
    {
      paymentMeansCode: row.payment_means_code,
      total: row.tax_inclusive_amount,
      invoiceTypeCode: row.invoice_type_code,
    },
    settlement,
  );
  return {
    UUID: row.uuid,
    ID: row.number,
    Invid: row.number,
    ProfileID: row.profile_id,
    InvoiceTypeCode: row.invoice_type_code,
    InvoiceTypeCodeName: row.invoice_subtype,
    InvoiceKind: invoiceKindOfSubtype(row.invoice_subtype),
    IssueDate: row.issue_date,
    IssueTime: row.issue_time,
    DocumentCurrencyCode: 'SAR',
    TaxCurrencyCode: 'SAR',
    PaymentMeansCode: row.payment_means_code,
    OrderReferenceID: row.order_reference_id,
    OrderID: row.order_id,
    EmployeeName: row.employee_name,
    CustomerRegistrationName: row.customer_registration_name,
    CustomerCityName: row.customer_city_name,
    CustomerVAT: row.customer_vat,
    CustomerCRN: row.customer_crn,
    CustomerStreetName: row.customer_street_name,
    CustomerAdditionalStreetName: row.customer_additional_street_name,
    CustomerBuildingNumber: row.customer_building_number,
    CustomerPlotIdentification: row.customer_plot_identification,
    CustomerCitySubdivisionName: row.customer_city_subdivision_name,
    CustomerPostalZone: row.customer_postal_zone,
    CustomerCountrySubentity: row.customer_country_subentity,
    CustomerCountry: row.customer_country,
    DiscountPercent: row.discount_percent,
    AllowanceTotalAmount: halalasToSar(row.allowance_total_amount),
    TaxExclusiveAmount: halalasToSar(row.tax_exclusive_amount),
    TaxAmount: halalasToSar(row.tax_amount),
    TaxInclusiveAmount: halalasToSar(row.tax_inclusive_amount),
    PayableAmount: halalasToSar(row.tax_inclusive_amount),
    PaidAmount: halalasToSar(paid),
    OutstandingAmount: halalasToSar(outstanding),
    ...(zatcaStatus && { ZatcaStatus: zatcaStatus }),
    ...(row.due_date && { DueDate: row.due_date }),
  };
}

/**
 * A stored line → the contract's InvoiceLine (SAR amounts; `ID` is the line number 1, 2, …), with
 * its note and the choices it was sold with (`modifiers`, decision 0056) when it has any.
 */
export function toInvoiceLineView(
  line: InvoiceLineRow,
  modifiers: readonly SoldModifier[] = [],
): InvoiceLineView {
  return {
    ID: line.line_no,
    ItemName: line.item_name,
    InvoicedQuantity: line.quantity,
    QuantityUnitCode: line.unit_code,
    Price: halalasToSar(line.unit_price),
    PriceAmount: halalasToSar(line.gross_amount),
    AmountDiscount: halalasToSar(line.amount_discount),
    RoundingAmount: halalasToSar(line.rounding_amount),
    LineExtensionAmount: halalasToSar(line.line_extension_amount),
    TaxAmount: halalasToSar(line.tax_amount),
    TaxPercent: line.tax_percent,
    TaxCategory: lineVatOf(line.vat_category, line.vat_exemption_code).category,
    TaxExemptionReasonCode: line.vat_exemption_code,
    ...(line.note && { Note: line.note }),
    ...(modifiers.length > 0 && {
      Modifiers: modifiers.map((m) => ({
        group: m.group,
        option: m.option,
        priceChange: halalasToSar(m.priceChange),
      })),
    }),
  };
}

/**
 * One invoice with its lines, its ZATCA QR payload (base64 TLV), the ICV of its signed phase 2
 * document (`zatcaIcv`, null when it has none) and, once queued, its reporting/clearance state
 * (`zatca`, decision 0036), and a restaurant sale's order, payment parts, cash tendered and
 * change, and lines' notes and choices (`extras`, decision 0056).
 */
export function toInvoiceView(
  row: InvoiceRow,
  lines: readonly InvoiceLineRow[],
  settlement: Settlement = NO_SETTLEMENT,
  zatcaIcv: number | null = null,
  zatca: ZatcaState | null = null,
  extras: InvoiceExtras = noExtras(),
): InvoiceView {
  return {
    ...toInvoiceSummary(row, settlement, zatca?.status),
    InvoiceLine: lines.map((l) => toInvoiceLineView(l, extras.modifiers.get(l.line_no))),
    QR: row.qr,
    ZATCA: zatcaIcv === null ? null : { ICV: zatcaIcv, ...zatca },
    ...saleExtrasView(row, extras),
  };
}

/**
 * A restaurant sale's order, payment parts, cash tendered and change (decision 0056) in the view's
 * wire shape (SAR); a field the sale did not give is left out.
 */
export function saleExtrasView(
  row: InvoiceRow,
  extras: Pick<InvoiceExtras, 'payments'>,
): Partial<InvoiceView> {
  const out: Partial<InvoiceView> = {};
  if (isOrderType(row.order_type ?? '')) {
    out.orderType = row.order_type as OrderType;
    if (row.order_table) out.table = row.order_table;
    const delivery = {
      name: row.delivery_name,
      phone: row.delivery_phone,
      address: row.delivery_address,
      reference: row.delivery_reference,
    };
    if (Object.values(delivery).some(Boolean)) out.delivery = delivery;
  }
  if (extras.payments.length > 0)
    out.PaymentMeans = extras.payments.map((p) => ({
      PaymentMeansCode: p.code,
      Amount: halalasToSar(p.amount),
    }));
  if (row.cash_tendered !== null) {
    out.cashTendered = halalasToSar(row.cash_tendered);
    const change = cashChange({
      paymentMeansCode: row.payment_means_code,
      total: Math.abs(row.tax_inclusive_amount),
      parts: extras.payments.map((p) => ({ code: p.code, amount: Math.abs(p.amount) })),
      tendered: row.cash_tendered,
    });
    if (change !== null) out.change = halalasToSar(change);
  }
  return out;
}
