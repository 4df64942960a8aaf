import { defineActions, useActions, type Action } from '../../../dataProvider';
import type { SummedList } from '../components/FilterTotals';

/** rebate_record.status: 0 calculated and held for review, 1 paid, 2 cancelled. */
export const REBATE_STATUSES = [0, 1, 2] as const;
export type RebateStatus = (typeof REBATE_STATUSES)[number];

/** A rebate record as chance-rebate-record/list answers it (amounts in paise, rate in basis points). */
export interface RebateRecord {
  id: number;
  memberId: number;
  username: string;
  gameId: number | null;
  gameName: string | null;
  businessDate: string;
  validTurnover: number;
  rateBps: number;
  amount: number;
  status: RebateStatus;
  createdAt: number;
  /** When the ledger paid it (its 'rebate' journal); null while held or once cancelled. */
  paidAt: number | null;
  /** Why, by whom and when staff cancelled it ('' and nulls otherwise). */
  cancelReason: string;
  cancelledBy: string | null;
  cancelledAt: number | null;
}

/** One member's records in the filter, summed (chance-rebate-member/list). */
export interface MemberRebate {
  id: number;
  memberId: number;
  username: string;
  records: number;
  validTurnover: number;
  paidAmount: number;
  heldAmount: number;
  cancelledAmount: number;
  firstDate: string;
  lastDate: string;
}

/** One business day's records in the filter, summed (chance-rebate-statistics/list). */
export interface RebateDay {
  id: string;
  businessDate: string;
  members: number;
  records: number;
  validTurnover: number;
  paidAmount: number;
  heldAmount: number;
  cancelledAmount: number;
}

/** A list answer with the sums over every row the filter matches (the data provider keeps only rows and count). */

/** Cancel a held record with a reason (admin and franchisee; the server checks state and scope). */
export const rebateRecordActions = defineActions<{ cancel: Action<{ id: number; reason: string }, { id: number; status: 2 }> }>({
  cancel: { path: 'chance-rebate-record/cancel' },
});

export const rebateStatisticsActions = defineActions<{
  sums: Action<Record<string, unknown>, SummedList<'validTurnover' | 'paidAmount' | 'heldAmount' | 'cancelledAmount' | 'records'>>;
}>({
  sums: { path: 'chance-rebate-statistics/list' },
});

export const useRebateRecordCalls = () => useActions('rebateRecord', rebateRecordActions);
export const useRebateStatisticsCalls = () => useActions('rebateStatistics', rebateStatisticsActions);
