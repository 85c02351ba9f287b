import type { PaymentMeansCode } from '../../../domain/payment-means';
import type { PricedCart } from '../../../domain/pricing';
import { riyadhDate, riyadhTime } from '../../../domain/riyadh-time';
import type { InvoiceDocument } from '../../documents/types';
import { sellerParty, type BusinessRow } from '../businesses/service';
import type { ClientRow } from '../clients/service';
import type { OrderRow } from './repository';

/** Days a quotation stays valid, printed on its PDF (its validity note). */
export const QUOTATION_VALID_DAYS = 15;

/**
 * What the A4 PDF prints for a quotation (kind 'quotation': عرض سعر / Quotation, no QR): the
 * business as seller, the client as buyer (its record, else the order's copy), lines and totals
 * in halalas, and the validity note. Number = OrderReferenceID (decision 0052); date and time
 * in Riyadh of its creation (`created_at`, Unix ms).
 */
export function buildQuotationDocument(
  business: BusinessRow,
  order: OrderRow,
  cart: PricedCart,
  client: ClientRow | undefined,
  logo: Buffer | null,
): InvoiceDocument {
  const at = Number(order.created_at);
  return {
    kind: 'quotation',
    seller: sellerParty(business, logo),
    buyer: {
      name: order.customer_registration_name,
      vatNumber: order.customer_vat,
      crNumber: client?.crn ?? '',
      city: order.customer_city_name,
      address: [order.customer_city_subdivision_name, order.customer_city_name]
        .filter(Boolean)
        .join('، '),
    },
    number: order.order_reference_id,
    uuid: order.uuid,
    issueDate: riyadhDate(at),
    issueTime: riyadhTime(at),
    paymentMeansCode: order.payment_means_code as PaymentMeansCode,
    employeeName: order.employee_name,
    discountPercent: order.discount_percent,
    lines: cart.lines.map((l) => ({
      name: l.name,
      quantity: l.quantity,
      unitPrice: l.unitPrice,
      discount: l.discount,
      lineExtension: l.lineExtension,
      tax: l.tax,
      total: l.total,
      vat: l.vat,
    })),
    discountTotal: cart.totals.allowanceTotal,
    taxExclusive: cart.totals.taxExclusive,
    tax: cart.totals.tax,
    taxInclusive: cart.totals.taxInclusive,
    qrBase64: '',
    note: {
      ar: `هذا العرض صالح لمدة ${QUOTATION_VALID_DAYS} يوما من تاريخه، والأسعار شاملة ضريبة القيمة المضافة`,
      en: `Valid for ${QUOTATION_VALID_DAYS} days from its date; prices include VAT 15%.`,
    },
  };
}
