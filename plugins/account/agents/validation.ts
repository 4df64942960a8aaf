/*
 * Client-side checks mirroring the server's zod rules (spec §5 lengths, phone, URLs), so the
 * form says what is wrong before a round trip. The server checks again.
 */
export const USERNAME = /^[A-Za-z0-9_]{3,16}$/;
export const PHONE = /^(\+91)?[6-9]\d{9}$/;

export function usernameError(value: string): string | undefined {
  return USERNAME.test(value.trim()) ? undefined : 'account.agents.length3_16';
}

export function passwordError(value: string): string | undefined {
  return value.length >= 3 && value.length <= 16 ? undefined : 'account.agents.length3_16';
}

export function phoneError(value: string): string | undefined {
  return value.trim() === '' || PHONE.test(value.trim()) ? undefined : 'account.agents.phoneInvalid';
}

export function urlError(value: string): string | undefined {
  if (value.trim() === '') return undefined;
  try {
    const url = new URL(value.trim());
    return url.protocol === 'http:' || url.protocol === 'https:' ? undefined : 'account.agents.urlInvalid';
  } catch {
    return 'account.agents.urlInvalid';
  }
}

export function textError(value: string, required = false): string | undefined {
  const length = value.trim().length;
  if (required && length === 0) return 'account.agents.length1_255';
  return length <= 255 ? undefined : 'account.agents.length1_255';
}
