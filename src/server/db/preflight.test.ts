// Start-up checks: refuse an empty, foreign, unreadable or damaged SQLite file and a
// DATA_DIR that cannot be made; never take an empty file for a new install unless told to.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import {
  corruptMiddlePage,
  createSanadDatabase,
  quickCheck,
  tempDir,
} from '../testing/database-files';
import { checkDataDir, checkSqliteFile, preflight } from './preflight';
import { StartupError } from './startup-error';

const dirs: string[] = [];
function dir(): string {
  const d = tempDir();
  dirs.push(d);
  return d;
}
afterEach(() => {
  while (dirs.length) fs.rmSync(dirs.pop()!, { recursive: true, force: true });
});

/** The StartupError `check` throws (fails the test if it throws nothing or something else). */
function refusal(check: () => unknown): StartupError {
  try {
    check();
  } catch (err) {
    if (err instanceof StartupError) return err;
    throw err;
  }
  throw new Error('the check passed');
}

let template: string; // a sound Sanad database with 600 products, copied by the tests
beforeAll(async () => {
  const d = tempDir();
  template = path.join(d, 'template.db');
  fs.renameSync(await createSanadDatabase(d, { products: 600 }), template);
});
afterAll(() => fs.rmSync(path.dirname(template), { recursive: true, force: true }));

describe('checkSqliteFile', () => {
  it('an absent file is a new install', () => {
    expect(checkSqliteFile(path.join(dir(), 'sanad.db'), false)).toEqual({ newInstall: true });
  });

  it('a sound database passes', () => {
    const file = path.join(dir(), 'sanad.db');
    fs.copyFileSync(template, file);
    expect(checkSqliteFile(file, false)).toEqual({ newInstall: false });
  });

  it('refuses a zero-byte file, naming it and --init', () => {
    const file = path.join(dir(), 'sanad.db');
    fs.writeFileSync(file, '');
    const err = refusal(() => checkSqliteFile(file, false));
    expect(err.problem).toBe('database_empty');
    expect(err.message).toContain(file);
    expect(err.message).toContain('--init');
    expect(err.arabic).toContain(file);
    expect(fs.statSync(file).size).toBe(0);
  });

  it('with init, a zero-byte file is a new install', () => {
    const file = path.join(dir(), 'sanad.db');
    fs.writeFileSync(file, '');
    expect(checkSqliteFile(file, true)).toEqual({ newInstall: true });
  });

  it('refuses a file that is not SQLite, even with init', () => {
    const file = path.join(dir(), 'sanad.db');
    fs.writeFileSync(file, 'id,name\n1,شاي\n');
    for (const init of [false, true])
      expect(refusal(() => checkSqliteFile(file, init)).problem).toBe('database_not_sqlite');
  });

  it('refuses a path it cannot open as a file', () => {
    const file = path.join(dir(), 'sanad.db');
    fs.mkdirSync(file);
    const err = refusal(() => checkSqliteFile(file, true));
    expect(err.problem).toBe('database_unreadable');
    expect(err.message).toContain(file);
    expect(err.message).toContain('read and write permission');
  });

  it('refuses a database with a damaged middle page, quoting quick_check', () => {
    const file = path.join(dir(), 'sanad.db');
    fs.copyFileSync(template, file);
    corruptMiddlePage(file);
    expect(quickCheck(file)).not.toEqual(['ok']); // the damage is real
    const err = refusal(() => checkSqliteFile(file, true));
    expect(err.problem).toBe('database_corrupt');
    expect(err.message).toContain(file);
    expect(err.message).toMatch(/PRAGMA quick_check: \S/);
    expect(err.line).not.toContain('\n');
  });

  it('refuses a database whose quick_check lists broken cells, on one line', () => {
    const file = path.join(dir(), 'sanad.db');
    fs.copyFileSync(template, file);
    corruptMiddlePage(file, { from: 100, length: 200 });
    const found = quickCheck(file);
    expect(found[0]).toMatch(/Tree \d+ page \d+/); // rows naming the damaged page (cells or free space), not a thrown error
    const err = refusal(() => checkSqliteFile(file, false));
    expect(err.problem).toBe('database_corrupt');
    expect(err.message).toMatch(/PRAGMA quick_check: \*\*\* in database main \*\*\* Tree \d+ page/);
    expect(err.line).not.toContain('\n');
  });
});

describe('checkDataDir', () => {
  it('creates a missing DATA_DIR with its parents', () => {
    const d = path.join(dir(), 'a', 'b', 'data');
    checkDataDir(d);
    expect(fs.statSync(d).isDirectory()).toBe(true);
    expect(fs.readdirSync(d)).toEqual([]); // the write check leaves nothing behind
  });

  it('refuses a DATA_DIR under a file, naming both', () => {
    const file = path.join(dir(), 'not-a-folder');
    fs.writeFileSync(file, 'x');
    const d = path.join(file, 'data');
    const err = refusal(() => checkDataDir(d));
    expect(err.problem).toBe('data_dir_cannot_create');
    expect(err.message).toContain(`DATA_DIR ${d} does not exist and cannot be created`);
    expect(err.message).toContain(`${file} is a file`);
  });

  it('refuses a DATA_DIR that is a file', () => {
    const file = path.join(dir(), 'data');
    fs.writeFileSync(file, 'x');
    expect(refusal(() => checkDataDir(file)).problem).toBe('data_dir_not_folder');
  });

  it('checks DATA_DIR with PostgreSQL too, and no SQLite file then', () => {
    const d = dir();
    fs.writeFileSync(path.join(d, 'sanad.db'), ''); // would be refused with SQLite
    expect(() =>
      preflight({ dataDir: d, databaseUrl: 'postgres://h/db', init: false }),
    ).not.toThrow();
    const under = path.join(d, 'sanad.db', 'data');
    expect(
      refusal(() => preflight({ dataDir: under, databaseUrl: 'postgres://h/db', init: false }))
        .problem,
    ).toBe('data_dir_cannot_create');
  });
});

describe('buildApp runs the checks', () => {
  const config = (dataDir: string, init = false) => ({
    ...loadConfig({}),
    dataDir,
    databaseUrl: undefined,
    adminPassword: 'a-new-password-1',
    init,
  });

  it('refuses a zero-byte sanad.db instead of seeding a new administrator', async () => {
    const d = dir();
    fs.writeFileSync(path.join(d, 'sanad.db'), '');
    await expect(buildApp({ config: config(d), logger: false })).rejects.toThrow(StartupError);
    expect(fs.statSync(path.join(d, 'sanad.db')).size).toBe(0);
  });

  it('init never empties a database that has data', async () => {
    const d = dir();
    fs.copyFileSync(template, path.join(d, 'sanad.db'));
    const app = await buildApp({ config: config(d, true), logger: false });
    try {
      const products = await app.ctx.db
        .selectFrom('products')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow();
      expect(Number(products.n)).toBe(600);
      // the template's administrator, not a new one with this start's ADMIN_PASSWORD
      const login = (password: string) =>
        app.inject({
          method: 'POST',
          url: '/api/v1/login',
          payload: { username: 'admin', password },
        });
      expect((await login('admin-pass-123')).statusCode).toBe(200);
      expect((await login('a-new-password-1')).statusCode).toBe(401);
    } finally {
      await app.close();
    }
  });
});
