/*
 * Spec §5 rules of staff accounts, as react-admin validators (value in, message key out) and as
 * the staff user form's form-level check. The server checks the same.
 */

const lengthOk = (text: string) => text.length >= 3 && text.length <= 16;

/** Usernames 3–16 characters (surrounding spaces are not sent). */
export const usernameLength = (value?: string | null) => (lengthOk((value ?? '').trim()) ? undefined : 'account.staff.v.len3_16');

/** Passwords 3–16 characters, as typed. */
export const passwordLength = (value?: string | null) => (lengthOk(value ?? '') ? undefined : 'account.staff.v.len3_16');
