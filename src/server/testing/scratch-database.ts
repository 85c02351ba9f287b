/**
 * A database of its own for a migration test: a SQLite file in a new temporary folder or, when
 * TEST_DATABASE_URL is set, a new PostgreSQL schema — empty, for the test to migrate to the version
 * it upgrades from (`migrateTo`) and fill as the old code left it.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { connect, type Connection } from '../db/connect';

export interface ScratchDatabase {
  conn: Connection;
  /** The PostgreSQL schema, undefined on SQLite (for migrateTo / migrateToLatest). */
  schema: string | undefined;
  /** Closes the connection and removes the folder or drops the schema. */
  cleanup(): Promise<void>;
}

/** Opens a new empty database; `tag` names its temporary folder. */
export async function openScratchDatabase(tag: string): Promise<ScratchDatabase> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `sanad-${tag}-`));
  const pgUrl = process.env.TEST_DATABASE_URL;
  const schema = pgUrl ? `m_${randomBytes(6).toString('hex')}` : undefined;
  const admin = async (q: string) => {
    const client = new pg.Client({ connectionString: pgUrl });
    await client.connect();
    await client.query(q);
    await client.end();
  };
  if (schema) await admin(`CREATE SCHEMA ${schema}`);
  const conn = connect({ databaseUrl: pgUrl, sqlitePath: path.join(dir, 'old.db'), schema });
  return {
    conn,
    schema,
    async cleanup() {
      await conn.db.destroy();
      fs.rmSync(dir, { recursive: true, force: true });
      if (schema) await admin(`DROP SCHEMA ${schema} CASCADE`);
    },
  };
}
