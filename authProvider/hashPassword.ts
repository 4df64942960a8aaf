import { sha256 } from 'js-sha256';

/**
 * SHA-256 hex of a password, computed in the browser so the password never travels in clear.
 * A JS implementation on purpose: `crypto.subtle` exists only in secure contexts, and the console
 * is also opened over plain http on office LANs. (The server then stores a slow hash of this.)
 */
export function hashPassword(password: string): string {
  return sha256(password);
}
