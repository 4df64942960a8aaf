import type { Database } from '../../../../server/db/database';
import { ApiError } from '../../../../server/http/errors';
import { readRiskSettings, type HoldKind } from './riskSettings';

/** What the hold reads of a withdrawal: who asks, from where, to which payee (money's WithdrawalParty, by shape). */
interface HeldParty {
  memberId: number;
  username: string;
  ip?: string;
  destination?: Record<string, string>;
}

/**
 * The withdrawal hold (risk rule `withdrawHold`): a withdrawal whose member, IP, bank account or
 * UPI payee is on the risk list, active (enabled, not expired) and of a kind the rule matches, is
 * refused when the entry says block_withdraw, and needs a second reviewer when it says review.
 * Answers whether a second review is required; throws when the withdrawal is refused. System's
 * module answers money's `withdrawalHold` hook with it (server/plugin/hooks.ts).
 */
export async function checkWithdrawHold(db: Database, party: HeldParty, now: number): Promise<{ review: boolean }> {
  const settings = await readRiskSettings(db);
  if (!settings.withdrawHold || settings.holdKinds.length === 0) return { review: false };
  const candidates: Record<HoldKind, string[]> = {
    member: [party.username, String(party.memberId)],
    ip: party.ip ? [party.ip] : [],
    bank_account: party.destination?.account ? [party.destination.account.trim()] : [],
    upi: party.destination?.vpa ? [party.destination.vpa.trim().toLowerCase()] : [],
  };
  const kinds = settings.holdKinds.filter((kind) => candidates[kind].length > 0);
  if (kinds.length === 0) return { review: false };
  const hits = await db
    .selectFrom('risk_list')
    .select(['kind', 'action'])
    .where('enabled', '=', 1)
    .where((eb) => eb.or([eb('expires_at', 'is', null), eb('expires_at', '>', now)]))
    .where('action', 'in', ['block_withdraw', 'review'])
    .where((eb) => eb.or(kinds.map((kind) => eb.and([eb('kind', '=', kind), eb('value', 'in', candidates[kind])]))))
    .execute();
  const blocked = hits.find((hit) => hit.action === 'block_withdraw');
  if (blocked) throw new ApiError('A0400', 'system.risk_withdraw_held');
  return { review: hits.length > 0 };
}
