import path from 'node:path';
import type { PaymentMeansCode } from '../../../domain/payment-means';
import type { AppContext } from '../../context';
import { logoPng } from '../../documents/logo';
import type { InvoiceDocument } from '../../documents/types';
import type { BusinessRow } from '../businesses/repository';
import { logoDir } from '../businesses/service';
import type { InvoiceRow, NewInvoiceLine } from './repository';

/**
 * Builds what the receipt PNG and the A4 PDF renderers print (src/server/documents/types.ts) from
 * a stored invoice, its lines and its business. Amounts stay in halalas; IssueDate/IssueTime are
 * the stored Riyadh values. An invoice without a buyer name is a simplified tax invoice
 * (فاتورة ضريبية مبسطة); with a buyer VAT number it is a standard one.
 *
 * @param logo logo bytes to print (see businessLogoPng), or null for none (the receipt).
 */
export function buildInvoiceDocument(
  business: BusinessRow,
  invoice: InvoiceRow,
  lines: readonly NewInvoiceLine[],
  logo: Buffer | null,
): InvoiceDocument {
  const hasBuyer = invoice.customer_registration_name.trim() !== '';
  return {
    kind: hasBuyer && invoice.customer_vat.trim() !== '' ? 'standard' : 'simplified',
    seller: {
      nameAr: business.name_ar,
      nameEn: business.name_en,
      vatNumber: business.vat_number,
      crNumber: business.cr_number,
      address: {
        street: business.street,
        buildingNumber: business.building_number,
        district: business.district,
        city: business.city,
        postalCode: business.postal_code,
        country: business.country,
      },
      logo,
    },
    buyer: hasBuyer
      ? {
          name: invoice.customer_registration_name,
          vatNumber: invoice.customer_vat,
          city: invoice.customer_city_name,
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
        quantity: l.quantity,
        unitPrice: l.unit_price,
        discount: l.amount_discount,
        lineExtension: l.line_extension_amount,
        tax: l.tax_amount,
        total: l.rounding_amount,
      })),
    discountTotal: invoice.allowance_total_amount,
    taxExclusive: invoice.tax_exclusive_amount,
    tax: invoice.tax_amount,
    taxInclusive: invoice.tax_inclusive_amount,
    qrBase64: invoice.qr,
  };
}

/**
 * The business's logo as PNG bytes: the uploaded file (DATA_DIR/logos/{logo}) or, when none was
 * uploaded, the generated one of src/server/documents/logo.ts. A stored file that cannot be read
 * within the upload caps (damaged, cut short, too many pixels) never breaks a document (issue #10
 * §3): it is logged at warn and the generated logo is printed instead. Never throws for the file.
 */
export async function businessLogoPng(ctx: AppContext, business: BusinessRow): Promise<Buffer> {
  const logoPath = business.logo ? path.join(logoDir(ctx), path.basename(business.logo)) : null;
  try {
    return await logoPng({ logoPath, nameAr: business.name_ar });
  } catch (err) {
    ctx.log.warn(
      { err, business: business.key, logo: business.logo },
      'stored logo is not a readable image; printing the generated logo instead',
    );
    return logoPng({ logoPath: null, nameAr: business.name_ar });
  }
}
