import { defineActions, useActions, type Action, type MoneyAction } from '../../../dataProvider';

export interface Tier {
  from: number;
  bps: number;
}

/** A rebate template as chance-commission-template/list answers it (terms in force, and pending ones). */
export interface TemplateTerms {
  effectiveFrom: number;
  basis: 'profit' | 'valid_bet';
  tiers: Tier[];
  gameRebates: { gameId: number; bps: number }[];
  minActiveMembers: number;
  minActiveBet: number;
  deductDepositFee: boolean;
  deductWithdrawFee: boolean;
  deductBonus: boolean;
  deductRebate: boolean;
}

export interface TemplateRecord extends TemplateTerms {
  id: number;
  name: string;
  isDefault: boolean;
  agents: number;
  pending: TemplateTerms | null;
  revisions: number;
}

export type TemplateInput = Omit<TemplateTerms, 'effectiveFrom'> & { id?: number; name: string };

export type PeriodStatus = 'open' | 'computed' | 'approved' | 'paid';

export interface PeriodRecord {
  id: string;
  periodKey: string;
  start: number;
  end: number;
  status: PeriodStatus;
  computedBy: string | null;
  /** 'job' when the scheduler computed the period (computedBy is then null). */
  computedKind: 'staff' | 'job' | null;
  approvedBy: string | null;
  paidBy: string | null;
  paidAt: number | null;
  lines: number;
  totalPayable: number;
}

export interface LineRecord {
  id: number;
  periodKey: string;
  agentId: number;
  agentName: string;
  templateName: string | null;
  members: number;
  activeMembers: number;
  validBet: number;
  profit: number;
  depositFee: number;
  withdrawFee: number;
  bonus: number;
  memberRebate: number;
  carryIn: number;
  base: number;
  commissionBps: number;
  commissionPayable: number;
  rebatePayable: number;
  totalPayable: number;
  carryOut: number;
  remark: string;
  status: PeriodStatus;
  wallet: number;
  /** Σ of the line's paid adjustments; the corrected total is totalPayable + adjustedPaid. */
  adjustedPaid: number;
  /** Σ of its adjustments entered or approved but not paid yet. */
  adjustedPending: number;
  correctedTotal: number;
}

export type AdjustmentStatus = 'pending' | 'approved' | 'rejected' | 'paid';

export interface AdjustmentRecord {
  id: number;
  lineId: number;
  periodKey: string;
  agentId: number;
  agentName: string;
  amount: number;
  reason: string;
  status: AdjustmentStatus;
  createdBy: string | null;
  createdAt: number;
  reviewedBy: string | null;
  paidBy: string | null;
}

export type Cycle = 'weekly' | 'monthly';

export interface CycleState {
  cycle: Cycle;
  next: { cycle: Cycle; from: number } | null;
}

interface PeriodActions {
  compute: Action<{ periodKey: string }, { lines: number; status: string }>;
  approve: Action<{ periodKey: string }, { status: string }>;
  pay: MoneyAction<{ periodKey: string }, { status: string; journals: number; total: number }>;
}

interface AdjustmentActions {
  create: Action<{ lineId: number; amount: number; reason: string }, { id: number; status: AdjustmentStatus }>;
  review: Action<{ id: number; approve: boolean }, { id: number; status: AdjustmentStatus }>;
  pay: MoneyAction<{ id: number }, { id: number; status: AdjustmentStatus; walletAfter: number }>;
}

interface CycleActions {
  cycle: Action<undefined, CycleState>;
  setCycle: Action<{ cycle: Cycle }, { cycle: Cycle; from: number }>;
}

interface TemplateActions {
  save: Action<TemplateInput, { id: number; effectiveFrom: number }>;
  setDefault: Action<{ id: number }, { id: number }>;
  assign: Action<{ agentId: number; templateId: number }, { effectiveFrom: number }>;
  assignments: Action<{ agentId: number }, { list: { id: number; templateId: number; templateName: string; effectiveFrom: number }[] }>;
}

export const periodActions = defineActions<PeriodActions>({
  compute: { path: 'chance-commission-period/compute' },
  approve: { path: 'chance-commission-period/approve' },
  pay: { path: 'chance-commission-period/pay', moneyMoving: true },
});

export const adjustmentActions = defineActions<AdjustmentActions>({
  create: { path: 'chance-commission-adjustment/create' },
  review: { path: 'chance-commission-adjustment/review' },
  pay: { path: 'chance-commission-adjustment/pay', moneyMoving: true },
});

export const cycleActions = defineActions<CycleActions>({
  cycle: { path: 'chance-commission-period/cycle' },
  setCycle: { path: 'chance-commission-period/setCycle' },
});

export const templateActions = defineActions<TemplateActions>({
  save: { path: 'chance-commission-template/save' },
  setDefault: { path: 'chance-commission-template/setDefault' },
  assign: { path: 'chance-commission-template/assign' },
  assignments: { path: 'chance-commission-template/assignments' },
});

export const usePeriodCalls = () => useActions('commissionPeriod', periodActions);
export const useAdjustmentCalls = () => useActions('commissionAdjustment', adjustmentActions);
export const useCycleCalls = () => useActions('commissionPeriod', cycleActions);
export const useTemplateCalls = () => useActions('commissionTemplate', templateActions);
