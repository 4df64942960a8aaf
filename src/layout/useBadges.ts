import { useCallback, useMemo } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useHttp } from '../plugin/HttpContext';
import { hasRole } from '../plugin/filterMenu';
import { useHostPermissions, useRegistry, useVisibleFlatMenu } from '../plugin/RegistryContext';
import type { BadgeDef } from '../plugin/types';
import { POLL_MS } from './useSessionInfo';
import { usePageSettled } from './useChromeAfterPage';
import type { AnswerOf } from '../../shared/contract';
import type { counterContracts } from '../../shared/counterContract';

/** The counts by the plugins' count keys (shared/counterContract.ts). */
type PendingCounts = AnswerOf<typeof counterContracts.auditReminder>;

const BADGE_COUNTS_KEY = ['chance', 'auditReminder'];

/** A declared badge as the signed-in user sees it. */
export interface ShownBadge {
  def: BadgeDef;
  count: number;
  /** The menu path a click opens; undefined when the user cannot open that screen. */
  to?: string;
}

/**
 * The plugins' badges for this user's role, with their counts from auditReminder (polled every
 * 10 s from the page's first answers on; never asked for when the role has no badge) and their targets cut by the visible menu.
 */
export function useBadges() {
  const http = useHttp();
  const { badges } = useRegistry();
  const permissions = useHostPermissions();
  const flat = useVisibleFlatMenu();
  // A badge whose screen is not among the user's (role or menuList) shows nothing anywhere: its
  // count would tell of work the user cannot see (the server leaves such counts out too).
  const mine = useMemo(() => {
    if (!permissions) return [];
    const visible = new Set(flat.filter((f) => f.node.screen).map((f) => f.path));
    return badges.filter((b) => hasRole(b, permissions.role) && visible.has(b.to));
  }, [badges, permissions, flat]);
  // Not before the page's first answers: the counts are not what a cold screen waits for.
  const settled = usePageSettled();
  const enabled = mine.length > 0 && settled;
  const query = useQuery({
    queryKey: BADGE_COUNTS_KEY,
    // Polls are silent: a hiccup every 10 s must not stack error toasts.
    queryFn: () => http.request<PendingCounts>('chance_home_page/auditReminder', { method: 'POST', body: { status: 1 }, silent: true }),
    refetchInterval: POLL_MS,
    enabled,
  });
  const shown = useMemo<ShownBadge[]>(
    () => mine.map((def) => ({ def, count: Number(query.data?.[def.count]) || 0, to: def.to })),
    [mine, query.data],
  );
  return { badges: shown, loaded: query.data !== undefined, dataUpdatedAt: query.dataUpdatedAt };
}

/** Refetches the badge counts now (after a screen decided a pending item) instead of at the next poll. */
export function useRefreshBadges(): () => Promise<void> {
  const queryClient = useQueryClient();
  return useCallback(() => queryClient.invalidateQueries({ queryKey: BADGE_COUNTS_KEY }), [queryClient]);
}

/** Sum of the counts of badges that sound the chime. */
export function chimeTotal(badges: ShownBadge[]): number {
  return badges.reduce((sum, b) => sum + (b.def.chime ? b.count : 0), 0);
}

export function badgeTotal(badges: ShownBadge[]): number {
  return badges.reduce((sum, b) => sum + b.count, 0);
}

/**
 * Notification numbers by menu path: each badge's target leaf, and every section above it the sum
 * of its leaves (shown when the section is closed or the sidebar collapsed).
 */
export function countsByPath(badges: ShownBadge[]): Record<string, number> {
  const out: Record<string, number> = {};
  for (const b of badges) {
    if (!b.to) continue;
    const parts = b.to.split('/').slice(1);
    for (let i = 1; i <= parts.length; i++) {
      const path = `/${parts.slice(0, i).join('/')}`;
      out[path] = (out[path] ?? 0) + b.count;
    }
  }
  return out;
}
