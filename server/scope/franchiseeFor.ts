import { ApiError } from '../http/errors';

/** Franchisee a write acts for: a franchisee caller's own; an admin must name one. */
export function franchiseeFor(caller: { role: string; franchiseeId: number | null }, requested: number | undefined): number | undefined {
  if (caller.role === 'franchisee') {
    if (caller.franchiseeId === null) throw new ApiError('A0301', 'access_denied');
    if (requested !== undefined && requested !== caller.franchiseeId) throw new ApiError('A0301', 'access_denied');
    return caller.franchiseeId;
  }
  return requested;
}
