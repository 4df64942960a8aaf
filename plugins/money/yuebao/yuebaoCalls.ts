import { defineActions, useActions, type Action } from '../../../dataProvider';

/** Terms of a Yue Bao tier (rates in parts per million per day: 137 = 0.0137 % a day). */
export interface YuebaoTerms {
  minAmount: number;
  ratePpm: number;
  secondaryRatePpm: number;
  autoTransfer: boolean;
  /** 'HH:MM' Bombay time, the day after, when an auto-transfer tier's interest moves to the wallet. */
  transferTime: string;
  enabled: boolean;
  /** The Bombay business day these terms apply from. */
  effectiveFrom: string;
}

/** A tier as chance-yuebao-tier/list answers it: its latest terms (tomorrow's when changed today). */
export interface YuebaoTier extends YuebaoTerms {
  id: number;
  /** True when the terms start on a day still to come (changed today). */
  pending: boolean;
  startsTomorrow: boolean;
  /** The terms in force today when they differ from the latest ones. */
  today: YuebaoTerms | null;
}

/** yuebao_record.status: 0 no interest (below every tier), 1 credited to Yue Bao, 2 waiting for the auto-transfer, 3 moved to the wallet. */
export const YUEBAO_STATUSES = [0, 1, 2, 3] as const;
export type YuebaoStatus = (typeof YUEBAO_STATUSES)[number];

/** One member's Yue Bao day (amounts in paise). */
export interface YuebaoRecord {
  id: number;
  businessDate: string;
  memberId: number;
  username: string;
  tierId: number | null;
  /** The tier's minimum amount on that day (paise). */
  tierMinAmount: number;
  opening: number;
  lowest: number;
  /** The balance at the end of the day: what the tier was chosen by. */
  closing: number;
  /** Moved into / out of Yue Bao by the member during the day. */
  transferIn: number;
  transferOut: number;
  ratePpm: number;
  secondaryRatePpm: number;
  interest: number;
  /** Millionths of a paisa carried to the member's next day. */
  remainder: number;
  autoTransfer: boolean;
  transferAmount: number;
  transferDueAt: number | null;
  transferredAt: number | null;
  status: YuebaoStatus;
  createdAt: number;
}

export interface YuebaoSums {
  list: unknown[];
  total: number;
  sums: { closing: number; interest: number; transferAmount: number; transferIn: number; transferOut: number };
}

export const yuebaoTierActions = defineActions<{
  status: Action<{ id: number; enabled: boolean }, { id: number; enabled: boolean; effectiveFrom: string }>;
}>({
  status: { path: 'chance-yuebao-tier/status' },
});

export const yuebaoRecordActions = defineActions<{ sums: Action<Record<string, unknown>, YuebaoSums> }>({
  sums: { path: 'chance-yuebao-record/list' },
});

export const useYuebaoTierCalls = () => useActions('yuebaoTier', yuebaoTierActions);
export const useYuebaoRecordCalls = () => useActions('yuebaoRecord', yuebaoRecordActions);
