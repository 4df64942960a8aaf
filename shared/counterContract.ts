import { z } from 'zod';
import { defineContract } from './contract';

/*
 * The top bar's pending-work counters: served by the dashboard plugin (its homeContracts names this
 * contract), counted by every installed plugin's server module (server/plugin/counters.ts), read by
 * the host's badges (src/layout/useBadges.ts), which import no plugin, so the contract lives here.
 */

/** Work waiting for the viewer, by the installed plugins' count keys (only screens the viewer holds). */
export const pendingCounts = z.record(z.string(), z.number());

export const counterContracts = {
  auditReminder: defineContract({
    method: 'POST',
    path: '/chance_home_page/auditReminder',
    summary: "The top bar's pending-work counters of every installed plugin, those the caller's menu holds",
    body: z.object({ status: z.unknown().optional() }),
    answer: pendingCounts,
  }),
};
