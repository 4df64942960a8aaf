import { bundledEntryArgs, SERVER_ENTRIES } from '../../../scripts/serverBundle.mjs';

/** A server entry point a test runs as a child process, as operators run it. */
export type ServerEntry = keyof typeof SERVER_ENTRIES;

/**
 * Node's arguments to run `entry` in a child process: from npm test's server bundle when the run
 * made one (CHANCE_SERVER_BUNDLE, scripts/serverBundle.mjs, what `npm start` runs too), else from
 * the sources through tsx's loader (a test file run by hand). Node itself either way, never a
 * wrapper CLI, so a signal sent to the child reaches the server.
 */
export function serverNodeArgs(entry: ServerEntry): string[] {
  const bundle = process.env.CHANCE_SERVER_BUNDLE;
  return bundle ? bundledEntryArgs(bundle, entry) : ['--import', 'tsx', SERVER_ENTRIES[entry]];
}
