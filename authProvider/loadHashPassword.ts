/**
 * The password hash (js-sha256, ~9 kB), fetched where a password is about to be sent: signing in
 * and changing one's password. Imported statically by the auth provider, it sat in the entry chunk
 * that every cold screen loads before its rows, while only the login form needs it, and the login
 * form prefetches it (src/login/prefetchSignedIn.ts) so a sign-in does not wait for it (issue 43).
 */
export function loadHashPassword(): Promise<(password: string) => string> {
  return import('./hashPassword').then((m) => m.hashPassword);
}
