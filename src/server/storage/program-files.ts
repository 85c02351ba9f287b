import fs from 'node:fs';

/**
 * Read-only files shipped with the program, reached through the storage module like every other
 * file path (decision 0062): the Cairo fonts in node_modules, the built web app (dist/web), the
 * ZATCA SDK's schemas and schematrons in vendor/zatca. Never the business's data (that is the file
 * store's) nor the database (database-files.ts). Paths are absolute, resolved by the caller.
 */

/** Whether the program file `file` exists. Never throws. */
export function programFileExists(file: string): boolean {
  return fs.existsSync(file);
}

/** The bytes of the program file `file`. @throws Node's error (ENOENT when not shipped). */
export function readProgramFile(file: string): Buffer {
  return fs.readFileSync(file);
}

/** The text (UTF-8) of the program file `file`. @throws Node's error (ENOENT…). */
export function readProgramText(file: string): string {
  return fs.readFileSync(file, 'utf8');
}
