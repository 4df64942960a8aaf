import { useQuery } from '@tanstack/react-query';
import { useHttp } from '../plugin/HttpContext';
import type { Role } from '../plugin/types';
import { usePageSettled } from './useChromeAfterPage';
import type { AnswerOf } from '../../shared/contract';
import type { sessionContracts } from '../../shared/sessionContract';

/** Spec §9: the top bar polls every 10 s. */
export const POLL_MS = 10_000;

/** What the top bar polls (chance_login/getCurrentUser): quota in paise, null for agents; `language` true means Chinese. */
export type CurrentUser = AnswerOf<typeof sessionContracts.currentUser>;

export function isAgentRole(role: Role | undefined): boolean {
  return role === 'agent' || role === 'agent2';
}

export function useCurrentUser() {
  const http = useHttp();
  return useQuery({
    queryKey: ['chance', 'currentUser'],
    // Polls are silent: a hiccup every 10 s must not stack error toasts.
    queryFn: () => http.request<CurrentUser>('chance_login/getCurrentUser', { method: 'GET', silent: true }),
    refetchInterval: POLL_MS,
    // From the page's first answers on: a cold screen's rows do not wait behind the top bar's figures.
    enabled: usePageSettled(),
  });
}
