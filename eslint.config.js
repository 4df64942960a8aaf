import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import boundaries from './eslint/importBoundaries.js';

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'node_modules/**',
      'data/**',
      'coverage/**',
      'test-results/**',
      '.test-results/**',
      '.bench/**',
      'tests/e2e/.output/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // Who may import whom: see eslint/importBoundaries.js (tests are free to reach anything).
    files: [
      'main.tsx',
      'src/**/*.{ts,tsx}',
      'plugins/**/*.{ts,tsx}',
      'examples/**/*.{ts,tsx}',
      'authProvider/**/*.ts',
      'dataProvider/**/*.ts',
      'server/**/*.ts',
      'demo/**/*.ts',
      'shared/**/*.ts',
    ],
    // A plugin's own tests reach both of its tiers, as the tests under tests/ do.
    ignores: ['plugins/*/tests/**', 'examples/*/tests/**'],
    plugins: { boundaries },
    rules: { 'boundaries/imports': 'error' },
  },
  {
    // Stored HTML is drawn only through <StoredHtml>, which sanitises it with the rich-text policy
    // again in the browser (security issue 37): raw markup here could run script beside the
    // session token. Both the JSX attribute and the props-object spelling are caught.
    files: ['src/**/*.{ts,tsx}', 'plugins/**/*.{ts,tsx}', 'examples/**/*.{ts,tsx}'],
    ignores: ['src/components/StoredHtml.tsx'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...[
          'JSXAttribute[name.name="dangerouslySetInnerHTML"]',
          'Property[key.name="dangerouslySetInnerHTML"]',
          'Property[key.value="dangerouslySetInnerHTML"]',
        ].map((selector) => ({
          selector,
          message:
            'Draw stored HTML with <StoredHtml html={…} /> (src/components/StoredHtml.tsx, exported from src/index.ts), which sanitises it; never dangerouslySetInnerHTML.',
        })),
      ],
    },
  },
  {
    // Every list draws through the host's DataTable (src/components/list/DataTable.tsx, exported
    // from src/index.ts): react-admin's own gives a phone a sideways-scrolling table instead of
    // cards. Its types (DataTableProps…) stay importable.
    files: ['plugins/**/*.{ts,tsx}', 'examples/**/*.{ts,tsx}', 'src/**/*.{ts,tsx}'],
    ignores: ['src/components/list/DataTable.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        ...['react-admin', 'ra-ui-materialui'].map((name) => ({
          name,
          importNames: ['DataTable'],
          message:
            "Use the host's DataTable (import { DataTable } from src/index.ts): it draws phone cards and takes every react-admin DataTable prop and DataTable.Col.",
        })),
      ],
    },
  },
  {
    // Route contracts (shared/contract.ts) hold zod schemas for the server: the console takes only
    // their types, so zod and the schemas never reach its bundle.
    files: ['plugins/**/*.{ts,tsx}', 'examples/**/*.{ts,tsx}', 'src/**/*.{ts,tsx}', 'dataProvider/**/*.{ts,tsx}'],
    ignores: ['**/server/**', '**/shared/**', '**/tests/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '(^|/)shared/([A-Za-z]+Contract|contract|fields)$',
              allowTypeImports: true,
              message: 'The console imports route contracts with `import type` only: their zod schemas belong to the server.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.{js,mjs,cjs}'],
    languageOptions: {
      globals: {
        process: 'readonly',
        console: 'readonly',
        require: 'readonly',
        module: 'writable',
        globalThis: 'readonly',
        setTimeout: 'readonly',
        clearTimeout: 'readonly',
        URL: 'readonly',
        fetch: 'readonly',
        performance: 'readonly',
      },
    },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    // Benchmarks and the screenshot scripts pass functions to page.evaluate, which run in the browser.
    files: ['bench/**/*.mjs', 'tests/e2e-shots/**/*.mjs'],
    languageOptions: {
      globals: {
        localStorage: 'readonly',
        sessionStorage: 'readonly',
        document: 'readonly',
        window: 'readonly',
        PopStateEvent: 'readonly',
      },
    },
  },
);
