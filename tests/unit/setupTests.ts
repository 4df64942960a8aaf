import '@testing-library/jest-dom';
// Imported here, at the top level, so its cleanup after each test is registered for the whole jest
// file: npm test runs unit files in groups (scripts/jestGroups.mjs), and a file that imported it
// first inside its group's describe would register the cleanup for that describe alone.
import '@testing-library/react';
// react-admin screens render slowly on a loaded 2-core machine (parallel workers, CI beside a
// server suite): jest's 5 s default fails tests that are only slow, not wrong.
jest.setTimeout(20_000);

// npm test runs unit files in groups, one window for the group: a test that pretends to be a phone
// (tests/unit/fixtures/viewport.ts replaces window.matchMedia) would turn every later file's tables
// into cards. Each test starts with the window the group started with.
const startingMatchMedia = window.matchMedia;
afterEach(() => {
  window.matchMedia = startingMatchMedia;
});
