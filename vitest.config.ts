import fs from 'node:fs';
import path from 'node:path';
import { configDefaults, defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';

// Three projects, all run by `npm test` on SQLite:
// - domain: unit tests of src/domain, the plain (non-screen) tests of src/web and the lint rules'
//   own tests (eslint/), in node;
// - server: API tests against a real migrated database (SQLite by default, PostgreSQL when
//   TEST_DATABASE_URL is set), the server's own unit tests, the abuse suite that fuzzes every
//   API operation and checks the role × route matrix (tests/abuse/README.md), and the generated
//   typed client's test (tests/client, decision 0060);
// - web: screen tests (*.test.tsx) of the React app in jsdom with Testing Library, the API faked
//   at fetch (src/web/testing/), sharing one module cache; the few that mock a module run in
//   web-isolated.
// With TEST_DATABASE_URL set, `npm test` runs only the test files whose relative imports reach a
// module that reads TEST_DATABASE_URL (createTestApp and its helpers): the rest would run exactly
// as on SQLite (docs/decisions/0041-ci-time.md).

const ROOT = path.dirname(new URL(import.meta.url).pathname);
const DATABASE_SWITCH = 'TEST_DATABASE_URL';

const postgres = Boolean(process.env[DATABASE_SWITCH]);

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((e) => {
    const rel = `${dir}/${e.name}`;
    if (e.isDirectory()) return e.name === 'node_modules' ? [] : sourceFiles(rel);
    return /\.tsx?$/.test(e.name) ? [rel] : [];
  });
}

/** The module a relative specifier names (`./x` → `./x.ts`, `./x.tsx` or `./x/index.ts`). */
function resolveImport(from: string, spec: string, known: Set<string>): string | undefined {
  const base = path.posix.join(path.posix.dirname(from), spec);
  return [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`].find((f) => known.has(f));
}

/**
 * Test files (of `files`) that import, directly or through other local modules, a module that
 * reads TEST_DATABASE_URL — the only tests a PostgreSQL run can change.
 */
function databaseTests(files: string[]): string[] {
  const all = ['src', 'tests'].flatMap(sourceFiles);
  const known = new Set(all);
  const importers = new Map<string, string[]>();
  const reached = new Set<string>();
  for (const file of all) {
    const text = fs.readFileSync(path.join(ROOT, file), 'utf8');
    if (text.includes(`process.env.${DATABASE_SWITCH}`)) reached.add(file);
    for (const m of text.matchAll(/(?:from|import)\s*\(?\s*['"](\.{1,2}\/[^'"]+)['"]/g)) {
      const target = resolveImport(file, m[1]!, known);
      if (target) importers.set(target, [...(importers.get(target) ?? []), file]);
    }
  }
  const queue = [...reached];
  for (let file = queue.pop(); file !== undefined; file = queue.pop()) {
    for (const importer of importers.get(file) ?? []) {
      if (!reached.has(importer)) {
        reached.add(importer);
        queue.push(importer);
      }
    }
  }
  return files.filter((f) => reached.has(f));
}

const SERVER_TESTS = [
  'src/server/**/*.test.ts',
  'tests/abuse/**/*.test.ts',
  'tests/client/**/*.test.ts',
];

/**
 * Server test files that replace a module (`vi.mock`), stub the environment or a global, or set
 * `process.env`: they run isolated, each in a fresh module cache, so nothing they change reaches
 * the files that share one (docs/decisions/0041-ci-time.md).
 */
const ISOLATED_SERVER_TESTS = ['src/server', 'tests/abuse', 'tests/client']
  .flatMap(sourceFiles)
  .filter((f) => f.endsWith('.test.ts'))
  .filter((f) =>
    /vi\.(?:do)?mock\(|vi\.stub(?:Env|Global)\(|process\.env(?:\.\w+|\[[^\]]+\])\s*=[^=]|delete process\.env/.test(
      fs.readFileSync(path.join(ROOT, f), 'utf8'),
    ),
  );

/** Screen test files that replace a module (`vi.mock`): they run isolated, as the server's do. */
const ISOLATED_WEB_TESTS = sourceFiles('src/web')
  .filter((f) => f.endsWith('.test.tsx'))
  .filter((f) => /vi\.(?:do)?mock\(/.test(fs.readFileSync(path.join(ROOT, f), 'utf8')));

const projects: TestProjectInlineConfiguration[] = [
  {
    extends: true,
    test: {
      name: 'domain',
      include: ['src/domain/**/*.test.ts', 'src/web/**/*.test.ts', 'eslint/**/*.test.ts'],
      environment: 'node',
    },
  },
  {
    extends: true,
    test: {
      name: 'server',
      include: SERVER_TESTS,
      exclude: [...configDefaults.exclude, ...ISOLATED_SERVER_TESTS],
      environment: 'node',
      // One migrated, seeded database per run, copied per test file (createTestApp).
      globalSetup: ['src/server/testing/global-setup.ts'],
      pool: 'forks',
      // The files share one worker's module cache instead of importing the server again each;
      // each still builds its own app on its own database (docs/decisions/0041-ci-time.md).
      isolate: false,
    },
  },
  {
    extends: true,
    test: {
      name: 'server-isolated',
      include: ISOLATED_SERVER_TESTS.length ? ISOLATED_SERVER_TESTS : ['no-such-file'],
      environment: 'node',
      globalSetup: ['src/server/testing/global-setup.ts'],
      pool: 'forks',
    },
  },
  {
    extends: true,
    test: {
      name: 'web',
      include: ['src/web/**/*.test.tsx'],
      exclude: [...configDefaults.exclude, ...ISOLATED_WEB_TESTS],
      environment: 'jsdom',
      setupFiles: ['src/web/testing/setup.ts'],
      // The screen files share one worker's module cache (React, Mantine, the routes) instead of
      // importing the app again each; setup.ts empties the DOM and storage after every test
      // (docs/decisions/0041-ci-time.md).
      isolate: false,
    },
  },
  {
    extends: true,
    test: {
      name: 'web-isolated',
      include: ISOLATED_WEB_TESTS.length ? ISOLATED_WEB_TESTS : ['no-such-file'],
      environment: 'jsdom',
      setupFiles: ['src/web/testing/setup.ts'],
    },
  },
];

// A regular expression for the include globs above: only a double star + slash, star and dot occur.
function globRegExp(glob: string): RegExp {
  const body = glob
    .split('**/')
    .map((part) =>
      part
        .split('*')
        .map((t) => t.replaceAll('.', '\\.'))
        .join('[^/]*'),
    )
    .join('(?:.*/)?');
  return new RegExp(`^${body}$`);
}

/** On PostgreSQL: every project keeps only its database tests; a project left with none is dropped. */
function onPostgres(list: TestProjectInlineConfiguration[]): TestProjectInlineConfiguration[] {
  const tests = ['src', 'tests'].flatMap(sourceFiles).filter((f) => /\.test\.tsx?$/.test(f));
  const db = databaseTests(tests);
  return list.flatMap((p) => {
    const project = p as { test: { include: string[] } };
    const include = db.filter((f) => project.test.include.some((g) => globRegExp(g).test(f)));
    return include.length ? [{ ...p, test: { ...project.test, include } }] : [];
  });
}

export default defineConfig({
  test: {
    testTimeout: 30_000,
    hookTimeout: 60_000,
    projects: postgres ? onPostgres(projects) : projects,
  },
});
