// Two projects: browser-side code in jsdom, the reference server in node with real HTTP.
const swc = ['@swc/jest', { jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } }, target: 'es2022' }, module: { type: 'commonjs' } }];
// ESM-only packages that must be transformed for jest (see TOOLCHAIN.md).
const esm = ['react-hotkeys-hook', 'kysely', 'cookie', 'set-cookie-parser', 'ra-core', 'ra-ui-materialui', 'react-admin', 'ra-i18n-polyglot', 'ra-language-english', 'ra-data-simple-rest', 'query-string', 'decode-uri-component', 'split-on-first', 'filter-obj', 'js-cookie', 'dayjs', 'react-router', 'react-router-dom', 'recharts', 'd3-.*', 'internmap', 'fast-check', 'pure-rand'];
const transformIgnorePatterns = [`/node_modules/(?!(${esm.join('|')})/)`];

export default {
  projects: [
    {
      displayName: 'unit',
      testEnvironment: 'jsdom',
      testMatch: ['<rootDir>/tests/unit/**/*.test.ts?(x)'],
      transform: { '^.+\\.(t|j)sx?$': swc, '^.+\\.m?js$': swc },
      transformIgnorePatterns,
      setupFiles: ['<rootDir>/tests/unit/setupPolyfills.cjs'],
      setupFilesAfterEnv: ['<rootDir>/tests/unit/setupTests.ts'],
      moduleNameMapper: { '\\.(css|png|svg|mp3|wav)$': '<rootDir>/tests/unit/fileStub.cjs' },
    },
    {
      displayName: 'server',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/tests/server/**/*.test.ts'],
      transform: { '^.+\\.(t|j)sx?$': swc, '^.+\\.m?js$': swc },
      transformIgnorePatterns,
      setupFilesAfterEnv: ['<rootDir>/tests/server/helpers/setupTimeout.ts'],
    },
  ],
};
