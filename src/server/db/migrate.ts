import { Migrator, sql, type Kysely, type Migration, type MigrationProvider } from 'kysely';
import * as m001 from './migrations/001-initial';
import * as m002 from './migrations/002-login-attempts';
import * as m003 from './migrations/003-idempotency';
import * as m005 from './migrations/005-businesses-as-data';
import * as m006 from './migrations/006-invoice-subtype-and-buyer';
import * as m007 from './migrations/007-clients';
import * as m008 from './migrations/008-orders';
import * as m009 from './migrations/009-receipt-vouchers';
import * as m010 from './migrations/010-business-printer';
import * as m011 from './migrations/011-suppliers-purchases';
import * as m013 from './migrations/013-report-indexes';
import * as m014 from './migrations/014-zatca-offline';
import * as m016 from './migrations/016-sales-rollups';
import * as m017 from './migrations/017-credit-debit-notes';
import * as m018 from './migrations/018-zatca-onboarding';
import * as m019 from './migrations/019-zatca-submissions';
import * as m020 from './migrations/020-invoice-page-indexes';
import * as m021 from './migrations/021-zatca-attention';
import * as m022 from './migrations/022-buyer-identification';
import * as m023 from './migrations/023-vat-categories';
import * as m024 from './migrations/024-product-barcode';
import * as m025 from './migrations/025-lighter-forms';
import * as m026 from './migrations/026-quotation-numbers';
import * as m027 from './migrations/027-tills-and-shifts';
import * as m028 from './migrations/028-restaurant-counter';
import * as m029 from './migrations/029-held-orders-kitchen';
import * as m030 from './migrations/030-api-tokens';
import * as m031 from './migrations/031-webhooks';
import * as m032 from './migrations/032-scheduled-runs';
import * as m033 from './migrations/033-warehouses-stock-ledger';
import * as m035 from './migrations/035-audit-action-index';
import * as m036 from './migrations/036-payment-terms-addresses';
import * as m037 from './migrations/037-sale-orders-deliveries';
import * as m038 from './migrations/038-purchase-orders-receipts';
import { StartupError } from './startup-error';
import type { Db, Dialect } from './types';

type DialectMigration = { up(db: Kysely<unknown>, dialect: Dialect): Promise<void> };

/** Every migration, in order. The same list runs on SQLite and PostgreSQL. */
const MIGRATIONS: Record<string, DialectMigration> = {
  '001-initial': m001,
  '002-login-attempts': m002,
  '003-idempotency': m003,
  '005-businesses-as-data': m005,
  '006-invoice-subtype-and-buyer': m006,
  '007-clients': m007,
  '008-orders': m008,
  '009-receipt-vouchers': m009,
  '010-business-printer': m010,
  '011-suppliers-purchases': m011,
  '013-report-indexes': m013,
  '014-zatca-offline': m014,
  '016-sales-rollups': m016,
  '017-credit-debit-notes': m017,
  '018-zatca-onboarding': m018,
  '019-zatca-submissions': m019,
  '020-invoice-page-indexes': m020,
  '021-zatca-attention': m021,
  '022-buyer-identification': m022,
  '023-vat-categories': m023,
  '024-product-barcode': m024,
  '025-lighter-forms': m025,
  '026-quotation-numbers': m026,
  '027-tills-and-shifts': m027,
  '028-restaurant-counter': m028,
  '029-held-orders-kitchen': m029,
  '030-api-tokens': m030,
  '031-webhooks': m031,
  '032-scheduled-runs': m032,
  '033-warehouses-stock-ledger': m033,
  '035-audit-action-index': m035,
  '036-payment-terms-addresses': m036,
  '037-sale-orders-deliveries': m037,
  '038-purchase-orders-receipts': m038,
};

/**
 * The name of the last migration: the schema version a database has once migrated, written into
 * every backup's manifest and required of a backup to restore.
 */
export const LATEST_MIGRATION: string = Object.keys(MIGRATIONS).at(-1)!;

class InCodeProvider implements MigrationProvider {
  constructor(private readonly dialect: Dialect) {}
  async getMigrations(): Promise<Record<string, Migration>> {
    const out: Record<string, Migration> = {};
    for (const [name, mig] of Object.entries(MIGRATIONS)) {
      out[name] = { up: (db) => mig.up(db, this.dialect) };
    }
    return out;
  }
}

/**
 * Throws when the database holds migrations this code does not know: it was migrated by a newer
 * Sanad (another instance already upgraded, or a backup of a newer version restored). Kysely
 * refuses such a schema too, but with a message about corrupted migrations.
 * @throws StartupError schema_newer naming the unknown migrations.
 */
async function refuseNewerSchema(db: Db): Promise<void> {
  const applied = await sql<{ name: string }>`select name from kysely_migration`
    .execute(db)
    .then((r) => r.rows.map((row) => row.name))
    .catch(() => []);
  const unknown = applied.filter((name) => !(name in MIGRATIONS)).sort();
  if (unknown.length > 0)
    throw new StartupError('schema_newer', '', { detail: unknown.join(', ') });
}

/**
 * Brings the schema up to date (run at every start). `schema` is the PostgreSQL schema the
 * connection is pinned to (tests): Kysely then keeps its migration tables in that schema. Without
 * it, Kysely's "does the lock table exist?" check matches a table of ANY schema, so a second test
 * schema in the same database skipped creating its own and failed with `relation
 * "kysely_migration_lock" does not exist` whenever test files ran side by side.
 * Several instances starting together migrate once: Kysely holds its migration lock (a row of
 * `kysely_migration_lock`, locked FOR UPDATE on PostgreSQL) while it migrates, and the others then
 * find nothing left to run (decision 0064).
 * @throws StartupError schema_newer when the database has a migration this code does not know;
 *   the migration's error, after which the database is left at the last migration that
 *   succeeded.
 */
export async function migrateToLatest(db: Db, dialect: Dialect, schema?: string): Promise<void> {
  const migrator = new Migrator({
    db,
    provider: new InCodeProvider(dialect),
    ...(dialect === 'postgres' && schema ? { migrationTableSchema: schema } : {}),
  });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error && !failed) await refuseNewerSchema(db);
  if (error || failed) {
    throw new Error(`migration ${failed?.migrationName ?? ''} failed: ${String(error)}`, {
      cause: error,
    });
  }
}

/**
 * Brings the schema up to and including migration `name` (upgrade tests: build an old schema,
 * fill it, then migrateToLatest). `schema` as for migrateToLatest. @throws as migrateToLatest.
 */
export async function migrateTo(
  db: Db,
  dialect: Dialect,
  name: string,
  schema?: string,
): Promise<void> {
  const migrator = new Migrator({
    db,
    provider: new InCodeProvider(dialect),
    ...(dialect === 'postgres' && schema ? { migrationTableSchema: schema } : {}),
  });
  const { error, results } = await migrator.migrateTo(name);
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed)
    throw new Error(`migration ${failed?.migrationName ?? ''} failed: ${String(error)}`);
}
