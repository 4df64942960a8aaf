import { z } from 'zod';
import { defineContract } from '../../../shared/contract';
import { idField } from '../../../shared/fields';

/*
 * Deciding the lever requests on the screen each lever is made on (leverRequestRoutes.ts): odds on
 * odds_setting, limits on limitSetting, the alert band on killRateControl. The three kinds take and
 * answer the same; killRateCalls.ts calls them by these names.
 */

const json = z.record(z.string(), z.unknown());
const reason = z.string({ error: 'v.required' }).trim().min(1, { error: 'v.required' }).max(200);

const leverRequest = z.object({
  id: z.number(),
  requestNo: z.string(),
  kind: z.enum(['odds', 'limit', 'band']),
  /** The play id (odds), play code (limit) or '' (band) the request changes. */
  target: z.string(),
  /** 'COLOR:red' (odds), 'NUMBER' (limit), '' (band). */
  label: z.string(),
  before: json.nullable(),
  after: json,
  reason: z.string(),
  status: z.enum(['pending_approval', 'applied', 'rejected']),
  rejectReason: z.string(),
  effectiveIssueNo: z.string().nullable(),
  makerId: z.number(),
  maker: z.string(),
  checker: z.string().nullable(),
  createdAt: z.number(),
  reviewedAt: z.number().nullable(),
});

/** Pending first, then the newest decided. */
const requests = {
  body: z.object({ gameId: idField }),
  answer: z.object({ list: z.array(leverRequest), total: z.number(), pending: z.number() }),
};
const approve = {
  body: z.object({ id: idField }),
  answer: z.object({ id: z.number(), requestNo: z.string(), status: z.literal('applied'), effectiveIssueNo: z.string().nullable() }),
};
const reject = {
  body: z.object({ id: idField, reason }),
  answer: z.object({ id: z.number(), requestNo: z.string(), status: z.literal('rejected') }),
};

export const leverRequestContracts = {
  oddsRequests: defineContract({
    method: 'POST',
    path: '/chance-odds/requests',
    summary: "A game's odds change requests",
    ...requests,
  }),
  approveOdds: defineContract({
    method: 'POST',
    path: '/chance-odds/approve',
    summary: 'Approves an odds change another staff member asked for: it applies from the next period',
    ...approve,
  }),
  rejectOdds: defineContract({
    method: 'POST',
    path: '/chance-odds/reject',
    summary: 'Rejects an odds change request, with a reason',
    ...reject,
  }),
  limitRequests: defineContract({
    method: 'POST',
    path: '/chance-play-limit/requests',
    summary: "A game's stake-limit change requests",
    ...requests,
  }),
  approveLimit: defineContract({
    method: 'POST',
    path: '/chance-play-limit/approve',
    summary: 'Approves a stake-limit change another staff member asked for: it applies from the next period',
    ...approve,
  }),
  rejectLimit: defineContract({
    method: 'POST',
    path: '/chance-play-limit/reject',
    summary: 'Rejects a stake-limit change request, with a reason',
    ...reject,
  }),
  bandRequests: defineContract({
    method: 'POST',
    path: '/chance-kill-rate/band/requests',
    summary: "A game's alert-band change requests",
    ...requests,
  }),
  approveBand: defineContract({
    method: 'POST',
    path: '/chance-kill-rate/band/approve',
    summary: 'Approves an alert-band change another staff member asked for',
    ...approve,
  }),
  rejectBand: defineContract({
    method: 'POST',
    path: '/chance-kill-rate/band/reject',
    summary: 'Rejects an alert-band change request, with a reason',
    ...reject,
  }),
};

/** The three calls of each lever kind. */
export const LEVER_REQUEST_CONTRACTS = {
  odds: { list: leverRequestContracts.oddsRequests, approve: leverRequestContracts.approveOdds, reject: leverRequestContracts.rejectOdds },
  limit: {
    list: leverRequestContracts.limitRequests,
    approve: leverRequestContracts.approveLimit,
    reject: leverRequestContracts.rejectLimit,
  },
  band: { list: leverRequestContracts.bandRequests, approve: leverRequestContracts.approveBand, reject: leverRequestContracts.rejectBand },
};
