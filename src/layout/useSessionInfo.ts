import { useQuery } from '@tanstack/react-query';
import { useHttp } from '../plugin/HttpContext';
import { useHostPermissions } from '../plugin/RegistryContext';
import type { BadgeSource, Role } from '../plugin/types';

/** Spec §9: the top bar polls every 10 s. */
export const POLL_MS = 10_000;

export interface CurrentUser {
  userId: number | string;
  userName: string;
  type: number;
  /** true means Chinese. */
  language: boolean;
  onlinePeopleCount: number;
  /** Quota in paise; null for agents. */
  amount: number | null;
}

export type AuditCounters = Record<BadgeSource, number>;

export const COUNTER_KEYS: BadgeSource[] = ['agentApplication', 'companyDeposit', 'withdrawalAgent'];

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
  });
}

/** Pending audits; agents never see them, so they are never asked for. */
export function useAuditCounters() {
  const http = useHttp();
  const permissions = useHostPermissions();
  const enabled = !!permissions && !isAgentRole(permissions.role);
  const query = useQuery({
    queryKey: ['chance', 'auditReminder'],
    queryFn: () =>
      http.request<AuditCounters>('chance_home_page/auditReminder', { method: 'POST', body: { status: 1 }, silent: true }),
    refetchInterval: POLL_MS,
    enabled,
  });
  return { counters: enabled ? query.data : undefined, enabled, dataUpdatedAt: query.dataUpdatedAt };
}

export function totalPending(counters: AuditCounters | undefined): number {
  return counters ? COUNTER_KEYS.reduce((sum, k) => sum + (Number(counters[k]) || 0), 0) : 0;
}
