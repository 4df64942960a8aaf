import { existsSync } from 'node:fs';

// Debian's Chromium flags for this closed network (TOOLCHAIN.md): without the background-networking
// flags Chromium keeps trying to reach Google's hosts.
export const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** The browser for a run by hand: npm test's preflight names one in CHROMIUM; else Debian's headless shell when it is there (lighter on the cores), else its full browser. */
export function chromiumPath() {
  return (
    process.env.CHROMIUM || (existsSync('/usr/bin/chromium-headless-shell') ? '/usr/bin/chromium-headless-shell' : '/usr/bin/chromium')
  );
}
