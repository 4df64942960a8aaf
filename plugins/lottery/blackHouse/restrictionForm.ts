import { parseRupeesToPaise } from '../../../src';
import type { NewRestrictionPayload, RestrictionKind } from '../lotteryCalls';

/** The add dialog's values: the member as typed (an id or a username), the cap as typed rupees. */
export interface RestrictionFormValues {
  memberBy: 'username' | 'id';
  member: string;
  restriction: RestrictionKind;
  stakeCap: string;
  enabled: boolean;
  reason: string;
  /** Epoch ms of the start of the day after the chosen Bombay day (the restriction lasts through it), or empty. */
  expiresAt: number | string | null;
}

export const RESTRICTION_DEFAULTS: RestrictionFormValues = {
  memberBy: 'username',
  member: '',
  restriction: 'betting_suspended',
  stakeCap: '',
  enabled: true,
  reason: '',
  expiresAt: null,
};

export const REASON_MAX = 200;

/** Form-level checks, as { field: message key }: the member as the chosen kind, a positive cap for 'stake_cap', a reason, an expiry not already past. */
export function restrictionErrors(values: RestrictionFormValues, now = Date.now()): Record<string, string> {
  const errors: Record<string, string> = {};
  const member = (values.member ?? '').trim();
  if (!member) errors.member = 'lottery.blackHouse.v.memberRequired';
  else if (values.memberBy === 'id' && !/^[1-9]\d{0,15}$/.test(member)) errors.member = 'lottery.blackHouse.v.memberId';
  if (values.restriction === 'stake_cap') {
    const paise = parseRupeesToPaise(values.stakeCap ?? '');
    if (paise === null || paise <= 0) errors.stakeCap = 'lottery.blackHouse.v.stakeCap';
  }
  const reason = (values.reason ?? '').trim();
  if (!reason) errors.reason = 'lottery.blackHouse.v.reasonRequired';
  else if (reason.length > REASON_MAX) errors.reason = 'lottery.blackHouse.v.reasonLong';
  const expiry = values.expiresAt === '' || values.expiresAt === null || values.expiresAt === undefined ? null : Number(values.expiresAt);
  if (expiry !== null && !(expiry > now)) errors.expiresAt = 'lottery.blackHouse.v.expiryPast';
  return errors;
}

/** What chance-restricted-account/add takes: exactly one of memberId / username, the cap in paise. */
export function restrictionPayload(values: RestrictionFormValues): NewRestrictionPayload {
  const member = values.member.trim();
  const expiry = values.expiresAt === '' || values.expiresAt === null ? undefined : Number(values.expiresAt);
  return {
    ...(values.memberBy === 'id' ? { memberId: Number(member) } : { username: member }),
    restriction: values.restriction,
    ...(values.restriction === 'stake_cap' ? { stakeCap: parseRupeesToPaise(values.stakeCap) as number } : {}),
    enabled: values.enabled,
    reason: values.reason.trim(),
    ...(expiry === undefined ? {} : { expiresAt: expiry }),
  };
}
