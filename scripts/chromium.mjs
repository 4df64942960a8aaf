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
