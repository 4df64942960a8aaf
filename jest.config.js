import { existsSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { serverIgnorePatterns } from './scripts/engineIndependent.mjs';

// Two projects: browser-side code in jsdom, the reference server in node with real HTTP.
const swc = [
  '@swc/jest',
  {
    jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } }, target: 'es2022' },
    module: { type: 'commonjs' },
  },
];
// ESM-only packages that must be transformed for jest (see TOOLCHAIN.md).
const esm = [
  'react-hotkeys-hook',
  'kysely',
  'cookie',
  'set-cookie-parser',
  'ra-core',
  'ra-ui-materialui',
  'react-admin',
  'ra-i18n-polyglot',
  'ra-language-english',
  'ra-data-simple-rest',
  'query-string',
  'decode-uri-component',
  'split-on-first',
  'filter-obj',
  'js-cookie',
  'dayjs',
  'react-router',
  'react-router-dom',
  'recharts',
  'd3-.*',
  'internmap',
  'fast-check',
  'pure-rand',
];
const transformIgnorePatterns = [`/node_modules/(?!(${esm.join('|')})/)`];

// `--selectProjects` is variadic, so `jest --selectProjects server tests/server/money` takes the path
// for a project name and runs the whole project. Such paths are read back here as the test filter.
const strayPaths = (() => {
  const at = process.argv.findIndex((a) => a === '--selectProjects' || a === '--select-projects');
  if (at < 0) return [];
  const names = [];
  for (const arg of process.argv.slice(at + 1)) {
    if (arg.startsWith('-')) break;
    names.push(arg);
  }
  return names.filter((name) => name.includes('/') && existsSync(name)).map((name) => name.replace(/^\.\//, '').replace(/\/$/, ''));
})();

/**
 * The project's own testMatch — its folder under tests/ and the same folder inside every plugin
 * (plugins/<name>/tests/<tier>/, examples/<package>/tests/<tier>/: a plugin carries its tests) — or
 * only the stray paths under those folders when there are any.
 */
function testMatchOf(tier, pattern) {
  const dirs = [`tests/${tier}`, `plugins/*/tests/${tier}`, `examples/*/tests/${tier}`];
  if (strayPaths.length === 0) return dirs.map((dir) => `<rootDir>/${dir}/${pattern}`);
  const under = (p, dir) => new RegExp(`^${dir.replace('*', '[^/]+')}(/|$)`).test(p);
  return strayPaths
    .filter((p) => dirs.some((dir) => under(p, dir)))
    .map((p) => (statSync(p).isDirectory() ? `<rootDir>/${p}/${pattern}` : `<rootDir>/${p}`));
}

export default {
  projects: [
    {
      displayName: 'unit',
      testEnvironment: 'jsdom',
      // `npm test` runs the files in groups, a module load each (scripts/jestGroups.mjs).
      testMatch: process.env.JEST_UNIT_GROUPS ? [`${process.env.JEST_UNIT_GROUPS}/*.test.cjs`] : testMatchOf('unit', '**/*.test.ts?(x)'),
      transform: { '^.+\\.(t|j)sx?$': swc, '^.+\\.m?js$': swc },
      transformIgnorePatterns,
      setupFiles: ['<rootDir>/tests/unit/setupPolyfills.cjs'],
      setupFilesAfterEnv: ['<rootDir>/tests/unit/setupTests.ts'],
      moduleNameMapper: {
        '\\.(css|png|svg|mp3|wav)$': '<rootDir>/tests/unit/fileStub.cjs',
        // One Tiptap core and ProseMirror for the rich-text editor, as vite.config.ts dedupes them.
        '^@tiptap/core$': '<rootDir>/node_modules/@tiptap/core/dist/index.cjs',
        '^@tiptap/pm/(.*)$': '<rootDir>/node_modules/@tiptap/pm/dist/$1/index.cjs',
      },
    },
    {
      displayName: 'server',
      testEnvironment: 'node',
      // `npm test` runs the files in groups, a module load each (scripts/jestGroups.mjs).
      testMatch: process.env.JEST_SERVER_GROUPS ? [`${process.env.JEST_SERVER_GROUPS}/*.test.cjs`] : testMatchOf('server', '**/*.test.ts'),
      transform: { '^.+\\.(t|j)sx?$': swc, '^.+\\.m?js$': swc },
      transformIgnorePatterns,
      setupFilesAfterEnv: ['<rootDir>/tests/server/helpers/setupTimeout.ts', '<rootDir>/tests/server/helpers/setupAnswers.ts'],
      // Files marked engine-independent run in the SQLite pass only (scripts/engineIndependent.mjs).
      testPathIgnorePatterns: serverIgnorePatterns(fileURLToPath(new URL('.', import.meta.url)), Boolean(process.env.TEST_DATABASE_URL)),
    },
  ],
};
