import type { Generated } from 'kysely';

/* Row types of migration 043_reward_task: reward tasks and members' claims. Times epoch ms UTC. */

export type RewardTaskType = 'first_deposit' | 'deposit_total' | 'bet_total' | 'sign_in_days';
export type RewardTaskAward = 'money' | 'points' | 'ticket';
export type RewardTaskPeriod = 'once' | 'daily' | 'weekly';

export interface RewardTaskTable {
  id: Generated<number>;
  franchisee_id: number;
  name_zh: string;
  name_en: string;
  name_hi: Generated<string>;
  type: RewardTaskType;
  /** Paise for the money types, days for sign_in_days. */
  threshold: number;
  award_kind: RewardTaskAward;
  /** Paise for money, points for points, 0 for a ticket. */
  award_amount: Generated<number>;
  ticket_id: number | null;
  period: RewardTaskPeriod;
  /** 0 enabled, 1 disabled. */
  status: Generated<number>;
  sort: Generated<number>;
  created_by: number | null;
  updated_by: number | null;
  created_at: number;
  updated_at: number;
}

export interface RewardTaskClaimTable {
  id: Generated<number>;
  task_id: number;
  member_id: number;
  /** 'once', or the Bombay date of the day / the week's Monday. */
  period_key: string;
  /** 'task:{task}:{period}:{member}': the journal key, points ref and ticket serial. */
  business_key: string;
  progress: number;
  award_kind: RewardTaskAward;
  award_amount: Generated<number>;
  journal_id: number | null;
  points_ledger_id: number | null;
  member_ticket_id: number | null;
  created_at: number;
}

export interface RewardTaskTables {
  reward_task: RewardTaskTable;
  reward_task_claim: RewardTaskClaimTable;
}

// The core's database type gains these tables by declaration merging: no core file names them.
declare module '../../../../server/db/schema' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the merge adds the tables, nothing of its own
  interface DB extends RewardTaskTables {}
}
