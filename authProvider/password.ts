import { loadHashPassword } from './loadHashPassword';
import { getUserId } from './session';
import { CREDENTIAL_MAX, CREDENTIAL_MIN } from './validateLogin';

export const CHANGE_PASSWORD_PATH = 'chance-staion-user/update/me/password';

export const PASSWORD_CHANGE_ERRORS = {
  required: 'changePassword.validation.required',
  length: 'changePassword.validation.length',
  mismatch: 'changePassword.validation.mismatch',
} as const;

export type PasswordChangeErrorKey = (typeof PASSWORD_CHANGE_ERRORS)[keyof typeof PASSWORD_CHANGE_ERRORS];

export interface PasswordChange {
  oldPassword: string;
  newPassword: string;
  confirmPassword: string;
}

/**
 * Field errors (i18n keys) of the change-password form: all three required, the new one 3–16
 * characters (a longer or shorter one could never be used to log in), and confirmed exactly.
 */
export function validatePasswordChange(values: Partial<PasswordChange>): Partial<Record<keyof PasswordChange, PasswordChangeErrorKey>> {
  const errors: Partial<Record<keyof PasswordChange, PasswordChangeErrorKey>> = {};
  const { oldPassword = '', newPassword = '', confirmPassword = '' } = values;
  if (!oldPassword) errors.oldPassword = PASSWORD_CHANGE_ERRORS.required;
  if (!newPassword) errors.newPassword = PASSWORD_CHANGE_ERRORS.required;
  else if (newPassword.length < CREDENTIAL_MIN || newPassword.length > CREDENTIAL_MAX) {
    errors.newPassword = PASSWORD_CHANGE_ERRORS.length;
  }
  if (!confirmPassword) errors.confirmPassword = PASSWORD_CHANGE_ERRORS.required;
  else if (confirmPassword !== newPassword) errors.confirmPassword = PASSWORD_CHANGE_ERRORS.mismatch;
  return errors;
}

interface PasswordHttp {
  request<T>(path: string, options?: { body?: unknown }): Promise<T>;
}

/** Sends the change with all three passwords hashed (spec §5); the http layer toasts failures. */
export async function changePassword(http: PasswordHttp, values: PasswordChange, userId?: number | string): Promise<void> {
  const id = userId ?? getUserId();
  if (id === null || id === '') throw new Error('changePassword needs the signed-in user id');
  const hashPassword = await loadHashPassword();
  await http.request(CHANGE_PASSWORD_PATH, {
    body: {
      oldPassword: hashPassword(values.oldPassword),
      newPassword: hashPassword(values.newPassword),
      ConfirmPassword: hashPassword(values.confirmPassword),
      id: Number(id),
    },
  });
}
