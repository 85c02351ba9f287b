// Lint rules, including the import boundaries of DESIGN.md §2:
// domain imports neither server nor web nor Node/DOM APIs; web never imports server.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import sanad from './eslint/sanad-plugin.js';

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

export default tseslint.config(
  { ignores: ['vendor/**', 'dist/**', 'data/**', 'node_modules/**', 'coverage/**'] },
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
              message: 'src/domain must not import server or web code (DESIGN.md §2).',
            },
            { group: nodeBuiltins, message: 'src/domain is pure: no Node APIs (DESIGN.md §2).' },
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
              message: 'src/web must not import server code (DESIGN.md §2).',
            },
            { group: nodeBuiltins, message: 'src/web runs in the browser: no Node APIs.' },
          ],
        },
      ],
    },
  },
  {
    files: ['src/server/**/*.ts', 'tests/**/*.ts', 'bench/**/*.ts', '*.config.{js,ts}'],
    languageOptions: { globals: { ...globals.node } },
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/web/**'], message: 'Server code must not import web code.' }] },
      ],
    },
  },
  // Module boundaries (issue #11 §3, STYLE.md §2): a module uses another module only through its
  // service; its own repository is for its own service. Row types may be imported (no queries).
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
              message: "Use the other module's service, not its repository (issue #11 §3).",
            },
          ],
        },
      ],
    },
  },
  // Routes are thin: parse, permission, call a service, shape the answer — never a repository.
  {
    files: ['src/server/modules/**/routes.ts', 'src/server/modules/**/*-route.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['./repository', '../*/repository', '**/repository'],
              message: 'A route calls services only, never a repository (issue #11 §3).',
            },
          ],
        },
      ],
    },
  },
  // Web features keep to themselves; file names follow one convention (issue #11 §3).
  {
    files: ['src/**/*.{ts,tsx,mjs}', 'tests/**/*.ts', 'bench/**/*.ts'],
    plugins: { sanad },
    rules: { 'sanad/file-names': 'error' },
  },
  {
    files: ['src/web/features/**/*.{ts,tsx}'],
    plugins: { sanad },
    rules: { 'sanad/feature-boundaries': 'error' },
  },
);
