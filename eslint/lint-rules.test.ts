// Every boundary rule of eslint.config.js fails lint on a deliberate violation and passes on its
// allowed counterpart (docs/architecture.md, Layers, Modules, Tests). Uses ESLint's Node API with
// the repository's own config; the import circle needs real files, written to a probe folder.
import fs from 'node:fs';
import path from 'node:path';
import { ESLint } from 'eslint';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '..');
const PROBE = path.join(ROOT, 'src/server/lint-probe');
const eslint = new ESLint({ cwd: ROOT });

/** The rule ids lint reports for `code` as if it were the file `file` (relative to the root). */
async function rulesFor(code: string, file: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(ROOT, file) });
  return (result?.messages ?? []).map((m) => m.ruleId ?? m.message);
}

/** `n` lines of source. */
const lines = (n: number) =>
  Array.from({ length: n }, (_, i) => `export const line${i} = ${i};`).join('\n') + '\n';

beforeAll(() => {
  fs.mkdirSync(PROBE, { recursive: true });
  fs.writeFileSync(
    path.join(PROBE, 'circle-a.ts'),
    "import { b } from './circle-b';\nexport const a = () => b;\n",
  );
  fs.writeFileSync(
    path.join(PROBE, 'circle-b.ts'),
    "import { a } from './circle-a';\nexport const b = () => a;\n",
  );
  fs.writeFileSync(
    path.join(PROBE, 'line-a.ts'),
    "import type { B } from './line-b';\nimport { b } from './line-b';\nexport type A = B;\nexport const a = () => b;\n",
  );
  fs.writeFileSync(
    path.join(PROBE, 'line-b.ts'),
    "import type { A } from './line-a';\nexport type B = A | 1;\nexport const b = 1;\n",
  );
});

afterAll(() => fs.rmSync(PROBE, { recursive: true, force: true }));

describe('lint rules (eslint.config.js)', () => {
  it('fails on an import circle; a one-way import (a type-only import back) passes', async () => {
    const circle = await eslint.lintFiles([path.join(PROBE, 'circle-a.ts')]);
    expect(circle[0]!.messages.map((m) => m.ruleId)).toContain('import-x/no-cycle');
    const line = await eslint.lintFiles([path.join(PROBE, 'line-a.ts')]);
    expect(line[0]!.messages.map((m) => m.ruleId)).not.toContain('import-x/no-cycle');
  });

  it('fails when a web feature imports src/web/app internals; src/web/lib passes', async () => {
    const file = 'src/web/features/pos/lint-probe.ts';
    expect(
      await rulesFor(
        "import { useSession } from '../../app/guards';\nexport { useSession };\n",
        file,
      ),
    ).toContain('import-x/no-restricted-paths');
    expect(
      await rulesFor("import * as api from '../../lib/api';\nexport { api };\n", file),
    ).not.toContain('import-x/no-restricted-paths');
  });

  it("fails when a web feature imports another feature's file", async () => {
    expect(
      await rulesFor(
        "import * as orders from '../orders/routes';\nexport { orders };\n",
        'src/web/features/pos/lint-probe.ts',
      ),
    ).toContain('import-x/no-restricted-paths');
  });

  it('fails when a server plugin imports a repository; the module service passes', async () => {
    const file = 'src/server/plugins/lint-probe.ts';
    expect(
      await rulesFor("export { findUserById } from '../modules/users/repository';\n", file),
    ).toContain('import-x/no-restricted-paths');
    expect(
      await rulesFor("export { findUserById } from '../modules/users/service';\n", file),
    ).not.toContain('import-x/no-restricted-paths');
  });

  it("fails when a module imports another module's file other than its index.ts", async () => {
    const file = 'src/server/modules/orders/lint-probe.ts';
    expect(await rulesFor("export { loadInvoice } from '../invoices/service';\n", file)).toContain(
      'import-x/no-restricted-paths',
    );
    expect(await rulesFor("export { loadInvoice } from '../invoices';\n", file)).not.toContain(
      'import-x/no-restricted-paths',
    );
  });

  it('fails when a route imports a repository', async () => {
    expect(
      await rulesFor(
        "export { findSaleProducts } from './repository';\n",
        'src/server/modules/pos/lint-probe-routes.ts',
      ),
    ).toContain('@typescript-eslint/no-restricted-imports');
  });

  it('fails when domain imports server or Node, or web imports server', async () => {
    expect(
      await rulesFor(
        "export { sqlitePath } from '../server/config';\n",
        'src/domain/lint-probe.ts',
      ),
    ).toContain('no-restricted-imports');
    expect(
      await rulesFor("import fs from 'node:fs';\nexport { fs };\n", 'src/domain/lint-probe.ts'),
    ).toContain('no-restricted-imports');
    expect(
      await rulesFor(
        "export { sqlitePath } from '../../server/config';\n",
        'src/web/lib/lint-probe.ts',
      ),
    ).toContain('no-restricted-imports');
  });

  it('fails on a 301-line source file; 300 lines and a long test file pass', async () => {
    expect(await rulesFor(lines(301), 'src/server/lint-probe.ts')).toContain('max-lines');
    expect(await rulesFor(lines(300), 'src/server/lint-probe.ts')).not.toContain('max-lines');
    expect(await rulesFor(lines(400), 'src/server/lint-probe.test.ts')).not.toContain('max-lines');
  });

  it('fails on a file name that is not kebab-case (PascalCase only for .tsx)', async () => {
    const rule = 'check-file/filename-naming-convention';
    expect(await rulesFor(lines(1), 'src/server/Lint_Probe.ts')).toContain(rule);
    expect(await rulesFor(lines(1), 'src/server/LintProbe.ts')).toContain(rule);
    expect(await rulesFor(lines(1), 'src/server/lint-probe-2.test.ts')).not.toContain(rule);
    expect(await rulesFor(lines(1), 'src/web/features/pos/LintProbe.tsx')).not.toContain(rule);
  });
});
