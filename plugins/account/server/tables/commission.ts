import type { Generated } from 'kysely';

/** Row types of migration 019_commission (agent rebate templates and commission settlement). */

export interface CommissionSettingTable {
  key: string;
  /** JSON text. */
  value: string;
  updated_at: number;
}

export interface CommissionTemplateTable {
  id: Generated<number>;
  name: string;
  /** 1 for the template agents without an assignment earn under. */
  is_default: Generated<number>;
  created_by: number;
  created_at: number;
}

export interface CommissionTemplateRevisionTable {
  id: Generated<number>;
  template_id: number;
  /** Start (epoch ms) of the first commission period these terms apply to. */
  effective_from: number;
  basis: 'profit' | 'valid_bet';
  /** JSON: { from: paise, bps: number }[] ascending by from. */
  tiers_json: string;
  /** JSON: { gameId: number, bps: number }[]. */
  game_rebates_json: string;
  min_active_members: number;
  /** Paise a member must bet (and have deposited) in the period to count as active. */
  min_active_bet: number;
  deduct_deposit_fee: number;
  deduct_withdraw_fee: number;
  deduct_bonus: number;
  deduct_rebate: number;
  staff_id: number;
  created_at: number;
}

export interface CommissionAssignmentTable {
  id: Generated<number>;
  agent_id: number;
  template_id: number;
  effective_from: number;
  staff_id: number;
  created_at: number;
}

export type CommissionPeriodStatus = 'computed' | 'approved' | 'paid';

export interface CommissionPeriodTable {
  id: Generated<number>;
  period_key: string;
  start_at: number;
  end_at: number;
  status: CommissionPeriodStatus;
  /** The staff id of the maker; 0 when computed_kind is 'job' (the scheduler). */
  computed_by: number;
  computed_at: number;
  /** Migration 020: who computed it, a staff member or the scheduled job. */
  computed_kind: Generated<'staff' | 'job'>;
  approved_by: number | null;
  approved_at: number | null;
  paid_by: number | null;
  paid_at: number | null;
}

export interface CommissionLineTable {
  id: Generated<number>;
  period_key: string;
  agent_id: number;
  franchisee_id: number;
  template_id: number | null;
  revision_id: number | null;
  members: number;
  active_members: number;
  valid_bet: number;
  profit: number;
  deposit_fee: number;
  withdraw_fee: number;
  bonus: number;
  member_rebate: number;
  carry_in: number;
  base: number;
  commission_bps: number;
  commission_payable: number;
  rebate_payable: number;
  total_payable: number;
  carry_out: number;
  remark: string;
  journal_id: number | null;
}

export type CommissionAdjustmentStatus = 'pending' | 'approved' | 'rejected' | 'paid';

/** Migration 020: a correction of one paid line (maker, checker, its own journal when paid). */
export interface CommissionAdjustmentTable {
  id: Generated<number>;
  line_id: number;
  period_key: string;
  agent_id: number;
  franchisee_id: number;
  /** Signed paise: positive credits the agent's wallet, negative debits it. */
  amount: number;
  reason: string;
  status: CommissionAdjustmentStatus;
  created_by: number;
  created_at: number;
  reviewed_by: number | null;
  reviewed_at: number | null;
  paid_by: number | null;
  paid_at: number | null;
  journal_id: number | null;
}

export interface CommissionTables {
  commission_setting: CommissionSettingTable;
  commission_template: CommissionTemplateTable;
  commission_template_revision: CommissionTemplateRevisionTable;
  commission_assignment: CommissionAssignmentTable;
  commission_period: CommissionPeriodTable;
  commission_line: CommissionLineTable;
  commission_adjustment: CommissionAdjustmentTable;
}

// The core's database type gains these tables by declaration merging: no core file names them.
declare module '../../../../server/db/schema' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the merge adds the tables, nothing of its own
  interface DB extends CommissionTables {}
}
