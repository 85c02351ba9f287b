import type { Generated, Insertable, Kysely, Selectable, Transaction } from 'kysely';
import type {
  ClientsTable,
  OrderLinesTable,
  OrdersTable,
  ReceiptVouchersTable,
  PaymentTermsTable,
  ClientAddressesTable,
} from './client-tables';
import type {
  PurchaseItemsTable,
  PurchasesTable,
  SupplierPaymentsTable,
  SuppliersTable,
} from './purchase-tables';
import type { PurchaseOrderTables } from './purchase-order-tables';
import type { SaleOrderTables } from './sale-order-tables';
import type { ShiftMovementsTable, ShiftsTable, TillsTable } from './shift-tables';
import type { IdempotencyKeysTable, InvoiceLinesTable, InvoicesTable } from './invoice-tables';
import type {
  InvoiceLineModifiersTable,
  InvoicePaymentsTable,
  ModifierGroupsTable,
  ModifierGroupTargetsTable,
  ModifierOptionsTable,
} from './restaurant-tables';
import type {
  HeldOrderInvoicesTable,
  HeldOrderLinesTable,
  HeldOrdersTable,
  KitchenStationsTable,
  KitchenStationTargetsTable,
} from './kitchen-tables';
import type { ItemSalesDailyTable, SalesDailyTable } from './rollup-tables';
import type { ApiTokensTable } from './api-token-tables';
import type {
  StockCountLinesTable,
  StockCountsTable,
  StockMovesTable,
  StockTransferLinesTable,
  StockTransfersTable,
  WarehouseLocationsTable,
  WarehousesTable,
} from './stock-tables';
import type {
  WebhookDeliveriesTable,
  WebhookEndpointsTable,
  WebhookEventsTable,
} from './webhook-tables';
import type {
  ZatcaDocumentsTable,
  ZatcaOnboardingTable,
  ZatcaSignersTable,
  ZatcaSubmissionsTable,
} from './zatca-tables';

export type { ClientsTable, OrderLinesTable, OrdersTable, ReceiptVouchersTable };
export type { PurchaseItemsTable, PurchasesTable, SuppliersTable };
export type { ShiftMovementsTable, ShiftsTable, TillsTable };
export type { IdempotencyKeysTable, InvoiceLinesTable, InvoicesTable };
export type {
  InvoiceLineModifiersTable,
  InvoicePaymentsTable,
  ModifierGroupsTable,
  ModifierGroupTargetsTable,
  ModifierOptionsTable,
};
export type {
  HeldOrderInvoicesTable,
  HeldOrderLinesTable,
  HeldOrdersTable,
  KitchenStationsTable,
  KitchenStationTargetsTable,
};
export type { ItemSalesDailyTable, SalesDailyTable };
export type { ApiTokensTable };
export type { ZatcaDocumentsTable, ZatcaOnboardingTable, ZatcaSignersTable, ZatcaSubmissionsTable };

/**
 * Table types. Money columns are integer halalas; instants are UTC milliseconds (bigint in
 * PostgreSQL, parsed to numbers by the dialect setup); booleans are 0/1 integers on both dialects.
 */
export interface BusinessesTable {
  /** Not generated: the seeds keep their ids (4, 17); a new business takes max + 1 (decision 0014). */
  id: number;
  /** URL slug, unique (src/domain/business-key.ts). */
  key: string;
  /** 'trading' | 'restaurant' (src/domain/business-kinds.ts). */
  kind: string;
  /** 1 = active, 0 = archived. */
  active: number;
  name_ar: string;
  /** businessNameKey(name_ar), unique (migration 025, decision 0051); set by the repository. */
  name_key: Generated<string | null>;
  name_en: string;
  vat_number: string;
  cr_number: string;
  street: string;
  building_number: string;
  district: string;
  city: string;
  postal_code: string;
  country: string;
  logo: string | null;
  payment_means: string; // comma-separated codes, e.g. "10,48,24"
  /** Unique folder under DATA_DIR/images (and /static/images/): the seeds' own, else the key. */
  image_folder: string;
  /** Thermal printer at the till, `host` or `host:port` (port 9100 when left out); null = none. */
  printer_address: string | null;
  /** Receipt paper width in mm: 80 (576 dots) or 58 (384 dots); see src/domain/printer.ts. */
  paper_width_mm: number;
  /** 1 = selling at the POS needs an open shift on the till (migration 027). */
  require_shift: Generated<number>;
  /** Halalas: an over/short beyond it needs a manager's approval to close (default 500). */
  shift_difference_limit: Generated<number>;
  /** 'allow' | 'warn' | 'refuse': selling goods not on hand (migration 033, decision 0067). */
  negative_stock: Generated<string>;
  updated_at: number;
}

/** A user's membership of a business and their role there. */
export interface MembershipsTable {
  user_id: number;
  business_id: number;
  /** 'manager' | 'casher' | 'sales' | 'user' (src/domain/memberships.ts). */
  role: string;
  created_at: number;
}

export interface UsersTable {
  id: Generated<number>;
  uuid: string;
  username: string;
  email: string;
  password_hash: string;
  role: string;
  vat: string;
  /** 'person' | 'token' (an API token's machine user; migration 030, decision 0058). */
  kind: Generated<string>;
  created_at: number;
}

export interface SessionsTable {
  token_hash: string;
  user_id: number;
  created_at: number;
  expires_at: number;
  revoked_at: number | null;
}

/** A failed (or still in-flight) sign-in, counted by the sign-in limits. */
export interface LoginAttemptsTable {
  id: Generated<number>;
  /** Client address as Fastify's `request.ip` gives it (TRUST_PROXY decides). */
  address: string;
  /** The username's comparison key (`usernameKey`). */
  username: string;
  /** UTC ms. */
  at: number;
}

export interface AuditLogTable {
  id: Generated<number>;
  at: number;
  user_id: number | null;
  business_id: number | null;
  action: string;
  entity: string;
  entity_id: string;
  details: string;
}

export interface CategoriesTable {
  id: Generated<number>;
  uuid: string;
  business_id: number;
  name: string;
  description: string;
  category_en: string;
  created_at: number;
}

export interface ProductsTable {
  id: Generated<number>;
  uuid: string;
  business_id: number;
  category_id: number;
  name: string;
  product_name: string;
  description: string;
  description_en: string;
  size: string;
  size_ar: string;
  image: string;
  price: number;
  pricedv: number | null;
  pricex: number | null;
  calories: number;
  published: number;
  /** Opening stock quantity (legacy app: "quantity (stock)"). */
  quantity: number;
  /** Remaining ≤ this is low stock (migration 011). */
  low_stock_threshold: Generated<number>;
  /** VAT category S/Z/E/O and ZATCA reason code ('' for S), migration 023. */
  vat_category: Generated<string>;
  vat_exemption_code: Generated<string>;
  /** Barcode or SKU a scanner types, '' when none; unique per business (migration 024). */
  barcode: Generated<string>;
  /** What one unit costs the business, halalas; null = not known (migration 025). */
  cost_price: Generated<number | null>;
  created_at: number;
  updated_at: number;
}

export interface InvoiceCountersTable {
  business_id: number;
  last_number: number;
  last_order_reference: number;
  /** Last receipt voucher number of the business (migration 009). */
  last_receipt_number: Generated<number>;
  /** Last quotation number of the business (migration 026, decision 0052). */
  last_quotation_number: Generated<number>;
}

export interface Database extends PurchaseOrderTables, SaleOrderTables {
  businesses: BusinessesTable;
  memberships: MembershipsTable;
  users: UsersTable;
  sessions: SessionsTable;
  login_attempts: LoginAttemptsTable;
  audit_log: AuditLogTable;
  categories: CategoriesTable;
  products: ProductsTable;
  invoice_counters: InvoiceCountersTable;
  invoices: InvoicesTable;
  invoice_lines: InvoiceLinesTable;
  idempotency_keys: IdempotencyKeysTable;
  clients: ClientsTable;
  orders: OrdersTable;
  order_lines: OrderLinesTable;
  receipt_vouchers: ReceiptVouchersTable;
  payment_terms: PaymentTermsTable;
  client_addresses: ClientAddressesTable;
  supplier_payments: SupplierPaymentsTable;
  zatca_signers: ZatcaSignersTable;
  zatca_documents: ZatcaDocumentsTable;
  zatca_submissions: ZatcaSubmissionsTable;
  zatca_onboarding: ZatcaOnboardingTable;
  suppliers: SuppliersTable;
  purchases: PurchasesTable;
  purchase_items: PurchaseItemsTable;
  sales_daily: SalesDailyTable;
  item_sales_daily: ItemSalesDailyTable;
  tills: TillsTable;
  shifts: ShiftsTable;
  shift_movements: ShiftMovementsTable;
  modifier_groups: ModifierGroupsTable;
  modifier_options: ModifierOptionsTable;
  modifier_group_targets: ModifierGroupTargetsTable;
  invoice_line_modifiers: InvoiceLineModifiersTable;
  invoice_payments: InvoicePaymentsTable;
  kitchen_stations: KitchenStationsTable;
  kitchen_station_targets: KitchenStationTargetsTable;
  held_orders: HeldOrdersTable;
  held_order_lines: HeldOrderLinesTable;
  held_order_invoices: HeldOrderInvoicesTable;
  api_tokens: ApiTokensTable;
  webhook_endpoints: WebhookEndpointsTable;
  webhook_events: WebhookEventsTable;
  webhook_deliveries: WebhookDeliveriesTable;
  scheduled_runs: ScheduledRunsTable;
  warehouses: WarehousesTable;
  warehouse_locations: WarehouseLocationsTable;
  stock_moves: StockMovesTable;
  stock_counts: StockCountsTable;
  stock_count_lines: StockCountLinesTable;
  stock_transfers: StockTransfersTable;
  stock_transfer_lines: StockTransferLinesTable;
}

/** One claimed run of a scheduled job (migration 032, module schedule). */
export interface ScheduledRunsTable {
  job: string;
  /** UTC ms of the minute the run was scheduled for. */
  slot: number;
  claimed_at: number;
}

export type Db = Kysely<Database>;
/** The database or an open transaction: what repository functions take first. */
export type DbOrTrx = Kysely<Database> | Transaction<Database>;
export type Dialect = 'sqlite' | 'postgres';

/** An invoice (or credit/debit note) as stored; owned by the invoices module. */
export type InvoiceRow = Selectable<InvoicesTable>;
export type InvoiceLineRow = Selectable<InvoiceLinesTable>;
/** An invoice line as inserted (before the database gives it an id). */
export type NewInvoiceLine = Omit<Insertable<InvoiceLinesTable>, 'id' | 'invoice_id'>;
