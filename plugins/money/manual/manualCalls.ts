import { defineActions, useActions, type Action, type MoneyAction } from '../../../dataProvider';

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

/** One request as chance-manual/request/list answers it (a single request names its member). */
export interface ManualRequest {
  id: number;
  requestNo: string;
  kind: 'single' | 'batch';
  direction: Direction;
  status: RequestStatus;
  count: number;
  totalAmount: number;
  amount: number;
  reasonType: string;
  remark: string;
  rejectReason: string | null;
  maker: string;
  checker: string | null;
  memberId: number | null;
  username: string | null;
  createdAt: number;
  reviewedAt: number | null;
}

/** One member row as chance-manual/{deposit,withdrawal}/record answers it. */
export interface ManualRecord {
  id: number;
  ref: string;
  requestId: number;
  requestNo: string;
  batchNo: string | null;
  kind: 'single' | 'batch';
  memberId: number;
  username: string;
  amount: number;
  balanceAfter: number | null;
  reasonType: string;
  remark: string;
  normalAudit: number;
  comprehensiveMultipleX100: number;
  status: RequestStatus;
  maker: string;
  checker: string | null;
  rejectReason: string | null;
  createdAt: number;
  reviewedAt: number | null;
}

export interface ManualSubmit {
  username: string;
  amount: number;
  reasonType: string;
  remark?: string;
  normalAudit?: boolean;
  comprehensiveMultipleX100?: number;
}

/** One checked row of a batch preview (chance-manual/{deposit,withdrawal}/batch/preview). */
export type BatchRowError = 'username_missing' | 'member_not_found' | 'duplicate' | 'bad_amount' | 'over_limit' | 'insufficient_funds';
export interface BatchPreviewRow {
  line: number;
  username: string;
  amountText: string;
  amount: number | null;
  memberId: number | null;
  cash: number | null;
  error: BatchRowError | null;
}
export interface BatchPreview {
  rows: BatchPreviewRow[];
  validCount: number;
  validTotal: number;
  invalidCount: number;
  maxManualAmount: number;
  maxBatchTotal: number;
  overTotal: boolean;
}
export type BatchPreviewInput = { rows: { username: string; amount: string }[] } | { vipLevel: number; amount: string };

export interface BatchSubmit {
  rows: { username: string; amount: number }[];
  reasonType: string;
  remark?: string;
  normalAudit?: boolean;
  comprehensiveMultipleX100?: number;
}

type Submitted = { id: number; requestNo: string; kind: string; status: RequestStatus; count: number; totalAmount: number };

/** A member a manual form names, with the balances shown before submitting. */
export type ManualMember = { id: number; username: string; cash: number; frozen: number; bonus: number };

interface ManualRequestActions {
  // By name (the forms) or by id (the popup's member preset).
  member: Action<{ username: string } | { memberId: number }, ManualMember>;
  deposit: MoneyAction<ManualSubmit, Submitted>;
  withdrawal: MoneyAction<ManualSubmit, Submitted>;
  approve: MoneyAction<{ id: number }, { id: number; status: RequestStatus; balanceAfter?: number }>;
  reject: Action<{ id: number; reason: string }, { id: number; status: RequestStatus }>;
  depositBatch: MoneyAction<BatchSubmit, Submitted>;
  withdrawalBatch: MoneyAction<BatchSubmit, Submitted>;
  previewDeposit: Action<BatchPreviewInput, BatchPreview>;
  previewWithdrawal: Action<BatchPreviewInput, BatchPreview>;
  batchLevels: Action<void, { level: number; members: number }[]>;
}

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
