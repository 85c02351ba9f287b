import { createHash } from 'node:crypto';
import { Transform } from 'node:stream';
import { sha256Of } from './local';
import type { ObjectStore } from './types';

/** What `storage:copy` did: objects and bytes copied, keys left out, keys that read back wrong. */
export interface CopyReport {
  copied: number;
  /** Bytes copied. */
  bytes: number;
  skipped: string[];
  /** Keys whose SHA-256 read back from the destination differs from the source's (or is gone). */
  mismatches: string[];
}

/** Objects copied at once (each one streamed, so memory stays small). */
const PARALLEL = 4;

/**
 * Keys that are not Sanad's files but the state of one running instance: the SQLite database and
 * its journal files (`sanad.db`, `-wal`, `-shm`, `-journal`; copied by a database backup, never
 * as files under a running database), temporary files of a write in progress (`….tmp`) and the
 * readiness probe's objects (`.readyz/`).
 */
export function skippedByCopy(key: string): boolean {
  const name = key.slice(key.lastIndexOf('/') + 1);
  return (
    /^sanad\.db(-wal|-shm|-journal)?$/.test(key) ||
    name.endsWith('.tmp') ||
    key.startsWith('.readyz/')
  );
}

/**
 * Copies every object of `from` into `to` at the same key (decision 0062), replacing what is
 * there, PARALLEL at a time and streamed; the SHA-256 of each source object is taken as it is
 * copied, then the object is read back from `to` and its SHA-256 compared. Keys skippedByCopy are
 * left out. `progress` hears one line per 500 objects.
 * @returns the report; a mismatch is reported, not thrown.
 * @throws the first store error (unreachable bucket, access denied), after the copies in flight.
 */
export async function copyStore(
  from: ObjectStore,
  to: ObjectStore,
  progress: (line: string) => void = () => {},
): Promise<CopyReport> {
  const report: CopyReport = { copied: 0, bytes: 0, skipped: [], mismatches: [] };
  const keys: string[] = [];
  for await (const o of from.list('')) {
    if (skippedByCopy(o.key)) report.skipped.push(o.key);
    else keys.push(o.key);
  }
  const copyOne = async (key: string) => {
    const source = await from.get(key);
    if (!source) return; // deleted since it was listed
    const hash = createHash('sha256');
    const hashing = new Transform({
      transform(chunk: Buffer, _enc, done) {
        hash.update(chunk);
        done(null, chunk);
      },
    });
    source.body.once('error', (err) => hashing.destroy(err));
    const info = await to.put(key, source.body.pipe(hashing), {
      contentType: source.contentType,
    });
    const back = await to.get(key);
    const ok = back !== null && (await sha256Of(back.body)) === hash.digest('hex');
    if (!ok) report.mismatches.push(key);
    report.copied += 1;
    report.bytes += info.size;
    if (report.copied % 500 === 0) progress(`${report.copied} of ${keys.length} copied`);
  };
  let next = 0;
  const worker = async () => {
    while (next < keys.length) await copyOne(keys[next++]!);
  };
  const runs = await Promise.allSettled(
    Array.from({ length: Math.min(PARALLEL, keys.length) }, worker),
  );
  const failed = runs.find((r): r is PromiseRejectedResult => r.status === 'rejected');
  if (failed) throw failed.reason;
  report.mismatches.sort();
  return report;
}
