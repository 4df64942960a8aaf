/** Spec §5/§9: username and password are 3 to 16 characters. */
export const CREDENTIAL_MIN = 3;
export const CREDENTIAL_MAX = 16;

/** i18n keys (see authMessages). */
export const LOGIN_ERRORS = {
  usernameRequired: 'login.validation.usernameRequired',
  usernameLength: 'login.validation.usernameLength',
  passwordRequired: 'login.validation.passwordRequired',
  passwordLength: 'login.validation.passwordLength',
} as const;

export type LoginErrorKey = (typeof LOGIN_ERRORS)[keyof typeof LOGIN_ERRORS];

export interface LoginErrors {
  username?: LoginErrorKey;
  password?: LoginErrorKey;
}

export interface Credentials {
  username: string;
  password: string;
}

/** The username as it is sent: surrounding spaces are typing accidents, never part of a name. */
export function normaliseUsername(username: string | null | undefined): string {
  return (username ?? '').trim();
}

// `.length` (UTF-16 units), like the server's schema, so both sides agree on the boundary.
function lengthOk(value: string): boolean {
  return value.length >= CREDENTIAL_MIN && value.length <= CREDENTIAL_MAX;
}

/**
 * Field errors of the login form, as i18n keys; an empty object means valid. The password is
 * not trimmed: a space may be part of it.
 */
export function validateLogin(values: Partial<Credentials>): LoginErrors {
  const errors: LoginErrors = {};
  const username = normaliseUsername(values.username);
  const password = values.password ?? '';
  if (!username) errors.username = LOGIN_ERRORS.usernameRequired;
  else if (!lengthOk(username)) errors.username = LOGIN_ERRORS.usernameLength;
  if (!password) errors.password = LOGIN_ERRORS.passwordRequired;
  else if (!lengthOk(password)) errors.password = LOGIN_ERRORS.passwordLength;
  return errors;
}
