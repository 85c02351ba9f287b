import type SQLite from 'better-sqlite3';
import {
  SelectQueryNode,
  type CompiledQuery,
  type DatabaseConnection,
  type QueryResult,
} from 'kysely';

/** How many distinct SQL texts keep their prepared statement (least recently used goes first). */
export const STATEMENT_CACHE_SIZE = 500;

/**
 * The one SQLite connection, as Kysely's own SqliteConnection, except that a statement is prepared
 * once per SQL text and reused (decision 0039): Kysely's driver calls `db.prepare(sql)` on every
 * query, which parses and plans the SQL again — about a third of the database time of a small
 * report call (auth, business, report: three statements). Kysely's compiled SQL is stable for a
 * given query shape (values are bound parameters, `in (…)` lists aside), so a few hundred texts
 * cover the app. SQLite re-plans a cached statement by itself after a schema change.
 * Streams (`stream()`) still prepare their own statement: a statement being iterated is busy.
 */
export class CachingSqliteConnection implements DatabaseConnection {
  private readonly statements = new Map<string, SQLite.Statement>();

  constructor(private readonly db: SQLite.Database) {}

  /** The prepared statement of `sql`, from the cache when there (then marked recently used). */
  private statement(sql: string): SQLite.Statement {
    const cached = this.statements.get(sql);
    if (cached) {
      this.statements.delete(sql);
      this.statements.set(sql, cached);
      return cached;
    }
    const stmt = this.db.prepare(sql);
    this.statements.set(sql, stmt);
    if (this.statements.size > STATEMENT_CACHE_SIZE)
      this.statements.delete(this.statements.keys().next().value!);
    return stmt;
  }

  /** Runs one compiled query: rows for a statement that returns data, else changes and rowid. */
  executeQuery<R>(compiledQuery: CompiledQuery): Promise<QueryResult<R>> {
    const { sql, parameters } = compiledQuery;
    const stmt = this.statement(sql);
    if (stmt.reader) return Promise.resolve({ rows: stmt.all(parameters) as R[] });
    const { changes, lastInsertRowid } = stmt.run(parameters);
    return Promise.resolve({
      numAffectedRows: BigInt(changes),
      insertId: BigInt(lastInsertRowid),
      rows: [],
    });
  }

  /** Streams a SELECT row by row on a statement of its own. */
  async *streamQuery<R>(compiledQuery: CompiledQuery): AsyncIterableIterator<QueryResult<R>> {
    const { sql, parameters, query } = compiledQuery;
    if (!SelectQueryNode.is(query))
      throw new Error('Sqlite driver only supports streaming of select queries');
    for (const row of this.db.prepare(sql).iterate(parameters)) yield { rows: [row as R] };
  }
}
