import { isApiError } from '../dataProvider/http';

/**
 * A call the server never answered: the network is down, it timed out, or the browser cut it off
 * because the page is going away (a reload or a typed URL while the session check is out). That
 * says nothing about the session, so it must not end it: only an answer (an error envelope, an
 * empty profile) does.
 */
export function isUnanswered(error: unknown): boolean {
  if ((error as { name?: unknown } | null)?.name === 'AbortError') return true;
  return isApiError(error) && error.status === 0 && error.code === null;
}
