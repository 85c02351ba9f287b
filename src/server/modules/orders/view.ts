import { halalasToSar } from '../../../domain/money';
import type { PricedCart } from '../../../domain/pricing';
import { riyadhDate, riyadhTime } from '../../../domain/riyadh-time';
import type { OrderView } from '../../../domain/schemas/orders';
import type { BusinessRow } from '../businesses/service';
import { PIECE_UNIT } from '../invoices';
import type { OrderLineRow, OrderRow } from './repository';

/** What an order view needs besides its row: lines priced, client and invoice references. */
export interface OrderParts {
  lines: readonly OrderLineRow[];
  cart: PricedCart;
  clientUuid: string | null;
  invoice: { uuid: string; number: number } | null;
}

/**
 * A stored order → the wire shape of the legacy app "Order" (halalas → SAR; IssueDate/IssueTime the
 * Riyadh date and time the quotation was created: `created_at`, Unix ms; its number says nothing of
 * its date since decision 0052). Supplier is the business; line `ID` is the product.
 */
export function toOrderView(order: OrderRow, business: BusinessRow, parts: OrderParts): OrderView {
  const at = Number(order.created_at);
  const sar = halalasToSar;
  return {
    ID: order.order_reference_id,
    OrderReferenceID: order.order_reference_id,
    UUID: order.uuid,
    State: order.state as OrderView['State'],
    IssueDate: riyadhDate(at),
    IssueTime: riyadhTime(at),
    Customer: {
      UUID: parts.clientUuid,
      RegistrationName: order.customer_registration_name,
      VAT: order.customer_vat,
      CityName: order.customer_city_name,
      CitySubdivisionName: order.customer_city_subdivision_name,
    },
    Supplier: {
      UUID: null,
      RegistrationName: business.name_ar,
      VAT: business.vat_number,
      CRN: business.cr_number,
      CityName: business.city,
      CitySubdivisionName: business.district,
    },
    EmployeeName: order.employee_name,
    InvoiceLine: parts.cart.lines.map((l, i) => ({
      ID: l.productId ?? 0,
      LineNo: i + 1,
      ItemName: l.name,
      InvoicedQuantity: l.quantity,
      QuantityUnitCode: PIECE_UNIT,
      Price: sar(l.unitPrice),
      PriceAmount: sar(l.gross),
      AmountDiscount: sar(l.discount),
      RoundingAmount: sar(l.total),
      LineExtensionAmount: sar(l.lineExtension),
      TaxAmount: sar(l.tax),
      TaxPercent: l.vat.percent,
      TaxCategory: l.vat.category,
      TaxExemptionReasonCode: l.vat.exemptionCode,
      Negotiated: parts.lines[i]?.negotiated === 1,
    })),
    InvoiceTypeCode: '388',
    Delhivery: '0',
    PaymentMeansCode: order.payment_means_code,
    DiscountPercent: order.discount_percent,
    AllowanceTotalAmount: sar(order.allowance_total_amount),
    TaxExclusiveAmount: sar(order.tax_exclusive_amount),
    TaxAmount: sar(order.tax_amount),
    TaxInclusiveAmount: sar(order.tax_inclusive_amount),
    PrepaidAmount: sar(order.prepaid_amount),
    PayableAmount: sar(order.tax_inclusive_amount - order.prepaid_amount),
    Invoice: parts.invoice ? { UUID: parts.invoice.uuid, ID: parts.invoice.number } : null,
  };
}
