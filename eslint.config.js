// Lint rules, including the import boundaries of docs/architecture.md (Layers, Modules, Tests):
// domain imports neither server nor web nor Node/DOM APIs; web never imports server; a server
// module is used by other modules through its index.ts only; no import circles. Every rule here is
// proved by eslint/lint-rules.test.ts: a deliberate violation fails lint.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import importX from 'eslint-plugin-import-x';
import checkFile from 'eslint-plugin-check-file';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import globals from 'globals';

const ROOT = path.dirname(fileURLToPath(import.meta.url));
const MODULES = 'src/server/modules';
const FEATURES = 'src/web/features';

/** Sub-folders of a folder of the repository (names only). */
const foldersOf = (dir) =>
  fs
    .readdirSync(path.join(ROOT, dir), { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => d.name);

/** Server modules with a public index.ts: other modules may import that file only. */
const indexedModules = foldersOf(MODULES).filter((m) =>
  fs.existsSync(path.join(ROOT, MODULES, m, 'index.ts')),
);

const nodeBuiltins = [
  'node:*',
  'fs',
  'path',
  'crypto',
  'os',
  'child_process',
  'http',
  'https',
  'stream',
  'url',
  'util',
  'buffer',
];

/** Boundaries for every file, tests included (import-x/no-restricted-paths zones). */
const GENERAL_ZONES = [
  // Web features keep to themselves: what two features share lives in src/web/lib or
  // src/web/components.
  ...foldersOf(FEATURES).map((feature) => ({
    target: `./${FEATURES}/${feature}`,
    from: `./${FEATURES}`,
    except: [`./${feature}`],
    message: `Feature '${feature}' imports another feature's file: move what both use to src/web/lib or src/web/components (docs/architecture.md, Layers).`,
  })),
  // The app shell is used by features through src/web/app/index.ts only.
  {
    target: `./${FEATURES}`,
    from: './src/web/app',
    except: ['./index.ts'],
    message:
      'A web feature imports src/web/app only through src/web/app/index.ts; shared helpers live in src/web/lib (docs/architecture.md, Layers).',
  },
  // Plugins and the request context sit under the modules: no repository queries.
  {
    target: ['./src/server/plugins', './src/server/context.ts'],
    from: `./${MODULES}/**/*repository.ts`,
    message:
      "Server plugins and context.ts never import a module's repository: use its index.ts or service (docs/architecture.md, Layers).",
  },
];

/**
 * A module with an index.ts is imported by other modules' code only through that file (tests may
 * reach into another module to set up or check a case).
 */
const MODULE_ZONES = [
  ...indexedModules.flatMap((m) =>
    foldersOf(MODULES)
      .filter((other) => other !== m)
      .map((other) => ({
        target: `./${MODULES}/${other}`,
        from: `./${MODULES}/${m}`,
        except: ['./index.ts'],
        message: `Module '${other}' imports a file of module '${m}': import '${MODULES}/${m}/index.ts' only (docs/architecture.md, Modules).`,
      })),
  ),
];

const KEBAB = '+([a-z0-9])*(-+([a-z0-9]))';
const PASCAL = '[A-Z]*([a-zA-Z0-9])';

export default tseslint.config(
  // tests/client/sanad-api.d.ts is generated (npm run api:types, decision 0060).
  {
    ignores: [
      'vendor/**',
      'dist/**',
      'data/**',
      'node_modules/**',
      'coverage/**',
      'tests/client/sanad-api.d.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
    },
  },
  {
    files: ['src/domain/**/*.ts'],
    // Tests of the pure domain may use Node (e.g. to vary the process time zone); the code may not.
    ignores: ['src/domain/**/*.test.ts'],
    languageOptions: { globals: { ...globals['shared-node-browser'] } },
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/server/**', '**/web/**'],
              message:
                'src/domain must not import server or web code (docs/architecture.md, Layers).',
            },
            {
              group: nodeBuiltins,
              message: 'src/domain is pure: no Node APIs (docs/architecture.md, Layers).',
            },
          ],
        },
      ],
      'no-restricted-globals': [
        'error',
        'window',
        'document',
        'localStorage',
        'sessionStorage',
        'process',
        'Buffer',
        'require',
      ],
    },
  },
  {
    files: ['src/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'react-hooks/set-state-in-effect': 'off',
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/server/**'],
              message: 'src/web must not import server code (docs/architecture.md, Layers).',
            },
            {
              group: nodeBuiltins,
              message: 'src/web runs in the browser: no Node APIs (docs/architecture.md, Layers).',
            },
          ],
        },
      ],
    },
  },
  {
    files: [
      'src/server/**/*.ts',
      'tests/**/*.ts',
      'bench/**/*.ts',
      'eslint/**/*.{js,ts}',
      '*.config.{js,ts}',
    ],
    languageOptions: { globals: { ...globals.node } },
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/web/**'],
              message: 'Server code must not import web code (docs/architecture.md, Layers).',
            },
          ],
        },
      ],
    },
  },
  // Modules without an index.ts yet: another module uses their service, never their repository
  // (row types may be imported: no queries).
  {
    files: ['src/server/modules/**/*.ts'],
    ignores: ['src/server/modules/**/*.test.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['../*/repository', '../../modules/*/repository'],
              allowTypeImports: true,
              message:
                "Use the other module's index.ts or service, not its repository (docs/architecture.md, Modules).",
            },
          ],
        },
      ],
    },
  },
  // Routes are thin: parse, permission, call a service, shape the answer — never a repository.
  {
    files: [
      'src/server/modules/**/routes.ts',
      'src/server/modules/**/*-route.ts',
      'src/server/modules/**/*-routes.ts',
    ],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['./repository', './*-repository', '../*/repository', '**/*repository'],
              message:
                'A route calls services only, never a repository (docs/architecture.md, Modules).',
            },
          ],
        },
      ],
    },
  },
  // Import boundaries resolved to files (import-x with the TypeScript resolver).
  {
    files: ['src/**/*.{ts,tsx}', 'tests/**/*.ts', 'bench/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      ...importX.flatConfigs.typescript.settings,
      'import-x/resolver': undefined,
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: 'tsconfig.json' })],
    },
    rules: {
      // No file imports a file that imports it back, directly or through others (type-only
      // imports excepted: they vanish at run time). Message: docs/architecture.md, Modules.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [...GENERAL_ZONES],
        },
      ],
    },
  },
  {
    files: ['src/server/modules/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: [...GENERAL_ZONES, ...MODULE_ZONES] }],
    },
  },
  // File names: kebab-case (`sale-store.ts`), PascalCase only for a .tsx component (`PosPage.tsx`);
  // suffixes such as `.test`, `.e2e` and `.config` follow the stem.
  {
    files: ['src/**/*.{ts,tsx,mjs}', 'tests/**/*.ts', 'bench/**/*.ts', 'eslint/**/*.{js,ts}'],
    plugins: { 'check-file': checkFile },
    rules: {
      'check-file/filename-naming-convention': [
        'error',
        { '**/*.{ts,mjs,js}': KEBAB, '**/*.tsx': `@(${KEBAB}|${PASCAL})` },
        {
          ignoreMiddleExtensions: true,
          errorMessage:
            "File name '{{ target }}': use kebab-case, or PascalCase for a .tsx component (docs/architecture.md, Modules).",
        },
      ],
    },
  },
  // Small files: at most 300 lines of source, counted plainly (tests excepted).
  {
    files: [
      'src/server/**/*.ts',
      'src/web/**/*.{ts,tsx}',
      'src/domain/**/*.ts',
      'tests/**/*.ts',
      'bench/**/*.ts',
      'eslint/**/*.{js,ts}',
    ],
    ignores: ['**/*.test.ts', '**/*.test.tsx', '**/*.e2e.ts'],
    rules: {
      'max-lines': [
        'error',
        {
          max: 300,
          skipBlankLines: false,
          skipComments: false,
        },
      ],
    },
  },
);
