import { z } from 'zod';
import { INVOICE_BACKUP_NAME, INVOICE_BACKUP_NAME_LENGTH } from '../invoice-backups';
import { identifierText } from './common';
import { vatCategory, vatExemptionCode } from './catalogue';

const NAME_MESSAGE = 'اسم نسخة الفواتير غير صالح';

/**
 * An invoice backup's name on the wire (legacy app: `{name}`): only the names Sanad makes
 * (INVOICE_BACKUP_NAME: `inva`/`invm` + Unix seconds), so no path, no `..`, no other file can be
 * named. Anything else → 400.
 */
export const invoiceBackupNameText = identifierText(INVOICE_BACKUP_NAME_LENGTH).refine(
  (v) => INVOICE_BACKUP_NAME.test(v),
  { error: NAME_MESSAGE },
);

/** `POST {business}/restore/invoices` and `restore/invoiceline` (`{name}`). */
export const invoiceRestoreBody = z.object({ name: invoiceBackupNameText });

/** `GET {business}/backuplist`: the business's invoice backups, newest first. */
export const invoiceBackupList = z.object({
  list: z.array(z.object({ name: z.string() })),
});
export type InvoiceBackupList = z.infer<typeof invoiceBackupList>;

/**
 * What an export or a restore answers when it succeeded (legacy app: `{type, message}`): `type`
 * true and the Arabic line the screen shows, with the figures behind it. A refusal is a 4xx
 * error body instead, never `type: false` with a 200.
 */
export const invoiceBackupAnswer = z.object({
  type: z.literal(true),
  message: z.string(),
  /** The export's name, or the restored file's. */
  name: z.string(),
  /** Invoices written (export: exported; restore/invoices: brought back). */
  invoices: z.number(),
  /** Invoice lines written (exported, or brought back). */
  lines: z.number(),
  /** Receipt-voucher payments written (exported, or brought back). */
  payments: z.number(),
  /** Restore: invoices of the file already present (same UUID), left as they were. */
  present: z.number().optional(),
  /** restore/invoiceline: invoices of the file that are not in the database (left out). */
  absent: z.number().optional(),
  /** Restore: invoice numbers from 1 to the business's last that no invoice holds afterwards. */
  missingNumbers: z.number().optional(),
});
export type InvoiceBackupAnswer = z.infer<typeof invoiceBackupAnswer>;

const int = z.number().int().min(0).max(Number.MAX_SAFE_INTEGER);
/** Quantities and amounts: a credit note's are stored negative (decision 0034). */
const signed = z.number().int().min(-Number.MAX_SAFE_INTEGER).max(Number.MAX_SAFE_INTEGER);
const text = (max: number) => z.string().max(max);
const nullableText = (max: number) => text(max).nullable();

/** One line of an exported invoice (the product named by its UUID in the business, or null). */
export const exportedLine = z.strictObject({
  line_no: int,
  product_uuid: z.uuid().nullable(),
  item_name: text(200),
  quantity: signed,
  unit_price: signed,
  gross_amount: signed,
  amount_discount: signed,
  line_extension_amount: signed,
  tax_amount: signed,
  rounding_amount: signed,
  unit_code: text(20),
  tax_percent: int,
  /** A credit note's line: the original's line number it returns (absent in older files). */
  billing_line_no: int.nullable().optional(),
  /** VAT category and reason code (decision 0046; absent in older files: S, ''). */
  vat_category: vatCategory.optional(),
  vat_exemption_code: vatExemptionCode.optional(),
});
export type ExportedLine = z.infer<typeof exportedLine>;

/** One receipt-voucher payment of an exported invoice (migration 009). */
export const exportedPayment = z.strictObject({
  uuid: z.uuid(),
  number: int,
  client_uuid: z.uuid().nullable(),
  paid_at: int,
  issue_date: text(10),
  payment_means_code: text(2),
  amount: int,
  employee_name: text(64),
  user_uuid: z.uuid().nullable(),
});
export type ExportedPayment = z.infer<typeof exportedPayment>;

/**
 * One invoice as an export holds it: its stored columns but the row ids (the client, the user and
 * the products are named by UUID, so the file means the same on another database), its lines and
 * its payments.
 */
export const exportedInvoice = z.strictObject({
  uuid: z.uuid(),
  number: z.number().int().min(1).max(2_147_483_647),
  issued_at: int,
  issue_date: text(10),
  issue_time: text(8),
  invoice_type_code: text(3),
  invoice_subtype: text(7),
  profile_id: text(32),
  payment_means_code: text(2),
  order_reference_id: int,
  order_id: nullableText(64),
  employee_name: text(64),
  user_uuid: z.uuid().nullable(),
  client_uuid: z.uuid().nullable(),
  customer_registration_name: text(200),
  customer_city_name: text(200),
  customer_vat: text(20),
  customer_crn: text(200),
  customer_street_name: text(200),
  customer_additional_street_name: text(200),
  customer_building_number: text(200),
  customer_plot_identification: text(200),
  customer_city_subdivision_name: text(200),
  customer_postal_zone: text(200),
  customer_country_subentity: text(200),
  customer_country: text(200),
  /** The buyer's other ID and scheme (decision 0045); absent in files made before it → ''. */
  customer_party_identification_scheme: text(3).default(''),
  customer_party_identification: text(50).default(''),
  discount_percent: int,
  allowance_total_amount: signed,
  tax_exclusive_amount: signed,
  tax_amount: signed,
  tax_inclusive_amount: signed,
  /** A credit or debit note's original invoice, by UUID (decision 0034; absent in older files). */
  billing_reference_uuid: z.uuid().nullable().optional(),
  /** A note's reason (InstructionNote); '' on an invoice (absent in older files). */
  instruction_note: text(1000).optional(),
  /** A credit invoice's Riyadh due date 'YYYY-MM-DD' (decision 0068); null or absent: none. */
  due_date: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .nullable()
    .optional(),
  qr: text(4000),
  image_path: nullableText(300),
  created_at: int,
  lines: z.array(exportedLine),
  payments: z.array(exportedPayment),
});
export type ExportedInvoice = z.infer<typeof exportedInvoice>;

/** The payload `invoices.json` of an invoice backup. */
export const invoiceBackupPayload = z.strictObject({ invoices: z.array(exportedInvoice) });
export type InvoiceBackupPayload = z.infer<typeof invoiceBackupPayload>;
