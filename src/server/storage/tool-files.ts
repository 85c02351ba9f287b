import fs from 'node:fs';
import path from 'node:path';

/**
 * Files written by the developers' tools, never by the running server (decision 0062): the
 * document previews (`documents/preview.ts`) and the ZATCA validator's compiled-schematron cache
 * (`zatca/node-validate.ts`, node_modules/.cache or TMPDIR). Node's own errors are thrown.
 */

/** Creates the folder `dir` with its parents; nothing when it exists. @throws Node's error. */
export function makeToolFolder(dir: string): void {
  fs.mkdirSync(dir, { recursive: true });
}

/** Writes `bytes` (or UTF-8 text) to `file`, creating its folder. @throws Node's error. */
export function writeToolFile(file: string, bytes: Uint8Array | string): void {
  makeToolFolder(path.dirname(file));
  fs.writeFileSync(file, bytes);
}

/** Renames `from` to `to` (atomic on one file system: readers never see half a file). */
export function moveToolFile(from: string, to: string): void {
  fs.renameSync(from, to);
}
