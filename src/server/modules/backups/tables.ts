import type { Database } from '../../db/types';

/**
 * Every table of Sanad's schema, parents before children (the order rows are inserted on a
 * restore and deleted in reverse). Kysely's own migration tables are not data and are never
 * copied: the schema version check stands for them. A migration that adds a table adds it here;
 * tables.test.ts fails until it does.
 */
export const BACKUP_TABLES = [
  'businesses',
  'users',
  'memberships',
  'api_tokens',
  'sessions',
  'login_attempts',
  'audit_log',
  'categories',
  'products',
  'modifier_groups',
  'modifier_options',
  'modifier_group_targets',
  'kitchen_stations',
  'kitchen_station_targets',
  'payment_terms',
  'clients',
  'client_addresses',
  'invoice_counters',
  'tills',
  'shifts',
  'shift_movements',
  'invoices',
  'invoice_lines',
  'invoice_line_modifiers',
  'invoice_payments',
  'held_orders',
  'held_order_lines',
  'held_order_invoices',
  'sales_daily',
  'item_sales_daily',
  'idempotency_keys',
  'orders',
  'order_lines',
  'receipt_vouchers',
  'zatca_signers',
  'zatca_documents',
  'zatca_submissions',
  'zatca_onboarding',
  'suppliers',
  'warehouses',
  'warehouse_locations',
  'purchase_orders',
  'purchase_order_lines',
  'purchases',
  'purchase_items',
  'supplier_payments',
  'stock_counts',
  'stock_count_lines',
  'stock_transfers',
  'stock_transfer_lines',
  'goods_receipts',
  'goods_receipt_lines',
  'sale_orders',
  'sale_order_lines',
  'delivery_notes',
  'delivery_note_lines',
  'delivery_invoice_lines',
  'stock_moves',
  'webhook_endpoints',
  'webhook_events',
  'webhook_deliveries',
  'scheduled_runs',
] as const satisfies ReadonlyArray<keyof Database>;

export type BackupTable = (typeof BACKUP_TABLES)[number];

/**
 * Tables whose rows a backup leaves out. Sessions are sign-in tokens: a backup does not carry them
 * (a copied file must not sign anyone in), so a restore signs every user out (decision 0020).
 */
export const TABLES_NOT_BACKED_UP: ReadonlySet<BackupTable> = new Set([
  'sessions',
  // Which instance ran which scheduled job: state of the running install, not of the business.
  'scheduled_runs',
]);
