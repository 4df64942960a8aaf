import { z } from 'zod';
import { column, computed, defineRowMapping } from '../../../../server/db/rowMapping';

/*
 * The kill-rate levers' saved values (killRateLevers.ts), as the lever screens and their change
 * requests read the latest of each: a play's stake limits (play_limit), a play row's odds
 * (odds_schedule) and a game's kill-rate band (kill_rate_band). Paise, odds ×100, basis points.
 */

export const playLimitRow = defineRowMapping({
  minStake: column('min_stake').money(),
  maxStake: column('max_stake').money(),
  maxPerMemberPeriod: column('max_per_member_period').money(),
  maxExposure: column('max_exposure').money().nullable(),
});

export const oddsScheduleRow = defineRowMapping({
  oddsX100: column('odds_x100').int(),
});

export const killRateBandRow = defineRowMapping({
  minBps: column('min_bps').int(),
  maxBps: column('max_bps').int(),
});

const leverValues = z.record(z.string(), z.unknown());
const leverKinds = ['odds', 'limit', 'band'] as const;

/**
 * A lever change request as decideLever reads it to apply or reject it: the change it asks for
 * (payload_json) and the value it was made against (before_json, null when none was saved).
 */
export const leverDecisionRow = defineRowMapping({
  id: column('id').int(),
  requestNo: column('request_no').text(),
  gameId: column('game_id').int(),
  kind: column('kind').text().oneOf(leverKinds),
  makerId: column('maker_id').int(),
  before: column('before_json').json(z.unknown()),
  after: column('payload_json').json(leverValues),
});

/**
 * A lever change request (lever_request) as the lever screens list it (leverRequests.ts), with
 * its maker's and checker's accounts and, for odds, the play row it changes.
 */
export const leverRequestRow = defineRowMapping({
  id: leverDecisionRow.fields.id,
  requestNo: leverDecisionRow.fields.requestNo,
  kind: leverDecisionRow.fields.kind,
  target: column('target').text(),
  label: computed((row: { kind: string; target: string; play_code: string | null; selection: string | null }) =>
    row.kind === 'odds' ? `${row.play_code}:${row.selection}` : row.target,
  ),
  // The values before (null: a play's own, not yet changed) and after, as the request stored them.
  before: column('before_json').json(leverValues.nullable()),
  after: leverDecisionRow.fields.after,
  reason: column('reason').text(),
  status: column('status').text().oneOf(['pending_approval', 'applied', 'rejected']),
  rejectReason: column('reject_reason').text(),
  effectiveIssueNo: column('effective_issue_no').text().nullable(),
  makerId: leverDecisionRow.fields.makerId,
  maker: column('maker').text(),
  checker: column('checker').text().nullable(),
  createdAt: column('created_at').epochMs(),
  reviewedAt: column('reviewed_at').epochMs().nullable(),
});
