// Every table is in a backup: a new migration's table must be added to BACKUP_TABLES.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { BACKUP_TABLES } from './tables';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

/** The tables of this test's own database (on PostgreSQL: its schema, not another run's). */
async function ownTables() {
  const tables = await t.app.ctx.db.introspection.getTables();
  if (t.app.ctx.dialect === 'sqlite') return tables;
  const r = await sql<{ schema: string }>`SELECT current_schema() AS schema`.execute(t.app.ctx.db);
  return tables.filter((x) => x.schema === r.rows[0]!.schema);
}

describe('BACKUP_TABLES', () => {
  it('names every table of the migrated schema (Kysely’s own aside)', async () => {
    const tables = await ownTables();
    const names = tables.map((x) => x.name).filter((n) => !n.startsWith('kysely_'));
    expect([...BACKUP_TABLES].sort()).toEqual(names.sort());
  });

  it('lists every parent table before its children (restore inserts in this order)', async () => {
    const tables = await ownTables();
    const order = BACKUP_TABLES as readonly string[];
    for (const table of tables.filter((x) => order.includes(x.name))) {
      const parents =
        t.app.ctx.dialect === 'sqlite'
          ? await foreignParentsSqlite(table.name)
          : await foreignParentsPg(table.name);
      for (const parent of parents)
        expect(order.indexOf(parent), `${parent} before ${table.name}`).toBeLessThan(
          order.indexOf(table.name),
        );
    }
  });
});

async function foreignParentsSqlite(table: string): Promise<string[]> {
  const r = await sql<{
    table: string;
  }>`SELECT "table" FROM pragma_foreign_key_list(${table})`.execute(t.app.ctx.db);
  return r.rows.map((x) => x.table).filter((p) => p !== table);
}

async function foreignParentsPg(table: string): Promise<string[]> {
  const r = await sql<{ parent: string }>`
    SELECT ccu.table_name AS parent
    FROM information_schema.table_constraints tc
    JOIN information_schema.constraint_column_usage ccu ON tc.constraint_name = ccu.constraint_name
    WHERE tc.constraint_type = 'FOREIGN KEY' AND tc.table_name = ${table}
      AND tc.table_schema = current_schema()`.execute(t.app.ctx.db);
  return r.rows.map((x) => x.parent).filter((p) => p !== table);
}
