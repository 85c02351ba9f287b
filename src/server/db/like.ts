import { sql, type Expression, type RawBuilder, type SqlBool } from 'kysely';

/**
 * `column LIKE '%q%'` matching `q` literally anywhere in the column, on SQLite and PostgreSQL:
 * `%`, `_` and `\` in `q` are escaped (ESCAPE '\'), so a search for "50%" finds "50%" only.
 * Case-sensitive on PostgreSQL, ASCII case-insensitive on SQLite; Arabic has no case.
 */
export function containsText(column: Expression<string>, q: string): RawBuilder<SqlBool> {
  const pattern = `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return sql<SqlBool>`${column} like ${pattern} escape '\\'`;
}
