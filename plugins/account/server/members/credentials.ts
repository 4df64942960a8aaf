import { createHash, randomInt } from 'node:crypto';
import { hashPassword } from '../../../../server/auth/password';

/*
 * Staff resets of a member's passwords: the server draws a temporary password, stores only its
 * scrypt hash and answers the plain value once, for staff to pass on. As with console logins the
 * player app sends SHA-256 hex of what the player types, so the stored hash is of that digest.
 */

function digits(n: number): string {
  let out = '';
  for (let i = 0; i < n; i++) out += String(randomInt(0, 10));
  return out;
}

const LETTERS = 'abcdefghjkmnpqrstuvwxyz';

/** 8 characters: 2 letters (no look-alikes) + 6 digits, easy to read out on the phone. */
export function temporaryLoginPassword(): string {
  return `${LETTERS[randomInt(0, LETTERS.length)]}${LETTERS[randomInt(0, LETTERS.length)]}${digits(6)}`;
}

/** Transaction passwords are 6 digits. */
export function temporaryTradePassword(): string {
  return digits(6);
}

export function storedHashOf(plain: string): Promise<string> {
  return hashPassword(createHash('sha256').update(plain).digest('hex'));
}
