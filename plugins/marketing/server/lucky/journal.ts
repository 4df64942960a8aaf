import { memberCash, systemAccount } from '../../../../server/domain/ledgerJournals';
import type { Journal } from '../../../../server/domain/ledgerModel';

/** A lucky-draw money prize: the campaign owner's bonus expense → member cash, keyed by the draw so it pays once. */
export function luckyDrawJournal(a: { drawId: number; memberId: number; amount: number; tenant: string }): Journal {
  if (!Number.isSafeInteger(a.amount) || a.amount <= 0) throw new RangeError('amount must be positive paise');
  return {
    type: 'lucky_draw',
    businessKey: `lucky_draw:${a.drawId}`,
    postings: [
      { account: systemAccount('bonus_expense', a.tenant), amount: -a.amount },
      { account: memberCash(a.memberId), amount: a.amount },
    ],
  };
}
