/**
 * The invoices module's side of invoice exports (decision 0026): reading a business's
 * invoices, lines and payments as an export holds them. Files, names, checksums and the audit are
 * the backups module's (backups/invoice-backups.ts); restoring is backup-restore.ts.
 */
import type { UtcRange } from '../../../domain/riyadh-time';
import type {
  ExportedInvoice,
  ExportedLine,
  ExportedPayment,
} from '../../../domain/schemas/invoice-backups';
import { lineVatOf } from '../../../domain/vat-categories';
import type { DbOrTrx } from '../../db/types';
import * as repo from './repository';

/**
 * The business's invoices (issued in the UTC range `range` when given — a Riyadh month for "this
 * month"), oldest number first, each with its lines and receipt-voucher payments, row ids replaced
 * by UUIDs (client, user, product). Call inside one read transaction so that the three reads are
 * of the same instant. Amounts in halalas, instants in UTC ms, as stored.
 */
export async function invoicesForBackup(
  db: DbOrTrx,
  businessId: number,
  range?: UtcRange,
): Promise<ExportedInvoice[]> {
  const [invoices, lines, payments] = [
    await repo.invoicesForExport(db, businessId, range),
    await repo.linesForExport(db, businessId, range),
    await repo.paymentsForExport(db, businessId, range),
  ];
  const linesOf = new Map<number, ExportedLine[]>();
  for (const l of lines) {
    const list = linesOf.get(Number(l.invoice_id)) ?? [];
    list.push({
      line_no: Number(l.line_no),
      product_uuid: l.product_uuid,
      item_name: l.item_name,
      quantity: Number(l.quantity),
      unit_price: Number(l.unit_price),
      gross_amount: Number(l.gross_amount),
      amount_discount: Number(l.amount_discount),
      line_extension_amount: Number(l.line_extension_amount),
      tax_amount: Number(l.tax_amount),
      rounding_amount: Number(l.rounding_amount),
      unit_code: l.unit_code,
      tax_percent: Number(l.tax_percent),
      billing_line_no: l.billing_line_no === null ? null : Number(l.billing_line_no),
      vat_category: lineVatOf(l.vat_category, l.vat_exemption_code).category,
      vat_exemption_code: l.vat_exemption_code,
    });
    linesOf.set(Number(l.invoice_id), list);
  }
  const paymentsOf = new Map<number, ExportedPayment[]>();
  for (const p of payments) {
    const list = paymentsOf.get(Number(p.invoice_id)) ?? [];
    list.push({
      uuid: p.uuid,
      number: Number(p.number),
      client_uuid: p.client_uuid,
      paid_at: Number(p.paid_at),
      issue_date: p.issue_date,
      payment_means_code: p.payment_means_code,
      amount: Number(p.amount),
      employee_name: p.employee_name,
      user_uuid: p.user_uuid,
    });
    paymentsOf.set(Number(p.invoice_id), list);
  }
  return invoices.map((i) => ({
    uuid: i.uuid,
    number: Number(i.number),
    issued_at: Number(i.issued_at),
    issue_date: i.issue_date,
    issue_time: i.issue_time,
    invoice_type_code: i.invoice_type_code,
    invoice_subtype: i.invoice_subtype,
    profile_id: i.profile_id,
    payment_means_code: i.payment_means_code,
    order_reference_id: Number(i.order_reference_id),
    order_id: i.order_id,
    employee_name: i.employee_name,
    user_uuid: i.user_uuid,
    client_uuid: i.client_uuid,
    customer_registration_name: i.customer_registration_name,
    customer_city_name: i.customer_city_name,
    customer_vat: i.customer_vat,
    customer_crn: i.customer_crn,
    customer_street_name: i.customer_street_name,
    customer_additional_street_name: i.customer_additional_street_name,
    customer_building_number: i.customer_building_number,
    customer_plot_identification: i.customer_plot_identification,
    customer_city_subdivision_name: i.customer_city_subdivision_name,
    customer_postal_zone: i.customer_postal_zone,
    customer_country_subentity: i.customer_country_subentity,
    customer_country: i.customer_country,
    customer_party_identification_scheme: i.customer_party_identification_scheme,
    customer_party_identification: i.customer_party_identification,
    discount_percent: Number(i.discount_percent),
    allowance_total_amount: Number(i.allowance_total_amount),
    tax_exclusive_amount: Number(i.tax_exclusive_amount),
    tax_amount: Number(i.tax_amount),
    tax_inclusive_amount: Number(i.tax_inclusive_amount),
    billing_reference_uuid: i.billing_reference_uuid,
    instruction_note: i.instruction_note,
    due_date: i.due_date,
    qr: i.qr,
    image_path: i.image_path,
    created_at: Number(i.created_at),
    lines: linesOf.get(Number(i.id)) ?? [],
    payments: paymentsOf.get(Number(i.id)) ?? [],
  }));
}
