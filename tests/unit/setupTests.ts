import '@testing-library/jest-dom';
// react-admin screens render slowly on a loaded 2-core machine (parallel workers, CI beside a
// server suite): jest's 5 s default fails tests that are only slow, not wrong.
jest.setTimeout(20_000);
