import { defineActions, useActions, type ContractActions } from '../../../dataProvider';
import type { AnswerOf, PayloadOf } from '../../../shared/contract';
import type { manualContracts } from '../shared/manualContract';

export type Direction = 'credit' | 'debit';
export type RequestStatus = 'pending_approval' | 'applied' | 'rejected';

/** Reason types of DOMAIN C.9 (manual deposit / withdrawal), stored as these codes. */
export const REASONS: Record<Direction, readonly string[]> = {
  credit: [
    'manual_deposit',
    'deposit_bonus',
    'negative_reset',
    'cancelled_withdrawal',
    'sports_balance',
    'rebate_bonus',
    'activity_bonus',
    'other',
  ],
  debit: [
    'manual_withdrawal',
    'duplicate_payout',
    'deposit_error',
    'negative_clawback',
    'illegal_winnings',
    'forfeit_bonus',
    'sports_balance',
    'other',
  ],
};

type Contracts = typeof manualContracts;

/** One request as chance-manual/request/list answers it (a single request names its member). */
export type ManualRequest = AnswerOf<Contracts['requests']>['list'][number];

/** One member row as chance-manual/{deposit,withdrawal}/record answers it. */
export type ManualRecord = AnswerOf<Contracts['depositRecords']>['list'][number];

export type ManualSubmit = PayloadOf<Contracts['deposit']>;

/** One checked row of a batch preview (chance-manual/{deposit,withdrawal}/batch/preview). */
export type BatchPreview = AnswerOf<Contracts['previewDeposit']>;
export type BatchPreviewRow = BatchPreview['rows'][number];
export type BatchRowError = NonNullable<BatchPreviewRow['error']>;
/** A pasted or uploaded list, or a VIP level's members with one amount (the contract takes either). */
export type BatchPreviewInput = { rows: { username: string; amount: string }[] } | { vipLevel: number; amount: string };

export type BatchSubmit = PayloadOf<Contracts['depositBatch']>;

/** A member a manual form names, with the balances shown before submitting. */
export type ManualMember = AnswerOf<Contracts['member']>;

type ManualRequestActions = ContractActions<
  Pick<
    Contracts,
    | 'member'
    | 'deposit'
    | 'withdrawal'
    | 'approve'
    | 'reject'
    | 'depositBatch'
    | 'withdrawalBatch'
    | 'previewDeposit'
    | 'previewWithdrawal'
    | 'batchLevels'
  >
>;

export const manualRequestActions = defineActions<ManualRequestActions>({
  member: { path: 'chance-manual/member' },
  deposit: { path: 'chance-manual/deposit', moneyMoving: true },
  withdrawal: { path: 'chance-manual/withdrawal', moneyMoving: true },
  approve: { path: 'chance-manual/approve', moneyMoving: true },
  reject: { path: 'chance-manual/reject' },
  depositBatch: { path: 'chance-manual/deposit/batch', moneyMoving: true },
  withdrawalBatch: { path: 'chance-manual/withdrawal/batch', moneyMoving: true },
  previewDeposit: { path: 'chance-manual/deposit/batch/preview' },
  previewWithdrawal: { path: 'chance-manual/withdrawal/batch/preview' },
  batchLevels: { path: 'chance-manual/batch/levels' },
});

export const useManualCalls = () => useActions('manualRequest', manualRequestActions);
