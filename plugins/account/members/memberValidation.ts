import { maxLength } from 'react-admin';
import { PHONE_PATTERN } from './memberCalls';

/* Validators of the members forms: each answers a message key (shown translated under the input). */

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Keeps what was typed: the member endpoints take '' for a cleared text, where react-admin's inputs would send null. */
export const asTyped = (value: string) => value;

export const upTo20 = maxLength(20, 'account.members.length1to20');
export const upTo255 = maxLength(255, 'account.members.length1to255');

export function indianPhone(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' && !PHONE_PATTERN.test(value.trim()) ? 'account.members.phoneInvalid' : undefined;
}

export function email(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' && !EMAIL_PATTERN.test(value.trim()) ? 'account.members.emailInvalid' : undefined;
}
