import { makeParentFolder } from '../storage/database-files';
import SQLite from 'better-sqlite3';
import {
  Kysely,
  PostgresDialect,
  SqliteDialect,
  SqliteDriver,
  type DatabaseConnection,
  type Driver,
} from 'kysely';
import pg from 'pg';
import { exactInteger, parsePgNumeric } from './exact-numbers';
import { CachingSqliteConnection } from './sqlite-statements';
import type { Database, Db, Dialect } from './types';

// PostgreSQL returns bigint (20) and numeric (1700, e.g. SUM) as strings; our values are halalas
// and milliseconds, bounded (src/domain/limits.ts) well inside Number.MAX_SAFE_INTEGER. A value
// beyond it fails the query (RangeError) rather than come back rounded (decision 0009).
pg.types.setTypeParser(20, (v) => exactInteger(v, 'bigint'));
pg.types.setTypeParser(1700, parsePgNumeric);

/**
 * Kysely's SQLite driver, except that ROLLBACK is sent only while a transaction is open. On some
 * errors — SQLITE_FULL, SQLITE_IOERR, SQLITE_NOMEM, SQLITE_BUSY — SQLite may roll the whole
 * transaction back by itself (https://sqlite.org/lang_transaction.html, "Response To Errors Within
 * A Transaction"); Kysely's ROLLBACK then fails with "cannot rollback - no transaction is active"
 * and that error replaces the real one, so a full disk was logged and answered as a mystery 500
 *. Checking `inTransaction` first lets the original error reach the error handler.
 * Its connection caches prepared statements (CachingSqliteConnection).
 */
class SqliteDriverKeepingTheCause extends SqliteDriver {
  private readonly connection: CachingSqliteConnection;
  constructor(private readonly sqlite: SQLite.Database) {
    super({ database: sqlite });
    this.connection = new CachingSqliteConnection(sqlite);
  }
  /** The single connection (after Kysely's mutex), reusing prepared statements (decision 0039). */
  override async acquireConnection(): Promise<DatabaseConnection> {
    await super.acquireConnection();
    return this.connection;
  }
  override async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    if (this.sqlite.inTransaction) await super.rollbackTransaction(connection);
  }
}

/** SqliteDialect with {@link SqliteDriverKeepingTheCause}. */
class SqliteDialectKeepingTheCause extends SqliteDialect {
  constructor(private readonly sqlite: SQLite.Database) {
    super({ database: sqlite });
  }
  override createDriver(): Driver {
    return new SqliteDriverKeepingTheCause(this.sqlite);
  }
}

export interface Connection {
  db: Db;
  dialect: Dialect;
}

/**
 * Opens the database: PostgreSQL when `databaseUrl` starts with postgres:// (optionally pinned to
 * `schema` through search_path, used by the tests), otherwise the SQLite file `sqlitePath` with
 * WAL, synchronous=FULL and foreign keys on.
 */
export function connect(opts: {
  databaseUrl?: string;
  sqlitePath: string;
  schema?: string;
  poolSize?: number;
}): Connection {
  const url = opts.databaseUrl;
  if (url && /^postgres(ql)?:\/\//.test(url)) {
    const pool = new pg.Pool({
      connectionString: url,
      max: opts.poolSize ?? 10,
      options: opts.schema ? `-c search_path=${opts.schema}` : undefined,
    });
    return {
      db: new Kysely<Database>({ dialect: new PostgresDialect({ pool }) }),
      dialect: 'postgres',
    };
  }
  if (url) throw new Error('DATABASE_URL must start with postgres:// (leave it unset for SQLite)');
  makeParentFolder(opts.sqlitePath);
  const sqlite = new SQLite(opts.sqlitePath);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = FULL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  return {
    db: new Kysely<Database>({ dialect: new SqliteDialectKeepingTheCause(sqlite) }),
    dialect: 'sqlite',
  };
}
