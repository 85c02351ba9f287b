import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import zlib from 'node:zlib';
import tar from 'tar-stream';
import { AppError } from '../../../domain/errors';

/** The archive's entry holding the manifest (decision 0020). */
export const MANIFEST_ENTRY = 'manifest.json';
/** The payload entries: the SQLite copy, or PostgreSQL's rows as JSON. */
export const PAYLOAD_ENTRIES = { sqlite: 'sanad.db', postgres: 'data.json' } as const;

const MAX_MANIFEST_BYTES = 64 * 1024;
const GZIP_MAGIC = Buffer.from([0x1f, 0x8b]);

/**
 * Runs `work` with a new scratch folder `parent/.work-XXXXXX` (same file system as the archives,
 * so a rename is atomic; never a listed name), removed afterwards whatever happens.
 */
export async function withScratchDir<T>(
  parent: string,
  work: (dir: string) => Promise<T>,
): Promise<T> {
  const dir = fs.mkdtempSync(path.join(parent, '.work-'));
  try {
    return await work(dir);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * True when `file` is a regular file: lstat, so a symbolic link placed in a backups folder under a
 * backup's name is not one (it could point anywhere).
 */
export function isRegularFile(file: string): boolean {
  return fs.lstatSync(file, { throwIfNoEntry: false })?.isFile() ?? false;
}

/** SHA-256 (hex) and size in bytes of a file, streamed. */
export async function fileDigest(file: string): Promise<{ sha256: string; bytes: number }> {
  const hash = createHash('sha256');
  let bytes = 0;
  for await (const chunk of fs.createReadStream(file)) {
    hash.update(chunk as Buffer);
    bytes += (chunk as Buffer).length;
  }
  return { sha256: hash.digest('hex'), bytes };
}

/**
 * What every archive's manifest carries at least: its creation time (ISO 8601 UTC, the entries'
 * mtime) and the payload entry's name and size in bytes (database backups: BackupManifest;
 * invoice backups: InvoiceBackupManifest).
 */
export interface ArchiveManifest {
  createdAt: string;
  payload: { file: string; bytes: number };
}

/**
 * Writes the backup archive `dest`: a gzip-compressed tar holding `manifest.json` then the payload
 * file `payloadFile` (entry name `manifest.payload.file`). Written to `dest.partial` and renamed,
 * so the folder never shows half a backup under a backup's name.
 */
export async function writeArchive<M extends ArchiveManifest>(
  dest: string,
  manifest: M,
  payloadFile: string,
): Promise<void> {
  const partial = `${dest}.partial`;
  const pack = tar.pack();
  const writing = pipeline(pack, zlib.createGzip({ level: 6 }), fs.createWriteStream(partial));
  try {
    const mtime = new Date(manifest.createdAt);
    pack.entry({ name: MANIFEST_ENTRY, mtime }, JSON.stringify(manifest, null, 2));
    const entry = pack.entry({ name: manifest.payload.file, size: manifest.payload.bytes, mtime });
    await pipeline(fs.createReadStream(payloadFile), entry);
    pack.finalize();
    await writing;
    fs.renameSync(partial, dest);
  } catch (err) {
    pack.destroy();
    await writing.catch(() => {});
    fs.rmSync(partial, { force: true });
    throw err;
  }
}

/** What an archive holds once read: the manifest as parsed JSON (not yet judged) and the payload. */
export interface OpenedArchive {
  manifest: unknown;
  /** The payload extracted to `payloadPath`, with its SHA-256 and size as read. */
  payload: { entry: string; path: string; sha256: string; bytes: number } | null;
}

/** True when `file` starts as a gzip stream does. */
function looksGzipped(file: string): boolean {
  const fd = fs.openSync(file, 'r');
  try {
    const head = Buffer.alloc(2);
    return fs.readSync(fd, head, 0, 2, 0) === 2 && head.equals(GZIP_MAGIC);
  } finally {
    fs.closeSync(fd);
  }
}

/**
 * The largest payload a backup may declare, in bytes (8 GiB): a database or invoice backup whose
 * manifest says more is refused before a byte of it is written (README, "Backups").
 */
export const MAX_BACKUP_PAYLOAD_BYTES = 8 * 1024 ** 3;

/**
 * The payload size the manifest declares (`payload.bytes`, a whole number ≥ 0), or null when the
 * manifest text is missing, not JSON, or declares none — the caller's judge then refuses it.
 */
function declaredPayloadBytes(manifestText: string | null): number | null {
  if (manifestText === null) return null;
  try {
    const bytes = (JSON.parse(manifestText) as { payload?: { bytes?: unknown } } | null)?.payload
      ?.bytes;
    return Number.isSafeInteger(bytes) && (bytes as number) >= 0 ? (bytes as number) : null;
  } catch {
    return null;
  }
}

/**
 * Reads the archive `file`, extracting its payload (one of `payloadEntries`: by default a database
 * backup's `sanad.db` or `data.json`) to `payloadPath` and hashing it on the way. Checks only the
 * container; the caller judges the manifest and compares the checksum.
 *
 * Nothing larger than the manifest declares is ever written: the manifest comes first (as
 * writeArchive writes it), and a payload entry whose tar size differs from the manifest's
 * `payload.bytes`, or that comes without a readable manifest before it, stops the reading at once
 * with no payload (`payload: null`, which the caller refuses as corrupt or foreign). An entry that
 * is neither the manifest nor the payload stops it too (backup_foreign).
 * @param maxPayloadBytes the hard maximum (bytes) a manifest may declare; MAX_BACKUP_PAYLOAD_BYTES.
 * @throws AppError backup_foreign (422) when the file is not gzip, holds other entries, or no
 *   manifest; backup_too_large (422) when the manifest declares more than `maxPayloadBytes`;
 *   backup_corrupt (422) when the gzip or tar stream is broken or cut short (a CRC mismatch, an
 *   unexpected end) or the manifest is not JSON.
 */
export async function readArchive(
  file: string,
  payloadPath: string,
  payloadEntries: readonly string[] = Object.values(PAYLOAD_ENTRIES),
  maxPayloadBytes = MAX_BACKUP_PAYLOAD_BYTES,
): Promise<OpenedArchive> {
  if (!looksGzipped(file)) throw new AppError('backup_foreign');
  const extract = tar.extract();
  let manifestText: string | null = null;
  let payload: OpenedArchive['payload'] = null;
  /** Set when the entries said enough to stop: the rest of the stream is not read. */
  let stopped = false;
  const consume = async () => {
    for await (const entry of extract) {
      const name = entry.header.name;
      const size = entry.header.size ?? 0;
      if (name === MANIFEST_ENTRY && manifestText === null && size <= MAX_MANIFEST_BYTES) {
        const chunks: Buffer[] = [];
        for await (const c of entry) chunks.push(c as Buffer);
        manifestText = Buffer.concat(chunks).toString('utf8');
      } else if (
        payloadEntries.includes(name) &&
        payload === null &&
        entry.header.type === 'file'
      ) {
        const declared = declaredPayloadBytes(manifestText);
        if (declared !== null && declared > maxPayloadBytes) throw new AppError('backup_too_large');
        if (declared === null || size !== declared) {
          stopped = true; // the caller refuses a payload-less archive; nothing is written
          return;
        }
        const hash = createHash('sha256');
        let bytes = 0;
        entry.on('data', (c: unknown) => {
          hash.update(c as Buffer);
          bytes += (c as Buffer).length;
        });
        await pipeline(entry, fs.createWriteStream(payloadPath));
        payload = { entry: name, path: payloadPath, sha256: hash.digest('hex'), bytes };
      } else {
        throw new AppError('backup_foreign');
      }
    }
  };
  const reading = pipeline(fs.createReadStream(file), zlib.createGunzip(), extract);
  reading.catch(() => {}); // judged below; never an unhandled rejection meanwhile
  try {
    await consume();
  } catch (err) {
    extract.destroy();
    await reading.catch(() => {});
    if (err instanceof AppError) throw err;
    throw new AppError('backup_corrupt', { details: String(err) });
  }
  if (stopped) {
    extract.destroy();
    await reading.catch(() => {});
  } else {
    try {
      await reading;
    } catch (err) {
      throw new AppError('backup_corrupt', { details: String(err) });
    }
  }
  if (manifestText === null) throw new AppError('backup_foreign');
  try {
    return { manifest: JSON.parse(manifestText) as unknown, payload };
  } catch {
    throw new AppError('backup_corrupt');
  }
}
