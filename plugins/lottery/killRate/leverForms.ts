import { parseRupeesToPaise } from '../../../src';
import type { Limits } from './killRateCalls';
import { formatOdds, parseOdds } from './labels';

/* The lever dialogs' values as typed (rupees, decimal odds) and their checks, as { field: message key }. */

export const REASON_MAX = 200;

export interface LimitFormValues {
  minStake: string;
  maxStake: string;
  maxPerMemberPeriod: string;
  maxExposure: string;
  reason: string;
}

/** Paise as plain rupees for an input: 150000 → '1500.00'. */
const rupees = (paise: number) => `${Math.floor(paise / 100)}.${String(paise % 100).padStart(2, '0')}`;

export const limitDefaults = (l: Limits): LimitFormValues => ({
  minStake: rupees(l.minStake),
  maxStake: rupees(l.maxStake),
  maxPerMemberPeriod: rupees(l.maxPerMemberPeriod),
  maxExposure: l.maxExposure === null ? '' : rupees(l.maxExposure),
  reason: '',
});

function reasonError(reason: string): string | undefined {
  const r = (reason ?? '').trim();
  if (!r) return 'ra.validation.required';
  return r.length > REASON_MAX ? 'lottery.lever.v.reasonLong' : undefined;
}

export function limitErrors(v: LimitFormValues): Record<string, string> {
  const errors: Record<string, string> = {};
  const amounts: (keyof LimitFormValues)[] = ['minStake', 'maxStake', 'maxPerMemberPeriod'];
  const paise: Record<string, number | null> = {};
  for (const f of amounts) {
    paise[f] = parseRupeesToPaise(v[f] ?? '');
    if (paise[f] === null || (paise[f] as number) <= 0) errors[f] = 'lottery.lever.v.amount';
  }
  if (
    !errors.minStake &&
    !errors.maxStake &&
    !errors.maxPerMemberPeriod &&
    !((paise.minStake as number) <= (paise.maxStake as number) && (paise.maxStake as number) <= (paise.maxPerMemberPeriod as number))
  ) {
    errors.maxStake = 'lottery.limits.orderInvalid';
  }
  if ((v.maxExposure ?? '').trim() !== '') {
    const cap = parseRupeesToPaise(v.maxExposure);
    if (cap === null || cap <= 0) errors.maxExposure = 'lottery.lever.v.amount';
  }
  const reason = reasonError(v.reason);
  if (reason) errors.reason = reason;
  return errors;
}

export function limitPayload(v: LimitFormValues): Limits & { reason: string } {
  return {
    minStake: parseRupeesToPaise(v.minStake) as number,
    maxStake: parseRupeesToPaise(v.maxStake) as number,
    maxPerMemberPeriod: parseRupeesToPaise(v.maxPerMemberPeriod) as number,
    maxExposure: (v.maxExposure ?? '').trim() === '' ? null : (parseRupeesToPaise(v.maxExposure) as number),
    reason: v.reason.trim(),
  };
}

export interface OddsFormValues {
  odds: string;
  reason: string;
}

/**
 * The server's odds bounds (ODDS_MAX_X100, ODDS_MAX_TIMES_STANDARD in plugins/lottery/server/killRateLevers.ts):
 * at most 10 × the play's standard odds and never above 1,000.00, so a slipped digit (100000 on a
 * 2.00 play) is stopped in the form instead of reaching an approver.
 */
export const ODDS_MAX_X100 = 100_000;
export const ODDS_MAX_TIMES_STANDARD = 10;

export const oddsCeiling = (standardX100: number) => Math.min(ODDS_MAX_X100, standardX100 * ODDS_MAX_TIMES_STANDARD);

/** `standardX100`: the play's own odds, which bound the new ones. */
export function oddsErrors(
  v: OddsFormValues,
  standardX100: number,
): Record<string, string | { message: string; args: Record<string, string> }> {
  const errors: Record<string, string | { message: string; args: Record<string, string> }> = {};
  const odds = parseOdds(v.odds);
  if (odds === null) errors.odds = 'lottery.odds.oddsInvalid';
  else if (odds > oddsCeiling(standardX100)) {
    errors.odds = {
      message: 'lottery.odds.oddsTooHigh',
      args: { max: formatOdds(oddsCeiling(standardX100)), standard: formatOdds(standardX100) },
    };
  }
  const reason = reasonError(v.reason);
  if (reason) errors.reason = reason;
  return errors;
}

export { reasonError };

/** A rejection's reason: required, at most 200 characters. */
export function reasonErrors(v: { reason: string }): Record<string, string> {
  const error = reasonError(v.reason);
  return error ? { reason: error } : {};
}
