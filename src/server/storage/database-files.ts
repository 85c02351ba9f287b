import fs from 'node:fs';
import path from 'node:path';

/**
 * The files around the SQLite database and DATA_DIR, reached through the storage module like every
 * other file path (decision 0062): the folder checks of preflight, the SQLite file's header, the
 * start-lock file. Thin synchronous wrappers: they throw Node's own errors (with their `code`:
 * ENOENT, EACCES, ENOSPC, EEXIST…) for the caller to classify; nothing here decides policy.
 */

/** Whether `p` (file or folder) exists. Never throws. */
export function pathExists(p: string): boolean {
  return fs.existsSync(p);
}

/** Whether `p` is a folder. @throws Node's error when `p` cannot be stat'ed (ENOENT…). */
export function isFolder(p: string): boolean {
  return fs.statSync(p).isDirectory();
}

/** Creates the folder `dir` with its parents; nothing when it exists. @throws Node's error. */
export function makeFolder(dir: string): void {
  fs.mkdirSync(dir, { recursive: true });
}

/** Creates the folder that will hold `file` (with its parents). @throws Node's error. */
export function makeParentFolder(file: string): void {
  makeFolder(path.dirname(file));
}

/**
 * Proves `dir` writable by writing and removing a small file named after this process —
 * `access(W_OK)` says yes to root on a read-only folder and knows nothing of a full disk.
 * @throws Node's error (EACCES, EROFS, ENOSPC…).
 */
export function proveWritable(dir: string): void {
  const probe = path.join(dir, `.sanad-write-check-${process.pid}`);
  fs.writeFileSync(probe, 'ok');
  fs.rmSync(probe);
}

/** What preflight needs to know of a file: whether it is a regular file, its size in bytes. */
export interface FileStatus {
  isFile: boolean;
  size: number;
}

/** The status of `file`. @throws Node's error (ENOENT when absent). */
export function fileStatus(file: string): FileStatus {
  const stat = fs.statSync(file);
  return { isFile: stat.isFile(), size: stat.size };
}

/**
 * The first `length` bytes of `file` (fewer when it is shorter), opened for reading and writing
 * as the database will open it, so a read-only file fails here. @throws Node's error.
 */
export function readFileHeader(file: string, length: number): Buffer {
  const fd = fs.openSync(file, 'r+');
  try {
    const header = Buffer.alloc(length);
    const n = fs.readSync(fd, header, 0, length, 0);
    return header.subarray(0, n);
  } finally {
    fs.closeSync(fd);
  }
}

/**
 * Creates `file` holding `text` only when it does not exist (the start lock's exclusive create).
 * @throws Node's error; code EEXIST when the file exists.
 */
export function createFileExclusively(file: string, text: string): void {
  fs.writeFileSync(file, text, { flag: 'wx' });
}

/**
 * The text of `file`, created empty when it vanished meanwhile (a lock released between our
 * create attempt and this read reads as ''). @throws Node's error.
 */
export function readTextCreatingEmpty(file: string): string {
  return fs.readFileSync(file, { encoding: 'utf8', flag: 'a+' });
}

/** Removes `file`; nothing when it is absent. @throws Node's error (EACCES…). */
export function removeFile(file: string): void {
  fs.rmSync(file, { force: true });
}
