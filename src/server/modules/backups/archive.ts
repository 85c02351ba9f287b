import { createHash } from 'node:crypto';
import {
  scratchReader,
  scratchWriter,
  withScratchDir as withScratchFolder,
} from '../../storage/scratch';
import { PassThrough, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import zlib from 'node:zlib';
import tar from 'tar-stream';
import { AppError } from '../../../domain/errors';
import { bufferOf } from '../../storage';

/** The archive's entry holding the manifest (decision 0020). */
export const MANIFEST_ENTRY = 'manifest.json';
/** The payload entries: the SQLite copy, or PostgreSQL's rows as JSON. */
export const PAYLOAD_ENTRIES = { sqlite: 'sanad.db', postgres: 'data.json' } as const;

const MAX_MANIFEST_BYTES = 64 * 1024;
const GZIP_MAGIC = Buffer.from([0x1f, 0x8b]);

/**
 * Runs `work` with a new scratch folder in the system's temporary folder (`TMPDIR`,
 * `sanad-backup-XXXXXX`), removed afterwards whatever happens. The backups themselves live in the
 * file store (decision 0063); this folder holds only what must be a local file while one backup is
 * made, proved or restored: SQLite's copy, PostgreSQL's JSON, an upload being proved.
 */
export async function withScratchDir<T>(work: (dir: string) => Promise<T>): Promise<T> {
  return withScratchFolder('sanad-backup-', work);
}

/** SHA-256 (hex) and size in bytes of a file, streamed. */
export async function fileDigest(file: string): Promise<{ sha256: string; bytes: number }> {
  const hash = createHash('sha256');
  let bytes = 0;
  for await (const chunk of scratchReader(file)) {
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
 * The backup archive as a stream, for ObjectStore.put: a gzip-compressed tar holding
 * `manifest.json` then the payload file `payloadFile` (entry name `manifest.payload.file`, its size
 * `manifest.payload.bytes`), read from disk as it is sent — never the whole archive in memory. An
 * error reading the payload ends the stream with that error (the store then keeps nothing); a
 * reader that stops early (a failed upload) stops the reading of the payload.
 */
export function archiveStream<M extends ArchiveManifest>(
  manifest: M,
  payloadFile: string,
): Readable {
  const pack = tar.pack();
  const out = new PassThrough();
  pipeline(pack, zlib.createGzip({ level: 6 }), out).catch(() => {}); // errors reach `out`
  const mtime = new Date(manifest.createdAt);
  pack.entry({ name: MANIFEST_ENTRY, mtime }, JSON.stringify(manifest, null, 2));
  const entry = pack.entry({ name: manifest.payload.file, size: manifest.payload.bytes, mtime });
  pipeline(scratchReader(payloadFile), entry).then(
    () => pack.finalize(),
    (err: Error) => pack.destroy(err),
  );
  return out;
}

/** What an archive holds once read: the manifest as parsed JSON (not yet judged) and the payload. */
export interface OpenedArchive {
  manifest: unknown;
  /** The payload extracted to `payloadPath`, with its SHA-256 and size as read. */
  payload: { entry: string; path: string; sha256: string; bytes: number } | null;
}

/** Thrown inside the reading when the bytes do not start as gzip does: not a backup (foreign). */
class NotGzip extends Error {}

/** Passes `source` on, after checking that its first two bytes are gzip's magic number. */
async function* gzipOnly(source: AsyncIterable<Buffer>): AsyncGenerator<Buffer> {
  let head = Buffer.alloc(0);
  let checked = false;
  for await (const chunk of source) {
    if (checked) {
      yield chunk;
      continue;
    }
    head = Buffer.concat([head, chunk]);
    if (head.length < GZIP_MAGIC.length) continue;
    if (!head.subarray(0, GZIP_MAGIC.length).equals(GZIP_MAGIC)) throw new NotGzip();
    checked = true;
    yield head;
  }
  if (!checked) throw new NotGzip();
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
 * Reads the archive `source` (a stream — an object of the store being read — or a local file's
 * path), extracting its payload (one of `payloadEntries`: by default a database
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
  source: Readable | string,
  payloadPath: string,
  payloadEntries: readonly string[] = Object.values(PAYLOAD_ENTRIES),
  maxPayloadBytes = MAX_BACKUP_PAYLOAD_BYTES,
): Promise<OpenedArchive> {
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
        manifestText = (await bufferOf(entry)).toString('utf8');
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
        await pipeline(entry, scratchWriter(payloadPath));
        payload = { entry: name, path: payloadPath, sha256: hash.digest('hex'), bytes };
      } else {
        throw new AppError('backup_foreign');
      }
    }
  };
  const input = typeof source === 'string' ? scratchReader(source) : source;
  const reading = pipeline(input, gzipOnly, zlib.createGunzip(), extract);
  reading.catch(() => {}); // judged below; never an unhandled rejection meanwhile
  try {
    await consume();
  } catch (err) {
    extract.destroy();
    await reading.catch(() => {});
    throw refusalOf(err);
  }
  if (stopped) {
    extract.destroy();
    await reading.catch(() => {});
    input.destroy(); // the rest of the object is not read
  } else {
    try {
      await reading;
    } catch (err) {
      throw refusalOf(err);
    }
  }
  if (manifestText === null) throw new AppError('backup_foreign');
  try {
    return { manifest: JSON.parse(manifestText) as unknown, payload };
  } catch {
    throw new AppError('backup_corrupt');
  }
}

/** A reading's failure as its refusal: not gzip → backup_foreign; a broken stream → backup_corrupt. */
function refusalOf(err: unknown): AppError {
  if (err instanceof AppError) return err;
  if (err instanceof NotGzip) return new AppError('backup_foreign');
  return new AppError('backup_corrupt', { details: String(err) });
}
