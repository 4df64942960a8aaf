import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import boundaries from './eslint/importBoundaries.js';

const CONSOLE_FILES = ['src/**/*.{ts,tsx}', 'plugins/**/*.{ts,tsx}', 'examples/**/*.{ts,tsx}'];

// Stored HTML is drawn only through <StoredHtml>, which sanitises it with the rich-text policy
// again in the browser (security issue 37): raw markup here could run script beside the
// session token. Both the JSX attribute and the props-object spelling are caught.
const STORED_HTML = [
  'JSXAttribute[name.name="dangerouslySetInnerHTML"]',
  'Property[key.name="dangerouslySetInnerHTML"]',
  'Property[key.value="dangerouslySetInnerHTML"]',
].map((selector) => ({
  selector,
  message:
    'Draw stored HTML with <StoredHtml html={…} /> (src/components/StoredHtml.tsx, exported from src/index.ts), which sanitises it; never dangerouslySetInnerHTML.',
}));

// A native date, date-time or time box shows the browser's locale (mm/dd/yyyy and 12-hour on an
// American Chromium) and its time zone, whatever the console's language says (issue 39 item 7).
// Only the Bombay inputs (src/components/input/) hold one, as a hidden picker behind their icon.
// Caught as a JSX attribute (type="date", type={'time'}) and as props (htmlInput: { type: 'date' }).
const NATIVE_DATE_TIME = [
  'JSXAttribute[name.name="type"][value.value=/^(date|datetime-local|time)$/]',
  'JSXAttribute[name.name="type"] > JSXExpressionContainer > Literal[value=/^(date|datetime-local|time)$/]',
  'Property[key.name="type"][value.value=/^(date|datetime-local|time)$/]',
].map((selector) => ({
  selector,
  message:
    "Use BombayDayInput or BombayDateTimeInput (src/components/input, exported from src/index.ts): a native date/time box shows the browser's locale and zone, not yyyy-mm-dd HH:mm (zh) / dd/mm/yyyy HH:mm (en) in Bombay time.",
}));

// Every list draws through the host's DataTable (src/components/list/DataTable.tsx, exported
// from src/index.ts): react-admin's own gives a phone a sideways-scrolling table instead of
// cards. Its types (DataTableProps…) stay importable.
const HOST_DATA_TABLE = ['react-admin', 'ra-ui-materialui'].map((name) => ({
  name,
  importNames: ['DataTable'],
  message:
    "Use the host's DataTable (import { DataTable } from src/index.ts): it draws phone cards and takes every react-admin DataTable prop and DataTable.Col.",
}));

// react-admin's date inputs are native boxes too (see NATIVE_DATE_TIME).
const HOST_DATE_TIME_INPUTS = ['react-admin', 'ra-ui-materialui'].map((name) => ({
  name,
  importNames: ['DateInput', 'DateTimeInput', 'TimeInput'],
  message:
    "Use BombayDayInput or BombayDateTimeInput (src/index.ts): react-admin's date inputs are native boxes in the browser's locale and zone, not the console's format in Bombay time.",
}));

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
    // Console rules that name what a file may not draw or import. ESLint keeps one options list per
    // rule and file (a later block replaces, not adds), so each rule is set once for the console's
    // files here, and the files a restriction exempts get the rest of that rule's list below.
    files: CONSOLE_FILES,
    rules: {
      'no-restricted-syntax': ['error', ...STORED_HTML, ...NATIVE_DATE_TIME],
      'no-restricted-imports': ['error', ...HOST_DATA_TABLE, ...HOST_DATE_TIME_INPUTS],
    },
  },
  { files: ['src/components/StoredHtml.tsx'], rules: { 'no-restricted-syntax': ['error', ...NATIVE_DATE_TIME] } },
  { files: ['src/components/input/**/*.{ts,tsx}'], rules: { 'no-restricted-syntax': ['error', ...STORED_HTML] } },
  { files: ['src/components/list/DataTable.tsx'], rules: { 'no-restricted-imports': ['error', ...HOST_DATE_TIME_INPUTS] } },
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
