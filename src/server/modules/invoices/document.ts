import { invoiceKindOfSubtype } from '../../../domain/invoice-kind';
import { isNoteTypeCode } from '../../../domain/notes';
import type { PaymentMeansCode } from '../../../domain/payment-means';
import type { AppContext } from '../../context';
import { logoPng } from '../../documents/logo';
import type { InvoiceDocument } from '../../documents/types';
import type { BusinessRow } from '../businesses/repository';
import { logoFolder, sellerParty } from '../businesses/service';
import type { DbOrTrx } from '../../db/types';
import { findInvoiceById, type InvoiceRow, type NewInvoiceLine } from './repository';
import { lineVatOf } from '../../../domain/vat-categories';
import { isOrderType, type OrderType } from '../../../domain/order-types';
import { noExtras, type InvoiceExtras } from './extras-repository';

/**
 * Builds what the receipt PNG and the A4 PDF renderers print (src/server/documents/types.ts) from
 * a stored invoice, its lines and its business. Amounts stay in halalas; IssueDate/IssueTime are
 * the stored Riyadh values. The kind (standard فاتورة ضريبية / simplified فاتورة ضريبية مبسطة)
 * is the one stored at issue (invoice_subtype, src/domain/invoice-kind.ts); an invoice with a
 * buyer prints the buyer block (name, VAT number, CR number, national address). A credit or debit
 * note (decision 0034) prints its own title, the original's number `originalNumber` and the
 * reason, with its (stored negative, for a credit note) amounts positive. A restaurant sale
 * (decision 0056) adds its order type, lines' notes, payment parts (`extras`, printed positive)
 * and the cash tendered.
 *
 * @param logo logo bytes to print (see businessLogoPng), or null for none (the receipt).
 */
export function buildInvoiceDocument(
  business: BusinessRow,
  invoice: InvoiceRow,
  lines: readonly NewInvoiceLine[],
  logo: Buffer | null,
  originalNumber: number | null = null,
  extras: Pick<InvoiceExtras, 'payments'> = noExtras(),
): InvoiceDocument {
  const billing = isNoteTypeCode(invoice.invoice_type_code)
    ? {
        typeCode: invoice.invoice_type_code,
        originalNumber: originalNumber ?? 0,
        reason: invoice.instruction_note,
      }
    : null;
  const abs = Math.abs;
  const hasBuyer = invoice.customer_registration_name.trim() !== '';
  return {
    kind: invoiceKindOfSubtype(invoice.invoice_subtype),
    seller: sellerParty(business, logo),
    buyer: hasBuyer
      ? {
          name: invoice.customer_registration_name,
          vatNumber: invoice.customer_vat,
          crNumber: invoice.customer_crn,
          city: invoice.customer_city_name,
          address: buyerAddress(invoice),
        }
      : null,
    number: invoice.number,
    uuid: invoice.uuid,
    issueDate: invoice.issue_date,
    issueTime: invoice.issue_time,
    paymentMeansCode: invoice.payment_means_code as PaymentMeansCode,
    employeeName: invoice.employee_name,
    discountPercent: invoice.discount_percent,
    lines: [...lines]
      .sort((a, b) => a.line_no - b.line_no)
      .map((l) => ({
        name: l.item_name,
        quantity: abs(l.quantity),
        unitPrice: l.unit_price,
        discount: abs(l.amount_discount),
        lineExtension: abs(l.line_extension_amount),
        tax: abs(l.tax_amount),
        total: abs(l.rounding_amount),
        vat: lineVatOf(l.vat_category ?? 'S', l.vat_exemption_code ?? '', l.tax_percent),
        ...(l.note ? { note: l.note } : {}),
      })),
    discountTotal: abs(invoice.allowance_total_amount),
    taxExclusive: abs(invoice.tax_exclusive_amount),
    tax: abs(invoice.tax_amount),
    taxInclusive: abs(invoice.tax_inclusive_amount),
    qrBase64: invoice.qr,
    billing,
    order: isOrderType(invoice.order_type ?? '')
      ? {
          type: invoice.order_type as OrderType,
          table: invoice.order_table,
          delivery: {
            name: invoice.delivery_name,
            phone: invoice.delivery_phone,
            address: invoice.delivery_address,
            reference: invoice.delivery_reference,
          },
        }
      : null,
    payments: extras.payments.map((p) => ({ code: p.code, amount: abs(p.amount) })),
    cashTendered: invoice.cash_tendered,
  };
}

/**
 * The number of a credit/debit note's original invoice (decision 0034); null for a tax invoice.
 */
export async function originalNumberOf(
  db: DbOrTrx,
  businessId: number,
  invoice: Pick<InvoiceRow, 'billing_reference_invoice_id'>,
): Promise<number | null> {
  if (!invoice.billing_reference_invoice_id) return null;
  const original = await findInvoiceById(db, businessId, invoice.billing_reference_invoice_id);
  return original?.number ?? null;
}

/**
 * The business's logo as PNG bytes: the uploaded file (key `logos/{logo}` of the file store,
 * decision 0062) or, when none was uploaded or it is gone, the generated one of
 * src/server/documents/logo.ts. A stored file that cannot be read within the upload caps
 * (damaged, cut short, too many pixels) or a store that cannot be read never breaks a document: it
 * is logged at warn and the generated logo is printed instead. Never throws for the file.
 */
export async function businessLogoPng(ctx: AppContext, business: BusinessRow): Promise<Buffer> {
  const name = business.logo?.slice(business.logo.lastIndexOf('/') + 1);
  try {
    const upload = name ? await ctx.storage.read(`${logoFolder()}/${name}`) : null;
    return await logoPng({ upload, nameAr: business.name_ar });
  } catch (err) {
    ctx.log.warn(
      { err, business: business.key, logo: business.logo },
      'stored logo is not a readable image; printing the generated logo instead',
    );
    return logoPng({ upload: null, nameAr: business.name_ar });
  }
}

/**
 * The buyer's national address in one Arabic line, as issued: "street additional building, plot,
 * district, city postal, province"; empty parts are left out.
 */
function buyerAddress(i: InvoiceRow): string {
  const street = [
    i.customer_street_name,
    i.customer_additional_street_name,
    i.customer_building_number,
  ]
    .filter(Boolean)
    .join(' ');
  return [
    street,
    i.customer_plot_identification,
    i.customer_city_subdivision_name,
    `${i.customer_city_name} ${i.customer_postal_zone}`.trim(),
    i.customer_country_subentity,
  ]
    .filter(Boolean)
    .join('، ');
}
