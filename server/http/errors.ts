import type { MessageKey } from './messages';

/** Error codes of the chance API and the HTTP status each one answers with. */
export const ERROR_STATUS = {
  A0230: 401, // token missing, invalid or expired
  A0400: 400, // bad parameters
  A0210: 400, // wrong username or password
  A0211: 423, // locked after repeated failed logins
  A0212: 403, // account disabled
  A0220: 403, // IP not allowed
  A0301: 403, // denied by role or menu rights
  A0404: 404, // not found
  A0429: 429, // an export already running (per staff member or per process)
  B0001: 500, // unexpected
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

/**
 * Thrown anywhere in a handler; the error handler turns it into `{ code, msg, data: null }` with
 * the matching status. The message is a key so it is localised per request.
 */
export class ApiError extends Error {
  constructor(
    readonly code: ErrorCode,
    readonly key: MessageKey,
    readonly params: Record<string, string | number> = {},
  ) {
    super(`${code} ${key}`);
  }

  get status(): number {
    return ERROR_STATUS[this.code];
  }
}

/**
 * A0400 carrying an already localised message (zod issues are localised at parse time), and the
 * problem of each named field so a form can show it under its input.
 */
export class BadRequest extends ApiError {
  constructor(
    readonly text: string,
    readonly fields: Record<string, string> = {},
  ) {
    super('A0400', 'bad_request');
  }
}
