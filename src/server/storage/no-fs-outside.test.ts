import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Decision 0062's acceptance criterion as a test: every file path goes through the storage module,
 * so no program source under src/ imports node:fs (fs, fs/promises) outside src/server/storage.
 * Exempt: tests (*.test.ts/tsx), their helpers (src/server/testing) and migrations.
 */
const SRC = path.resolve(import.meta.dirname, '../..');
const EXEMPT_FOLDERS = ['server/storage', 'server/testing', 'server/db/migrations'].map((f) =>
  path.join(SRC, f),
);
const FS_IMPORT =
  /(?:\bfrom\s*|\bimport\s*\(\s*|\brequire\s*\(\s*|^\s*import\s+)['"](?:node:)?fs(?:\/promises)?['"]/m;

function sources(dir: string): string[] {
  if (EXEMPT_FOLDERS.includes(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return sources(full);
    return /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) ? [full] : [];
  });
}

describe('file access (decision 0062)', () => {
  it('finds node:fs imported only inside src/server/storage', () => {
    const files = sources(SRC);
    expect(files.length).toBeGreaterThan(100);
    const offenders = files
      .filter((f) => FS_IMPORT.test(fs.readFileSync(f, 'utf8')))
      .map((f) => path.relative(SRC, f));
    expect(offenders).toEqual([]);
  });

  it('recognises every way of importing it', () => {
    for (const line of [
      "import fs from 'node:fs';",
      'import { readFileSync } from "fs";',
      "import * as fsp from 'node:fs/promises';",
      "const fs = require('fs');",
      "const { readFile } = await import('fs/promises');",
    ])
      expect(FS_IMPORT.test(line), line).toBe(true);
    expect(FS_IMPORT.test("import path from 'node:path';")).toBe(false);
    expect(FS_IMPORT.test("import { x } from './fs-helpers';")).toBe(false);
  });
});
