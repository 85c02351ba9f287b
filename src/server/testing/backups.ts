import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import type { BackupManifest } from '../../domain/backups';
import type { Db } from '../db/types';
import { pipeline } from 'node:stream/promises';
import {
  archiveStream,
  fileDigest,
  readArchive,
  type ArchiveManifest,
} from '../modules/backups/archive';
import { inspectPostgresPayload } from '../modules/backups/postgres';
import { inspectSqliteCopy } from '../modules/backups/sqlite';
import { BACKUP_TABLES, TABLES_NOT_BACKED_UP } from '../modules/backups/tables';

/**
 * Every row of every backed-up table, each table's rows as sorted JSON: two databases with the
 * same fingerprint hold the same data (sessions aside).
 */
export async function fingerprint(db: Db): Promise<Record<string, string[]>> {
  const out: Record<string, string[]> = {};
  for (const t of BACKUP_TABLES) {
    if (TABLES_NOT_BACKED_UP.has(t)) continue;
    const rows = await sql<Record<string, unknown>>`SELECT * FROM ${sql.table(t)}`.execute(db);
    out[t] = rows.rows.map((r) => JSON.stringify(Object.entries(r).sort())).sort();
  }
  return out;
}

/** Writes the archive of `manifest` and the payload file `payloadFile` to the local file `dest`. */
export async function writeArchive<M extends ArchiveManifest>(
  dest: string,
  manifest: M,
  payloadFile: string,
): Promise<void> {
  await pipeline(archiveStream(manifest, payloadFile), fs.createWriteStream(dest));
}

/**
 * Rewrites the backup archive `from` as `to` with its manifest changed by `change` (the payload
 * as it was): a forged or foreign manifest for the refusal tests.
 */
export async function rewriteManifest(
  from: string,
  to: string,
  change: (m: BackupManifest) => unknown,
): Promise<void> {
  const work = fs.mkdtempSync(path.join(path.dirname(to), '.test-'));
  try {
    const payload = path.join(work, 'payload');
    const opened = await readArchive(from, payload);
    await writeArchive(to, change(opened.manifest as BackupManifest) as BackupManifest, payload);
  } finally {
    fs.rmSync(work, { recursive: true, force: true });
  }
}

/**
 * Rewrites the backup archive `from` as `to` with its payload changed by `mutate` (given the
 * extracted payload file), the manifest's checksum, size and row counts made to match: a backup
 * that passes every check of the file yet holds rows the database refuses.
 */
export async function rewritePayload(
  from: string,
  to: string,
  mutate: (payloadFile: string) => void,
): Promise<void> {
  const work = fs.mkdtempSync(path.join(path.dirname(to), '.test-'));
  try {
    const payload = path.join(work, 'payload');
    const opened = await readArchive(from, payload);
    const manifest = opened.manifest as BackupManifest;
    mutate(payload);
    const tables =
      manifest.dialect === 'sqlite'
        ? inspectSqliteCopy(payload, manifest.schemaVersion)
        : inspectPostgresPayload(payload).counts;
    const digest = await fileDigest(payload);
    await writeArchive(
      to,
      { ...manifest, tables, payload: { ...manifest.payload, ...digest } },
      payload,
    );
  } finally {
    fs.rmSync(work, { recursive: true, force: true });
  }
}
