import fs from 'node:fs';
import type { FileHandle } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Readable, Writable } from 'node:stream';

/**
 * Scratch files: what must be a local file for a moment while one backup is made, proved or
 * restored (SQLite's copy, PostgreSQL's JSON, an upload being proved) — in a folder of the system's
 * temporary folder (`TMPDIR`) removed afterwards. What is kept lives in the file store
 * (decisions 0062, 0063). The functions take paths inside a folder from withScratchDir and throw
 * Node's own errors (with `code`) for the caller to classify.
 */

/**
 * Runs `work` with a new folder `TMPDIR/<prefix>XXXXXX`, removed with its contents afterwards
 * whatever happens. Made at once (no await before `work`): a backup's copy starts in the tick it
 * was asked for.
 * @returns what `work` returns. @throws what `work` throws; Node's error when TMPDIR is unwritable.
 */
export async function withScratchDir<T>(
  prefix: string,
  work: (dir: string) => Promise<T>,
): Promise<T> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  try {
    return await work(dir);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** A stream reading the scratch file `file` (bytes). Errors (ENOENT…) come on the stream. */
export function scratchReader(file: string): Readable {
  return fs.createReadStream(file);
}

/** A stream writing the scratch file `file`, created or emptied. Errors come on the stream. */
export function scratchWriter(file: string): Writable {
  return fs.createWriteStream(file);
}

/** Opens a new scratch file for writing; @throws Node's error, EEXIST when it exists. */
export function openNewScratchFile(file: string): Promise<FileHandle> {
  return fs.promises.open(file, 'wx');
}

/** Writes `text` (UTF-8) to the scratch file `file`, created or replaced. @throws Node's error. */
export function writeScratchText(file: string, text: string): Promise<void> {
  return fs.promises.writeFile(file, text);
}

/** The text (UTF-8) of the scratch file `file`. @throws Node's error (ENOENT…). */
export function readScratchText(file: string): Promise<string> {
  return fs.promises.readFile(file, 'utf8');
}

/** The text (UTF-8) of the scratch file `file`, read at once. @throws Node's error (ENOENT…). */
export function readScratchTextSync(file: string): string {
  return fs.readFileSync(file, 'utf8');
}
