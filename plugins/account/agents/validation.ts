/*
 * Client-side checks mirroring the server's zod rules (spec §5 lengths, phone, URLs), so the
 * form says what is wrong before a round trip. The server checks again. Each is a react-admin
 * input validator: the value in, the message key of what is wrong (or nothing) out.
 */
export const USERNAME = /^[A-Za-z0-9_]{3,16}$/;
export const PHONE = /^(\+91)?[6-9]\d{9}$/;

export function usernameError(value?: string | null): string | undefined {
  return USERNAME.test((value ?? '').trim()) ? undefined : 'account.agents.length3_16';
}

export function passwordError(value?: string | null): string | undefined {
  const length = (value ?? '').length;
  return length >= 3 && length <= 16 ? undefined : 'account.agents.length3_16';
}

export function phoneError(value?: string | null): string | undefined {
  const text = (value ?? '').trim();
  return text === '' || PHONE.test(text) ? undefined : 'account.agents.phoneInvalid';
}

export function urlError(value?: string | null): string | undefined {
  const text = (value ?? '').trim();
  if (text === '') return undefined;
  try {
    const url = new URL(text);
    return url.protocol === 'http:' || url.protocol === 'https:' ? undefined : 'account.agents.urlInvalid';
  } catch {
    return 'account.agents.urlInvalid';
  }
}

// Validators get (value, allValues, props): each takes the value alone, so no option rides in on allValues.

/** An optional text of at most 255 characters. */
export function textError(value?: string | null): string | undefined {
  return (value ?? '').trim().length <= 255 ? undefined : 'account.agents.length1_255';
}

/** A required text of at most 255 characters (a rejection's reason). */
export function requiredTextError(value?: string | null): string | undefined {
  const length = (value ?? '').trim().length;
  return length >= 1 && length <= 255 ? undefined : 'account.agents.length1_255';
}
