import { memberCash, systemAccount } from '../../../server/domain/ledgerJournals';
import type { Journal } from '../../../server/domain/ledgerModel';

/** A VIP reward (promotion or weekly): the franchisee's bonus expense → member cash, under the given business key. */
export function vipRewardJournal(a: { key: string; memberId: number; amount: number; franchiseeId: number }): Journal {
  if (!Number.isSafeInteger(a.amount) || a.amount <= 0) throw new RangeError('amount must be positive paise');
  return {
    type: 'vip_reward',
    businessKey: a.key,
    postings: [
      { account: systemAccount('bonus_expense', String(a.franchiseeId)), amount: -a.amount },
      { account: memberCash(a.memberId), amount: a.amount },
    ],
  };
}

/** A reward-task award in money: the franchisee's bonus expense → member cash, under the claim's key (task:{task}:{period}:{member}). */
export function taskRewardJournal(a: { key: string; memberId: number; amount: number; franchiseeId: number }): Journal {
  if (!Number.isSafeInteger(a.amount) || a.amount <= 0) throw new RangeError('amount must be positive paise');
  return {
    type: 'task_reward',
    businessKey: a.key,
    postings: [
      { account: systemAccount('bonus_expense', String(a.franchiseeId)), amount: -a.amount },
      { account: memberCash(a.memberId), amount: a.amount },
    ],
  };
}
